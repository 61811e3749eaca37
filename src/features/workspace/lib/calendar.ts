import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import type { WeekDay } from "#src/lib/business-hours.ts";

/** "2026-03" for the month a date falls in (the calendar's ?month= parameter). */
export const monthKey = (d: Date) => format(d, "yyyy-MM");

/** The month of a ?month= value, or the current month when it is absent or malformed. */
export function parseMonth(value: string | null | undefined, today = new Date()): Date {
  if (value && /^\d{4}-\d{2}$/.test(value)) {
    const d = parse(`${value}-01`, "yyyy-MM-dd", today);
    if (isValid(d) && d.getFullYear() >= 1900 && d.getFullYear() <= 2200) return d;
  }
  return startOfMonth(today);
}

export const shiftMonth = (month: Date, by: number) => monthKey(addMonths(month, by));

/**
 * The days shown for a month: whole weeks from the company's first day of the week (Monday
 * unless an admin set another in the site settings' business hours), with the neighbours' days.
 */
export function monthGrid(
  month: Date,
  weekStartsOn: WeekDay = 1,
): { date: string; inMonth: boolean; day: number }[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn });
  const days: { date: string; inMonth: boolean; day: number }[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    days.push({
      date: format(d, "yyyy-MM-dd"),
      inMonth: d.getMonth() === month.getMonth(),
      day: d.getDate(),
    });
  }
  return days;
}

/** Where the keyboard moves a dragged task: a day left or right, a week up or down. */
export function moveDay(date: string, key: string): string | null {
  const by =
    key === "ArrowLeft"
      ? -1
      : key === "ArrowRight"
        ? 1
        : key === "ArrowUp"
          ? -7
          : key === "ArrowDown"
            ? 7
            : 0;
  if (!by) return null;
  return format(addDays(parse(date, "yyyy-MM-dd", new Date()), by), "yyyy-MM-dd");
}

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The calendar's column headings, from the week's first day. */
export const weekdayNames = (weekStartsOn: WeekDay = 1) =>
  Array.from({ length: 7 }, (_, i) => DAY_NAMES[(weekStartsOn + i) % 7]!);
