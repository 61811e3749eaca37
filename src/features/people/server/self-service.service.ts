import { asc, avg, count, eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { type HandbookSectionDto, type MetricsDto, PM } from "../people.contract.ts";
import { type ProfileRow, portalActor } from "./access.ts";
import { employeeReviews, handbookSections } from "./people.tables.ts";
import { remoteCounts } from "./remote-days.service.ts";
import { balanceFor } from "./time-off.service.ts";

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
export async function metricsFor(
  db: Db,
  employee: Pick<ProfileRow, "id" | "location">,
  now = new Date(),
): Promise<MetricsDto> {
  const year = now.getUTCFullYear();
  const [reviews] = await db
    .select({ avg: avg(employeeReviews.rating), n: count() })
    .from(employeeReviews)
    .where(eq(employeeReviews.employeeId, employee.id));
  const remote = await remoteCounts(db, employee, now);
  const n = reviews?.n ?? 0;
  return {
    rating: n > 0 ? Math.round(Number(reviews?.avg ?? 0) * 10) / 10 : null,
    reviewCount: n,
    balance: await balanceFor(db, employee.id, year),
    remoteDaysThisMonth: remote.month,
    remoteDaysThisYear: remote.year,
  };
}

export async function myMetrics(db: Db, actor: Actor | null, now = new Date()): Promise<MetricsDto> {
  const p = await portalActor(db, actor, PM.metricsLoadFailed);
  return metricsFor(db, p.profile, now);
}
