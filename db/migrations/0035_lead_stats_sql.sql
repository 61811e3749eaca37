-- Lead analytics' counts (decision 052), kept by the database for every write of a lead, whoever
-- writes it: statement triggers with transition tables append one +n/-n row per changed group to
-- lead_stats_deltas (nothing when a statement leaves every group as it was, e.g. a note's
-- last_activity_at). The band thresholds are SCORE_BANDS of crm.contract.ts (70 and 30); the week is
-- the Monday of created_at in UTC, as leadAnalytics labels weeks.
CREATE FUNCTION crm_lead_stats_key_band(score integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN score >= 70 THEN 'high' WHEN score >= 30 THEN 'medium' ELSE 'low' END $$;
--> statement-breakpoint
CREATE FUNCTION crm_lead_stats_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lead_stats_deltas (status, band, source, segment, week, n)
    SELECT status, crm_lead_stats_key_band(lead_score), source, coalesce(segment, 'unknown'),
      date_trunc('week', created_at AT TIME ZONE 'UTC')::date, count(*)::int
    FROM new_rows WHERE merged_into_id IS NULL
    GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lead_stats_deltas (status, band, source, segment, week, n)
    SELECT status, crm_lead_stats_key_band(lead_score), source, coalesce(segment, 'unknown'),
      date_trunc('week', created_at AT TIME ZONE 'UTC')::date, -count(*)::int
    FROM old_rows WHERE merged_into_id IS NULL
    GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO lead_stats_deltas (status, band, source, segment, week, n)
    SELECT status, band, source, segment, week, sum(n)::int
    FROM (
      SELECT status, crm_lead_stats_key_band(lead_score) AS band, source, coalesce(segment, 'unknown') AS segment,
        date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week, 1 AS n
      FROM new_rows WHERE merged_into_id IS NULL
      UNION ALL
      SELECT status, crm_lead_stats_key_band(lead_score), source, coalesce(segment, 'unknown'),
        date_trunc('week', created_at AT TIME ZONE 'UTC')::date, -1
      FROM old_rows WHERE merged_into_id IS NULL
    ) changed
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_stats_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_lead_stats_delta();
--> statement-breakpoint
CREATE TRIGGER leads_stats_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_lead_stats_delta();
--> statement-breakpoint
CREATE TRIGGER leads_stats_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_lead_stats_delta();
--> statement-breakpoint
INSERT INTO lead_stats (status, band, source, segment, week, n)
SELECT status, crm_lead_stats_key_band(lead_score), source, coalesce(segment, 'unknown'),
  date_trunc('week', created_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM leads WHERE merged_into_id IS NULL
GROUP BY 1, 2, 3, 4, 5;
