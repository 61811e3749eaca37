import { and, desc, eq, gte, inArray, lte, ne } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { emitEvent } from "#src/platform/events/events.ts";
import { badRequest, forbidden, HttpError, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { type WorkWeek, workingDaysByYear } from "../lib/working-days.ts";
import {
  PEOPLE_MESSAGES,
  PM,
  TIME_OFF_TYPES,
  type TimeOffBalanceDto,
  type TimeOffInput,
  type TimeOffPageDto,
  type TimeOffRequestDto,
  type TimeOffStatus,
  type TimeOffType,
} from "../people.contract.ts";
import { lockPeople, managerChain, portalActor, reportsUnder } from "./access.ts";
import { employeeProfiles, timeOffRequests } from "./people.tables.ts";
import { refsByIds } from "./profiles.service.ts";
import {
  allowancesFor,
  companyWorkWeek,
  holidaysAt,
  locationsOf,
  policyFor,
} from "./time-off-policy.service.ts";

const T = timeOffRequests;
const E = employeeProfiles;
const COUNTED: TimeOffStatus[] = ["pending", "approved"];
/** One request may not run longer than this (a sabbatical is not a time-off request). */
const MAX_DAYS_PER_REQUEST = 60;

type RequestRow = typeof T.$inferSelect;

type CountedRow = {
  startDate: string;
  endDate: string;
  status: string;
  requestType: string;
  halfDay: boolean;
};

/** Counted (pending and approved) requests of an employee that touch a year. */
async function countedIn(db: Db, employeeId: string, year: number): Promise<CountedRow[]> {
  return db
    .select({
      startDate: T.startDate,
      endDate: T.endDate,
      status: T.status,
      requestType: T.requestType,
      halfDay: T.halfDay,
    })
    .from(T)
    .where(
      and(
        eq(T.employeeId, employeeId),
        inArray(T.status, COUNTED),
        lte(T.startDate, `${year}-12-31`),
        gte(T.endDate, `${year}-01-01`),
      ),
    );
}

/** A request's days in one year: its working days there (not holidays), or 0.5 for a half day. */
function daysIn(r: CountedRow, year: number, holidays: ReadonlySet<string>, week: WorkWeek): number {
  const days = workingDaysByYear(r.startDate, r.endDate, holidays, week).get(year) ?? 0;
  return r.halfDay ? Math.min(days, 0.5) : days;
}

/**
 * The yearly balance of every leave type, from the time-off policy (decision 033): each
 * type's allowance (or the employee's override) minus the working days of its approved and
 * pending requests in that year, public holidays at the employee's location not counted; vacation
 * also gets the unused vacation days of the year before, up to the policy's carry-over cap.
 */
export async function balanceFor(db: Db, employeeId: string, year: number): Promise<TimeOffBalanceDto> {
  const policy = await policyFor(db, year);
  const allowances = await allowancesFor(db, employeeId, year, policy);
  const location = (await locationsOf(db, [employeeId])).get(employeeId) ?? null;
  const holidays = await holidaysAt(db, location, `${year - 1}-01-01`, `${year}-12-31`);
  const week = await companyWorkWeek(db);
  const used = (rows: CountedRow[], y: number, status: string, type: TimeOffType) =>
    rows
      .filter((r) => r.status === status && r.requestType === type)
      .reduce((sum, r) => sum + daysIn(r, y, holidays, week), 0);
  let carriedOver = 0;
  if (policy && policy.carryOverCap > 0) {
    const before = await policyFor(db, year - 1);
    if (before) {
      const allowed = (await allowancesFor(db, employeeId, year - 1, before)).vacation;
      const taken = used(await countedIn(db, employeeId, year - 1), year - 1, "approved", "vacation");
      carriedOver = Math.min(policy.carryOverCap, Math.max(0, allowed - taken));
    }
  }
  const rows = await countedIn(db, employeeId, year);
  const types = TIME_OFF_TYPES.map((requestType) => {
    const allowance = allowances[requestType] + (requestType === "vacation" ? carriedOver : 0);
    const approved = used(rows, year, "approved", requestType);
    const pending = used(rows, year, "pending", requestType);
    return {
      requestType,
      allowance,
      approved,
      pending,
      available: Math.max(0, allowance - approved - pending),
    };
  });
  const vacation = types[0]!;
  return {
    year,
    policySet: policy !== null,
    allowance: vacation.allowance,
    carriedOver,
    approved: vacation.approved,
    pending: vacation.pending,
    available: vacation.available,
    types,
  };
}

async function toDtos(db: Db, rows: RequestRow[]): Promise<TimeOffRequestDto[]> {
  if (rows.length === 0) return [];
  const employees = await db
    .select({ id: E.id, reportsTo: E.reportsTo })
    .from(E)
    .where(inArray(E.id, [...new Set(rows.map((r) => r.employeeId))]));
  const managerOf = new Map(employees.map((e) => [e.id, e.reportsTo]));
  const ids = [
    ...rows.map((r) => r.employeeId),
    ...rows.map((r) => r.reviewedBy).filter((x): x is string => Boolean(x)),
    ...employees.map((e) => e.reportsTo).filter((x): x is string => Boolean(x)),
  ];
  const people = await refsByIds(db, ids);
  return rows.map((r) => {
    const employee = people.get(r.employeeId);
    const reviewer = r.reviewedBy ? people.get(r.reviewedBy) : undefined;
    const managerId = managerOf.get(r.employeeId);
    const manager = managerId ? people.get(managerId) : undefined;
    return {
      id: r.id,
      employee: employee
        ? {
            id: employee.id,
            firstName: employee.firstName,
            lastName: employee.lastName,
            title: employee.title,
          }
        : { id: r.employeeId, firstName: "", lastName: "", title: null },
      requestType: r.requestType as TimeOffType,
      startDate: r.startDate,
      endDate: r.endDate,
      workingDays: r.workingDays,
      halfDay: r.halfDay,
      notes: r.notes,
      status: r.status as TimeOffStatus,
      managerNotes: r.managerNotes,
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      reviewer: reviewer
        ? {
            id: reviewer.id,
            firstName: reviewer.firstName,
            lastName: reviewer.lastName,
            title: reviewer.title,
          }
        : null,
      createdAt: r.createdAt.toISOString(),
      manager: manager
        ? { firstName: manager.firstName, lastName: manager.lastName, email: manager.email }
        : null,
    };
  });
}

/** The Time Off page: own requests newest first, this year's and next year's balance, and what to review. */
export async function timeOffPage(db: Db, actor: Actor | null, now = new Date()): Promise<TimeOffPageDto> {
  const p = await portalActor(db, actor, PM.noProfileContactAdmin);
  const year = now.getUTCFullYear();
  const own = await db.select().from(T).where(eq(T.employeeId, p.profile.id)).orderBy(desc(T.createdAt));
  // Pending requests of everyone under the caller in the reporting tree; an administrator sees every pending request.
  // Never one's own: nobody approves their own time off.
  const reviewable = p.isAdmin
    ? await db
        .select()
        .from(T)
        .where(and(eq(T.status, "pending"), ne(T.employeeId, p.profile.id)))
        .orderBy(T.startDate)
        .limit(200)
    : await reportsUnder(db, p.profile.id).then((ids) =>
        ids.length === 0
          ? []
          : db
              .select()
              .from(T)
              .where(and(eq(T.status, "pending"), inArray(T.employeeId, ids)))
              .orderBy(T.startDate)
              .limit(200),
      );
  return {
    requests: await toDtos(db, own),
    balance: await balanceFor(db, p.profile.id, year),
    nextBalance: await balanceFor(db, p.profile.id, year + 1),
    toReview: await toDtos(db, reviewable),
    isAdmin: p.isAdmin,
  };
}

/**
 * A new request, pending until it is reviewed. Refused when the end is before the start, when
 * it covers no working day, when it overlaps one's own pending or approved request, and when it
 * needs more days than are left in a year's balance.
 */
export async function createTimeOff(
  db: Db,
  actor: Actor | null,
  input: TimeOffInput,
): Promise<TimeOffRequestDto> {
  const p = await portalActor(db, actor, PM.createRequestNoProfile);
  if (input.endDate < input.startDate) {
    throw badRequest(PEOPLE_MESSAGES.endBeforeStart, { endDate: PEOPLE_MESSAGES.endBeforeStart });
  }
  const holidays = await holidaysAt(db, p.profile.location, input.startDate, input.endDate);
  const byYear = workingDaysByYear(input.startDate, input.endDate, holidays, await companyWorkWeek(db));
  if (input.halfDay) for (const [y, d] of byYear) byYear.set(y, Math.min(d, 0.5));
  const total = [...byYear.values()].reduce((a, b) => a + b, 0);
  if (total === 0)
    throw badRequest(PEOPLE_MESSAGES.noWorkingDays, { endDate: PEOPLE_MESSAGES.noWorkingDays });
  if (total > MAX_DAYS_PER_REQUEST)
    throw badRequest(PEOPLE_MESSAGES.tooLong, { endDate: PEOPLE_MESSAGES.tooLong });
  const row = await db.transaction(async (tx) => {
    // One request at a time per portal: two quick submissions cannot both spend the last days.
    await lockPeople(tx);
    const overlapping = await tx
      .select({ id: T.id })
      .from(T)
      .where(
        and(
          eq(T.employeeId, p.profile.id),
          inArray(T.status, COUNTED),
          lte(T.startDate, input.endDate),
          gte(T.endDate, input.startDate),
        ),
      )
      .limit(1);
    if (overlapping.length) throw new HttpError(409, PEOPLE_MESSAGES.overlapping, { code: "overlapping" });
    for (const [year, days] of byYear) {
      const balance = await balanceFor(tx, p.profile.id, year);
      if (!balance.policySet) throw new HttpError(409, PEOPLE_MESSAGES.noPolicy(year), { code: "no_policy" });
      const left = balance.types.find((b) => b.requestType === input.requestType)!.available;
      if (days > left) {
        const message = PEOPLE_MESSAGES.balanceExceeded(days, left, year, input.requestType);
        throw new HttpError(409, message, { code: "balance_exceeded" });
      }
    }
    const [created] = await tx
      .insert(T)
      .values({
        employeeId: p.profile.id,
        requestType: input.requestType,
        startDate: input.startDate,
        endDate: input.endDate,
        workingDays: total,
        halfDay: input.halfDay,
        notes: input.notes ?? null,
        status: "pending",
      })
      .returning();
    return created!;
  });
  return (await toDtos(db, [row]))[0]!;
}

/**
 * Approve or reject (decision 025): a manager above the requester in the reporting tree or a
 * portal administrator, never the requester; only a pending request; with the manager's notes.
 */
export async function reviewTimeOff(
  db: Db,
  actor: Actor | null,
  id: string,
  input: { decision: "approved" | "rejected"; managerNotes?: string | null | undefined },
): Promise<TimeOffRequestDto> {
  const p = await portalActor(db, actor);
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.requestNotFound);
  const [found] = await db
    .select({ t: T, reportsTo: E.reportsTo })
    .from(T)
    .innerJoin(E, eq(E.id, T.employeeId))
    .where(eq(T.id, id))
    .limit(1);
  if (!found) throw notFound(PEOPLE_MESSAGES.requestNotFound);
  if (found.t.employeeId === p.profile.id) throw forbidden(PEOPLE_MESSAGES.reviewOwn);
  const chain = await managerChain(db, found.t.employeeId);
  if (!p.isAdmin && !chain.includes(p.profile.id)) throw forbidden(PEOPLE_MESSAGES.reviewNotAllowed);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(T)
      .set({
        status: input.decision,
        managerNotes: input.managerNotes ?? null,
        reviewedAt: new Date(),
        reviewedBy: p.profile.id,
      })
      .where(and(eq(T.id, id), eq(T.status, "pending")))
      .returning();
    if (!updated) throw new HttpError(409, PEOPLE_MESSAGES.alreadyReviewed, { code: "already_reviewed" });
    // Dates and days only: the type (sick leave) and the notes may be health information.
    await recordAudit(tx, p.actor, {
      action: input.decision === "approved" ? "time_off.approved" : "time_off.rejected",
      entityType: "employee",
      entityId: updated.employeeId,
      details: {
        requestId: updated.id,
        startDate: updated.startDate,
        endDate: updated.endDate,
        workingDays: updated.workingDays,
        asManager: chain.includes(p.profile.id),
      },
    });
    // Webhooks: the same health-safe facts as the audit (no type, no notes).
    await emitEvent(tx, "time_off.decided", {
      requestId: updated.id,
      employeeId: updated.employeeId,
      decision: input.decision,
      startDate: updated.startDate,
      endDate: updated.endDate,
      workingDays: updated.workingDays,
    });
    return updated;
  });
  return (await toDtos(db, [row]))[0]!;
}

/** The requester withdraws a request that nobody has reviewed yet. */
export async function cancelTimeOff(db: Db, actor: Actor | null, id: string): Promise<void> {
  const p = await portalActor(db, actor);
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.requestNotFound);
  const [row] = await db.select().from(T).where(eq(T.id, id)).limit(1);
  if (!row || row.employeeId !== p.profile.id) throw notFound(PEOPLE_MESSAGES.requestNotFound);
  const deleted = await db
    .delete(T)
    .where(and(eq(T.id, id), eq(T.status, "pending")))
    .returning({ id: T.id });
  if (deleted.length === 0) throw new HttpError(409, PEOPLE_MESSAGES.cancelOnlyPending);
}
