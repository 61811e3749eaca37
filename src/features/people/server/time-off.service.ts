import { and, desc, eq, gte, inArray, lte, ne } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, forbidden, HttpError, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { workingDaysByYear } from "../lib/working-days.ts";
import {
  ANNUAL_TIME_OFF_DAYS,
  PEOPLE_MESSAGES,
  PM,
  type TimeOffBalanceDto,
  type TimeOffInput,
  type TimeOffPageDto,
  type TimeOffRequestDto,
  type TimeOffStatus,
  type TimeOffType,
} from "../people.contract.ts";
import { lockPeople, portalActor } from "./access.ts";
import { employeeProfiles, timeOffRequests } from "./people.tables.ts";
import { refsByIds } from "./profiles.service.ts";

const T = timeOffRequests;
const E = employeeProfiles;
const COUNTED: TimeOffStatus[] = ["pending", "approved"];
/** One request may not run longer than this (a sabbatical is not a time-off request). */
const MAX_DAYS_PER_REQUEST = 60;

type RequestRow = typeof T.$inferSelect;

/**
 * The yearly balance: the allowance minus the working days of approved and pending requests that
 * fall in that year (a request across New Year counts in each year for its own days).
 */
export async function balanceFor(db: Db, employeeId: string, year: number): Promise<TimeOffBalanceDto> {
  const rows = await db
    .select({ startDate: T.startDate, endDate: T.endDate, status: T.status })
    .from(T)
    .where(
      and(
        eq(T.employeeId, employeeId),
        inArray(T.status, COUNTED),
        lte(T.startDate, `${year}-12-31`),
        gte(T.endDate, `${year}-01-01`),
      ),
    );
  let approved = 0;
  let pending = 0;
  for (const r of rows) {
    const days = workingDaysByYear(r.startDate, r.endDate).get(year) ?? 0;
    if (r.status === "approved") approved += days;
    else pending += days;
  }
  return {
    year,
    allowance: ANNUAL_TIME_OFF_DAYS,
    approved,
    pending,
    available: Math.max(0, ANNUAL_TIME_OFF_DAYS - approved - pending),
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
  // Pending requests of the caller's direct reports; an administrator sees every pending request.
  // Never one's own: nobody approves their own time off.
  const reviewable = p.isAdmin
    ? await db
        .select()
        .from(T)
        .where(and(eq(T.status, "pending"), ne(T.employeeId, p.profile.id)))
        .orderBy(T.startDate)
        .limit(200)
    : await db
        .select({ t: T })
        .from(T)
        .innerJoin(E, eq(E.id, T.employeeId))
        .where(and(eq(T.status, "pending"), eq(E.reportsTo, p.profile.id)))
        .orderBy(T.startDate)
        .limit(200)
        .then((rows) => rows.map((r) => r.t));
  return {
    requests: await toDtos(db, own),
    balance: await balanceFor(db, p.profile.id, year),
    nextBalance: await balanceFor(db, p.profile.id, year + 1),
    toReview: await toDtos(db, reviewable),
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
  const byYear = workingDaysByYear(input.startDate, input.endDate);
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
      if (days > balance.available) {
        const message = PEOPLE_MESSAGES.balanceExceeded(days, balance.available, year);
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
        notes: input.notes ?? null,
        status: "pending",
      })
      .returning();
    return created!;
  });
  return (await toDtos(db, [row]))[0]!;
}

/**
 * Approve or reject (decision 025): the requester's manager (reports_to) or a portal
 * administrator, never the requester; only a pending request; with the manager's notes.
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
  if (!p.isAdmin && found.reportsTo !== p.profile.id) throw forbidden(PEOPLE_MESSAGES.reviewNotAllowed);
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
        asManager: found.reportsTo === p.profile.id,
      },
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
