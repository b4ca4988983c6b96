CREATE TABLE "price_statistics" (
	"period" text NOT NULL,
	"district" text NOT NULL,
	"neighbourhood" text NOT NULL,
	"deal" text NOT NULL,
	"kind" text NOT NULL,
	"rooms" smallint NOT NULL,
	"listings" integer NOT NULL,
	"new_listings" integer NOT NULL,
	"active_listings" integer NOT NULL,
	"median_days_on_market" double precision,
	"per_sqm_gel_q1" double precision NOT NULL,
	"per_sqm_gel_median" double precision NOT NULL,
	"per_sqm_gel_q3" double precision NOT NULL,
	"per_sqm_usd_q1" double precision NOT NULL,
	"per_sqm_usd_median" double precision NOT NULL,
	"per_sqm_usd_q3" double precision NOT NULL,
	"median_price_gel" double precision NOT NULL,
	"median_price_usd" double precision NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_statistics_deal_kind_rooms_district_neighbourhood_period_pk" PRIMARY KEY("deal","kind","rooms","district","neighbourhood","period")
);
--> statement-breakpoint
CREATE TABLE "price_models" (
	"deal" text PRIMARY KEY NOT NULL,
	"model" jsonb NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
