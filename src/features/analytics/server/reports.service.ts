import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import type { Device, RangeDays } from "../analytics.contract.ts";
import { heatmapBins, industryTrends, pageDailyStats, visitorAnalytics } from "./analytics.tables.ts";

const n = (v: unknown) => Number(v ?? 0);

/** The first day (UTC, YYYY-MM-DD) of a range of `days` days ending today. */
export function rangeStart(days: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return d.toISOString().slice(0, 10);
}

/** The pages the tracker has figures for, sorted (the heatmap's page selector). */
export async function listTrackedPages(db: Db, actor: Actor): Promise<string[]> {
  assertRole(actor, "employee");
  const rows = await db
    .selectDistinct({ page: pageDailyStats.pageUrl })
    .from(pageDailyStats)
    .orderBy(asc(pageDailyStats.pageUrl));
  return rows.map((r) => r.page);
}

export type DeviceFigures = {
  device: string;
  pageviews: number;
  clicks: number;
  mouseovers: number;
  sessions: number;
  meanScrollDepth: number | null;
};
export type PageAnalytics = { totals: DeviceFigures; byDevice: DeviceFigures[] };

/** Totals of one page over a range: views, clicks, mean scroll depth, and the same per device. */
export async function pageAnalytics(
  db: Db,
  actor: Actor,
  page: string,
  days: RangeDays,
): Promise<PageAnalytics> {
  assertRole(actor, "employee");
  const rows = await db
    .select({
      device: pageDailyStats.deviceType,
      pageviews: sql<number>`sum(${pageDailyStats.pageviews})`,
      clicks: sql<number>`sum(${pageDailyStats.clicks})`,
      mouseovers: sql<number>`sum(${pageDailyStats.mouseovers})`,
      sessions: sql<number>`sum(${pageDailyStats.sessions})`,
      scrollEvents: sql<number>`sum(${pageDailyStats.scrollEvents})`,
      scrollSum: sql<number>`sum(${pageDailyStats.scrollDepthSum})`,
    })
    .from(pageDailyStats)
    .where(and(eq(pageDailyStats.pageUrl, page), gte(pageDailyStats.day, rangeStart(days))))
    .groupBy(pageDailyStats.deviceType)
    .orderBy(asc(pageDailyStats.deviceType));
  let scrollEvents = 0;
  let scrollSum = 0;
  const byDevice = rows.map((r) => {
    scrollEvents += n(r.scrollEvents);
    scrollSum += n(r.scrollSum);
    return {
      device: r.device,
      pageviews: n(r.pageviews),
      clicks: n(r.clicks),
      mouseovers: n(r.mouseovers),
      sessions: n(r.sessions),
      meanScrollDepth: n(r.scrollEvents) ? Math.round(n(r.scrollSum) / n(r.scrollEvents)) : null,
    };
  });
  const sum = (k: "pageviews" | "clicks" | "mouseovers" | "sessions") =>
    byDevice.reduce((acc, d) => acc + d[k], 0);
  return {
    totals: {
      device: "all",
      pageviews: sum("pageviews"),
      clicks: sum("clicks"),
      mouseovers: sum("mouseovers"),
      sessions: sum("sessions"),
      meanScrollDepth: scrollEvents ? Math.round(scrollSum / scrollEvents) : null,
    },
    byDevice,
  };
}

export type HeatCell = { x: number; y: number; clicks: number };

/** The click bins of one page and device over a range (x: column 0–99, y: 20 px row). */
export async function heatmapCells(
  db: Db,
  actor: Actor,
  page: string,
  device: Device,
  days: RangeDays,
): Promise<HeatCell[]> {
  assertRole(actor, "employee");
  const rows = await db
    .select({ x: heatmapBins.cellX, y: heatmapBins.cellY, clicks: sql<number>`sum(${heatmapBins.clicks})` })
    .from(heatmapBins)
    .where(
      and(
        eq(heatmapBins.pageUrl, page),
        eq(heatmapBins.deviceType, device),
        gte(heatmapBins.day, rangeStart(days)),
      ),
    )
    .groupBy(heatmapBins.cellX, heatmapBins.cellY)
    .limit(20_000);
  return rows.map((r) => ({ x: r.x, y: r.y, clicks: n(r.clicks) }));
}

export type TrafficOverview = {
  /** True when the figures are the demo-mode history rather than tracked visits. */
  demo: boolean;
  perDay: { label: string; value: number }[];
  totalVisitors: number;
  bySegment: { label: string; value: number }[];
  topPages: { page: string; pageviews: number; sessions: number }[];
  trends: { segment: string; trend: string }[];
};

/**
 * Visitors per day and per segment over a range, from the aggregated tracker figures; where the
 * tracker has nothing yet and demo mode seeded a history, that history, flagged as demo data.
 */
export async function trafficOverview(db: Db, actor: Actor, days: RangeDays): Promise<TrafficOverview> {
  assertRole(actor, "employee");
  const from = rangeStart(days);
  const read = (demo: boolean) =>
    db
      .select({
        date: visitorAnalytics.date,
        segment: visitorAnalytics.segment,
        count: visitorAnalytics.visitorCount,
      })
      .from(visitorAnalytics)
      .where(and(eq(visitorAnalytics.demo, demo), gte(visitorAnalytics.date, from)))
      .orderBy(asc(visitorAnalytics.date));
  let rows = await read(false);
  const demo = rows.length === 0;
  if (demo) rows = await read(true);
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
  const topPages = await db
    .select({
      page: pageDailyStats.pageUrl,
      pageviews: sql<number>`sum(${pageDailyStats.pageviews})`,
      sessions: sql<number>`sum(${pageDailyStats.sessions})`,
    })
    .from(pageDailyStats)
    .where(gte(pageDailyStats.day, from))
    .groupBy(pageDailyStats.pageUrl)
    .orderBy(desc(sql`2`))
    .limit(10);
  const trends = await db
    .select({ segment: industryTrends.segment, trend: industryTrends.trendName })
    .from(industryTrends)
    .where(eq(industryTrends.isActive, true))
    .orderBy(asc(industryTrends.segment), asc(industryTrends.id));
  return {
    demo: demo && rows.length > 0,
    perDay,
    totalVisitors: perDay.reduce((a, d) => a + d.value, 0),
    bySegment: [...segments].map(([label, value]) => ({ label, value })).sort((a, b) => b.value - a.value),
    topPages: topPages.map((p) => ({ page: p.page, pageviews: n(p.pageviews), sessions: n(p.sessions) })),
    trends,
  };
}
