import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { forbidden, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { addDays, scheduleDays } from "../lib/schedule-days.ts";
import { todayIso } from "../lib/working-days.ts";
import {
  DASHBOARD_SCHEDULE_ENTRIES,
  type DayChangeDto,
  type DayChangeInput,
  PEOPLE_MESSAGES,
  PM,
  type ScheduleDayDto,
  type SchedulePageDto,
  type WeeklyPatternDto,
  type WeeklyPatternInput,
} from "../people.contract.ts";
import { type PortalActor, type ProfileRow, portalActor, profileById, reportsUnder } from "./access.ts";
import { toRef } from "./dto.ts";
import {
  employeeProfiles,
  publicHolidays,
  remoteWorkDays,
  schedulePatterns,
  schedules,
  timeOffRequests,
} from "./people.tables.ts";
import { refsByIds } from "./profiles.service.ts";
import { proposalsFor, proposalsToDecide } from "./schedule-proposals.service.ts";
import {
  assertPlannable,
  hhmm,
  setsScheduleOf,
  toChange,
  writeChange,
  writePattern,
} from "./schedule-rules.ts";

const C = schedules;
const SP = schedulePatterns;

/** How far ahead My Schedule lists days, how far back, and how far ahead a change may be set. */
export const SCHEDULE_DAYS_AHEAD = 28;
export const SCHEDULE_DAYS_BACK = 14;

/** The employee whose schedule the caller sets; 403 for anyone else (the employee proposes instead). */
async function editableEmployee(db: Db, p: PortalActor, employeeId: string): Promise<ProfileRow> {
  const employee = await profileById(db, employeeId);
  if (!(await setsScheduleOf(db, p, employee.id))) throw forbidden(PEOPLE_MESSAGES.scheduleEditNotAllowed);
  return employee;
}

/** The schedule of each day from `from` to `to`: pattern, one-off changes, approved leave, holidays. */
export async function daysFor(
  db: Db,
  employee: Pick<ProfileRow, "id" | "location">,
  from: string,
  to: string,
): Promise<ScheduleDayDto[]> {
  const [patterns, changes, leave, holidays, remote] = await Promise.all([
    db
      .select()
      .from(SP)
      .where(and(eq(SP.employeeId, employee.id), lte(SP.effectiveFrom, to)))
      .orderBy(desc(SP.effectiveFrom)),
    db
      .select()
      .from(C)
      .where(and(eq(C.employeeId, employee.id), gte(C.date, from), lte(C.date, to))),
    db
      .select()
      .from(timeOffRequests)
      .where(
        and(
          eq(timeOffRequests.employeeId, employee.id),
          eq(timeOffRequests.status, "approved"),
          lte(timeOffRequests.startDate, to),
          gte(timeOffRequests.endDate, from),
        ),
      ),
    db
      .select({ date: publicHolidays.date, name: publicHolidays.name })
      .from(publicHolidays)
      .where(
        and(
          gte(publicHolidays.date, from),
          lte(publicHolidays.date, to),
          employee.location
            ? or(isNull(publicHolidays.location), eq(publicHolidays.location, employee.location))
            : isNull(publicHolidays.location),
        ),
      ),
    db
      .select({ date: remoteWorkDays.date })
      .from(remoteWorkDays)
      .where(
        and(
          eq(remoteWorkDays.employeeId, employee.id),
          gte(remoteWorkDays.date, from),
          lte(remoteWorkDays.date, to),
        ),
      ),
  ]);
  // Only the latest version before `from` matters among the older ones.
  const firstOlder = patterns.findIndex((v) => v.effectiveFrom <= from);
  const versions = firstOlder === -1 ? patterns : patterns.slice(0, firstOlder + 1);
  const recorded = new Set(remote.map((r) => r.date));
  return scheduleDays({
    from,
    to,
    patterns: versions,
    changes: changes.map(toChange),
    leave,
    holidays: new Map(holidays.map((h) => [h.date, h.name])),
  }).map((d) => ({
    ...d,
    startTime: hhmm(d.startTime),
    endTime: hhmm(d.endTime),
    recordedRemote: recorded.has(d.date),
  }));
}

/** The dashboard's next three days from today (working hours, leave, holidays, days off). */
export async function upcomingSchedule(
  db: Db,
  employee: Pick<ProfileRow, "id" | "location">,
  now = new Date(),
): Promise<ScheduleDayDto[]> {
  const today = todayIso(now);
  const days = await daysFor(db, employee, today, addDays(today, SCHEDULE_DAYS_AHEAD * 2));
  return days.slice(0, DASHBOARD_SCHEDULE_ENTRIES);
}

async function patternDtos(db: Db, employeeId: string, today: string) {
  const [current] = await db
    .select()
    .from(SP)
    .where(and(eq(SP.employeeId, employeeId), lte(SP.effectiveFrom, today)))
    .orderBy(desc(SP.effectiveFrom))
    .limit(1);
  const [next] = await db
    .select()
    .from(SP)
    .where(and(eq(SP.employeeId, employeeId), gte(SP.effectiveFrom, addDays(today, 1))))
    .orderBy(asc(SP.effectiveFrom))
    .limit(1);
  const people = await refsByIds(
    db,
    [current?.setBy, next?.setBy].filter((x): x is string => Boolean(x)),
  );
  const dto = (r: typeof SP.$inferSelect | undefined): WeeklyPatternDto | null => {
    if (!r) return null;
    // A reference only: the lookup also carries the person's email, which a pattern does not send.
    const setBy = r.setBy ? people.get(r.setBy) : undefined;
    return {
      id: r.id,
      effectiveFrom: r.effectiveFrom,
      days: [...r.days].sort((a, b) => a.weekday - b.weekday),
      setBy: setBy ? toRef(setBy) : null,
    };
  };
  return { pattern: dto(current), nextPattern: dto(next) };
}

/** Whose schedules the caller sets: everyone under them, or every active colleague for an admin. */
async function teamOf(db: Db, p: PortalActor, ids: string[] | null): Promise<{ id: string; name: string }[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ id: employeeProfiles.id, first: employeeProfiles.firstName, last: employeeProfiles.lastName })
    .from(employeeProfiles)
    .where(
      and(
        eq(employeeProfiles.status, "active"),
        ids ? inArray(employeeProfiles.id, ids) : ne(employeeProfiles.id, p.profile.id),
      ),
    )
    .orderBy(asc(employeeProfiles.lastName), asc(employeeProfiles.firstName))
    .limit(2000);
  return rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}` }));
}

/** My Schedule (no id, or one's own), or a report's schedule for their manager chain or an admin. */
export async function schedulePage(
  db: Db,
  actor: Actor | null,
  employeeId?: string,
  now = new Date(),
): Promise<SchedulePageDto> {
  const p = await portalActor(db, actor, PM.scheduleLoadFailed);
  const own = !employeeId || employeeId === p.profile.id;
  const employee = own ? p.profile : await profileById(db, employeeId);
  const canEdit = await setsScheduleOf(db, p, employee.id);
  if (!own && !canEdit) throw forbidden(PEOPLE_MESSAGES.scheduleViewNotAllowed);
  const today = todayIso(now);
  // Everyone under the caller (null: an admin, who sets everyone's), read once for both lists.
  const under = p.isAdmin ? null : await reportsUnder(db, p.profile.id);
  const [ahead, behind, patterns, changes, proposals, toDecide, team, remoteDays] = await Promise.all([
    daysFor(db, employee, today, addDays(today, SCHEDULE_DAYS_AHEAD - 1)),
    daysFor(db, employee, addDays(today, -SCHEDULE_DAYS_BACK), addDays(today, -1)),
    patternDtos(db, employee.id, today),
    db
      .select()
      .from(C)
      .where(and(eq(C.employeeId, employee.id), gte(C.date, today)))
      .orderBy(asc(C.date))
      .limit(200),
    proposalsFor(db, employee.id),
    proposalsToDecide(db, p, under),
    teamOf(db, p, under),
    own
      ? db
          .select({ id: remoteWorkDays.id, date: remoteWorkDays.date, note: remoteWorkDays.note })
          .from(remoteWorkDays)
          .where(
            and(
              eq(remoteWorkDays.employeeId, employee.id),
              gte(remoteWorkDays.date, `${now.getUTCFullYear() - 1}-01-01`),
            ),
          )
          .orderBy(desc(remoteWorkDays.date))
          .limit(400)
      : Promise.resolve([]),
  ]);
  return {
    employee: toRef(employee),
    own,
    canEdit,
    today,
    upcoming: ahead,
    past: behind.reverse(),
    ...patterns,
    changes: changes.map(toChange),
    proposals,
    toDecide,
    team,
    remoteDays,
  };
}

/** A manager up the chain or an admin sets the weekly pattern from a date on (today or later). */
export async function setPattern(
  db: Db,
  actor: Actor | null,
  employeeId: string,
  input: WeeklyPatternInput,
  now = new Date(),
): Promise<void> {
  const p = await portalActor(db, actor);
  const employee = await editableEmployee(db, p, employeeId);
  assertPlannable(input.effectiveFrom, now, "effectiveFrom");
  await db.transaction(async (tx) => {
    await writePattern(tx, employee.id, input, p.profile.id);
    await recordAudit(tx, p.actor, {
      action: "schedule.pattern_set",
      entityType: "employee",
      entityId: employee.id,
      details: { effectiveFrom: input.effectiveFrom, days: input.days },
    });
  });
}

/** A manager up the chain or an admin sets one day's hours, or makes it a day off. */
export async function setDayChange(
  db: Db,
  actor: Actor | null,
  employeeId: string,
  input: DayChangeInput,
  now = new Date(),
): Promise<DayChangeDto> {
  const p = await portalActor(db, actor);
  const employee = await editableEmployee(db, p, employeeId);
  assertPlannable(input.date, now);
  return db.transaction(async (tx) => {
    const change = await writeChange(tx, employee.id, input, p.profile.id);
    await recordAudit(tx, p.actor, {
      action: "schedule.change_set",
      entityType: "employee",
      entityId: employee.id,
      details: { ...change },
    });
    return change;
  });
}

/** Removes a one-off change: the day follows the weekly pattern again. */
export async function removeDayChange(db: Db, actor: Actor | null, id: string): Promise<void> {
  const p = await portalActor(db, actor);
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.changeNotFound);
  const [row] = await db.select().from(C).where(eq(C.id, id)).limit(1);
  if (!row) throw notFound(PEOPLE_MESSAGES.changeNotFound);
  // Someone who may not see the schedule learns nothing about the change: not found.
  if (!(await setsScheduleOf(db, p, row.employeeId))) {
    if (row.employeeId === p.profile.id) throw forbidden(PEOPLE_MESSAGES.scheduleEditNotAllowed);
    throw notFound(PEOPLE_MESSAGES.changeNotFound);
  }
  await db.transaction(async (tx) => {
    await tx.delete(C).where(eq(C.id, id));
    await recordAudit(tx, p.actor, {
      action: "schedule.change_removed",
      entityType: "employee",
      entityId: row.employeeId,
      details: { date: row.date },
    });
  });
}
