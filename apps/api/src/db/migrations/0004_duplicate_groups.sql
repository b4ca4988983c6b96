CREATE TABLE "duplicate_pairs" (
	"property_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"reasons" jsonb NOT NULL,
	"decision" text DEFAULT 'automatic' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_pairs_property_id_other_id_pk" PRIMARY KEY("property_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "photo_fingerprints" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"bands" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_active_date_idx";--> statement-breakpoint
DROP INDEX "properties_active_deal_date_idx";--> statement-breakpoint
DROP INDEX "properties_active_deal_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_deal_price_usd_idx";--> statement-breakpoint
DROP INDEX "properties_active_deal_area_idx";--> statement-breakpoint
DROP INDEX "properties_active_neighbourhood_idx";--> statement-breakpoint
DROP INDEX "properties_active_place_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_group_lead" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "offers_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_other_id_properties_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_name_media_files_name_fk" FOREIGN KEY ("name") REFERENCES "public"."media_files"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_groups" ADD CONSTRAINT "property_groups_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_pairs_other_idx" ON "duplicate_pairs" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_bands_idx" ON "photo_fingerprints" USING gin ("bands");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_active_urban_area_idx" ON "properties" USING btree ("urban_area") WHERE "properties"."status" = 'active' and "properties"."is_group_lead";--> statement-breakpoint
CREATE INDEX "properties_active_deal_position_idx" ON "properties" USING btree ("listing_type","latitude","longitude") WHERE "properties"."status" = 'active' and "properties"."is_group_lead";--> statement-breakpoint
CREATE INDEX "properties_address_key_idx" ON "properties" USING btree ("address_key") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_group_id_idx" ON "properties" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "properties_active_date_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."status" = 'active' and "properties"."is_group_lead";--> statement-breakpoint
CREATE INDEX "properties_active_deal_date_idx" ON "properties" USING btree ("listing_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."status" = 'active' and "properties"."is_group_lead";--> statement-breakpoint
CREATE INDEX "properties_active_deal_price_idx" ON "properties" USING btree ("listing_type","rent_amount","id") WHERE "properties"."status" = 'active' and "properties"."is_group_lead";--> statement-breakpoint
CREATE INDEX "properties_active_deal_price_usd_idx" ON "properties" USING btree ("listing_type","rent_amount_usd","id") WHERE "properties"."status" = 'active' and "properties"."is_group_lead";--> statement-breakpoint
CREATE INDEX "properties_active_deal_area_idx" ON "properties" USING btree ("listing_type","square_feet","id") WHERE "properties"."status" = 'active' and "properties"."is_group_lead";--> statement-breakpoint
CREATE INDEX "properties_active_neighbourhood_idx" ON "properties" USING btree ("listing_type","urban_area","rent_amount","rent_amount_usd","bedrooms","square_feet","property_type") WHERE "properties"."status" = 'active' and "properties"."is_group_lead";--> statement-breakpoint
CREATE INDEX "properties_active_place_idx" ON "properties" USING btree ("listing_type","state","property_type","urban_area","rent_amount","rent_amount_usd","bedrooms","square_feet") WHERE "properties"."status" = 'active' and "properties"."is_group_lead";