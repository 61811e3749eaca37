ALTER TABLE "industry_trends" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_trends" ADD COLUMN "direction" text DEFAULT 'rising' NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_trends" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "industry_trends" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_trends" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "industry_trends" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_plans" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_plans" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_plans" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "marketing_plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "industry_trends" ADD CONSTRAINT "industry_trends_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_plans" ADD CONSTRAINT "marketing_plans_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;