import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#src/platform/db/db.ts";
import { type Arrival, CELL_COLUMNS, CELL_HEIGHT_PX, type Device } from "../analytics.contract.ts";
import type { userInteractions } from "./analytics.tables.ts";
import { pageDailyStats, visitorAnalytics } from "./analytics.tables.ts";
import { type InsertQueue, insertQueue } from "./insert-queue.ts";
import { recordArrival } from "./visits.service.ts";

export type InteractionRow = typeof userInteractions.$inferInsert;

/** One heatmap cell: x the column (0–99, 1 % of the width), y the 20 px row, with its clicks. */
export type HeatCell = { x: number; y: number; clicks: number };
/** A page's figures on one device over a range, added up from the days. */
export type DeviceTotals = {
  device: string;
  pageviews: number;
  clicks: number;
  mouseovers: number;
  sessions: number;
  scrollEvents: number;
  scrollDepthSum: number;
};
/** Visitors (distinct sessions) of one day and segment ("all" for the whole site). */
export type VisitorCount = { date: string; segment: string; count: number };
/** A page's views and visitors (sessions per day, added up) over a range. */
export type PageVisits = { page: string; pageviews: number; sessions: number };

/** The most cells a heatmap read returns (the hottest first): a 6,000 px page has 30,000. */
export const MAX_HEAT_CELLS = 20_000;

/** How many months of partitions exist ahead of the current one (PostgreSQL). */
const PARTITION_MONTHS_AHEAD = 3;

/**
 * Where the visitor events live: the raw events, and the aggregates the job makes of them (heatmap
 * bins per day and per month, page figures per day, visitors per day and segment). The screens
 * and the jobs go through this interface only, and its reads touch only the aggregates, so another
 * engine (ClickHouse, docs/scaling.md) can take the raw events behind it. One SQL driver serves
 * PGlite (a plain table) and PostgreSQL (monthly partitions, migration 0015): the same statements.
 * Days are UTC dates, YYYY-MM-DD; a range runs from its first day to the newest data.
 */
export interface EventsStore {
  insertBatch(rows: InteractionRow[]): Promise<void>;
  /** How a page load of a tab session arrived (visit touches, for attribution). */
  recordArrival(sessionId: string, page: string, arrival: Arrival, at: Date): Promise<boolean>;
  /** Rebuilds the bins, page figures and visitor counts of every day from `fromDay` (UTC). */
  aggregateFrom(fromDay: string): Promise<void>;
  /**
   * Deletes raw events older than `days` days (whole monthly partitions on PostgreSQL) and makes
   * the coming months' partitions; returns how many rows were deleted one by one.
   */
  prune(days: number): Promise<number>;
  /** The pages with figures, sorted. */
  trackedPages(): Promise<string[]>;
  /** The click bins of one page and device from `fromDay`, the hottest first (at most MAX_HEAT_CELLS). */
  heatmapCells(page: string, device: Device, fromDay: string): Promise<HeatCell[]>;
  /** One page's views, clicks, mouseovers, scroll events and sessions per device from `fromDay`. */
  pageTotals(page: string, fromDay: string): Promise<DeviceTotals[]>;
  /** Views and visitors per page from `fromDay`, the most viewed first (`limit` pages, or all). */
  pageVisits(fromDay: string, limit?: number): Promise<PageVisits[]>;
  /** Visitors per day and segment from `fromDay`: tracked ones, or the demo-mode history. */
  visitorCounts(fromDay: string, demo: boolean): Promise<VisitorCount[]>;
}

const n = (v: unknown) => Number(v ?? 0);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * How a range from `fromDay` reads the bins: whole months from the monthly roll-up (from `month`
 * on), plus (sign 1) or minus (sign -1) the daily bins of [dayFrom, dayTo), so at most half a
 * month of daily bins is read: the first month's days in the range are added to the months after
 * it, or its days before the range are taken from its monthly total, whichever is fewer.
 */
export function heatRangePlan(fromDay: string): {
  month: string;
  sign: 1 | -1;
  dayFrom: string;
  dayTo: string;
} {
  const from = new Date(`${fromDay}T00:00:00Z`);
  const first = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  const next = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const before = (from.getTime() - first.getTime()) / 86_400_000;
  const inRange = (next.getTime() - from.getTime()) / 86_400_000;
  return before <= inRange
    ? { month: isoDay(first), sign: -1, dayFrom: isoDay(first), dayTo: fromDay }
    : { month: isoDay(next), sign: 1, dayFrom: fromDay, dayTo: isoDay(next) };
}

/** The segments of the site's pages, as a SQL CASE over page_url . */
const SEGMENT_SQL = sql.raw(`case
  when page_url like '/startup%' then 'startup'
  when page_url like '/enterprise%' then 'enterprise'
  when page_url like '/government%' then 'government'
  when page_url like '/ventures%' or page_url like '/anywhere%' or page_url like '/flare%' then 'ventures'
  else 'general' end`);

/**
 * One INSERT … SELECT FROM unnest(arrays) for any number of rows: ten parameters whatever the
 * count, so the statement text is always the same (one plan) and the driver sends ten arrays
 * instead of ten values a row.
 */
export async function insertInteractions(db: Db, rows: InteractionRow[]): Promise<void> {
  if (!rows.length) return;
  const now = new Date();
  const col = <T>(f: (r: InteractionRow) => T) => sql.param(rows.map(f));
  await db.execute(sql`
    insert into user_interactions (page_url, interaction_type, x_coordinate, y_coordinate, device_type,
      session_id, viewport_width, viewport_height, scroll_depth, created_at)
    select * from unnest(
      ${col((r) => r.pageUrl)}::text[], ${col((r) => r.interactionType)}::text[],
      ${col((r) => r.xCoordinate ?? null)}::real[], ${col((r) => r.yCoordinate ?? null)}::int[],
      ${col((r) => r.deviceType)}::text[], ${col((r) => r.sessionId)}::text[],
      ${col((r) => r.viewportWidth)}::int[], ${col((r) => r.viewportHeight)}::int[],
      ${col((r) => r.scrollDepth ?? null)}::smallint[],
      ${col((r) => (r.createdAt ?? now).toISOString())}::timestamptz[])`);
}

/** One group-commit queue per database handle: concurrent requests share their inserts. */
const insertQueues = new WeakMap<Db, InsertQueue<InteractionRow>>();
const insertQueueOf = (db: Db) => {
  let queue = insertQueues.get(db);
  if (!queue) {
    queue = insertQueue<InteractionRow>((rows) => insertInteractions(db, rows));
    insertQueues.set(db, queue);
  }
  return queue;
};

export function sqlEventsStore(db: Db): EventsStore {
  return {
    insertBatch(rows) {
      return insertQueueOf(db).add(rows);
    },
    recordArrival(sessionId, page, arrival, at) {
      return recordArrival(db, sessionId, page, arrival, at);
    },
    async aggregateFrom(fromDay) {
      const day = sql`(created_at at time zone 'UTC')::date`;
      const since = sql`created_at >= (${fromDay}::date)::timestamp at time zone 'UTC'`;
      // The monthly roll-up follows the daily bins by difference: the rebuilt days' bins before
      // (kept aside in a temporary table) and after the rebuild; only cells whose count changed
      // are written, so the job's cost stays that of the days it rebuilds, and a rerun over
      // unchanged days writes nothing to the roll-up.
      const month = sql.raw("date_trunc('month', day::timestamp)::date");
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          create temporary table analytics_bins_before on commit drop as
          select * from heatmap_bins where day >= ${fromDay}::date`);
        await tx.execute(sql`delete from heatmap_bins where day >= ${fromDay}::date`);
        await tx.execute(sql`
          insert into heatmap_bins (day, page_url, device_type, cell_x, cell_y, clicks)
          select ${day}, page_url, device_type,
            least(${sql.raw(String(CELL_COLUMNS - 1))}, greatest(0, floor(x_coordinate * ${sql.raw(String(CELL_COLUMNS))})))::smallint,
            floor(y_coordinate / ${sql.raw(`${CELL_HEIGHT_PX}.0`)})::int, count(*)::int
          from user_interactions
          where ${since} and interaction_type = 'click' and x_coordinate is not null and y_coordinate is not null
          group by 1, 2, 3, 4, 5`);
        await tx.execute(sql`
          insert into heatmap_bins_monthly as m (month, page_url, device_type, cell_x, cell_y, clicks)
          select ${month}, page_url, device_type, cell_x, cell_y, sum(clicks)::int from (
            select day, page_url, device_type, cell_x, cell_y, clicks from heatmap_bins where day >= ${fromDay}::date
            union all
            select day, page_url, device_type, cell_x, cell_y, -clicks from analytics_bins_before
          ) d
          group by 1, 2, 3, 4, 5 having sum(clicks) <> 0
          on conflict (page_url, device_type, month, cell_x, cell_y)
          do update set clicks = m.clicks + excluded.clicks`);
        // Cells left without clicks (their raw events gone) are dropped, looking only at the
        // pages, devices and months that lost clicks.
        await tx.execute(sql`
          delete from heatmap_bins_monthly m
          using (select distinct page_url, device_type, ${month} as month from analytics_bins_before) b
          where m.page_url = b.page_url and m.device_type = b.device_type and m.month = b.month
            and m.clicks <= 0`);
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
      // Visit touches go with the events they describe (a lead keeps its own copy of its touches).
      await db.execute(sql`delete from visit_touches where started_at < ${cutoff}`);
      return rowsOf(result).length;
    },
    async trackedPages() {
      const rows = await db
        .selectDistinct({ page: pageDailyStats.pageUrl })
        .from(pageDailyStats)
        .orderBy(asc(pageDailyStats.pageUrl));
      return rows.map((r) => r.page);
    },
    async heatmapCells(page, device, fromDay) {
      const plan = heatRangePlan(fromDay);
      const result = await db.execute(sql`
        select cell_x as x, cell_y as y, sum(clicks)::int as clicks from (
          select cell_x, cell_y, clicks from heatmap_bins_monthly
          where page_url = ${page} and device_type = ${device} and month >= ${plan.month}::date
          union all
          select cell_x, cell_y, ${sql.raw(plan.sign < 0 ? "-" : "")}clicks from heatmap_bins
          where page_url = ${page} and device_type = ${device}
            and day >= ${plan.dayFrom}::date and day < ${plan.dayTo}::date
        ) b
        group by 1, 2 having sum(clicks) > 0
        order by 3 desc, 2, 1 limit ${sql.raw(String(MAX_HEAT_CELLS))}`);
      return rowsOf<HeatCell>(result).map((r) => ({ x: n(r.x), y: n(r.y), clicks: n(r.clicks) }));
    },
    async pageTotals(page, fromDay) {
      const d = pageDailyStats;
      const rows = await db
        .select({
          device: d.deviceType,
          pageviews: sql<number>`sum(${d.pageviews})`,
          clicks: sql<number>`sum(${d.clicks})`,
          mouseovers: sql<number>`sum(${d.mouseovers})`,
          sessions: sql<number>`sum(${d.sessions})`,
          scrollEvents: sql<number>`sum(${d.scrollEvents})`,
          scrollDepthSum: sql<number>`sum(${d.scrollDepthSum})`,
        })
        .from(d)
        .where(and(eq(d.pageUrl, page), gte(d.day, fromDay)))
        .groupBy(d.deviceType)
        .orderBy(asc(d.deviceType));
      return rows.map((r) => ({
        device: r.device,
        pageviews: n(r.pageviews),
        clicks: n(r.clicks),
        mouseovers: n(r.mouseovers),
        sessions: n(r.sessions),
        scrollEvents: n(r.scrollEvents),
        scrollDepthSum: n(r.scrollDepthSum),
      }));
    },
    async pageVisits(fromDay, limit) {
      const d = pageDailyStats;
      const query = db
        .select({
          page: d.pageUrl,
          pageviews: sql<number>`sum(${d.pageviews})`,
          sessions: sql<number>`sum(${d.sessions})`,
        })
        .from(d)
        .where(gte(d.day, fromDay))
        .groupBy(d.pageUrl)
        .orderBy(desc(sql`2`), asc(d.pageUrl));
      const rows = limit ? await query.limit(limit) : await query;
      return rows.map((r) => ({ page: r.page, pageviews: n(r.pageviews), sessions: n(r.sessions) }));
    },
    async visitorCounts(fromDay, demo) {
      const v = visitorAnalytics;
      return db
        .select({ date: v.date, segment: v.segment, count: v.visitorCount })
        .from(v)
        .where(and(eq(v.demo, demo), gte(v.date, fromDay)))
        .orderBy(asc(v.date), asc(v.segment));
    },
  };
}
