CREATE TABLE "campaign_return_daily" (
	"day" date NOT NULL,
	"source" text,
	"medium" text,
	"campaign" text,
	"leads" integer NOT NULL,
	"qualified" integer NOT NULL,
	"deals" integer NOT NULL,
	"won" integer NOT NULL,
	"won_revenue" numeric NOT NULL,
	CONSTRAINT "campaign_return_daily_key" UNIQUE NULLS NOT DISTINCT("day","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "campaign_return_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"source" text,
	"medium" text,
	"campaign" text,
	"leads" integer NOT NULL,
	"qualified" integer NOT NULL,
	"deals" integer NOT NULL,
	"won" integer NOT NULL,
	"won_revenue" numeric NOT NULL
);
--> statement-breakpoint
-- The campaign return report's lead side (decision 049), kept by the database for every write of
-- the three tables it reads, whoever writes them. A lead counts when it is not merged away and has
-- a first touch, on the UTC day of its created_at and under its first touch's UTM triple; it brings
-- 1 lead, 1 qualified when its status is qualified or converted, and its deals, won deals and won
-- value (deals.lead_id), as utmFunnel (attribution.service.ts) counts them.
--
-- Each statement trigger writes, for the leads its statement touched, the leads' contribution
-- after the statement minus their contribution before, reading the other two tables as they are
-- (a statement changes one table), so the deltas of any sequence of statements telescope to the
-- figure. Nothing is written when a statement moves nothing the report reads (HAVING).
--
-- Concurrency: the deals and lead_touches triggers lock the leads they key on (FOR NO KEY
-- UPDATE, which a lead's own update also takes), so two transactions that change the same lead's
-- deals, first touch or key columns take turns, and each trigger's next statement (a new snapshot
-- under READ COMMITTED) sees what the other committed: no delta is keyed on a state another
-- transaction was changing at the same time.
--
-- Deleting a lead: its deals' lead_id is set to null and its touches are deleted by the foreign
-- keys' actions, which run after the lead's row is gone (their triggers then find no lead and
-- write nothing). So the lead's whole contribution is taken out by a BEFORE DELETE row trigger,
-- while its deals and touches are still there (campaign-return.integration.test.ts checks it).
CREATE FUNCTION crm_campaign_return_deals_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM leads WHERE id IN (SELECT lead_id FROM new_rows) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO campaign_return_deltas (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    SELECT (l.created_at AT TIME ZONE 'UTC')::date, t.utm_source, t.utm_medium, t.utm_campaign, 0, 0,
      count(*)::int, (count(*) FILTER (WHERE d.stage = 'won'))::int,
      coalesce(sum(d.value) FILTER (WHERE d.stage = 'won'), 0)
    FROM new_rows d
    JOIN leads l ON l.id = d.lead_id AND l.merged_into_id IS NULL
    JOIN lead_touches t ON t.lead_id = l.id AND t.kind = 'first'
    GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM leads WHERE id IN (SELECT lead_id FROM old_rows) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO campaign_return_deltas (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    SELECT (l.created_at AT TIME ZONE 'UTC')::date, t.utm_source, t.utm_medium, t.utm_campaign, 0, 0,
      -count(*)::int, -(count(*) FILTER (WHERE d.stage = 'won'))::int,
      -coalesce(sum(d.value) FILTER (WHERE d.stage = 'won'), 0)
    FROM old_rows d
    JOIN leads l ON l.id = d.lead_id AND l.merged_into_id IS NULL
    JOIN lead_touches t ON t.lead_id = l.id AND t.kind = 'first'
    GROUP BY 1, 2, 3, 4;
  ELSE
    PERFORM 1 FROM leads
    WHERE id IN (SELECT lead_id FROM new_rows UNION SELECT lead_id FROM old_rows) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO campaign_return_deltas (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    SELECT day, source, medium, campaign, 0, 0, deals, won, won_revenue
    FROM (
      SELECT (l.created_at AT TIME ZONE 'UTC')::date AS day, t.utm_source AS source, t.utm_medium AS medium,
        t.utm_campaign AS campaign, sum(d.s)::int AS deals,
        coalesce(sum(d.s) FILTER (WHERE d.stage = 'won'), 0)::int AS won,
        coalesce(sum(d.s * d.value) FILTER (WHERE d.stage = 'won'), 0) AS won_revenue
      FROM (
        SELECT lead_id, stage, value, 1 AS s FROM new_rows
        UNION ALL SELECT lead_id, stage, value, -1 FROM old_rows
      ) d
      JOIN leads l ON l.id = d.lead_id AND l.merged_into_id IS NULL
      JOIN lead_touches t ON t.lead_id = l.id AND t.kind = 'first'
      GROUP BY 1, 2, 3, 4
    ) g
    WHERE deals <> 0 OR won <> 0 OR won_revenue <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION crm_campaign_return_leads_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A new lead has no first touch yet unless it was written before it (the touches' trigger
    -- counts it then); an insert with its touch already there (an undo) is counted here.
    INSERT INTO campaign_return_deltas (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    SELECT (n.created_at AT TIME ZONE 'UTC')::date, t.utm_source, t.utm_medium, t.utm_campaign,
      count(*)::int, (count(*) FILTER (WHERE n.status IN ('qualified', 'converted')))::int,
      sum(p.deals)::int, sum(p.won)::int, sum(p.won_revenue)
    FROM new_rows n
    JOIN lead_touches t ON t.lead_id = n.id AND t.kind = 'first'
    CROSS JOIN LATERAL (
      SELECT count(*) AS deals, count(*) FILTER (WHERE stage = 'won') AS won,
        coalesce(sum(value) FILTER (WHERE stage = 'won'), 0) AS won_revenue
      FROM deals WHERE deals.lead_id = n.id
    ) p
    WHERE n.merged_into_id IS NULL
    GROUP BY 1, 2, 3, 4;
  ELSE
    -- Only the leads whose day, qualification or merged state changed (a rescore or a note moves
    -- none): their contribution before is taken out and after put in.
    INSERT INTO campaign_return_deltas (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    SELECT day, source, medium, campaign, leads, qualified, deals, won, won_revenue
    FROM (
      SELECT c.day, t.utm_source AS source, t.utm_medium AS medium, t.utm_campaign AS campaign,
        sum(c.s)::int AS leads, coalesce(sum(c.s) FILTER (WHERE c.qualified), 0)::int AS qualified,
        sum(c.s * p.deals)::int AS deals, sum(c.s * p.won)::int AS won, sum(c.s * p.won_revenue) AS won_revenue
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (n.merged_into_id IS NULL, (n.created_at AT TIME ZONE 'UTC')::date, n.status IN ('qualified', 'converted'), 1),
        (o.merged_into_id IS NULL, (o.created_at AT TIME ZONE 'UTC')::date, o.status IN ('qualified', 'converted'), -1)
      ) c(live, day, qualified, s)
      JOIN lead_touches t ON t.lead_id = n.id AND t.kind = 'first'
      CROSS JOIN LATERAL (
        SELECT count(*) AS deals, count(*) FILTER (WHERE stage = 'won') AS won,
          coalesce(sum(value) FILTER (WHERE stage = 'won'), 0) AS won_revenue
        FROM deals WHERE deals.lead_id = n.id
      ) p
      WHERE c.live
        AND ((o.merged_into_id IS NULL) <> (n.merged_into_id IS NULL)
          OR (o.status IN ('qualified', 'converted')) <> (n.status IN ('qualified', 'converted'))
          OR (o.created_at AT TIME ZONE 'UTC')::date <> (n.created_at AT TIME ZONE 'UTC')::date)
      GROUP BY 1, 2, 3, 4
    ) g
    WHERE leads <> 0 OR qualified <> 0 OR deals <> 0 OR won <> 0 OR won_revenue <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION crm_campaign_return_lead_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.merged_into_id IS NULL THEN
    INSERT INTO campaign_return_deltas (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date, t.utm_source, t.utm_medium, t.utm_campaign,
      -1, CASE WHEN OLD.status IN ('qualified', 'converted') THEN -1 ELSE 0 END,
      -p.deals::int, -p.won::int, -p.won_revenue
    FROM lead_touches t
    CROSS JOIN LATERAL (
      SELECT count(*) AS deals, count(*) FILTER (WHERE stage = 'won') AS won,
        coalesce(sum(value) FILTER (WHERE stage = 'won'), 0) AS won_revenue
      FROM deals WHERE deals.lead_id = OLD.id
    ) p
    WHERE t.lead_id = OLD.id AND t.kind = 'first';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION crm_campaign_return_touches_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A capture writes the last touch on every capture, the first touch once: nothing to do then.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE kind = 'first') THEN RETURN NULL; END IF;
    PERFORM 1 FROM leads WHERE id IN (SELECT lead_id FROM new_rows WHERE kind = 'first') ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO campaign_return_deltas (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    SELECT (l.created_at AT TIME ZONE 'UTC')::date, c.utm_source, c.utm_medium, c.utm_campaign,
      count(*)::int, (count(*) FILTER (WHERE l.status IN ('qualified', 'converted')))::int,
      sum(p.deals)::int, sum(p.won)::int, sum(p.won_revenue)
    FROM new_rows c
    JOIN leads l ON l.id = c.lead_id AND l.merged_into_id IS NULL
    CROSS JOIN LATERAL (
      SELECT count(*) AS deals, count(*) FILTER (WHERE stage = 'won') AS won,
        coalesce(sum(value) FILTER (WHERE stage = 'won'), 0) AS won_revenue
      FROM deals WHERE deals.lead_id = l.id
    ) p
    WHERE c.kind = 'first'
    GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE kind = 'first') THEN RETURN NULL; END IF;
    PERFORM 1 FROM leads WHERE id IN (SELECT lead_id FROM old_rows WHERE kind = 'first') ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO campaign_return_deltas (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    SELECT (l.created_at AT TIME ZONE 'UTC')::date, c.utm_source, c.utm_medium, c.utm_campaign,
      -count(*)::int, -(count(*) FILTER (WHERE l.status IN ('qualified', 'converted')))::int,
      -sum(p.deals)::int, -sum(p.won)::int, -sum(p.won_revenue)
    FROM old_rows c
    JOIN leads l ON l.id = c.lead_id AND l.merged_into_id IS NULL
    CROSS JOIN LATERAL (
      SELECT count(*) AS deals, count(*) FILTER (WHERE stage = 'won') AS won,
        coalesce(sum(value) FILTER (WHERE stage = 'won'), 0) AS won_revenue
      FROM deals WHERE deals.lead_id = l.id
    ) p
    WHERE c.kind = 'first'
    GROUP BY 1, 2, 3, 4;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE kind = 'first')
      AND NOT EXISTS (SELECT 1 FROM old_rows WHERE kind = 'first') THEN RETURN NULL; END IF;
    PERFORM 1 FROM leads
    WHERE id IN (SELECT lead_id FROM new_rows WHERE kind = 'first' UNION SELECT lead_id FROM old_rows WHERE kind = 'first')
    ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO campaign_return_deltas (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    SELECT day, source, medium, campaign, leads, qualified, deals, won, won_revenue
    FROM (
      SELECT (l.created_at AT TIME ZONE 'UTC')::date AS day, c.utm_source AS source, c.utm_medium AS medium,
        c.utm_campaign AS campaign, sum(c.s)::int AS leads,
        coalesce(sum(c.s) FILTER (WHERE l.status IN ('qualified', 'converted')), 0)::int AS qualified,
        sum(c.s * p.deals)::int AS deals, sum(c.s * p.won)::int AS won, sum(c.s * p.won_revenue) AS won_revenue
      FROM (
        SELECT lead_id, utm_source, utm_medium, utm_campaign, 1 AS s FROM new_rows WHERE kind = 'first'
        UNION ALL SELECT lead_id, utm_source, utm_medium, utm_campaign, -1 FROM old_rows WHERE kind = 'first'
      ) c
      JOIN leads l ON l.id = c.lead_id AND l.merged_into_id IS NULL
      CROSS JOIN LATERAL (
        SELECT count(*) AS deals, count(*) FILTER (WHERE stage = 'won') AS won,
          coalesce(sum(value) FILTER (WHERE stage = 'won'), 0) AS won_revenue
        FROM deals WHERE deals.lead_id = l.id
      ) p
      GROUP BY 1, 2, 3, 4
    ) g
    WHERE leads <> 0 OR qualified <> 0 OR deals <> 0 OR won <> 0 OR won_revenue <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deals_campaign_return_insert AFTER INSERT ON deals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_campaign_return_deals_delta();
--> statement-breakpoint
CREATE TRIGGER deals_campaign_return_update AFTER UPDATE ON deals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_campaign_return_deals_delta();
--> statement-breakpoint
CREATE TRIGGER deals_campaign_return_delete AFTER DELETE ON deals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_campaign_return_deals_delta();
--> statement-breakpoint
CREATE TRIGGER leads_campaign_return_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_campaign_return_leads_delta();
--> statement-breakpoint
CREATE TRIGGER leads_campaign_return_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_campaign_return_leads_delta();
--> statement-breakpoint
CREATE TRIGGER leads_campaign_return_delete BEFORE DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION crm_campaign_return_lead_deleted();
--> statement-breakpoint
CREATE TRIGGER lead_touches_campaign_return_insert AFTER INSERT ON lead_touches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_campaign_return_touches_delta();
--> statement-breakpoint
CREATE TRIGGER lead_touches_campaign_return_update AFTER UPDATE ON lead_touches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_campaign_return_touches_delta();
--> statement-breakpoint
CREATE TRIGGER lead_touches_campaign_return_delete AFTER DELETE ON lead_touches
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_campaign_return_touches_delta();
--> statement-breakpoint
-- The rows already there, folded at once.
INSERT INTO campaign_return_daily (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
SELECT (l.created_at AT TIME ZONE 'UTC')::date, t.utm_source, t.utm_medium, t.utm_campaign,
  count(*)::int, (count(*) FILTER (WHERE l.status IN ('qualified', 'converted')))::int,
  coalesce(sum(p.deals), 0)::int, coalesce(sum(p.won), 0)::int, coalesce(sum(p.won_revenue), 0)
FROM leads l
JOIN lead_touches t ON t.lead_id = l.id AND t.kind = 'first'
LEFT JOIN (
  SELECT lead_id, count(*) AS deals, count(*) FILTER (WHERE stage = 'won') AS won,
    coalesce(sum(value) FILTER (WHERE stage = 'won'), 0) AS won_revenue
  FROM deals WHERE lead_id IS NOT NULL GROUP BY lead_id
) p ON p.lead_id = l.id
WHERE l.merged_into_id IS NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The report's visitors (visitorsByUtm: distinct tab sessions per UTM triple over the period):
-- an index-only scan in the grouping's order, with no sort of the period's visits. Declared in
-- analytics.tables.ts as well, so drizzle-kit's snapshot knows it.
CREATE INDEX "visit_touches_utm_session_idx" ON "visit_touches" USING btree ("utm_source","utm_medium","utm_campaign","session_id","started_at")
  WHERE "utm_source" IS NOT NULL OR "utm_medium" IS NOT NULL OR "utm_campaign" IS NOT NULL;
