-- One catalogue of what a flat has (docs/decisions/011-one-catalogue.md): each listing's amenities join its features
-- (appended in the amenities' order, none twice), then the join table and the amenity names go. A code the contracts'
-- catalogue does not know is kept as it was stored: it is shown, and dropped only when its owner next edits the list.
UPDATE "properties" AS p
SET "features" = p."features" || ARRAY(
  SELECT a."code"
  FROM "property_amenities" AS pa
  JOIN "amenities" AS a ON a."id" = pa."amenity_id"
  WHERE pa."property_id" = p."id" AND NOT (a."code" = ANY (p."features"))
  ORDER BY a."id"
)
WHERE EXISTS (SELECT 1 FROM "property_amenities" AS pa WHERE pa."property_id" = p."id");--> statement-breakpoint
DROP TABLE "property_amenities" CASCADE;--> statement-breakpoint
DROP TABLE "amenities" CASCADE;
