import type { Db } from "#src/platform/db/db.ts";
import { badRequest } from "#src/platform/http/errors.ts";
import { addDays } from "../lib/schedule-days.ts";
import { todayIso } from "../lib/working-days.ts";
import {
  type DayChangeDto,
  type DayChangeInput,
  PEOPLE_MESSAGES,
  type WeeklyPatternInput,
} from "../people.contract.ts";
import { managerChain, type PortalActor } from "./access.ts";
import { schedulePatterns, schedules } from "./people.tables.ts";

// The schedule's shared rules and writes: who sets a schedule, which dates may be planned, and the
// two writes a manager's change and an accepted proposal both make (decision 040).

const C = schedules;
const SP = schedulePatterns;

/** How far ahead a change may be set. */
const FURTHEST_DAYS = 2 * 366;

export const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export function toChange(r: typeof C.$inferSelect): DayChangeDto {
  return {
    id: r.id,
    date: r.date,
    dayOff: r.dayOff,
    startTime: hhmm(r.startTime),
    endTime: hhmm(r.endTime),
    remote: r.remote,
    note: r.note,
  };
}

/** Whether the caller sets this employee's schedule: an admin, or a manager up their chain. */
export async function setsScheduleOf(db: Db, p: PortalActor, employeeId: string): Promise<boolean> {
  if (p.isAdmin) return true;
  if (employeeId === p.profile.id) return false;
  return (await managerChain(db, employeeId)).includes(p.profile.id);
}

/** A date a schedule change may be for: today or later, within two years. */
export function assertPlannable(date: string, now: Date, field = "date"): void {
  const today = todayIso(now);
  if (date < today)
    throw badRequest(PEOPLE_MESSAGES.scheduleDatePast, { [field]: PEOPLE_MESSAGES.scheduleDatePast });
  if (date > addDays(today, FURTHEST_DAYS))
    throw badRequest(PEOPLE_MESSAGES.scheduleDateFar, { [field]: PEOPLE_MESSAGES.scheduleDateFar });
}

/** Writes a weekly pattern version (one per employee and date: the same date is replaced). */
export async function writePattern(
  tx: Db,
  employeeId: string,
  input: WeeklyPatternInput,
  setBy: string,
): Promise<void> {
  const days = [...input.days].sort((a, b) => a.weekday - b.weekday);
  await tx
    .insert(SP)
    .values({ employeeId, effectiveFrom: input.effectiveFrom, days, setBy })
    .onConflictDoUpdate({
      target: [SP.employeeId, SP.effectiveFrom],
      set: { days, setBy, createdAt: new Date() },
    });
}

/** Writes a one-off change of a day (one per employee and date: the same date is replaced). */
export async function writeChange(
  tx: Db,
  employeeId: string,
  input: Omit<DayChangeInput, "note"> & { note?: string | null | undefined },
  setBy: string,
): Promise<DayChangeDto> {
  const values = {
    dayOff: input.dayOff,
    startTime: input.dayOff ? null : input.startTime,
    endTime: input.dayOff ? null : input.endTime,
    remote: !input.dayOff && input.remote,
    note: input.note ?? null,
    setBy,
  };
  const [row] = await tx
    .insert(C)
    .values({ employeeId, date: input.date, ...values })
    .onConflictDoUpdate({ target: [C.employeeId, C.date], set: values })
    .returning();
  return toChange(row!);
}
