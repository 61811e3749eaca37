CREATE TABLE "org_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"department_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_list_entries" ADD CONSTRAINT "org_list_entries_department_id_org_list_entries_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_list_entries_name_idx" ON "org_list_entries" USING btree ("kind",coalesce("department_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));