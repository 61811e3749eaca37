import { and, eq, gte, lte } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, HttpError, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { todayIso } from "../lib/working-days.ts";
import { PEOPLE_MESSAGES, type RemoteDayDto, type RemoteDayInput } from "../people.contract.ts";
import { type ProfileRow, portalActor } from "./access.ts";
import { remoteWorkDays, timeOffRequests } from "./people.tables.ts";
import { daysFor } from "./schedule.service.ts";

const R = remoteWorkDays;

/** The first day a remote day may be recorded for: January 1 of last year. */
const earliestYear = (now: Date) => now.getUTCFullYear() - 1;

/** The employee records a day they worked remotely: today or earlier, not a day of approved leave. */
export async function recordRemoteDay(
  db: Db,
  actor: Actor | null,
  input: RemoteDayInput,
  now = new Date(),
): Promise<RemoteDayDto> {
  const p = await portalActor(db, actor);
  if (input.date > todayIso(now))
    throw badRequest(PEOPLE_MESSAGES.remoteFuture, { date: PEOPLE_MESSAGES.remoteFuture });
  const earliest = earliestYear(now);
  if (input.date < `${earliest}-01-01`) {
    const message = PEOPLE_MESSAGES.remoteTooOld(earliest);
    throw badRequest(message, { date: message });
  }
  const [leave] = await db
    .select({ id: timeOffRequests.id, halfDay: timeOffRequests.halfDay })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.employeeId, p.profile.id),
        eq(timeOffRequests.status, "approved"),
        eq(timeOffRequests.halfDay, false),
        lte(timeOffRequests.startDate, input.date),
        gte(timeOffRequests.endDate, input.date),
      ),
    )
    .limit(1);
  if (leave)
    throw new HttpError(409, PEOPLE_MESSAGES.remoteOnLeave, {
      fields: { date: PEOPLE_MESSAGES.remoteOnLeave },
    });
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(R)
      .values({ employeeId: p.profile.id, date: input.date, note: input.note ?? null })
      .onConflictDoNothing()
      .returning();
    if (!created)
      throw new HttpError(409, PEOPLE_MESSAGES.remoteExists, {
        fields: { date: PEOPLE_MESSAGES.remoteExists },
      });
    await recordAudit(tx, p.actor, {
      action: "remote_day.recorded",
      entityType: "employee",
      entityId: p.profile.id,
      details: { date: input.date },
    });
    return created;
  });
  return { id: row.id, date: row.date, note: row.note };
}

/** The employee removes one of their own recorded remote days. */
export async function removeRemoteDay(db: Db, actor: Actor | null, id: string): Promise<void> {
  const p = await portalActor(db, actor);
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.remoteNotFound);
  const [row] = await db.select().from(R).where(eq(R.id, id)).limit(1);
  // Another employee's day is not found: nobody learns what others recorded.
  if (!row || row.employeeId !== p.profile.id) throw notFound(PEOPLE_MESSAGES.remoteNotFound);
  await db.transaction(async (tx) => {
    await tx.delete(R).where(eq(R.id, id));
    await recordAudit(tx, p.actor, {
      action: "remote_day.removed",
      entityType: "employee",
      entityId: p.profile.id,
      details: { date: row.date },
    });
  });
}

/**
 * Remote days this month and this year, up to today: the days recorded as remote and the days the
 * schedule marks remote (not leave, holidays or days off), each day counted once.
 */
export async function remoteCounts(
  db: Db,
  employee: Pick<ProfileRow, "id" | "location">,
  now = new Date(),
): Promise<{ month: number; year: number }> {
  const today = todayIso(now);
  const year = now.getUTCFullYear();
  const [recorded, days] = await Promise.all([
    db
      .select({ date: R.date })
      .from(R)
      .where(and(eq(R.employeeId, employee.id), gte(R.date, `${year}-01-01`), lte(R.date, `${year}-12-31`))),
    daysFor(db, employee, `${year}-01-01`, today),
  ]);
  const remote = new Set(recorded.map((r) => r.date));
  for (const d of days) if (d.kind === "work" && d.remote) remote.add(d.date);
  let month = 0;
  for (const date of remote) if (date.slice(0, 7) === today.slice(0, 7)) month++;
  return { month, year: remote.size };
}
