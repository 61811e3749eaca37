import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, eq, gte, lt } from "drizzle-orm";
import { recordLead } from "#src/features/crm/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import { enqueueMail } from "#src/platform/mail/index.ts";
import {
  type BookingMailFacts,
  bookingConfirmationEmail,
  bookingStaffEmail,
} from "../emails/booking-emails.ts";
import {
  AGENCY_TIME_ZONE,
  BOOKING_MESSAGES,
  type BookingRequest,
  type BookingResultDto,
  SLOT_MINUTES,
  type SlotDayDto,
  type SlotsDto,
} from "../intake.contract.ts";
import { buildIcs } from "./ics.ts";
import { meetingBookings } from "./intake.tables.ts";
import {
  availableSlots,
  bookingWindow,
  datesBetween,
  isInWindow,
  type SlotClock,
  slotEnd,
  slotStart,
} from "./slots.ts";

export type BookingDeps = {
  db: Db;
  /** Injected for tests; the server passes the real time. */
  now?: () => Date;
  timeZone?: string;
};

const clockOf = (deps: BookingDeps): SlotClock => ({
  now: deps.now?.() ?? new Date(),
  timeZone: deps.timeZone ?? AGENCY_TIME_ZONE,
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
  const dates = datesBetween(from, to, clock);
  let days: SlotDayDto[] = [];
  if (dates.length) {
    const first = slotStart(dates[0]!, "00:00", clock.timeZone);
    const last = slotStart(dates.at(-1)!, "23:59", clock.timeZone);
    const taken = await takenBetween(deps.db, first, last);
    days = dates.map((d) => availableSlots(d, clock, taken));
  }
  return { timeZone: clock.timeZone, today, lastDate, slotMinutes: SLOT_MINUTES, days };
}

/** PostgreSQL's unique_violation, from pg or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === "object"; i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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

export type BookMeetingOptions = {
  staffEmail: string;
  companyName: string;
  organizerEmail: string;
  publicUrl: string;
};

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

  const facts: Omit<BookingMailFacts, "ics"> = {
    companyName: opts.companyName,
    fullName: req.fullName,
    email: req.email,
    notes: req.notes,
    source: req.source,
    agencyTime: describe(start, clock.timeZone),
    visitorTime:
      req.visitorTimeZone && req.visitorTimeZone !== clock.timeZone
        ? describe(start, req.visitorTimeZone)
        : null,
    publicUrl: opts.publicUrl,
  };
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
      const ics = buildIcs({
        uid: `${bookingId}@${new URL(opts.publicUrl).hostname}`,
        start,
        end,
        stamp: clock.now,
        summary: `Discovery meeting: ${req.fullName} and ${opts.companyName}`,
        description: [
          `30-minute discovery meeting with ${opts.companyName}.`,
          ...(req.notes ? [`Notes: ${req.notes}`] : []),
        ].join("\n"),
        organizerName: opts.companyName,
        organizerEmail: opts.organizerEmail,
        attendeeName: req.fullName,
        attendeeEmail: req.email,
        url: opts.publicUrl,
      });
      await enqueueMail(tx, bookingConfirmationEmail({ ...facts, ics }));
      await enqueueMail(tx, bookingStaffEmail(opts.staffEmail, { ...facts, ics }, lead));
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
