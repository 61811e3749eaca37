import { sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { CELL_COLUMNS, CELL_HEIGHT_PX } from "../analytics.contract.ts";
import { userInteractions } from "./analytics.tables.ts";

export type InteractionRow = typeof userInteractions.$inferInsert;

/** How many months of partitions exist ahead of the current one (PostgreSQL). */
const PARTITION_MONTHS_AHEAD = 3;

/**
 * Where the raw events live: SQL on PGlite (a plain table) or PostgreSQL (monthly partitions,
 * migration 0015), the same statements on both. The screens read only the aggregates it writes,
 * so another engine (ClickHouse, docs/scaling.md) can take the raw events behind this interface.
 */
export interface EventsStore {
  insertBatch(rows: InteractionRow[]): Promise<void>;
  /** Rebuilds the bins, page figures and visitor counts of every day from `fromDay` (UTC). */
  aggregateFrom(fromDay: string): Promise<void>;
  /**
   * Deletes raw events older than `days` days (whole monthly partitions on PostgreSQL) and makes
   * the coming months' partitions; returns how many rows were deleted one by one.
   */
  prune(days: number): Promise<number>;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The segments of the site's pages, as a SQL CASE over page_url . */
const SEGMENT_SQL = sql.raw(`case
  when page_url like '/startup%' then 'startup'
  when page_url like '/enterprise%' then 'enterprise'
  when page_url like '/government%' then 'government'
  when page_url like '/ventures%' or page_url like '/anywhere%' or page_url like '/flare%' then 'ventures'
  else 'general' end`);

export function sqlEventsStore(db: Db): EventsStore {
  return {
    async insertBatch(rows) {
      if (rows.length) await db.insert(userInteractions).values(rows);
    },
    async aggregateFrom(fromDay) {
      const day = sql`(created_at at time zone 'UTC')::date`;
      const since = sql`created_at >= (${fromDay}::date)::timestamp at time zone 'UTC'`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from heatmap_bins where day >= ${fromDay}::date`);
        await tx.execute(sql`
          insert into heatmap_bins (day, page_url, device_type, cell_x, cell_y, clicks)
          select ${day}, page_url, device_type,
            least(${sql.raw(String(CELL_COLUMNS - 1))}, greatest(0, floor(x_coordinate * ${sql.raw(String(CELL_COLUMNS))})))::smallint,
            floor(y_coordinate / ${sql.raw(`${CELL_HEIGHT_PX}.0`)})::int, count(*)::int
          from user_interactions
          where ${since} and interaction_type = 'click' and x_coordinate is not null and y_coordinate is not null
          group by 1, 2, 3, 4, 5`);
        await tx.execute(sql`delete from page_daily_stats where day >= ${fromDay}::date`);
        await tx.execute(sql`
          insert into page_daily_stats (day, page_url, device_type, pageviews, clicks, mouseovers,
            scroll_events, scroll_depth_sum, sessions)
          select ${day}, page_url, device_type,
            count(*) filter (where interaction_type = 'pageview')::int,
            count(*) filter (where interaction_type = 'click')::int,
            count(*) filter (where interaction_type = 'mouseover')::int,
            count(*) filter (where interaction_type = 'scroll')::int,
            coalesce(sum(scroll_depth) filter (where interaction_type = 'scroll'), 0)::int,
            count(distinct session_id)::int
          from user_interactions where ${since}
          group by 1, 2, 3`);
        await tx.execute(sql`delete from visitor_analytics where demo = false and date >= ${fromDay}::date`);
        await tx.execute(sql`
          insert into visitor_analytics (date, segment, visitor_count, demo)
          select ${day}, ${SEGMENT_SQL}, count(distinct session_id)::int, false
          from user_interactions where ${since} group by 1, 2
          union all
          select ${day}, 'all', count(distinct session_id)::int, false
          from user_interactions where ${since} group by 1`);
      });
    },
    async prune(days) {
      const cutoff = sql`now() - make_interval(days => ${days})`;
      // PostgreSQL: whole months past the cutoff go as partitions (no row-by-row delete), the
      // month the cutoff falls in is trimmed, and the coming months' partitions are made ahead.
      // PGlite: a plain table, the two functions do nothing and the delete does it all.
      await db.execute(sql`select analytics_drop_partitions_before(${cutoff})`);
      const result = await db.execute(
        sql`delete from user_interactions where created_at < ${cutoff} returning 1`,
      );
      await db.execute(sql`select analytics_ensure_partitions(${PARTITION_MONTHS_AHEAD})`);
      return rowsOf(result).length;
    },
  };
}
