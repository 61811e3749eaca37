CREATE TABLE "flare_design_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"design_id" uuid NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flare_design_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"edges" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flare_design_versions_design_version" UNIQUE("design_id","version")
);
--> statement-breakpoint
ALTER TABLE "flare_design_updates" ADD CONSTRAINT "flare_design_updates_design_id_flare_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flare_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flare_design_versions" ADD CONSTRAINT "flare_design_versions_design_id_flare_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flare_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flare_design_updates_design_idx" ON "flare_design_updates" USING btree ("design_id","id");