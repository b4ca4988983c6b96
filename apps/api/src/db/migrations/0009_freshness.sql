CREATE TABLE "listing_freshness" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"link_nonce" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_freshness" ADD CONSTRAINT "listing_freshness_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_freshness_expires_idx" ON "listing_freshness" USING btree ("expires_at");--> statement-breakpoint
-- Listings that exist before freshness was kept get a full period from now, as if their posters had just confirmed.
INSERT INTO "listing_freshness" ("property_id", "confirmed_at", "expires_at", "link_nonce")
SELECT "id", now(), now() + CASE WHEN "listing_type" IN ('rent', 'daily_rent') THEN interval '30 days' ELSE interval '60 days' END,
  md5(random()::text || "id"::text)
FROM "properties";
