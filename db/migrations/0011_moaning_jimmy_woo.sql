CREATE TABLE "heatmap_bins" (
	"day" date NOT NULL,
	"page_url" text NOT NULL,
	"device_type" text NOT NULL,
	"cell_x" smallint NOT NULL,
	"cell_y" integer NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "heatmap_bins_page_url_day_device_type_cell_x_cell_y_pk" PRIMARY KEY("page_url","day","device_type","cell_x","cell_y")
);
--> statement-breakpoint
CREATE TABLE "industry_trends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"segment" text NOT NULL,
	"trend_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_daily_stats" (
	"day" date NOT NULL,
	"page_url" text NOT NULL,
	"device_type" text NOT NULL,
	"pageviews" integer NOT NULL,
	"clicks" integer NOT NULL,
	"mouseovers" integer NOT NULL,
	"scroll_events" integer NOT NULL,
	"scroll_depth_sum" integer NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "page_daily_stats_day_page_url_device_type_pk" PRIMARY KEY("day","page_url","device_type")
);
--> statement-breakpoint
CREATE TABLE "user_interactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_url" text NOT NULL,
	"interaction_type" text NOT NULL,
	"x_coordinate" real,
	"y_coordinate" integer,
	"device_type" text NOT NULL,
	"session_id" text NOT NULL,
	"viewport_width" integer NOT NULL,
	"viewport_height" integer NOT NULL,
	"scroll_depth" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_analytics" (
	"date" date NOT NULL,
	"segment" text NOT NULL,
	"visitor_count" integer NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "visitor_analytics_date_segment_demo_pk" PRIMARY KEY("date","segment","demo")
);
--> statement-breakpoint
CREATE INDEX "user_interactions_created_idx" ON "user_interactions" USING btree ("created_at");