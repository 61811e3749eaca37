import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { sessionPageviews, sessionVisitsSince } from "#src/features/analytics/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { sourceLabel } from "../crm.contract.ts";
import { TOOL_PAGES } from "./attribution.service.ts";
import { leadActivities, leadSessions, leads } from "./crm.tables.ts";

/**
 * Engagement beside fit (issue 30, item 6): what the lead did after its first capture, each event
 * worth its points times 0.5^(age / half-life), so a lead that went quiet cools down. Explained
 * point by point like the fit score. Stored on the lead (engagement_score, engagement_reasons):
 * recomputed when a lead event happens (a later capture, a reply, a merge) and by the hourly job
 * (later visits, decay), never while a list renders.
 */
export const ENGAGEMENT = {
  halfLifeDays: 14,
  /** Events older than this count for nothing (they would add under 2 % of their points). */
  windowDays: 90,
  points: { visit: 6, tool: 10, capture: 12, reply: 20 },
  /** Reasons listed one by one; the rest are summed on one line. */
  maxReasons: 8,
} as const;

type EngagementEvent = { at: Date; points: number; what: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The score and its reasons from some events, as of `now`. Pure: unit-tested. */
export function engagementOf(events: EngagementEvent[], now: Date): { score: number; reasons: string[] } {
  const scored = events
    .map((e) => {
      const ageDays = Math.max(0, (now.getTime() - e.at.getTime()) / DAY_MS);
      return { ...e, ageDays, value: e.points * 0.5 ** (ageDays / ENGAGEMENT.halfLifeDays) };
    })
    .filter((e) => e.ageDays <= ENGAGEMENT.windowDays)
    .sort((a, b) => b.value - a.value);
  const total = scored.reduce((sum, e) => sum + e.value, 0);
  const reasons = scored.slice(0, ENGAGEMENT.maxReasons).map((e) => {
    const decayed = Math.round(e.value * 10) / 10;
    const age = Math.floor(e.ageDays);
    return `${e.what} on ${day(e.at)}: +${decayed} (${e.points} points, ${age === 0 ? "today" : `${age} ${age === 1 ? "day" : "days"} ago`})`;
  });
  const rest = scored.slice(ENGAGEMENT.maxReasons);
  if (rest.length) {
    const sum = Math.round(rest.reduce((s, e) => s + e.value, 0) * 10) / 10;
    reasons.push(`${rest.length} earlier ${rest.length === 1 ? "event" : "events"}: +${sum}`);
  }
  return { score: Math.min(100, Math.round(total)), reasons };
}

/** What one lead did after its first capture, within the window. */
async function eventsOf(
  db: Db,
  lead: { id: string; createdAt: Date },
  now: Date,
): Promise<EngagementEvent[]> {
  const since = new Date(Math.max(lead.createdAt.getTime(), now.getTime() - ENGAGEMENT.windowDays * DAY_MS));
  const sessions = (
    await db.select({ id: leadSessions.sessionId }).from(leadSessions).where(eq(leadSessions.leadId, lead.id))
  ).map((s) => s.id);
  // One after another: this runs inside transactions, whose queries share one connection.
  const visits = await sessionVisitsSince(db, sessions, since);
  const views = sessions.length ? await sessionPageviews(db, sessions, 500) : [];
  const [firstCapture] = await db
    .select({ id: leadActivities.id })
    .from(leadActivities)
    .where(and(eq(leadActivities.leadId, lead.id), eq(leadActivities.type, "capture")))
    .orderBy(asc(leadActivities.createdAt), asc(leadActivities.id))
    .limit(1);
  const activities = await db
    .select({
      id: leadActivities.id,
      type: leadActivities.type,
      source: leadActivities.source,
      at: leadActivities.createdAt,
    })
    .from(leadActivities)
    .where(
      and(
        eq(leadActivities.leadId, lead.id),
        or(eq(leadActivities.type, "capture"), eq(leadActivities.type, "reply")),
        gt(leadActivities.createdAt, since),
      ),
    )
    .orderBy(asc(leadActivities.createdAt));
  const events: EngagementEvent[] = visits.map((v) => ({
    at: v.startedAt,
    points: ENGAGEMENT.points.visit,
    what: `Came back (${v.landingPage})`,
  }));
  // A tool opened counts once a day per tool.
  const toolDays = new Set<string>();
  for (const v of views) {
    const tool = TOOL_PAGES[v.page];
    const at = new Date(v.at);
    if (!tool || at <= since) continue;
    const key = `${tool}:${day(at)}`;
    if (toolDays.has(key)) continue;
    toolDays.add(key);
    events.push({ at, points: ENGAGEMENT.points.tool, what: `Opened the ${tool}` });
  }
  // The first capture made the lead: only later ones are engagement.
  for (const a of activities) {
    if (a.type === "reply") events.push({ at: a.at, points: ENGAGEMENT.points.reply, what: "Replied" });
    else if (a.id !== firstCapture?.id)
      events.push({
        at: a.at,
        points: ENGAGEMENT.points.capture,
        what: `Used ${sourceLabel(a.source)} again`,
      });
  }
  return events;
}

/** Recomputes and stores the engagement of these leads (in the caller's transaction, if any). */
export async function recomputeEngagement(db: Db, leadIds: string[], now = new Date()): Promise<void> {
  if (!leadIds.length) return;
  const rows = await db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(inArray(leads.id, leadIds));
  for (const lead of rows) {
    const { score, reasons } = engagementOf(await eventsOf(db, lead, now), now);
    await db
      .update(leads)
      .set({ engagementScore: score, engagementReasons: reasons, engagementAt: now })
      .where(eq(leads.id, lead.id));
  }
}

/**
 * The hourly job: every lead that may have engagement (anything in the window, or points to lose),
 * in pages of 500 by id, each page its own short statement set. Returns how many it recomputed.
 */
export async function recomputeAllEngagement(db: Db, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - ENGAGEMENT.windowDays * DAY_MS);
  let after = "00000000-0000-0000-0000-000000000000";
  let done = 0;
  for (;;) {
    const page = await db
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          gt(leads.id, after),
          sql`${leads.mergedIntoId} is null`,
          or(
            gt(leads.engagementScore, 0),
            gt(leads.lastActivityAt, windowStart),
            sql`exists (
            select 1 from ${leadSessions}
            where ${leadSessions.leadId} = ${leads.id} and ${leadSessions.linkedAt} > ${windowStart}
          )`,
          ),
        ),
      )
      .orderBy(asc(leads.id))
      .limit(500);
    if (!page.length) return done;
    await recomputeEngagement(
      db,
      page.map((p) => p.id),
      now,
    );
    done += page.length;
    after = page.at(-1)!.id;
  }
}
