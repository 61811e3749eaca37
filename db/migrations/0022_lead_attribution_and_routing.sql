CREATE TABLE "visit_touches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"landing_page" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text
);
--> statement-breakpoint
CREATE TABLE "crm_settings" (
	"id" text PRIMARY KEY DEFAULT 'crm' NOT NULL,
	"fallback_owner_id" text,
	"wait_amber_minutes" integer DEFAULT 60 NOT NULL,
	"wait_red_minutes" integer DEFAULT 240 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_staff_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_on_assignment" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"owner_id" text,
	"previous_owner_id" text,
	"rule_id" uuid,
	"method" text NOT NULL,
	"reason" text,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_routing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"segment" text,
	"source" text,
	"band" text,
	"staff_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_cap" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_routing_rules_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lead_sessions" (
	"lead_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_sessions_lead_id_session_id_pk" PRIMARY KEY("lead_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "lead_touches" (
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"session_id" text NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"landing_page" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	CONSTRAINT "lead_touches_lead_id_kind_pk" PRIMARY KEY("lead_id","kind")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "lead_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "lead_source" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_by" text;--> statement-breakpoint
ALTER TABLE "crm_settings" ADD CONSTRAINT "crm_settings_fallback_owner_id_user_id_fk" FOREIGN KEY ("fallback_owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_settings" ADD CONSTRAINT "crm_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_staff_preferences" ADD CONSTRAINT "crm_staff_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_previous_owner_id_user_id_fk" FOREIGN KEY ("previous_owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sessions" ADD CONSTRAINT "lead_sessions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_touches" ADD CONSTRAINT "lead_touches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_touches_session_idx" ON "visit_touches" USING btree ("session_id","started_at");--> statement-breakpoint
CREATE INDEX "visit_touches_started_idx" ON "visit_touches" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "lead_assignments_lead_idx" ON "lead_assignments" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_assignments_owner_idx" ON "lead_assignments" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_assignments_rule_idx" ON "lead_assignments" USING btree ("rule_id","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_sessions_session_idx" ON "lead_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "lead_touches_campaign_idx" ON "lead_touches" USING btree ("kind","utm_campaign");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_first_response_by_user_id_fk" FOREIGN KEY ("first_response_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_interactions_session_idx" ON "user_interactions" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("owner_id","created_at");