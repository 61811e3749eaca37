import { sql } from "drizzle-orm";
import {
  countAssignmentsFor,
  countDealStageChangesSince,
  countLeadsSince,
  latestAssignmentsFor,
  latestDealStageEvents,
  latestLeadEvents,
} from "#src/features/crm/server/index.ts";
import { countBookingsSince, latestBookingEvents } from "#src/features/intake/server/index.ts";
import { countWebhookNoticesSince, latestWebhookNotices } from "#src/features/integrations/server/index.ts";
import { countPitchesSince, latestPitchEvents } from "#src/features/ventures/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  NOTIFICATION_LIMITS,
  type NotificationsDto,
  type StaffEventDto,
  type StaffEventType,
} from "../command-center.contract.ts";
import { notificationReads } from "./command-center.tables.ts";

type SourceEvent = { id: string; at: Date; title: string; detail: string | null; href: string | null };

/**
 * Where the bell's events come from: each source reads rows that already exist in its slice.
 *
 * Extension point: the CRM adds deal stage changes as one more entry
 * ({ type: "deal-stage", latest, countSince }) built on small exported readers of its own
 * server/index.ts, like the lead source below.
 */
type NotificationSource = {
  type: StaffEventType;
  /** `userId`: the caller, for the events that are only theirs (a lead assigned to them). */
  latest: (db: Db, limit: number, userId: string) => Promise<SourceEvent[]>;
  countSince: (db: Db, since: Date | null, cap: number, userId: string) => Promise<number>;
};

const leadPage = (leadId: string | null) => (leadId ? `/command-center/sales/leads/${leadId}` : null);

const SOURCES: readonly NotificationSource[] = [
  { type: "lead", latest: latestLeadEvents, countSince: countLeadsSince },
  {
    type: "booking",
    latest: async (db, limit) =>
      (await latestBookingEvents(db, limit)).map((e) => ({ ...e, href: leadPage(e.leadId) })),
    countSince: countBookingsSince,
  },
  {
    type: "pitch",
    latest: async (db, limit) =>
      (await latestPitchEvents(db, limit)).map((e) => ({ ...e, href: leadPage(e.leadId) })),
    countSince: countPitchesSince,
  },
  { type: "deal-stage", latest: latestDealStageEvents, countSince: countDealStageChangesSince },
  {
    type: "lead-assigned",
    latest: (db, limit, userId) => latestAssignmentsFor(db, userId, limit),
    countSince: (db, since, cap, userId) => countAssignmentsFor(db, userId, since, cap),
  },
  // Admins only: webhook endpoints disabled after a day of failed deliveries.
  { type: "webhook-disabled", latest: latestWebhookNotices, countSince: countWebhookNoticesSince },
];

/**
 * The first millisecond after the caller's mark, or null. Dates here have milliseconds while the
 * database keeps microseconds; the stored mark ends on .999 µs of its millisecond (see
 * markNotificationsRead), so an event is unread when `created_at > since` in SQL and `at >= since`
 * for the millisecond-precise times of the feed.
 */
async function readMark(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: notificationReads.readUpTo })
    .from(notificationReads)
    .where(sql`${notificationReads.userId} = ${userId}`);
  return row?.at ? new Date(row.at.getTime() + 1) : null;
}

/** The caller's unread count (capped), without the feed: cheap enough for every page of the shell. */
export async function unreadCount(db: Db, actor: Actor): Promise<{ unread: number; capped: boolean }> {
  assertRole(actor, "employee");
  const since = await readMark(db, actor.user.id);
  const cap = NOTIFICATION_LIMITS.countCap;
  const counts = await Promise.all(SOURCES.map((s) => s.countSince(db, since, cap, actor.user.id)));
  const unread = Math.min(
    cap,
    counts.reduce((a, b) => a + b, 0),
  );
  return { unread, capped: unread >= cap };
}

/** The newest events of every source, newest first, each marked unread or not for the caller. */
export async function listNotifications(db: Db, actor: Actor): Promise<NotificationsDto> {
  assertRole(actor, "employee");
  const since = await readMark(db, actor.user.id);
  const limit = NOTIFICATION_LIMITS.feed;
  const perSource = await Promise.all(
    SOURCES.map(async (s) => (await s.latest(db, limit, actor.user.id)).map((e) => ({ ...e, type: s.type }))),
  );
  const items: StaffEventDto[] = perSource
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((e) => ({
      key: `${e.type}:${e.id}`,
      type: e.type,
      at: e.at.toISOString(),
      title: e.title,
      detail: e.detail,
      href: e.href,
      unread: since === null || e.at >= since,
    }));
  return { ...(await unreadCount(db, actor)), items };
}

/**
 * Marks the caller's events read up to `upTo` (the newest one they saw), or until now. The mark
 * only moves forward: an older time (a second tab) never makes read events unread again.
 */
export async function markNotificationsRead(db: Db, actor: Actor, upTo?: Date): Promise<void> {
  assertRole(actor, "employee");
  const now = new Date();
  const mark = upTo && upTo < now ? upTo : now;
  // Event times reach the browser in milliseconds; PostgreSQL keeps microseconds. A mark covers its
  // whole millisecond, or the event the user saw at 12:00:00.123 (stored .123456) stays unread.
  const wholeMillisecond = sql`${mark.toISOString()}::timestamptz + interval '999 microseconds'`;
  await db
    .insert(notificationReads)
    .values({ userId: actor.user.id, readUpTo: wholeMillisecond, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationReads.userId,
      set: {
        readUpTo: sql`greatest(${notificationReads.readUpTo}, excluded.read_up_to)`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
