import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import type { SpeedReportDto, SpeedRowDto } from "../revenue.contract.ts";
import { leads } from "./crm.tables.ts";
import { assertStaff } from "./crm-common.ts";
import { readSettings } from "./routing.service.ts";

/**
 * Speed-to-lead: the first staff action on a lead (a logged note, call, email or meeting, a status
 * change, a conversion) is recorded once, in that action's transaction.
 */
export async function markFirstResponse(
  tx: Db,
  leadId: string,
  actor: Actor,
  at = new Date(),
): Promise<void> {
  await tx
    .update(leads)
    .set({ firstResponseAt: at, firstResponseBy: actor.user.id })
    .where(and(eq(leads.id, leadId), isNull(leads.firstResponseAt)));
}

/** The thresholds at which a waiting lead turns amber and red (admins set them). */
export async function waitThresholds(db: Db, actor: Actor) {
  assertStaff(actor);
  const s = await readSettings(db);
  return { waitAmberMinutes: s.waitAmberMinutes, waitRedMinutes: s.waitRedMinutes };
}

const minutes = sql`extract(epoch from (${leads.firstResponseAt} - ${leads.createdAt})) / 60`;
const figures = {
  leads: sql<number>`count(*)::int`,
  answered: sql<number>`count(${leads.firstResponseAt})::int`,
  median: sql<number | null>`percentile_cont(0.5) within group (order by ${minutes})`,
  p90: sql<number | null>`percentile_cont(0.9) within group (order by ${minutes})`,
};

const rowOf = (
  key: string,
  label: string,
  r: { leads: number; answered: number; median: unknown; p90: unknown },
) => ({
  key,
  label,
  leads: Number(r.leads),
  answered: Number(r.answered),
  waiting: Number(r.leads) - Number(r.answered),
  medianMinutes: r.median === null ? null : Math.round(Number(r.median) * 10) / 10,
  p90Minutes: r.p90 === null ? null : Math.round(Number(r.p90) * 10) / 10,
});

/**
 * Median and 90th-percentile minutes from capture to the first staff action, over the leads
 * captured in the last `days` days: overall, per owner and per week (Monday, UTC). Leads still
 * waiting count in `waiting`, not in the percentiles.
 */
export async function speedToLeadReport(
  db: Db,
  actor: Actor,
  days: number,
  now = new Date(),
): Promise<SpeedReportDto> {
  assertStaff(actor);
  const from = new Date(now.getTime() - days * 86_400_000);
  const inRange = gte(leads.createdAt, from);
  const week = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [overall, owners, weeks, thresholds] = await Promise.all([
    db.select(figures).from(leads).where(inRange),
    db
      .select({ ownerId: leads.ownerId, name: user.name, email: user.email, ...figures })
      .from(leads)
      .leftJoin(user, eq(user.id, leads.ownerId))
      .where(inRange)
      .groupBy(leads.ownerId, user.name, user.email),
    db
      .select({ week, ...figures })
      .from(leads)
      .where(inRange)
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`),
    waitThresholds(db, actor),
  ]);
  const byOwner: SpeedRowDto[] = owners
    .map((r) =>
      rowOf(r.ownerId ?? "none", r.ownerId ? r.name || r.email || "Former colleague" : "Unassigned", r),
    )
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
  return {
    days,
    from: from.toISOString(),
    overall: rowOf("all", "All leads", overall[0] ?? { leads: 0, answered: 0, median: null, p90: null }),
    byOwner,
    byWeek: weeks.map((r) => rowOf(r.week, `Week of ${r.week}`, r)),
    thresholds,
  };
}
