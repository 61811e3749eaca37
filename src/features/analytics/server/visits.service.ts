import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import type { Arrival } from "../analytics.contract.ts";
import { userInteractions, visitTouches } from "./analytics.tables.ts";

/** Half an hour without a new arrival ends a visit (the usual web analytics convention). */
const VISIT_GAP_MS = 30 * 60_000;

/** How one visit of a tab session began. */
export type VisitTouch = {
  sessionId: string;
  startedAt: string;
  landingPage: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
};

/** A page the tab session viewed, in order. */
type SessionPageview = { sessionId: string; page: string; at: string };

const touchOf = (r: typeof visitTouches.$inferSelect): VisitTouch => ({
  sessionId: r.sessionId,
  startedAt: r.startedAt.toISOString(),
  landingPage: r.landingPage,
  referrerHost: r.referrerHost,
  utmSource: r.utmSource,
  utmMedium: r.utmMedium,
  utmCampaign: r.utmCampaign,
  utmTerm: r.utmTerm,
  utmContent: r.utmContent,
});

/**
 * Records how a page load arrived, when it starts a visit: it came from another site or with UTM
 * parameters (unless the session's latest touch, within the visit gap, says the same: a reload),
 * or the session has had no touch within the gap (a direct arrival or a return after a pause).
 * Returns whether a touch was written.
 */
export async function recordArrival(
  db: Db,
  sessionId: string,
  page: string,
  arrival: Arrival,
  at: Date,
): Promise<boolean> {
  const values = {
    referrerHost: arrival.r ?? null,
    utmSource: arrival.s ?? null,
    utmMedium: arrival.m ?? null,
    utmCampaign: arrival.c ?? null,
    utmTerm: arrival.t ?? null,
    utmContent: arrival.n ?? null,
  };
  const external = Object.values(values).some((v) => v !== null);
  const [latest] = await db
    .select()
    .from(visitTouches)
    .where(
      and(
        eq(visitTouches.sessionId, sessionId),
        gte(visitTouches.startedAt, new Date(at.getTime() - VISIT_GAP_MS)),
      ),
    )
    .orderBy(desc(visitTouches.startedAt))
    .limit(1);
  if (latest) {
    const same = (Object.keys(values) as (keyof typeof values)[]).every((k) => latest[k] === values[k]);
    if (!external || same) return false;
  }
  await db.insert(visitTouches).values({ sessionId, startedAt: at, landingPage: page, ...values });
  return true;
}

/**
 * First and last touch of a tab session as of `at`: the first visit's arrival and the arrival of
 * the visit that was running at `at`. Both null when the tracker never saw the session.
 */
export async function visitAttribution(
  db: Db,
  sessionId: string,
  at: Date,
): Promise<{ first: VisitTouch | null; last: VisitTouch | null }> {
  const where = and(eq(visitTouches.sessionId, sessionId), lte(visitTouches.startedAt, at));
  const [first] = await db
    .select()
    .from(visitTouches)
    .where(where)
    .orderBy(asc(visitTouches.startedAt))
    .limit(1);
  const [last] = await db
    .select()
    .from(visitTouches)
    .where(where)
    .orderBy(desc(visitTouches.startedAt))
    .limit(1);
  return { first: first ? touchOf(first) : null, last: last ? touchOf(last) : null };
}

/** The page views of some tab sessions, oldest first (at most `limit`). */
export async function sessionPageviews(
  db: Db,
  sessionIds: string[],
  limit = 200,
): Promise<SessionPageview[]> {
  if (!sessionIds.length) return [];
  const rows = await db
    .select({
      sessionId: userInteractions.sessionId,
      page: userInteractions.pageUrl,
      at: userInteractions.createdAt,
    })
    .from(userInteractions)
    .where(
      and(inArray(userInteractions.sessionId, sessionIds), eq(userInteractions.interactionType, "pageview")),
    )
    .orderBy(asc(userInteractions.createdAt), asc(userInteractions.id))
    .limit(limit);
  return rows.map((r) => ({ sessionId: r.sessionId, page: r.page, at: r.at.toISOString() }));
}

/** Visitors (distinct tab sessions) whose visits arrived with UTM values, per source/medium/campaign. */
export async function visitorsByUtm(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ source: string | null; medium: string | null; campaign: string | null; visitors: number }[]> {
  const t = visitTouches;
  const rows = await db
    .select({
      source: t.utmSource,
      medium: t.utmMedium,
      campaign: t.utmCampaign,
      visitors: sql<number>`count(distinct ${t.sessionId})::int`,
    })
    .from(t)
    .where(
      and(
        gte(t.startedAt, from),
        lt(t.startedAt, to),
        sql`(${t.utmSource} is not null or ${t.utmMedium} is not null or ${t.utmCampaign} is not null)`,
      ),
    )
    .groupBy(t.utmSource, t.utmMedium, t.utmCampaign);
  return rows.map((r) => ({ ...r, visitors: Number(r.visitors) }));
}

/** The visits (arrivals) of some tab sessions that began after `since`, oldest first (at most `limit`). */
export async function sessionVisitsSince(
  db: Db,
  sessionIds: string[],
  since: Date,
  limit = 200,
): Promise<{ sessionId: string; startedAt: Date; landingPage: string }[]> {
  if (!sessionIds.length) return [];
  return db
    .select({
      sessionId: visitTouches.sessionId,
      startedAt: visitTouches.startedAt,
      landingPage: visitTouches.landingPage,
    })
    .from(visitTouches)
    .where(and(inArray(visitTouches.sessionId, sessionIds), gt(visitTouches.startedAt, since)))
    .orderBy(asc(visitTouches.startedAt))
    .limit(limit);
}
