-- New-building projects of developer organisations, their unit types and photos; a listing may name its project
-- (docs/decisions/019-new-building-projects.md).
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"name_ka" text NOT NULL,
	"name_en" text NOT NULL DEFAULT '',
	"name_ru" text NOT NULL DEFAULT '',
	"description_ka" text NOT NULL DEFAULT '',
	"description_en" text NOT NULL DEFAULT '',
	"description_ru" text NOT NULL DEFAULT '',
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"district" text NOT NULL,
	"neighbourhood" text,
	"delivery_date" date NOT NULL,
	"status" text NOT NULL,
	"frame_stage" text NOT NULL,
	"floors" smallint NOT NULL,
	"buildings" smallint NOT NULL DEFAULT 1,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK ("status" IN ('planned', 'under_construction', 'finished')),
	CONSTRAINT "projects_frame_stage_check" CHECK ("frame_stage" IN ('black', 'white', 'green', 'renovated'))
);
--> statement-breakpoint
CREATE TABLE "project_unit_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_unit_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"rooms" smallint NOT NULL,
	"area_min" double precision NOT NULL,
	"area_max" double precision NOT NULL,
	"currency" text NOT NULL,
	"price_per_m2" double precision NOT NULL,
	"price_per_m2_gel" double precision NOT NULL,
	"price_per_m2_usd" double precision NOT NULL,
	"price_from" double precision NOT NULL,
	"price_from_gel" double precision NOT NULL,
	"price_from_usd" double precision NOT NULL,
	"available_units" integer NOT NULL,
	"total_units" integer NOT NULL,
	"floor_plan_url" text,
	"floor_plan_media_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_unit_types_area_check" CHECK ("area_min" <= "area_max"),
	CONSTRAINT "project_unit_types_units_check" CHECK ("available_units" <= "total_units")
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"image_url" text NOT NULL,
	"media_name" text,
	"caption" text NOT NULL DEFAULT '',
	"taken_on" date,
	"order_index" smallint NOT NULL DEFAULT 0,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_photos_kind_check" CHECK ("kind" IN ('gallery', 'progress')),
	CONSTRAINT "project_photos_progress_dated_check" CHECK ("kind" = 'gallery' OR "taken_on" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_unit_types" ADD CONSTRAINT "project_unit_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_organisation_id_idx" ON "projects" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "projects_district_delivery_idx" ON "projects" USING btree ("district","delivery_date");--> statement-breakpoint
CREATE INDEX "projects_delivery_date_idx" ON "projects" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "project_unit_types_project_id_idx" ON "project_unit_types" USING btree ("project_id","rooms");--> statement-breakpoint
CREATE INDEX "project_unit_types_floor_plan_idx" ON "project_unit_types" USING btree ("floor_plan_media_name") WHERE "floor_plan_media_name" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "project_photos_project_id_idx" ON "project_photos" USING btree ("project_id","kind","order_index");--> statement-breakpoint
CREATE INDEX "project_photos_media_name_idx" ON "project_photos" USING btree ("media_name");--> statement-breakpoint
CREATE INDEX "properties_project_id_idx" ON "properties" USING btree ("project_id") WHERE "project_id" IS NOT NULL;
