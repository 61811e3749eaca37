DROP INDEX "leads_score_created_idx";--> statement-breakpoint
-- A rescore rewrites lead_score on every lead it moves: with no index on it and room left on each
-- page, that write is a heap-only (HOT) update that touches none of the leads' other 17 indexes
-- (decision 046). Applies to pages written from now on.
ALTER TABLE "leads" SET (fillfactor = 85);
