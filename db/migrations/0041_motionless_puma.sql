ALTER TABLE "crm_import_rows" ALTER COLUMN "outcome" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_import_rows" ADD COLUMN "finding" text;--> statement-breakpoint
ALTER TABLE "crm_import_rows" ADD COLUMN "match_by" text;--> statement-breakpoint
ALTER TABLE "crm_import_rows" ADD COLUMN "match" jsonb;--> statement-breakpoint
ALTER TABLE "crm_import_rows" ADD COLUMN "values" jsonb;--> statement-breakpoint
ALTER TABLE "crm_import_rows" ADD COLUMN "choice" text;--> statement-breakpoint
CREATE INDEX "crm_import_rows_finding_idx" ON "crm_import_rows" USING btree ("import_id","finding","row_number") WHERE "crm_import_rows"."finding" is not null;--> statement-breakpoint
ALTER TABLE "crm_imports" DROP COLUMN "overrides";