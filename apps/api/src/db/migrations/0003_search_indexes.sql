DROP INDEX "properties_active_created_idx";--> statement-breakpoint
DROP INDEX "properties_active_price_idx";--> statement-breakpoint
DROP INDEX "properties_listing_type_idx";--> statement-breakpoint
DROP INDEX "properties_location_idx";--> statement-breakpoint
CREATE INDEX "properties_active_date_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_deal_date_idx" ON "properties" USING btree ("listing_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_deal_price_idx" ON "properties" USING btree ("listing_type","rent_amount","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_deal_price_usd_idx" ON "properties" USING btree ("listing_type","rent_amount_usd","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_deal_area_idx" ON "properties" USING btree ("listing_type","square_feet","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_neighbourhood_idx" ON "properties" USING btree ("listing_type","urban_area","rent_amount","rent_amount_usd","bedrooms","square_feet","property_type") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_place_idx" ON "properties" USING btree ("listing_type","state","property_type","urban_area","rent_amount","rent_amount_usd","bedrooms","square_feet") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_position_idx" ON "properties" USING btree ("latitude","longitude") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_features_idx" ON "properties" USING gin ("features");