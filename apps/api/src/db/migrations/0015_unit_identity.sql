ALTER TABLE "properties" ADD COLUMN "unit_cadastral_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "flat_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "show_cadastral_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_unit_cadastral_digits_idx" ON "properties" USING btree (regexp_replace("unit_cadastral_code", '[^0-9]', '', 'g'));
