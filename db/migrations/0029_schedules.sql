CREATE TABLE "schedule_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"days" jsonb NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "schedules_employee_date_idx";--> statement-breakpoint
ALTER TABLE "schedules" ALTER COLUMN "start_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ALTER COLUMN "end_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_work_days" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "day_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "set_by" uuid;--> statement-breakpoint
ALTER TABLE "schedule_patterns" ADD CONSTRAINT "schedule_patterns_employee_id_employee_profiles_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_patterns" ADD CONSTRAINT "schedule_patterns_set_by_employee_profiles_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."employee_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_proposals" ADD CONSTRAINT "schedule_proposals_employee_id_employee_profiles_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_proposals" ADD CONSTRAINT "schedule_proposals_decided_by_employee_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employee_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_patterns_employee_from_idx" ON "schedule_patterns" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "schedule_proposals_employee_idx" ON "schedule_proposals" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "schedule_proposals_status_idx" ON "schedule_proposals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_set_by_employee_profiles_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."employee_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_employee_date_idx" ON "schedules" USING btree ("employee_id","date");