import { asc, desc, eq } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  TREND_MESSAGES as M,
  type TrafficSegment,
  type TrendDirection,
  type TrendDto,
  type TrendInput,
} from "../analytics.contract.ts";
import { industryTrends } from "./analytics.tables.ts";

type TrendRow = typeof industryTrends.$inferSelect;

const toDto = (r: TrendRow): TrendDto => ({
  id: r.id,
  // Written only from trendSchema and the seed, both within TRAFFIC_SEGMENTS.
  segment: r.segment as TrafficSegment,
  title: r.trendName,
  description: r.description,
  direction: r.direction as TrendDirection,
  sourceUrl: r.sourceUrl,
  active: r.isActive,
  demo: r.demo,
});

const columns = (input: TrendInput) => ({
  segment: input.segment,
  trendName: input.title,
  description: input.description,
  direction: input.direction,
  sourceUrl: input.sourceUrl,
  isActive: input.active,
});

/** Every trend, active ones first, by segment: the Trends tab shows the active, staff edit all. */
export async function listTrends(db: Db, actor: Actor): Promise<TrendDto[]> {
  assertRole(actor, "employee");
  const rows = await db
    .select()
    .from(industryTrends)
    .orderBy(desc(industryTrends.isActive), asc(industryTrends.segment), asc(industryTrends.id));
  return rows.map(toDto);
}

export async function createTrend(db: Db, actor: Actor, input: TrendInput): Promise<TrendDto> {
  assertRole(actor, "employee");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(industryTrends)
      .values({ ...columns(input), createdBy: actor.user.id })
      .returning();
    if (!row) throw new Error("trend insert returned nothing");
    await recordAudit(tx, actor, {
      action: "industry-trend.create",
      entityType: "industry_trend",
      entityId: String(row.id),
      details: { ...input },
    });
    return toDto(row);
  });
}

/** Saves a trend; a demo trend that staff edit becomes theirs (no longer labelled demo data). */
export async function updateTrend(db: Db, actor: Actor, id: number, input: TrendInput): Promise<TrendDto> {
  assertRole(actor, "employee");
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(industryTrends).where(eq(industryTrends.id, id));
    if (!before) throw notFound(M.notFound);
    const [row] = await tx
      .update(industryTrends)
      .set({ ...columns(input), demo: false, updatedAt: new Date() })
      .where(eq(industryTrends.id, id))
      .returning();
    if (!row) throw notFound(M.notFound);
    await recordAudit(tx, actor, {
      action: "industry-trend.update",
      entityType: "industry_trend",
      entityId: String(id),
      details: { before: toDto(before), after: { ...input } },
    });
    return toDto(row);
  });
}
