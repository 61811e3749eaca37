import { and, asc, avg, count, desc, eq, gte, lt, lte } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { todayIso } from "../lib/working-days.ts";
import {
  DASHBOARD_SCHEDULE_ENTRIES,
  type HandbookSectionDto,
  type MetricsDto,
  PM,
  type ScheduleEntryDto,
} from "../people.contract.ts";
import { portalActor } from "./access.ts";
import { employeeReviews, handbookSections, remoteWorkDays, schedules } from "./people.tables.ts";
import { balanceFor } from "./time-off.service.ts";

const S = schedules;

function toEntry(r: typeof S.$inferSelect): ScheduleEntryDto {
  return {
    id: r.id,
    date: r.date,
    startTime: r.startTime.slice(0, 5),
    endTime: r.endTime.slice(0, 5),
    note: r.note,
  };
}

/** My Schedule: upcoming entries first (soonest first), then the past ones (latest first). */
export async function mySchedule(
  db: Db,
  actor: Actor | null,
  now = new Date(),
): Promise<{ upcoming: ScheduleEntryDto[]; past: ScheduleEntryDto[] }> {
  const p = await portalActor(db, actor, PM.scheduleLoadFailed);
  const today = todayIso(now);
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(S)
      .where(and(eq(S.employeeId, p.profile.id), gte(S.date, today)))
      .orderBy(asc(S.date), asc(S.startTime))
      .limit(500),
    db
      .select()
      .from(S)
      .where(and(eq(S.employeeId, p.profile.id), lt(S.date, today)))
      .orderBy(desc(S.date), desc(S.startTime))
      .limit(100),
  ]);
  return { upcoming: upcoming.map(toEntry), past: past.map(toEntry) };
}

/** The dashboard's next three entries from today. */
export async function upcomingSchedule(
  db: Db,
  employeeId: string,
  now = new Date(),
): Promise<ScheduleEntryDto[]> {
  const rows = await db
    .select()
    .from(S)
    .where(and(eq(S.employeeId, employeeId), gte(S.date, todayIso(now))))
    .orderBy(asc(S.date), asc(S.startTime))
    .limit(DASHBOARD_SCHEDULE_ENTRIES);
  return rows.map(toEntry);
}

/** Handbook sections in reading order (needs a session and the employee role). */
export async function handbook(db: Db, actor: Actor | null): Promise<HandbookSectionDto[]> {
  await portalActor(db, actor, PM.handbookLoadFailed);
  const rows = await db
    .select()
    .from(handbookSections)
    .orderBy(asc(handbookSections.position), asc(handbookSections.createdAt));
  return rows.map((r) => ({ id: r.id, title: r.title, content: r.content, category: r.category }));
}

/** The dashboard's metrics cards for one employee. */
export async function metricsFor(db: Db, employeeId: string, now = new Date()): Promise<MetricsDto> {
  const year = now.getUTCFullYear();
  const monthStart = todayIso(new Date(Date.UTC(year, now.getUTCMonth(), 1)));
  const monthEnd = todayIso(new Date(Date.UTC(year, now.getUTCMonth() + 1, 0)));
  const [reviews] = await db
    .select({ avg: avg(employeeReviews.rating), n: count() })
    .from(employeeReviews)
    .where(eq(employeeReviews.employeeId, employeeId));
  const remote = (from: string, to: string) =>
    db
      .select({ n: count() })
      .from(remoteWorkDays)
      .where(
        and(
          eq(remoteWorkDays.employeeId, employeeId),
          gte(remoteWorkDays.date, from),
          lte(remoteWorkDays.date, to),
        ),
      )
      .then((r) => r[0]?.n ?? 0);
  const n = reviews?.n ?? 0;
  return {
    rating: n > 0 ? Math.round(Number(reviews?.avg ?? 0) * 10) / 10 : null,
    reviewCount: n,
    balance: await balanceFor(db, employeeId, year),
    remoteDaysThisMonth: await remote(monthStart, monthEnd),
    remoteDaysThisYear: await remote(`${year}-01-01`, `${year}-12-31`),
  };
}

export async function myMetrics(db: Db, actor: Actor | null, now = new Date()): Promise<MetricsDto> {
  const p = await portalActor(db, actor, PM.metricsLoadFailed);
  return metricsFor(db, p.profile.id, now);
}
