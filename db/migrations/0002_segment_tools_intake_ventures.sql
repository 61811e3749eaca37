CREATE TABLE "enterprise_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"systems" jsonb NOT NULL,
	"company_size" text NOT NULL,
	"industry" text NOT NULL,
	"email" text NOT NULL,
	"business_challenges" text,
	"deployment_preference" text,
	"integration_complexity" text,
	"budget_range" text,
	"timeframe" text,
	"analysis_result" jsonb NOT NULL,
	"engine" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "government_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requirements" jsonb NOT NULL,
	"agency_type" text NOT NULL,
	"data_classification" text NOT NULL,
	"email" text NOT NULL,
	"analysis_result" jsonb NOT NULL,
	"engine" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_showcase" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"industry" text NOT NULL,
	"year_started" integer,
	"description" text,
	"highlight_color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"sections" jsonb,
	"chapters" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guides_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "meetup_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"venue" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 120 NOT NULL,
	"description" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "meetup_events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "intake_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"linkedin_profile" text,
	"project_type" text NOT NULL,
	"budget_range" text NOT NULL,
	"timeline" text NOT NULL,
	"project_description" text NOT NULL,
	"project_fit_score" integer NOT NULL,
	"is_qualified" boolean NOT NULL,
	"enrichment" jsonb NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"visitor_time_zone" text,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"notes" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_statistics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"segment" text NOT NULL,
	"metric_name" text NOT NULL,
	"metric_value" text NOT NULL,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_statistics_metric_uq" UNIQUE("segment","metric_name")
);
--> statement-breakpoint
CREATE TABLE "project_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_type" text NOT NULL,
	"project_stage" text NOT NULL,
	"description" text NOT NULL,
	"email" text,
	"market_analysis" jsonb,
	"similar_projects" jsonb,
	"technical_recommendations" jsonb,
	"estimated_timeline" text,
	"budget_range" text,
	"analysis" jsonb,
	"engine" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_scopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_analysis_id" uuid NOT NULL,
	"overview" jsonb NOT NULL,
	"deliverables" jsonb NOT NULL,
	"timeline" jsonb NOT NULL,
	"communication_plan" jsonb NOT NULL,
	"budget_breakdown" jsonb NOT NULL,
	"approvals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"founder_name" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"stage" text NOT NULL,
	"industry" text NOT NULL,
	"location" text,
	"team_size" text,
	"problem" text NOT NULL,
	"solution" text NOT NULL,
	"traction" text,
	"funding_needs" text,
	"pitch_deck_file_id" uuid NOT NULL,
	"pitch_deck_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venture_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"email" text,
	"company" text,
	"project_description" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_consultations" ADD CONSTRAINT "enterprise_consultations_analysis_id_enterprise_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."enterprise_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_scopes" ADD CONSTRAINT "project_scopes_project_analysis_id_project_analyses_id_fk" FOREIGN KEY ("project_analysis_id") REFERENCES "public"."project_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_submissions" ADD CONSTRAINT "pitch_submissions_pitch_deck_file_id_stored_files_id_fk" FOREIGN KEY ("pitch_deck_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_bookings_slot_uq" ON "meeting_bookings" USING btree ("slot_start") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "meeting_bookings_email_idx" ON "meeting_bookings" USING btree ("email");