ALTER TABLE "campaigns" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "utm_campaign" text;