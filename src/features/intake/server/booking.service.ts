import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, eq, gte, lt } from "drizzle-orm";
import { recordLead } from "#src/features/crm/server/index.ts";
import type { BusinessHours } from "#src/lib/business-hours.ts";
import { buildIcs } from "#src/lib/ics.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { isUniqueViolation } from "#src/platform/db/unique-violation.ts";
import { emitEvent } from "#src/platform/events/events.ts";
import { HttpError, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  enqueueLimitedMail,
  type MailContext,
  STAFF_RECIPIENT_LIMITS,
  VISITOR_RECIPIENT_LIMITS,
} from "#src/platform/mail/index.ts";
import {
  type BookingMailFacts,
  bookingCancellationEmail,
  bookingCancelledStaffEmail,
  bookingConfirmationEmail,
  bookingStaffEmail,
} from "../emails/booking-emails.ts";
import {
  AGENCY_TIME_ZONE,
  BOOKING_MESSAGES,
  type BookingCancelViewDto,
  type BookingRequest,
  type BookingResultDto,
  CANCEL_MESSAGES,
  SLOT_MINUTES,
  type SlotDayDto,
  type SlotsDto,
} from "../intake.contract.ts";
import { meetingBookings } from "./intake.tables.ts";
import {
  availableSlots,
  bookingWindow,
  datesBetween,
  isInWindow,
  offeredTimes,
  type SlotClock,
  slotEnd,
  slotStart,
} from "./slots.ts";

export type BookingDeps = {
  db: Db;
  /** Injected for tests; the server passes the real time. */
  now?: () => Date;
  /** The business's working days, opening hours and zone (site settings); default Mon–Fri 9–5. */
  hours?: BusinessHours;
};

const clockOf = (deps: BookingDeps): SlotClock => ({
  now: deps.now?.() ?? new Date(),
  timeZone: deps.hours?.timeZone ?? AGENCY_TIME_ZONE,
  ...(deps.hours ? { hours: deps.hours } : {}),
});

/** Confirmed bookings between two instants, as start times in ms. */
async function takenBetween(db: Db, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .select({ start: meetingBookings.slotStart })
    .from(meetingBookings)
    .where(
      and(
        eq(meetingBookings.status, "confirmed"),
        gte(meetingBookings.slotStart, from),
        lt(meetingBookings.slotStart, to),
      ),
    );
  return new Set(rows.map((r) => new Date(r.start).getTime()));
}

/** The free slots on each date from..to (clipped to today … 30 days ahead). */
export async function listSlots(deps: BookingDeps, from: string, to: string): Promise<SlotsDto> {
  const clock = clockOf(deps);
  const { today, lastDate } = bookingWindow(clock);
  // Days the business does not work are left out of the list altogether.
  const dates = datesBetween(from, to, clock).filter((d) => offeredTimes(d, clock).length > 0);
  let days: SlotDayDto[] = [];
  if (dates.length) {
    const first = slotStart(dates[0]!, "00:00", clock.timeZone);
    const last = slotStart(dates.at(-1)!, "23:59", clock.timeZone);
    const taken = await takenBetween(deps.db, first, last);
    days = dates.map((d) => availableSlots(d, clock, taken));
  }
  return { timeZone: clock.timeZone, today, lastDate, slotMinutes: SLOT_MINUTES, days };
}

/** The slot was taken between the page load and the click: 409 with that day's fresh slots. */
export class SlotTakenError extends HttpError {
  readonly slots: SlotDayDto;
  constructor(slots: SlotDayDto) {
    super(409, BOOKING_MESSAGES.taken, { code: "slot_taken" });
    this.slots = slots;
  }
}

const describe = (start: Date, timeZone: string) =>
  `${format(new TZDate(start.getTime(), timeZone), "EEEE, MMMM d, yyyy 'at' h:mm a")} (${timeZone})`;

/** The sender identity in `mail` is also the invitation's ORGANIZER: one name, one address. */
export type BookMeetingOptions = { mail: MailContext };

/**
 * book-meeting: checks the slot against the rules, then inserts it. The partial unique index on
 * confirmed slot starts decides races between requests and between processes; the loser gets 409.
 * The booking, its lead and both emails (with the .ics invitation) commit together.
 */
export async function bookMeeting(
  deps: BookingDeps,
  req: BookingRequest,
  opts: BookMeetingOptions,
): Promise<BookingResultDto> {
  const clock = clockOf(deps);
  if (!isInWindow(req.date, clock))
    throw new HttpError(400, BOOKING_MESSAGES.outsideWindow, {
      code: "invalid_input",
      fields: { date: BOOKING_MESSAGES.outsideWindow },
    });
  if (!offeredTimes(req.date, clock).includes(req.time))
    throw new HttpError(400, BOOKING_MESSAGES.closed, {
      code: "invalid_input",
      fields: { time: BOOKING_MESSAGES.closed },
    });
  const start = slotStart(req.date, req.time, clock.timeZone);
  if (start.getTime() <= clock.now.getTime())
    throw new HttpError(400, BOOKING_MESSAGES.past, {
      code: "invalid_input",
      fields: { time: BOOKING_MESSAGES.past },
    });
  const end = slotEnd(start);
  const fresh = async () =>
    (await listSlots(deps, req.date, req.date)).days[0] ?? { date: req.date, slots: [] };

  // A quick check first gives the common case its answer without a failed insert.
  const taken = await takenBetween(deps.db, start, end);
  if (taken.size) throw new SlotTakenError(await fresh());

  const { mail } = opts;
  const facts: BookingMailFacts = {
    fullName: req.fullName,
    email: req.email,
    notes: req.notes,
    source: req.source,
    agencyTime: describe(start, clock.timeZone),
    visitorTime:
      req.visitorTimeZone && req.visitorTimeZone !== clock.timeZone
        ? describe(start, req.visitorTimeZone)
        : null,
  };
  // The cancellation link's token: shown once in the confirmation email, stored only as a hash.
  const cancelToken = randomBytes(32).toString("base64url");
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(meetingBookings)
        .values({
          slotStart: start,
          date: req.date,
          time: req.time,
          timeZone: clock.timeZone,
          visitorTimeZone: req.visitorTimeZone,
          fullName: req.fullName,
          email: req.email,
          notes: req.notes || null,
          source: req.source,
          status: "confirmed",
          cancelTokenHash: hashToken(cancelToken),
        })
        .returning({ id: meetingBookings.id });
      const bookingId = row!.id;
      const lead = await recordLead(tx, {
        source: "booking",
        name: req.fullName,
        email: req.email,
        scoreReasons: [],
        sourceTable: "meeting_bookings",
        sourceId: bookingId,
        details: {
          slotStart: start.toISOString(),
          date: req.date,
          time: req.time,
          timeZone: clock.timeZone,
          bookedFrom: req.source,
          ...(req.leadId ? { intakeLeadId: req.leadId } : {}),
          ...(req.notes ? { notes: req.notes.slice(0, 500) } : {}),
        },
      });
      await tx.update(meetingBookings).set({ leadId: lead.leadId }).where(eq(meetingBookings.id, bookingId));
      await emitEvent(tx, "booking.created", {
        bookingId,
        leadId: lead.leadId,
        slotStart: start.toISOString(),
        timeZone: clock.timeZone,
        bookedFrom: req.source,
      });
      // One event (one UID) in two versions: the visitor's carries nothing they typed, because their
      // address is unverified and the invitation lands in their calendar; the staff copy has it all.
      const event = {
        uid: `${bookingId}@${new URL(mail.publicUrl).hostname}`,
        start,
        end,
        stamp: clock.now,
        organizerName: mail.sender.name,
        organizerEmail: mail.sender.address,
        attendeeEmail: req.email,
        url: mail.publicUrl,
      };
      const visitorIcs = buildIcs({
        ...event,
        summary: `Discovery meeting with ${mail.sender.name}`,
        description: `30-minute discovery meeting with ${mail.sender.name}.`,
        attendeeName: req.email,
      });
      const staffIcs = buildIcs({
        ...event,
        summary: `Discovery meeting: ${req.fullName} and ${mail.sender.name}`,
        description: [
          `30-minute discovery meeting with ${mail.sender.name}.`,
          ...(req.notes ? [`Notes: ${req.notes}`] : []),
        ].join("\n"),
        attendeeName: req.fullName,
      });
      // Over a recipient's mail limit the booking and lead stand; only that email is skipped.
      const limited = (limits: typeof VISITOR_RECIPIENT_LIMITS) => ({
        limits,
        scale: mail.rateLimitScale,
        logger: mail.logger,
      });
      await enqueueLimitedMail(
        tx,
        await bookingConfirmationEmail(mail, facts, visitorIcs, cancelPath(bookingId, cancelToken)),
        limited(VISITOR_RECIPIENT_LIMITS),
      );
      await enqueueLimitedMail(
        tx,
        await bookingStaffEmail(mail, facts, lead, staffIcs),
        limited(STAFF_RECIPIENT_LIMITS),
      );
      return bookingId;
    });
    return {
      success: true,
      message: BOOKING_MESSAGES.success,
      booking: {
        id,
        date: req.date,
        time: req.time,
        timeZone: clock.timeZone,
        start: start.toISOString(),
        end: end.toISOString(),
        visitorTimeZone: req.visitorTimeZone,
      },
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw new SlotTakenError(await fresh());
    throw err;
  }
}

const hashToken = (token: string) => createHash("sha256").update(`booking-cancel:${token}`).digest("hex");

/** The visitor's cancellation page, as linked from the confirmation email. */
export const cancelPath = (bookingId: string, token: string) =>
  `/bookings/${bookingId}/cancel?token=${encodeURIComponent(token)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type BookingRow = typeof meetingBookings.$inferSelect;

async function bookingById(db: Db, id: string, lock: boolean): Promise<BookingRow | null> {
  if (!UUID.test(id)) return null;
  const q = db.select().from(meetingBookings).where(eq(meetingBookings.id, id));
  const [row] = await (lock ? q.for("update") : q);
  return row ?? null;
}

/**
 * The booking a cancellation link names, or 404 with one message for every way the link can be
 * wrong (unknown booking, no token, another booking's token, a used link), so it tells nothing.
 */
function checkToken(row: BookingRow | null, token: string): BookingRow {
  const given = Buffer.from(hashToken(token), "hex");
  const stored = row?.cancelTokenHash ? Buffer.from(row.cancelTokenHash, "hex") : null;
  const ok = stored !== null && stored.length === given.length && timingSafeEqual(stored, given);
  if (row && ok) return row;
  throw notFound(CANCEL_MESSAGES.invalidLink);
}

function viewOf(row: BookingRow, now: Date): BookingCancelViewDto {
  const start = new Date(row.slotStart);
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    timeZone: row.timeZone,
    start: start.toISOString(),
    end: slotEnd(start).toISOString(),
    status: row.status === "cancelled" ? "cancelled" : "confirmed",
    cancellable: row.status === "confirmed" && start.getTime() > now.getTime(),
  };
}

/**
 * GET …/cancel: the booking behind a visitor's link (404 for any wrong link, 410 once the meeting
 * has started: the link is good for nothing after it). A cancelled booking shows as cancelled; the
 * link can do nothing else.
 */
export async function bookingForCancelLink(deps: BookingDeps, id: string, token: string) {
  const now = deps.now?.() ?? new Date();
  const row = checkToken(await bookingById(deps.db, id, false), token);
  if (new Date(row.slotStart).getTime() <= now.getTime())
    throw new HttpError(410, CANCEL_MESSAGES.past, { code: "gone" });
  return viewOf(row, now);
}

export type CancelBy = { visitor: { token: string } } | { staff: Actor };

/**
 * cancel-booking: frees the slot (the partial unique index covers confirmed bookings only) and in the same transaction emits booking.cancelled, queues the visitor's cancellation
 * (.ics METHOD:CANCEL, same UID, SEQUENCE+1) and the team's notice, and audits a staff cancellation.
 * Refused once the meeting has started (410) or when it is already cancelled (409).
 */
export async function cancelBooking(
  deps: BookingDeps,
  id: string,
  by: CancelBy,
  reason: string | null,
  opts: BookMeetingOptions,
): Promise<BookingCancelViewDto> {
  const now = deps.now?.() ?? new Date();
  const { mail } = opts;
  return deps.db.transaction(async (tx) => {
    const found = await bookingById(tx, id, true);
    const row = "visitor" in by ? checkToken(found, by.visitor.token) : found;
    if (!row) throw notFound(CANCEL_MESSAGES.notFound);
    if (row.status === "cancelled")
      throw new HttpError(409, CANCEL_MESSAGES.alreadyCancelled, { code: "already_cancelled" });
    const start = new Date(row.slotStart);
    if (start.getTime() <= now.getTime()) throw new HttpError(410, CANCEL_MESSAGES.past, { code: "gone" });
    const cancelledBy = "visitor" in by ? "visitor" : by.staff.user.email;
    const sequence = row.sequence + 1;
    const [updated] = await tx
      .update(meetingBookings)
      .set({ status: "cancelled", sequence, cancelledAt: now, cancelledBy, cancelReason: reason })
      .where(eq(meetingBookings.id, row.id))
      .returning();
    await emitEvent(tx, "booking.cancelled", {
      bookingId: row.id,
      leadId: row.leadId,
      slotStart: start.toISOString(),
      timeZone: row.timeZone,
      cancelledBy: "visitor" in by ? "visitor" : "staff",
      reason,
    });
    if ("staff" in by)
      await recordAudit(tx, by.staff, {
        action: "booking.cancel",
        entityType: "meeting_booking",
        entityId: row.id,
        details: { slotStart: start.toISOString(), leadId: row.leadId, reason },
      });
    const agencyTime = describe(start, row.timeZone);
    const ics = buildIcs({
      method: "CANCEL",
      sequence,
      uid: `${row.id}@${new URL(mail.publicUrl).hostname}`,
      start,
      end: slotEnd(start),
      stamp: now,
      organizerName: mail.sender.name,
      organizerEmail: mail.sender.address,
      attendeeEmail: row.email,
      attendeeName: row.email,
      url: mail.publicUrl,
      summary: `Cancelled: Discovery meeting with ${mail.sender.name}`,
      description: `The 30-minute discovery meeting with ${mail.sender.name} is cancelled.`,
    });
    const limited = (limits: typeof VISITOR_RECIPIENT_LIMITS) => ({
      limits,
      scale: mail.rateLimitScale,
      logger: mail.logger,
    });
    await enqueueLimitedMail(
      tx,
      await bookingCancellationEmail(mail, { email: row.email, agencyTime, byStaff: "staff" in by }, ics),
      limited(VISITOR_RECIPIENT_LIMITS),
    );
    await enqueueLimitedMail(
      tx,
      await bookingCancelledStaffEmail(mail, {
        fullName: row.fullName,
        email: row.email,
        agencyTime,
        by: "visitor" in by ? "The visitor (their link)" : cancelledBy,
        reason,
        leadId: row.leadId,
      }),
      limited(STAFF_RECIPIENT_LIMITS),
    );
    return viewOf(updated!, now);
  });
}
