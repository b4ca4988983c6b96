-- When the poster last confirmed the listing, kept on the row search reads (as listing_freshness.confirmed_at is):
-- cards say "confirmed N days ago" with no join in search's queries.
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "properties" SET "confirmed_at" = f."confirmed_at" FROM "listing_freshness" f WHERE f."property_id" = "properties"."id";--> statement-breakpoint
-- When the property was first listed by this poster, if before this listing's created_at: a listing deleted and
-- posted again by the same poster keeps its days on market (modules/freshness/first-listed.ts).
ALTER TABLE "properties" ADD COLUMN "first_listed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "deleted_listing_traces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deleted_listing_traces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"address_key" text NOT NULL,
	"floor" smallint,
	"square_feet" double precision NOT NULL,
	"first_listed_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_listing_traces" ADD CONSTRAINT "deleted_listing_traces_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_listing_traces_owner_address_idx" ON "deleted_listing_traces" USING btree ("owner_id","address_key");--> statement-breakpoint
-- Finished jobs are pruned by age (modules/jobs/prune-jobs.ts).
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "finished_at" IS NOT NULL;
--> statement-breakpoint
-- A job's priority: a listing's matching (a fraction of a second) is claimed before the deliveries already queued,
-- so a new listing's alerts do not wait behind an earlier listing's batches of e-mail.
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority" DESC,"run_at","id") WHERE "jobs"."finished_at" is null and "jobs"."failed_at" is null;
