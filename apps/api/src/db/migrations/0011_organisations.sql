-- Agencies and developers: a public page, members who post under it, invitations by e-mail (decision 018).
CREATE TABLE "organisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name_ka" text NOT NULL,
	"name_en" text NOT NULL DEFAULT '',
	"name_ru" text NOT NULL DEFAULT '',
	"slug" text NOT NULL,
	"logo_url" text,
	"description_ka" text NOT NULL DEFAULT '',
	"description_en" text NOT NULL DEFAULT '',
	"description_ru" text NOT NULL DEFAULT '',
	"phone" text NOT NULL DEFAULT '',
	"address" text NOT NULL DEFAULT '',
	"verified_at" timestamp with time zone,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_kind_check" CHECK ("kind" IN ('agency', 'developer'))
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id"),
	CONSTRAINT "organisation_members_role_check" CHECK ("role" IN ('owner', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "organisation_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisation_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_slug_key" ON "organisations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "organisations_owner_id_idx" ON "organisations" USING btree ("owner_id");--> statement-breakpoint
-- One organisation per account: an agent posts under exactly one agency, so a new listing knows whose it is.
CREATE UNIQUE INDEX "organisation_members_user_id_key" ON "organisation_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_token_hash_key" ON "organisation_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_pending_key" ON "organisation_invitations" USING btree ("organisation_id",lower("email")) WHERE "accepted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_organisation_idx" ON "properties" USING btree ("organisation_id","status","created_at" DESC) WHERE "organisation_id" IS NOT NULL;
