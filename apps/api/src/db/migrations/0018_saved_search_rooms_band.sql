-- The percolation index's rooms band beside its price band (decision 023): a candidate whose rooms filter the listing
-- fails is cut before confirming. Filled from the stored filters, as savedSearchIndex (saved-searches/match-keys.ts)
-- writes it for a new search; a value that is not a whole number leaves the band open (it only cuts nothing).
ALTER TABLE "saved_searches" ADD COLUMN "min_rooms" smallint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_rooms" smallint;--> statement-breakpoint
UPDATE "saved_searches" SET
  "min_rooms" = CASE WHEN "filters"->>'min_rooms' ~ '^[0-9]{1,4}$' THEN ("filters"->>'min_rooms')::smallint END,
  "max_rooms" = CASE WHEN "filters"->>'max_rooms' ~ '^[0-9]{1,4}$' THEN ("filters"->>'max_rooms')::smallint END
WHERE "filters" ? 'min_rooms' OR "filters" ? 'max_rooms';
--> statement-breakpoint
-- No pending list on the percolation index: saves are rare, and every listing's probe read the whole unsorted pending
-- list (up to gin_pending_list_limit, 4 MB) before the index: 25-100 ms of a match at 100,000 searches. The entries
-- already pending are moved into the index now.
ALTER INDEX "saved_searches_match_keys_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('saved_searches_match_keys_idx'::regclass);
