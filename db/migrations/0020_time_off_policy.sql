CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_holidays_date_location_key" UNIQUE NULLS NOT DISTINCT("date","location")
);
--> statement-breakpoint
CREATE TABLE "time_off_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"request_type" text NOT NULL,
	"allowance_days" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off_policies" (
	"year" integer PRIMARY KEY NOT NULL,
	"vacation_days" real NOT NULL,
	"sick_days" real NOT NULL,
	"personal_days" real NOT NULL,
	"other_days" real NOT NULL,
	"carry_over_cap" real DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_off_requests" ALTER COLUMN "working_days" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD COLUMN "half_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_off_overrides" ADD CONSTRAINT "time_off_overrides_employee_id_employee_profiles_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_policies" ADD CONSTRAINT "time_off_policies_updated_by_employee_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employee_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_off_overrides_unique_idx" ON "time_off_overrides" USING btree ("employee_id","year","request_type");