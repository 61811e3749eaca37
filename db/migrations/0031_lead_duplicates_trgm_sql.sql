-- Fuzzy duplicate checks (issue 30, decision 0XX-revenue-duplicates-engagement): pg_trgm and GIN
-- trigram indexes on the lowercased "name company" of leads, the name of contacts and companies.
-- Guarded: a PostgreSQL where the extension may not be created (no rights, not installed) skips
-- both, and the duplicate check falls back to exact matches of the same keys.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%); duplicate checks use exact matches', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS leads_match_name_trgm_idx ON leads USING gin (match_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS contacts_match_name_trgm_idx ON contacts USING gin (match_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS companies_name_trgm_idx ON companies USING gin (lower(name) gin_trgm_ops);
  END IF;
END
$$;
