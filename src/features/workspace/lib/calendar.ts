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

/** The days shown for a month: whole weeks, Monday first, including the neighbours' days. */
export function monthGrid(month: Date): { date: string; inMonth: boolean; day: number }[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
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

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
