import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import type { LeadMeetingDto } from "../intake.contract.ts";
import { meetingBookings } from "./intake.tables.ts";

/** Bookings a lead page lists: at most this many, the latest slots first. */
const LEAD_MEETINGS_LIMIT = 20;

/**
 * The meetings a lead booked, for its page in the CRM: those linked to the lead, and those booked
 * with its email before a lead existed (a booking is linked when it is made, so an unlinked one
 * is older than the capture). Latest slot first; `cancellable` while it is confirmed and still
 * ahead (the staff-cancel endpoint's own rule).
 */
export async function leadMeetings(
  db: Db,
  lead: { id: string; email: string | null },
  now = new Date(),
): Promise<LeadMeetingDto[]> {
  const byEmail = lead.email
    ? and(isNull(meetingBookings.leadId), sql`lower(${meetingBookings.email}) = ${lead.email.toLowerCase()}`)
    : undefined;
  const rows = await db
    .select()
    .from(meetingBookings)
    .where(or(eq(meetingBookings.leadId, lead.id), byEmail))
    .orderBy(desc(meetingBookings.slotStart))
    .limit(LEAD_MEETINGS_LIMIT);
  return rows.map((r) => {
    const start = new Date(r.slotStart);
    const cancelled = r.status === "cancelled";
    return {
      id: r.id,
      start: start.toISOString(),
      date: r.date,
      time: r.time,
      timeZone: r.timeZone,
      source: r.source,
      status: cancelled ? "cancelled" : start.getTime() <= now.getTime() ? "past" : "confirmed",
      cancellable: !cancelled && start.getTime() > now.getTime(),
      cancelledBy: cancelled ? (r.cancelledBy === "visitor" ? "the visitor" : r.cancelledBy) : null,
      cancelReason: cancelled ? r.cancelReason : null,
      cancelledAt: r.cancelledAt ? new Date(r.cancelledAt).toISOString() : null,
    };
  });
}
