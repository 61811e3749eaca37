import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { HttpError, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import type { WorkWeek } from "../lib/working-days.ts";
import {
  type AllowanceOverrideDto,
  type AllowanceOverrideInput,
  PEOPLE_MESSAGES,
  type PublicHolidayDto,
  type PublicHolidayInput,
  TIME_OFF_TYPES,
  type TimeOffPolicyDto,
  type TimeOffPolicyInput,
  type TimeOffPolicyPageDto,
  type TimeOffType,
} from "../people.contract.ts";
import { assertPortalAdmin, portalActor, profileById } from "./access.ts";
import { assertOffice, readLists } from "./org-lists.service.ts";
import { employeeProfiles, publicHolidays, timeOffOverrides, timeOffPolicies } from "./people.tables.ts";
import { refsByIds } from "./profiles.service.ts";

const P = timeOffPolicies;
const H = publicHolidays;
const O = timeOffOverrides;

type PolicyRow = typeof P.$inferSelect;

function toPolicy(r: PolicyRow): TimeOffPolicyDto {
  return {
    vacationDays: r.vacationDays,
    sickDays: r.sickDays,
    personalDays: r.personalDays,
    otherDays: r.otherDays,
    carryOverCap: r.carryOverCap,
    fromYear: r.year,
  };
}

/** The policy that applies to a year: its own row, else the latest earlier year's; null before any. */
export async function policyFor(db: Db, year: number): Promise<TimeOffPolicyDto | null> {
  const [row] = await db.select().from(P).where(lte(P.year, year)).orderBy(desc(P.year)).limit(1);
  return row ? toPolicy(row) : null;
}

const ALLOWANCE_OF: Record<TimeOffType, keyof TimeOffPolicyInput> = {
  vacation: "vacationDays",
  sick: "sickDays",
  personal: "personalDays",
  other: "otherDays",
};

/** Each leave type's allowance for one employee in one year: the policy's, or their override. */
export async function allowancesFor(
  db: Db,
  employeeId: string,
  year: number,
  policy: TimeOffPolicyDto | null,
): Promise<Record<TimeOffType, number>> {
  const out = Object.fromEntries(
    TIME_OFF_TYPES.map((t) => [t, policy ? policy[ALLOWANCE_OF[t]] : 0]),
  ) as Record<TimeOffType, number>;
  if (!policy) return out;
  const overrides = await db
    .select({ requestType: O.requestType, days: O.allowanceDays })
    .from(O)
    .where(and(eq(O.employeeId, employeeId), eq(O.year, year)));
  for (const o of overrides) out[o.requestType as TimeOffType] = o.days;
  return out;
}

/**
 * The company's working week (0 Sunday … 6 Saturday): the business hours' days an admin sets in
 * Command Center > Settings > General. Time off counts these days; the week starts on its first.
 */
export async function companyWorkWeek(db: Db): Promise<WorkWeek> {
  return (await getSiteSettings(db)).businessHours.workingDays;
}

/** Public holidays between two dates at a location (holidays of every location included). */
export async function holidaysAt(
  db: Db,
  location: string | null,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ date: H.date })
    .from(H)
    .where(
      and(
        gte(H.date, from),
        lte(H.date, to),
        location ? or(isNull(H.location), eq(H.location, location)) : isNull(H.location),
      ),
    );
  return new Set(rows.map((r) => r.date));
}

/** The policy screen: one year's policy, its public holidays and the overrides (portal admin). */
export async function policyPage(db: Db, actor: Actor | null, year: number): Promise<TimeOffPolicyPageDto> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  const [policy, holidays, overrides, employees, lists] = await Promise.all([
    policyFor(db, year),
    db
      .select()
      .from(H)
      .where(and(gte(H.date, `${year}-01-01`), lte(H.date, `${year}-12-31`)))
      .orderBy(asc(H.date), asc(H.name)),
    db.select().from(O).where(eq(O.year, year)).orderBy(asc(O.createdAt)),
    db
      .select({ id: employeeProfiles.id, first: employeeProfiles.firstName, last: employeeProfiles.lastName })
      .from(employeeProfiles)
      .where(eq(employeeProfiles.status, "active"))
      .orderBy(asc(employeeProfiles.lastName), asc(employeeProfiles.firstName))
      .limit(2000),
    readLists(db),
  ]);
  const people = await refsByIds(
    db,
    overrides.map((o) => o.employeeId),
  );
  return {
    year,
    policy,
    holidays: holidays.map(toHoliday),
    overrides: overrides.map((o): AllowanceOverrideDto => {
      const e = people.get(o.employeeId);
      return {
        id: o.id,
        employee: {
          id: o.employeeId,
          firstName: e?.firstName ?? "",
          lastName: e?.lastName ?? "",
          title: e?.title ?? null,
        },
        year: o.year,
        requestType: o.requestType as TimeOffType,
        allowanceDays: o.allowanceDays,
      };
    }),
    employees: employees.map((e) => ({ id: e.id, name: `${e.first} ${e.last}` })),
    locations: lists.locations.filter((l) => !l.archived).map((l) => l.name),
  };
}

function toHoliday(r: typeof H.$inferSelect): PublicHolidayDto {
  return { id: r.id, date: r.date, name: r.name, location: r.location };
}

/** Sets one year's allowances and carry-over cap (portal admin, audited). */
export async function savePolicy(
  db: Db,
  actor: Actor | null,
  year: number,
  input: TimeOffPolicyInput,
): Promise<TimeOffPolicyDto> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  const row = await db.transaction(async (tx) => {
    const values = { ...input, updatedBy: p.profile.id, updatedAt: new Date() };
    const [saved] = await tx
      .insert(P)
      .values({ year, ...values })
      .onConflictDoUpdate({ target: P.year, set: values })
      .returning();
    await recordAudit(tx, p.actor, {
      action: "time_off_policy.saved",
      entityType: "time_off_policy",
      entityId: String(year),
      details: { year, ...input },
    });
    return saved!;
  });
  return toPolicy(row);
}

export async function addHoliday(
  db: Db,
  actor: Actor | null,
  input: PublicHolidayInput,
): Promise<PublicHolidayDto> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  await assertOffice(db, input.location);
  const row = await db.transaction(async (tx) => {
    const [added] = await tx.insert(H).values(input).onConflictDoNothing().returning();
    if (!added) throw new HttpError(409, PEOPLE_MESSAGES.holidayExists, { code: "holiday_exists" });
    await recordAudit(tx, p.actor, {
      action: "public_holiday.added",
      entityType: "public_holiday",
      entityId: added.id,
      details: { date: added.date, name: added.name, location: added.location },
    });
    return added;
  });
  return toHoliday(row);
}

export async function removeHoliday(db: Db, actor: Actor | null, id: string): Promise<void> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.holidayNotFound);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(H).where(eq(H.id, id)).returning();
    if (!gone) throw notFound(PEOPLE_MESSAGES.holidayNotFound);
    await recordAudit(tx, p.actor, {
      action: "public_holiday.removed",
      entityType: "public_holiday",
      entityId: gone.id,
      details: { date: gone.date, name: gone.name, location: gone.location },
    });
  });
}

/** Sets (or replaces) one employee's allowance of a leave type in a year. */
export async function saveOverride(
  db: Db,
  actor: Actor | null,
  input: AllowanceOverrideInput,
): Promise<{ id: string }> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  await profileById(db, input.employeeId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(O)
      .values(input)
      .onConflictDoUpdate({
        target: [O.employeeId, O.year, O.requestType],
        set: { allowanceDays: input.allowanceDays },
      })
      .returning({ id: O.id });
    await recordAudit(tx, p.actor, {
      action: "time_off_override.saved",
      entityType: "employee",
      entityId: input.employeeId,
      details: { year: input.year, requestType: input.requestType, allowanceDays: input.allowanceDays },
    });
    return row!;
  });
}

export async function removeOverride(db: Db, actor: Actor | null, id: string): Promise<void> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.overrideNotFound);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(O).where(eq(O.id, id)).returning();
    if (!gone) throw notFound(PEOPLE_MESSAGES.overrideNotFound);
    await recordAudit(tx, p.actor, {
      action: "time_off_override.removed",
      entityType: "employee",
      entityId: gone.employeeId,
      details: { year: gone.year, requestType: gone.requestType },
    });
  });
}

/** Profiles by id with their location, for counting holidays (exported for the time-off service). */
export async function locationsOf(db: Db, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employeeProfiles.id, location: employeeProfiles.location })
    .from(employeeProfiles)
    .where(inArray(employeeProfiles.id, ids));
  return new Map(rows.map((r) => [r.id, r.location]));
}
