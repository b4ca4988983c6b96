-- A unit listing of a project is its developer's (decision 025): a listing linked to a project before its poster
-- joined the developer's organisation is put under it, as linking it now does.
UPDATE "properties" SET "organisation_id" = p."organisation_id" FROM "projects" p
WHERE p."id" = "properties"."project_id" AND "properties"."organisation_id" IS NULL;--> statement-breakpoint
-- The stored photo a company's logo shows (a claimed upload): the media clean-up keeps it while it is the logo.
ALTER TABLE "organisations" ADD COLUMN "logo_media_name" text;--> statement-breakpoint
-- Logos already set to a stored photo are that photo's use from now on.
UPDATE "organisations" SET "logo_media_name" = m."name" FROM "media_files" m
WHERE m."name" = substring("organisations"."logo_url" from '^/media/([a-f0-9]{32})/');
