-- Before this release nothing but the demo seed wrote marketing plans or industry trends, so every
-- existing row is demo data: label it so, as the screens now show staff-written rows unlabelled.
UPDATE "marketing_plans" SET "demo" = true;--> statement-breakpoint
UPDATE "industry_trends" SET "demo" = true;
