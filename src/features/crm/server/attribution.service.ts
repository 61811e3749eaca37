import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { sessionPageviews, type VisitTouch, visitAttribution } from "#src/features/analytics/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { LeadAttributionDto, TimelineEntryDto, TouchDto } from "../crm.contract.ts";
import { deals, leadSessions, leads, leadTouches } from "./crm.tables.ts";

const touchValues = (leadId: string, kind: "first" | "last", t: VisitTouch) => ({
  leadId,
  kind,
  sessionId: t.sessionId,
  touchedAt: new Date(t.startedAt),
  landingPage: t.landingPage,
  referrerHost: t.referrerHost,
  utmSource: t.utmSource,
  utmMedium: t.utmMedium,
  utmCampaign: t.utmCampaign,
  utmTerm: t.utmTerm,
  utmContent: t.utmContent,
});

/**
 * Links a capture's tab session to its lead (in the capture's transaction): the session is kept for
 * the timeline, the session's first visit becomes the lead's first touch unless it has one, and the
 * visit running at the capture becomes its last touch. A session the tracker never saw (its events
 * not stored yet, or pruned) is still linked; its touches are then absent.
 */
export async function linkVisitToLead(db: Db, leadId: string, sessionId: string, at: Date): Promise<void> {
  await db.insert(leadSessions).values({ leadId, sessionId, linkedAt: at }).onConflictDoNothing();
  const { first, last } = await visitAttribution(db, sessionId, at);
  if (first)
    await db
      .insert(leadTouches)
      .values(touchValues(leadId, "first", first))
      .onConflictDoNothing();
  if (last) {
    const { leadId: _lead, kind: _kind, ...values } = touchValues(leadId, "last", last);
    await db
      .insert(leadTouches)
      .values({ leadId, kind: "last", ...values })
      .onConflictDoUpdate({
        target: [leadTouches.leadId, leadTouches.kind],
        set: values,
        // A later capture may come from an older session: the last touch only moves forward.
        setWhere: sql`${leadTouches.touchedAt} <= excluded.touched_at`,
      });
  }
}

const toTouch = (r: typeof leadTouches.$inferSelect): TouchDto => ({
  at: r.touchedAt.toISOString(),
  landingPage: r.landingPage,
  referrerHost: r.referrerHost,
  utmSource: r.utmSource,
  utmMedium: r.utmMedium,
  utmCampaign: r.utmCampaign,
  utmTerm: r.utmTerm,
  utmContent: r.utmContent,
});

/** A lead's first and last touch and how many tab sessions are linked to it. */
export async function leadAttribution(db: Db, leadId: string): Promise<LeadAttributionDto> {
  const [touches, sessions] = await Promise.all([
    db.select().from(leadTouches).where(eq(leadTouches.leadId, leadId)),
    db
      .select({ sessionId: leadSessions.sessionId })
      .from(leadSessions)
      .where(eq(leadSessions.leadId, leadId)),
  ]);
  const first = touches.find((t) => t.kind === "first");
  const last = touches.find((t) => t.kind === "last");
  return {
    firstTouch: first ? toTouch(first) : null,
    lastTouch: last ? toTouch(last) : null,
    linkedSessions: sessions.length,
  };
}

/** Pages whose visit means a tool was opened, with the tool's name. */
export const TOOL_PAGES: Record<string, string> = {
  "/enterprise": "Enterprise system analyzer",
  "/startup": "Startup project scoping tool",
  "/government": "Government compliance checker",
  "/playground": "Code analyzer",
  "/intake": "Project intake",
  "/discovery": "Meeting booker",
  "/flare": "FLARE",
};

/**
 * The pages (and tools) a lead's linked tab sessions viewed, as timeline entries: the visits before
 * its capture and later visits by the same tab session. Anonymous page views; at most 200.
 */
export async function visitTimeline(db: Db, leadId: string): Promise<TimelineEntryDto[]> {
  const sessions = await db
    .select({ sessionId: leadSessions.sessionId })
    .from(leadSessions)
    .where(eq(leadSessions.leadId, leadId))
    .orderBy(asc(leadSessions.linkedAt));
  const views = await sessionPageviews(
    db,
    sessions.map((s) => s.sessionId),
  );
  return views.map((v, i) => {
    const tool = TOOL_PAGES[v.page];
    return {
      id: `visit-${i}-${v.at}`,
      type: "page_view",
      source: "tracker",
      title: tool ? `Opened the ${tool}` : "Viewed a page",
      lines: [{ label: "Page", value: v.page }],
      links: [],
      score: null,
      description: null,
      performedBy: null,
      createdAt: v.at,
    };
  });
}

/** The funnel of one UTM source/medium/campaign: leads by first touch, and their deals. */
export type UtmFunnelRow = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  leads: number;
  qualified: number;
  deals: number;
  won: number;
  wonRevenue: number;
};

/**
 * Leads captured in [from, to) grouped by their first touch's UTM values, with how many were
 * qualified (or converted), the deals they became, the won ones and the won value. Leads without a
 * linked visit are left out (they have no campaign).
 */
export async function utmFunnel(db: Db, from: Date, to: Date): Promise<UtmFunnelRow[]> {
  // Deals summed per lead first, so each lead is one row of the join: plain counts and sums, no
  // count(distinct) sorts over every lead of the period (bench/revenue.ts).
  const perLead = db
    .select({
      leadId: sql<string>`${deals.leadId}`.as("deal_lead_id"),
      deals: sql<number>`count(*)`.as("deal_count"),
      won: sql<number>`count(*) filter (where ${deals.stage} = 'won')`.as("won_count"),
      wonRevenue: sql<number>`coalesce(sum(${deals.value}) filter (where ${deals.stage} = 'won'), 0)`.as(
        "won_revenue",
      ),
    })
    .from(deals)
    .where(isNotNull(deals.leadId))
    .groupBy(deals.leadId)
    .as("per_lead");
  const rows = await db
    .select({
      source: leadTouches.utmSource,
      medium: leadTouches.utmMedium,
      campaign: leadTouches.utmCampaign,
      leads: sql<number>`count(*)::int`,
      qualified: sql<number>`count(*) filter (where ${leads.status} in ('qualified', 'converted'))::int`,
      deals: sql<number>`coalesce(sum(${perLead.deals}), 0)::int`,
      won: sql<number>`coalesce(sum(${perLead.won}), 0)::int`,
      wonRevenue: sql<number>`coalesce(sum(${perLead.wonRevenue}), 0)`,
    })
    .from(leads)
    .innerJoin(leadTouches, and(eq(leadTouches.leadId, leads.id), eq(leadTouches.kind, "first")))
    .leftJoin(perLead, eq(perLead.leadId, leads.id))
    // A lead merged into another is counted once, as the lead it was merged into.
    .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to), isNull(leads.mergedIntoId)))
    .groupBy(leadTouches.utmSource, leadTouches.utmMedium, leadTouches.utmCampaign);
  return rows.map((r) => ({
    source: r.source,
    medium: r.medium,
    campaign: r.campaign,
    leads: Number(r.leads),
    qualified: Number(r.qualified),
    deals: Number(r.deals),
    won: Number(r.won),
    wonRevenue: Number(r.wonRevenue),
  }));
}
