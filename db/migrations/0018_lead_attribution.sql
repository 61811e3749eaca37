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
ALTER TABLE "lead_sessions" ADD CONSTRAINT "lead_sessions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_touches" ADD CONSTRAINT "lead_touches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_touches_session_idx" ON "visit_touches" USING btree ("session_id","started_at");--> statement-breakpoint
CREATE INDEX "visit_touches_started_idx" ON "visit_touches" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "lead_sessions_session_idx" ON "lead_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "lead_touches_campaign_idx" ON "lead_touches" USING btree ("kind","utm_campaign");--> statement-breakpoint
CREATE INDEX "user_interactions_session_idx" ON "user_interactions" USING btree ("session_id","created_at");