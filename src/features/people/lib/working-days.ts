// Working days for time off: the company's working week (Command Center > Settings > General,
// business hours; Monday to Friday until an admin changes it), counted per calendar year (the
// balance is yearly). Dates are calendar dates ("YYYY-MM-DD"), handled in UTC so no time zone
// moves a day.

import { DEFAULT_BUSINESS_HOURS } from "#src/lib/business-hours.ts";

/** The weekdays worked (0 Sunday … 6 Saturday), as the site settings' business hours give them. */
export type WorkWeek = readonly number[];

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/**
 * Working days from start to end inclusive, by year: { 2025: 3, 2026: 2 }. Days outside the work
 * week and the given public holidays ("YYYY-MM-DD") are not working days.
 */
export function workingDaysByYear(
  startDate: string,
  endDate: string,
  holidays: ReadonlySet<string> = new Set(),
  workWeek: WorkWeek = DEFAULT_BUSINESS_HOURS.workingDays,
): Map<number, number> {
  const out = new Map<number, number>();
  const end = toUtc(endDate);
  for (let t = toUtc(startDate); t <= end; t += DAY_MS) {
    const d = new Date(t);
    const weekday = d.getUTCDay();
    if (!workWeek.includes(weekday)) continue;
    if (holidays.has(d.toISOString().slice(0, 10))) continue;
    const year = d.getUTCFullYear();
    out.set(year, (out.get(year) ?? 0) + 1);
  }
  return out;
}

/** Working days from start to end inclusive. */
export function workingDays(
  startDate: string,
  endDate: string,
  holidays: ReadonlySet<string> = new Set(),
  workWeek: WorkWeek = DEFAULT_BUSINESS_HOURS.workingDays,
): number {
  let total = 0;
  for (const n of workingDaysByYear(startDate, endDate, holidays, workWeek).values()) total += n;
  return total;
}

/** Calendar days from start to end inclusive (0 when the end is before the start). */
export function calendarDays(startDate: string, endDate: string): number {
  return Math.max(0, Math.round((toUtc(endDate) - toUtc(startDate)) / DAY_MS) + 1);
}

/** Today's date in UTC as "YYYY-MM-DD". */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
