CREATE TABLE "lead_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"merged_lead_id" uuid NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lead_before" jsonb NOT NULL,
	"merged_before" jsonb NOT NULL,
	"moved" jsonb NOT NULL,
	"merged_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (case when length(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')) >= 7 then right(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'), 9) end) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email_domain" text GENERATED ALWAYS AS (nullif(split_part(lower(coalesce("email", '')), '@', 2), '')) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "match_name" text GENERATED ALWAYS AS (nullif(btrim(lower("first_name" || ' ' || "last_name")), '')) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "engagement_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "engagement_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "engagement_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (case when length(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g')) >= 7 then right(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'), 9) end) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_domain" text GENERATED ALWAYS AS (nullif(split_part(lower(coalesce("email", '')), '@', 2), '')) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "match_name" text GENERATED ALWAYS AS (nullif(btrim(lower(coalesce("name", '') || ' ' || coalesce("company", ''))), '')) STORED;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_merged_lead_id_leads_id_fk" FOREIGN KEY ("merged_lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_merged_by_user_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_undone_by_user_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_merges_lead_idx" ON "lead_merges" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_merges_merged_idx" ON "lead_merges" USING btree ("merged_lead_id","created_at");--> statement-breakpoint
CREATE INDEX "contacts_phone_key_idx" ON "contacts" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "contacts_email_domain_idx" ON "contacts" USING btree ("email_domain");--> statement-breakpoint
CREATE INDEX "contacts_match_name_idx" ON "contacts" USING btree ("match_name");--> statement-breakpoint
CREATE INDEX "leads_phone_key_idx" ON "leads" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "leads_email_domain_idx" ON "leads" USING btree ("email_domain");--> statement-breakpoint
CREATE INDEX "leads_match_name_idx" ON "leads" USING btree ("match_name");--> statement-breakpoint
CREATE INDEX "leads_engagement_created_idx" ON "leads" USING btree ("engagement_score","created_at");--> statement-breakpoint
CREATE INDEX "leads_merged_into_idx" ON "leads" USING btree ("merged_into_id");