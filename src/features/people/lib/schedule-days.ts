// The schedule of each day (decision 040), worked out from what is stored: the weekly pattern in
// force on the day, a one-off change of the day, approved leave and the public holidays at the
// employee's location. Pure: the services read the rows, this decides what each day is.
// Dates are calendar dates ("YYYY-MM-DD") in UTC, like the rest of the portal.

export type PatternDayInput = { weekday: number; startTime: string; endTime: string; remote: boolean };
export type PatternVersion = { effectiveFrom: string; days: PatternDayInput[] };
export type DayChange = {
  id: string;
  date: string;
  dayOff: boolean;
  startTime: string | null;
  endTime: string | null;
  remote: boolean;
  note: string | null;
};
export type LeaveSpan = { startDate: string; endDate: string; requestType: string; halfDay: boolean };

/**
 * What a day is: working hours (from the pattern or a one-off change), a day off set as a one-off
 * change, approved leave or a public holiday. Days that are none of these are not listed.
 */
export type ScheduleDay = {
  date: string;
  kind: "work" | "off" | "leave" | "holiday";
  startTime: string | null;
  endTime: string | null;
  remote: boolean;
  /** Where the hours come from: the weekly pattern or a one-off change (null for leave and holidays). */
  source: "pattern" | "change" | null;
  /** The change's note, the leave type ("vacation") or the holiday's name. */
  note: string | null;
  /** A half day of leave on a working day: the hours are still planned. */
  halfDayLeave: boolean;
  changeId: string | null;
};

const DAY_MS = 86_400_000;
const toUtc = (d: string) =>
  Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
const fromUtc = (t: number) => new Date(t).toISOString().slice(0, 10);

export function addDays(date: string, n: number): string {
  return fromUtc(toUtc(date) + n * DAY_MS);
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(toUtc(date)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The pattern in force on a date: the latest version effective on or before it (versions any order). */
export function patternOn(versions: readonly PatternVersion[], date: string): PatternVersion | null {
  let best: PatternVersion | null = null;
  for (const v of versions) {
    if (v.effectiveFrom <= date && (!best || v.effectiveFrom > best.effectiveFrom)) best = v;
  }
  return best;
}

/** Every day from `from` to `to` inclusive that has something planned or taken, in date order. */
export function scheduleDays(input: {
  from: string;
  to: string;
  patterns: readonly PatternVersion[];
  changes: readonly DayChange[];
  leave: readonly LeaveSpan[];
  holidays: ReadonlyMap<string, string>;
}): ScheduleDay[] {
  const changes = new Map(input.changes.map((c) => [c.date, c]));
  const out: ScheduleDay[] = [];
  for (let t = toUtc(input.from), end = toUtc(input.to); t <= end; t += DAY_MS) {
    const date = fromUtc(t);
    const change = changes.get(date);
    const regular = patternOn(input.patterns, date)?.days.find((d) => d.weekday === isoWeekday(date));
    const holiday = input.holidays.get(date);
    const leave = input.leave.find((l) => l.startDate <= date && date <= l.endDate);
    const planned = change ? !change.dayOff : Boolean(regular);
    const base = { date, halfDayLeave: false, changeId: change?.id ?? null };
    // A holiday or a whole day of leave replaces the hours; on a day not worked anyway it shows
    // only when it is leave (the request covered it) or a one-off change was made for it.
    if (holiday !== undefined && (planned || change)) {
      out.push({
        ...base,
        kind: "holiday",
        startTime: null,
        endTime: null,
        remote: false,
        source: null,
        note: holiday,
      });
      continue;
    }
    if (leave && !leave.halfDay && (planned || change)) {
      out.push({
        ...base,
        kind: "leave",
        startTime: null,
        endTime: null,
        remote: false,
        source: null,
        note: leave.requestType,
      });
      continue;
    }
    if (change) {
      out.push({
        ...base,
        kind: change.dayOff ? "off" : "work",
        startTime: change.dayOff ? null : change.startTime,
        endTime: change.dayOff ? null : change.endTime,
        remote: !change.dayOff && change.remote,
        source: "change",
        note: change.note,
        halfDayLeave: Boolean(leave?.halfDay) && !change.dayOff,
      });
      continue;
    }
    if (regular) {
      out.push({
        ...base,
        kind: "work",
        startTime: regular.startTime,
        endTime: regular.endTime,
        remote: regular.remote,
        source: "pattern",
        note: null,
        halfDayLeave: Boolean(leave?.halfDay),
      });
    }
  }
  return out;
}

/** Minutes between two "HH:MM" times. */
export function minutesBetween(start: string, end: string): number {
  const [sh = 0, sm = 0] = start.split(":").map(Number);
  const [eh = 0, em = 0] = end.split(":").map(Number);
  return eh * 60 + em - (sh * 60 + sm);
}
