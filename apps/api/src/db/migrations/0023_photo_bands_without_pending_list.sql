-- No pending list on the photo-band index: every duplicate check probes it, and with GIN's fastupdate the entries of
-- photos stored since the last vacuum wait in an unsorted pending list (up to gin_pending_list_limit, 4 MB) that each
-- probe reads whole: 29 ms of a 5,000-photo feed's every check, against well under a millisecond from the index
-- itself (decision 028). The entries already pending are moved into the index now.
ALTER INDEX "photo_fingerprints_bands_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('photo_fingerprints_bands_idx'::regclass);
