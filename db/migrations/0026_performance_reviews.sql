ALTER TABLE "employee_reviews" ADD COLUMN "reviewer_id" uuid;--> statement-breakpoint
ALTER TABLE "employee_reviews" ADD COLUMN "strengths" text;--> statement-breakpoint
ALTER TABLE "employee_reviews" ADD COLUMN "improvements" text;--> statement-breakpoint
ALTER TABLE "employee_reviews" ADD COLUMN "private_notes" text;--> statement-breakpoint
ALTER TABLE "employee_reviews" ADD COLUMN "notes_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_reviews" ADD CONSTRAINT "employee_reviews_reviewer_id_employee_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."employee_profiles"("id") ON DELETE set null ON UPDATE no action;