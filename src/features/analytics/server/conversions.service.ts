import type { Db } from "#src/platform/db/db.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  type ConversionRow,
  type ConversionsDto,
  LEAD_SOURCE_PAGES,
  type RangeDays,
} from "../analytics.contract.ts";
import { type EventsStore, sqlEventsStore } from "./events-store.ts";
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
 * them, per page, per capture point and per segment (the visitors from the events store). Nothing is sampled: a range without tracked
 * visits has no rate, only its lead count.
 */
/**
 * The CRM's leads per capture point and segment since a date. Passed in by the caller (the CRM's
 * `countLeadsBySourceAndSegment`): the CRM builds on the tracker's data (attribution), so this
 * slice does not import the CRM.
 */
export type LeadCountsSince = (
  db: Db,
  since: Date,
) => Promise<{ source: string; segment: string | null; leads: number }[]>;

export async function conversions(
  db: Db,
  actor: Actor,
  days: RangeDays,
  countLeadsBySourceAndSegment: LeadCountsSince,
  now = new Date(),
  store: EventsStore = sqlEventsStore(db),
): Promise<ConversionsDto> {
  assertRole(actor, "employee");
  const from = rangeStart(days, now);
  const [leadRows, pageRows, visitorRows] = await Promise.all([
    countLeadsBySourceAndSegment(db, new Date(`${from}T00:00:00Z`)),
    store.pageVisits(from),
    store.visitorCounts(from, false),
  ]);
  const segmentRows = new Map<string, number>();
  for (const r of visitorRows)
    if (r.segment !== "all") segmentRows.set(r.segment, (segmentRows.get(r.segment) ?? 0) + r.count);
  const pageVisitors = new Map(pageRows.map((r) => [r.page, r.sessions]));
  const segmentVisitors = segmentRows;
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
