-- One building on a corner known by two addresses (decision 026), learned from moderators' confirmations, stored both ways.
CREATE TABLE "corner_buildings" (
	"street_id" text NOT NULL,
	"house" text NOT NULL,
	"other_street_id" text NOT NULL,
	"other_house" text NOT NULL,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corner_buildings_street_id_house_other_street_id_other_house_pk" PRIMARY KEY("street_id","house","other_street_id","other_house")
);
--> statement-breakpoint
ALTER TABLE "corner_buildings" ADD CONSTRAINT "corner_buildings_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
