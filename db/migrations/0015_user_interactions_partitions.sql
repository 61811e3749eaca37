-- user_interactions by month on PostgreSQL (one partition per calendar month, UTC, plus a default
-- partition so an insert never fails); a plain table on PGlite, where one process holds a small
-- data set. The same file runs on both: the DO block returns at once on PGlite.
-- analytics_ensure_partitions(months_ahead) creates the coming months' partitions and moves any
-- rows the default partition holds for them; analytics_drop_partitions_before(cutoff) drops whole
-- months older than the retention cutoff (the retention job calls both; both are no-ops on a plain table).
CREATE OR REPLACE FUNCTION analytics_ensure_partitions(months_ahead integer) RETURNS integer AS $$
DECLARE
  m date;
  made integer := 0;
  name text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_partitioned_table WHERE partrelid = 'user_interactions'::regclass) THEN
    RETURN 0;
  END IF;
  FOR i IN -1..months_ahead LOOP
    m := (date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => i))::date;
    name := 'user_interactions_' || to_char(m, 'YYYY_MM');
    IF to_regclass(name) IS NULL THEN
      -- Rows already in the default partition for this month would block the new partition: move them.
      EXECUTE format('CREATE TEMP TABLE IF NOT EXISTS _ui_move (LIKE user_interactions) ON COMMIT DROP');
      EXECUTE format(
        'WITH moved AS (DELETE FROM user_interactions_default WHERE created_at >= %L::timestamptz AND created_at < %L::timestamptz RETURNING *) INSERT INTO _ui_move SELECT * FROM moved',
        m::text || ' 00:00:00+00', (m + interval '1 month')::date::text || ' 00:00:00+00');
      EXECUTE format(
        'CREATE TABLE %I PARTITION OF user_interactions FOR VALUES FROM (%L) TO (%L)',
        name, m::text || ' 00:00:00+00', (m + interval '1 month')::date::text || ' 00:00:00+00');
      EXECUTE 'INSERT INTO user_interactions SELECT * FROM _ui_move';
      EXECUTE 'TRUNCATE _ui_move';
      made := made + 1;
    END IF;
  END LOOP;
  RETURN made;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_drop_partitions_before(cutoff timestamptz) RETURNS integer AS $$
DECLARE
  part record;
  dropped integer := 0;
  upper_bound timestamptz;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_partitioned_table WHERE partrelid = 'user_interactions'::regclass) THEN
    RETURN 0;
  END IF;
  FOR part IN
    SELECT c.relname, pg_get_expr(c.relpartbound, c.oid) AS bound
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'user_interactions'::regclass AND c.relname ~ '^user_interactions_\d{4}_\d{2}$'
  LOOP
    upper_bound := substring(part.bound FROM 'TO \(''([^'']+)''\)')::timestamptz;
    IF upper_bound <= cutoff THEN
      EXECUTE format('DROP TABLE %I', part.relname);
      dropped := dropped + 1;
    END IF;
  END LOOP;
  RETURN dropped;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
BEGIN
  IF version() LIKE '%PGlite%' THEN
    RETURN;
  END IF;
  ALTER TABLE user_interactions RENAME TO user_interactions_unpartitioned;
  ALTER INDEX user_interactions_created_idx RENAME TO user_interactions_unpartitioned_created_idx;
  CREATE TABLE user_interactions (
    id bigint NOT NULL DEFAULT nextval('user_interactions_id_seq'),
    page_url text NOT NULL,
    interaction_type text NOT NULL,
    x_coordinate real,
    y_coordinate integer,
    device_type text NOT NULL,
    session_id text NOT NULL,
    viewport_width integer NOT NULL,
    viewport_height integer NOT NULL,
    scroll_depth smallint,
    created_at timestamp with time zone NOT NULL DEFAULT now(),
    PRIMARY KEY (id, created_at)
  ) PARTITION BY RANGE (created_at);
  ALTER SEQUENCE user_interactions_id_seq OWNED BY user_interactions.id;
  CREATE INDEX user_interactions_created_idx ON user_interactions (created_at);
  CREATE TABLE user_interactions_default PARTITION OF user_interactions DEFAULT;
  INSERT INTO user_interactions SELECT * FROM user_interactions_unpartitioned;
  DROP TABLE user_interactions_unpartitioned;
  PERFORM analytics_ensure_partitions(3);
END $$;
