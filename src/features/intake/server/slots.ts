import { TZDate } from "@date-fns/tz";
import { addDays, format, parse } from "date-fns";
import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  isWorkingDay,
  withinOpeningHours,
} from "#src/lib/business-hours.ts";
import {
  AGENCY_TIME_ZONE,
  BOOKING_WINDOW_DAYS,
  isCalendarDate,
  SLOT_MINUTES,
  SLOT_TIMES,
  type SlotDayDto,
} from "../intake.contract.ts";

/**
 * Pure slot rules; `now` is injected so tests can stand at any moment. `hours` are the business's
 * working days and opening hours (a site setting); without them, Monday to Friday, 9 to 5.
 */
export type SlotClock = { now: Date; timeZone: string; hours?: BusinessHours };

const hoursOf = (clock: SlotClock): BusinessHours =>
  clock.hours ?? { ...DEFAULT_BUSINESS_HOURS, timeZone: clock.timeZone ?? AGENCY_TIME_ZONE };

/**
 * The times offered on a date before bookings are counted: the 14 half-hour times (SLOT_TIMES) on a
 * working day, less any that fall outside opening hours; none on other days.
 */
export function offeredTimes(date: string, clock: SlotClock): string[] {
  const hours = hoursOf(clock);
  if (!isWorkingDay(date, hours)) return [];
  return SLOT_TIMES.filter((time) => withinOpeningHours(time, SLOT_MINUTES, hours));
}

/** The calendar date (yyyy-MM-dd) at `now` in the zone. */
export function dateIn(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** Today and the last selectable date, both in the agency's calendar. */
export function bookingWindow(clock: SlotClock): { today: string; lastDate: string } {
  const today = dateIn(clock.now, clock.timeZone);
  const lastDate = format(
    addDays(parse(today, "yyyy-MM-dd", new Date(0)), BOOKING_WINDOW_DAYS),
    "yyyy-MM-dd",
  );
  return { today, lastDate };
}

export function isInWindow(date: string, clock: SlotClock): boolean {
  const { today, lastDate } = bookingWindow(clock);
  return isCalendarDate(date) && date >= today && date <= lastDate;
}

/** The instant a slot starts: date + HH:mm on the agency's wall clock (DST handled by TZDate). */
export function slotStart(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, 0, timeZone).getTime());
}

export const slotEnd = (start: Date) => new Date(start.getTime() + SLOT_MINUTES * 60_000);

/** The dates from..to (inclusive), clipped to the booking window. */
export function datesBetween(from: string, to: string, clock: SlotClock): string[] {
  const { today, lastDate } = bookingWindow(clock);
  const start = from < today ? today : from;
  const end = to > lastDate ? lastDate : to;
  const out: string[] = [];
  let d = parse(start, "yyyy-MM-dd", new Date(0));
  for (let i = 0; i <= BOOKING_WINDOW_DAYS + 1; i++) {
    const s = format(d, "yyyy-MM-dd");
    if (s > end) break;
    out.push(s);
    d = addDays(d, 1);
  }
  return out;
}

/**
 * The slots still offered on a date: the offered times (offeredTimes), minus those already
 * started and those taken (`taken` holds slot start instants in ms). Outside the window: none.
 */
export function availableSlots(date: string, clock: SlotClock, taken: ReadonlySet<number>): SlotDayDto {
  if (!isInWindow(date, clock)) return { date, slots: [] };
  const slots = [];
  for (const time of offeredTimes(date, clock)) {
    const start = slotStart(date, time, clock.timeZone);
    if (start.getTime() <= clock.now.getTime()) continue;
    if (taken.has(start.getTime())) continue;
    slots.push({ time, start: start.toISOString() });
  }
  return { date, slots };
}
