import { and, gte, ne, sql } from "drizzle-orm";
import { countLeadsBySourceAndSegment } from "#src/features/crm/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  type ConversionRow,
  type ConversionsDto,
  LEAD_SOURCE_PAGES,
  type RangeDays,
} from "../analytics.contract.ts";
import { pageDailyStats, visitorAnalytics } from "./analytics.tables.ts";
import { rangeStart } from "./reports.service.ts";

const rate = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : null);
const row = (key: string, leads: number, visitors: number): ConversionRow => ({
  key,
  leads,
  visitors,
  rate: rate(leads, visitors),
});
const byLeads = (a: ConversionRow, b: ConversionRow) =>
  b.leads - a.leads || b.visitors - a.visitors || a.key.localeCompare(b.key);

/**
 * Conversions over a range: leads (from the CRM, counted by where they were captured) divided by
 * the tracker's visitors (sessions per day, added up over the range) of the page that captures
 * them, per page, per capture point and per segment. Nothing is sampled: a range without tracked
 * visits has no rate, only its lead count.
 */
export async function conversions(
  db: Db,
  actor: Actor,
  days: RangeDays,
  now = new Date(),
): Promise<ConversionsDto> {
  assertRole(actor, "employee");
  const from = rangeStart(days, now);
  const [leadRows, pageRows, segmentRows] = await Promise.all([
    countLeadsBySourceAndSegment(db, new Date(`${from}T00:00:00Z`)),
    db
      .select({ page: pageDailyStats.pageUrl, visitors: sql<number>`sum(${pageDailyStats.sessions})::int` })
      .from(pageDailyStats)
      .where(gte(pageDailyStats.day, from))
      .groupBy(pageDailyStats.pageUrl),
    db
      .select({
        segment: visitorAnalytics.segment,
        visitors: sql<number>`sum(${visitorAnalytics.visitorCount})::int`,
      })
      .from(visitorAnalytics)
      .where(
        and(
          gte(visitorAnalytics.date, from),
          sql`${visitorAnalytics.demo} = false`,
          ne(visitorAnalytics.segment, "all"),
        ),
      )
      .groupBy(visitorAnalytics.segment),
  ]);
  const pageVisitors = new Map(pageRows.map((r) => [r.page, Number(r.visitors)]));
  const segmentVisitors = new Map(segmentRows.map((r) => [r.segment, Number(r.visitors)]));
  const allVisitors = [...segmentVisitors.values()].reduce((a, b) => a + b, 0);

  const leadsBySource = new Map<string, number>();
  const leadsByPage = new Map<string, number>();
  const leadsBySegment = new Map<string, number>();
  let totalLeads = 0;
  for (const r of leadRows) {
    totalLeads += r.leads;
    leadsBySource.set(r.source, (leadsBySource.get(r.source) ?? 0) + r.leads);
    const page = LEAD_SOURCE_PAGES[r.source];
    if (page) leadsByPage.set(page, (leadsByPage.get(page) ?? 0) + r.leads);
    const segment = r.segment ?? "general";
    leadsBySegment.set(segment, (leadsBySegment.get(segment) ?? 0) + r.leads);
  }

  const pages = new Set([...leadsByPage.keys(), ...pageVisitors.keys()]);
  const segments = new Set([...leadsBySegment.keys(), ...segmentVisitors.keys()]);
  return {
    days,
    from,
    totals: row("all", totalLeads, allVisitors),
    byPage: [...pages].map((p) => row(p, leadsByPage.get(p) ?? 0, pageVisitors.get(p) ?? 0)).sort(byLeads),
    bySource: [...leadsBySource]
      .map(([s, l]) => {
        const page = LEAD_SOURCE_PAGES[s];
        return { ...row(s, l, page ? (pageVisitors.get(page) ?? 0) : 0), page: page ?? null };
      })
      .sort(byLeads),
    bySegment: [...segments]
      .map((s) => row(s, leadsBySegment.get(s) ?? 0, segmentVisitors.get(s) ?? 0))
      .sort(byLeads),
  };
}
