CREATE TABLE "lead_stats" (
	"status" text NOT NULL,
	"band" text NOT NULL,
	"source" text NOT NULL,
	"segment" text NOT NULL,
	"week" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "lead_stats_status_band_source_segment_week_pk" PRIMARY KEY("status","band","source","segment","week")
);
--> statement-breakpoint
CREATE TABLE "lead_stats_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"band" text NOT NULL,
	"source" text NOT NULL,
	"segment" text NOT NULL,
	"week" date NOT NULL,
	"n" integer NOT NULL
);
