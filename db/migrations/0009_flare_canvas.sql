CREATE TABLE "feature_point_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_points" integer NOT NULL,
	"multipliers" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feature_point_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "flare_access_codes" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"reserved_by" text NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flare_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"stage" text,
	"idea" text NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flare_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" uuid NOT NULL,
	"feature_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flare_design_grants" (
	"session_id" varchar(64) NOT NULL,
	"design_id" uuid NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flare_design_grants_session_id_design_id_pk" PRIMARY KEY("session_id","design_id")
);
--> statement-breakpoint
CREATE TABLE "flare_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"access_code" varchar(6) NOT NULL,
	"initial_requirements" text,
	"nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stages" jsonb DEFAULT '{"alpha":[],"beta":[],"launch":[]}'::jsonb NOT NULL,
	"client_name" text,
	"client_company" text,
	"created_by" text NOT NULL,
	"updated_by" text,
	"source" text,
	"source_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flare_designs_access_code_unique" UNIQUE("access_code")
);
--> statement-breakpoint
CREATE TABLE "flare_wireframe_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" uuid NOT NULL,
	"screen_id" text NOT NULL,
	"verdict" text NOT NULL,
	"given_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flare_attachments" ADD CONSTRAINT "flare_attachments_design_id_flare_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flare_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flare_design_grants" ADD CONSTRAINT "flare_design_grants_design_id_flare_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flare_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flare_designs" ADD CONSTRAINT "flare_designs_access_code_flare_access_codes_code_fk" FOREIGN KEY ("access_code") REFERENCES "public"."flare_access_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flare_wireframe_feedback" ADD CONSTRAINT "flare_wireframe_feedback_design_id_flare_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flare_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flare_attachments_design_idx" ON "flare_attachments" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "flare_designs_updated_at_idx" ON "flare_designs" USING btree ("updated_at");