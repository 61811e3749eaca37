/**
 * When the business works, in its own time zone: the days of the week (0 Sunday … 6 Saturday)
 * and the opening and closing times (HH:mm). Meetings are offered only inside these hours. The
 * schema that checks an admin's change is in business-hours-schema.ts: this file has no zod, so
 * the booking widget can load it with the page (decision 041).
 */
export type BusinessHours = {
  timeZone: string;
  workingDays: number[];
  opens: string;
  closes: string;
  /** The first day of the company's week in calendars (0 Sunday … 6 Saturday); Monday when unset. */
  weekStartsOn?: number;
};

/**
 * The first day of the company's week (0 Sunday … 6 Saturday), for calendars and weekly reports:
 * the admin's setting; unset, the first day of the run of working days (Monday for Monday to
 * Friday, Sunday for Sunday to Thursday), Monday when every day or no day is worked.
 */
export function weekStartOf(hours: Pick<BusinessHours, "weekStartsOn" | "workingDays">): WeekDay {
  if (hours.weekStartsOn !== undefined) return hours.weekStartsOn as WeekDay;
  const week = hours.workingDays;
  if (week.length === 0 || week.length === 7) return 1;
  for (const d of [1, 2, 3, 4, 5, 6, 0] as const)
    if (week.includes(d) && !week.includes((d + 6) % 7)) return d;
  return 1;
}
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Monday to Friday, 9 to 5, in the agency's own zone. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  timeZone: "America/New_York",
  workingDays: [1, 2, 3, 4, 5],
  opens: "09:00",
  closes: "17:00",
};

/** The weekday (0 Sunday … 6 Saturday) of a yyyy-MM-dd calendar date, whatever the zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Whether a calendar date is one of the business's working days. */
export function isWorkingDay(date: string, hours: BusinessHours): boolean {
  return hours.workingDays.includes(weekdayOf(date));
}

/** Whether a meeting from `time` lasting `minutes` lies inside opening hours (HH:mm, same day). */
export function withinOpeningHours(time: string, minutes: number, hours: BusinessHours): boolean {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const endMinutes = h * 60 + m + minutes;
  const end = `${String(Math.floor(endMinutes / 60)).padStart(2, "0")}:${String(endMinutes % 60).padStart(2, "0")}`;
  return time >= hours.opens && end <= hours.closes;
}
