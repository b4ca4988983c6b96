-- Core Web Vitals reported by visitors' browsers (decision 020): one row per measurement, no personal data (no user,
-- address, URL or agent; the page type is one of a closed set). Read as p75 per page type over the last 7 days.
CREATE TABLE "web_vitals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_recorded_at_idx" ON "web_vitals" USING btree ("recorded_at");
