DROP INDEX "properties_address_key_idx";--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD COLUMN "is_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_address_key_idx" ON "properties" USING btree ("address_key" text_pattern_ops,"square_feet") WHERE "properties"."status" = 'active';