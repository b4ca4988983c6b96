-- Each card's poster count of active listings (listings/load-posters.ts) is counted once per poster on a page, from
-- this index alone; an organisation's count reads properties_organisation_idx.
CREATE INDEX "properties_active_own_listings_idx" ON "properties" USING btree ("owner_id") WHERE "properties"."status" = 'active' and "properties"."organisation_id" is null;
