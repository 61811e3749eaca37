import type { Db } from "#src/platform/db/db.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import type { Device, PageAnalytics, RangeDays, SegmentStatDto, TrendDto } from "../analytics.contract.ts";
import { segmentStatistics } from "../lib/segment-stats.ts";
import type { EventsStore, HeatCell, PageVisits } from "./events-store.ts";
import { listTrends } from "./trends.service.ts";

/** The first day (UTC, YYYY-MM-DD) of a range of `days` days ending today. */
export function rangeStart(days: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return d.toISOString().slice(0, 10);
}

/** The pages the tracker has figures for, sorted (the heatmap's page selector). */
export async function listTrackedPages(store: EventsStore, actor: Actor): Promise<string[]> {
  assertRole(actor, "employee");
  return store.trackedPages();
}

/** Totals of one page over a range: views, clicks, mean scroll depth, and the same per device. */
export async function pageAnalytics(
  store: EventsStore,
  actor: Actor,
  page: string,
  days: RangeDays,
): Promise<PageAnalytics> {
  assertRole(actor, "employee");
  const rows = await store.pageTotals(page, rangeStart(days));
  const meanDepth = (events: number, sum: number) => (events ? Math.round(sum / events) : null);
  const byDevice = rows.map((r) => ({
    device: r.device,
    pageviews: r.pageviews,
    clicks: r.clicks,
    mouseovers: r.mouseovers,
    sessions: r.sessions,
    meanScrollDepth: meanDepth(r.scrollEvents, r.scrollDepthSum),
  }));
  const sum = (k: "pageviews" | "clicks" | "mouseovers" | "sessions" | "scrollEvents" | "scrollDepthSum") =>
    rows.reduce((acc, d) => acc + d[k], 0);
  return {
    totals: {
      device: "all",
      pageviews: sum("pageviews"),
      clicks: sum("clicks"),
      mouseovers: sum("mouseovers"),
      sessions: sum("sessions"),
      meanScrollDepth: meanDepth(sum("scrollEvents"), sum("scrollDepthSum")),
    },
    byDevice,
  };
}

/** The click bins of one page and device over a range (x: column 0–99, y: 20 px row). */
export async function heatmapCells(
  store: EventsStore,
  actor: Actor,
  page: string,
  device: Device,
  days: RangeDays,
): Promise<HeatCell[]> {
  assertRole(actor, "employee");
  return store.heatmapCells(page, device, rangeStart(days));
}

export type TrafficOverview = {
  /** True when the figures are the demo-mode history rather than tracked visits. */
  demo: boolean;
  perDay: { label: string; value: number }[];
  totalVisitors: number;
  bySegment: { label: string; value: number }[];
  topPages: PageVisits[];
  /** Segment statistics from the visitors above and the leads of the range. */
  segmentStats: SegmentStatDto[];
  /** Every trend: the tab shows the active ones, and staff edit them all. */
  trends: TrendDto[];
};

/**
 * Visitors per day and per segment over a range, from the aggregated tracker figures; where the
 * tracker has nothing yet and demo mode seeded a history, that history, flagged as demo data.
 * The trends are staff-written (`db`), the segment statistics combine the visitors with the
 * CRM's leads, the rest are the events store's aggregates.
 */
export async function trafficOverview(
  store: EventsStore,
  db: Db,
  actor: Actor,
  days: RangeDays,
  /** The CRM's lead counts since a day (the caller passes the CRM's function: analytics does not import the CRM). */
  countLeads: (db: Db, since: Date) => Promise<Parameters<typeof segmentStatistics>[1]>,
): Promise<TrafficOverview> {
  assertRole(actor, "employee");
  const from = rangeStart(days);
  let rows = await store.visitorCounts(from, false);
  const demo = rows.length === 0;
  if (demo) rows = await store.visitorCounts(from, true);
  const perDayMap = new Map<string, number>();
  for (let i = 0; i < days; i++) {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    perDayMap.set(d.toISOString().slice(0, 10), 0);
  }
  const segments = new Map<string, number>();
  for (const r of rows) {
    if (r.segment === "all") perDayMap.set(r.date, (perDayMap.get(r.date) ?? 0) + r.count);
    else segments.set(r.segment, (segments.get(r.segment) ?? 0) + r.count);
  }
  const perDay = [...perDayMap].map(([label, value]) => ({ label, value }));
  const [topPages, trends, leads] = await Promise.all([
    store.pageVisits(from, 10),
    listTrends(db, actor),
    countLeads(db, new Date(`${from}T00:00:00Z`)),
  ]);
  return {
    demo: demo && rows.length > 0,
    perDay,
    totalVisitors: perDay.reduce((a, d) => a + d.value, 0),
    bySegment: [...segments].map(([label, value]) => ({ label, value })).sort((a, b) => b.value - a.value),
    topPages,
    segmentStats: segmentStatistics(segments, leads),
    trends,
  };
}
