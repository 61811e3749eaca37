import { desc, gt, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { meetingBookings } from "./intake.tables.ts";

/** A booked meeting as a Command Center notification ("Meeting booked: …"). */
export type BookingEvent = {
  id: string;
  at: Date;
  title: string;
  detail: string | null;
  leadId: string | null;
};

/** The newest bookings, newest first. */
export async function latestBookingEvents(db: Db, limit: number): Promise<BookingEvent[]> {
  const rows = await db
    .select({
      id: meetingBookings.id,
      fullName: meetingBookings.fullName,
      date: meetingBookings.date,
      time: meetingBookings.time,
      timeZone: meetingBookings.timeZone,
      status: meetingBookings.status,
      leadId: meetingBookings.leadId,
      createdAt: meetingBookings.createdAt,
    })
    .from(meetingBookings)
    .orderBy(desc(meetingBookings.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    title: `Meeting booked: ${r.fullName}`,
    detail: `${r.date} at ${r.time} (${r.timeZone})${r.status === "confirmed" ? "" : ` · ${r.status}`}`,
    leadId: r.leadId,
  }));
}

/** How many meetings were booked after `since`, counted up to `cap`. */
export async function countBookingsSince(db: Db, since: Date | null, cap: number): Promise<number> {
  const recent = db
    .select({ one: sql`1` })
    .from(meetingBookings)
    .where(since ? gt(meetingBookings.createdAt, since) : undefined)
    .limit(cap)
    .as("recent");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recent);
  return row?.n ?? 0;
}
