CREATE TABLE "flare_deliveries" (
	"design_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"list_ids" jsonb NOT NULL,
	"segment" text NOT NULL,
	"started_version" integer NOT NULL,
	"applied_version" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flare_delivery_items" (
	"design_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "flare_delivery_items_design_id_node_id_pk" PRIMARY KEY("design_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "flare_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" uuid NOT NULL,
	"design_version" integer NOT NULL,
	"segment" text NOT NULL,
	"file_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"figures" jsonb NOT NULL,
	"assumptions" jsonb NOT NULL,
	"exclusions" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_to" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flare_rates" (
	"segment" text PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"rate_low" integer NOT NULL,
	"rate_high" integer NOT NULL,
	"points_per_day" integer NOT NULL,
	"hours_per_day" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flare_deliveries" ADD CONSTRAINT "flare_deliveries_design_id_flare_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flare_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flare_delivery_items" ADD CONSTRAINT "flare_delivery_items_design_id_flare_deliveries_design_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flare_deliveries"("design_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flare_proposals" ADD CONSTRAINT "flare_proposals_design_id_flare_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flare_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flare_proposals_design_idx" ON "flare_proposals" USING btree ("design_id","created_at");