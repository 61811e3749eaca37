import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  LEAD_STATUSES,
  type LeadActivityRowDto,
  type LeadAnalyticsDto,
  type LeadDetailDto,
  type LeadHistoryDto,
  type LeadListQuery,
  type LeadRowDto,
  type LeadStatus,
  CRM_MESSAGES as M,
  type Page,
  SCORE_BANDS,
  sourceLabel,
} from "../crm.contract.ts";
import { ENGAGEMENT_BANDS } from "../revenue.contract.ts";
import { leadAttribution, visitTimeline } from "./attribution.service.ts";
import { leadActivities, leadStats, leadStatsDeltas, leads } from "./crm.tables.ts";
import { assertStaff, iso, requireUuid, staffName } from "./crm-common.ts";
import { recomputeEngagement } from "./engagement.service.ts";
import { ensureLeadScores } from "./lead-scoring.ts";
import { compactLeadStats, leadStatsBacklog } from "./lead-stats.ts";
import { toTimelineEntry } from "./lead-timeline.ts";
import { prefixQuery, searchVector } from "./search-vector.ts";
import { markFirstResponse } from "./speed.service.ts";

export const leadRowColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  company: leads.company,
  source: leads.source,
  segment: leads.segment,
  status: leads.status,
  leadScore: leads.leadScore,
  leadScoreReasons: leads.leadScoreReasons,
  engagementScore: leads.engagementScore,
  engagementReasons: leads.engagementReasons,
  ownerId: leads.ownerId,
  firstResponseAt: leads.firstResponseAt,
  lastActivityAt: leads.lastActivityAt,
  createdAt: leads.createdAt,
};

type LeadRow = { [K in keyof typeof leadRowColumns]: (typeof leads.$inferSelect)[K] };

/**
 * A lead as the lists and pages show it. Field by field, not a spread: callers pass whole rows
 * too, whose internal columns (the dedupe key, match keys, source row) stay on the server.
 */
export const toLeadRow = (r: LeadRow, ownerName: string | null = null): LeadRowDto => ({
  id: r.id,
  name: r.name,
  email: r.email,
  company: r.company,
  source: r.source,
  segment: r.segment,
  // The column holds only LEAD_STATUSES: captures write "new", the services the others.
  status: r.status as LeadStatus,
  leadScore: r.leadScore,
  leadScoreReasons: r.leadScoreReasons,
  engagementScore: r.engagementScore,
  engagementReasons: r.engagementReasons,
  ownerId: r.ownerId,
  ownerName,
  firstResponseAt: iso(r.firstResponseAt),
  lastActivityAt: r.lastActivityAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** The owners' names of some leads, by owner id. */
async function ownerNames(db: Db, ownerIds: (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(ownerIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, ids));
  return new Map(rows.map((r) => [r.id, r.name || r.email]));
}

export const leadSearchVector = searchVector([leads.name, leads.email, leads.company], [leads.email]);

/**
 * The lead inbox: every lead, filtered by source, segment, status and score band on the server,
 * sorted and paged (never all rows), with the total for the pager.
 */
export async function listLeads(db: Db, actor: Actor, query: LeadListQuery): Promise<Page<LeadRowDto>> {
  assertStaff(actor);
  await ensureLeadScores(db);
  const band = query.band ? SCORE_BANDS.find((b) => b.value === query.band)! : undefined;
  const warmth = query.engagement ? ENGAGEMENT_BANDS.find((b) => b.value === query.engagement)! : undefined;
  const tsQuery = query.q ? prefixQuery(query.q) : null;
  const where = and(
    // Merged leads live on in the lead they were merged into.
    isNull(leads.mergedIntoId),
    query.source ? eq(leads.source, query.source) : undefined,
    query.segment ? eq(leads.segment, query.segment) : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    band ? and(gte(leads.leadScore, band.min), lte(leads.leadScore, band.max)) : undefined,
    warmth ? and(gte(leads.engagementScore, warmth.min), lte(leads.engagementScore, warmth.max)) : undefined,
    query.owner === "me"
      ? eq(leads.ownerId, actor.user.id)
      : query.owner === "none"
        ? isNull(leads.ownerId)
        : query.owner
          ? eq(leads.ownerId, query.owner)
          : undefined,
    tsQuery ? sql`${leadSearchVector} @@ to_tsquery('simple', ${tsQuery})` : undefined,
  );
  const dir = query.dir === "asc" ? asc : desc;
  const order: SQL[] = {
    created: [dir(leads.createdAt)],
    activity: [dir(leads.lastActivityAt)],
    score: [dir(leads.leadScore), desc(leads.createdAt)],
    engagement: [dir(leads.engagementScore), desc(leads.createdAt)],
    name: [sql`lower(${leads.name}) ${sql.raw(query.dir === "asc" ? "asc" : "desc")} nulls last`],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select(leadRowColumns)
      .from(leads)
      .where(where)
      .orderBy(...order, asc(leads.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  const names = await ownerNames(
    db,
    rows.map((r) => r.ownerId),
  );
  return {
    rows: rows.map((r) => toLeadRow(r, r.ownerId ? (names.get(r.ownerId) ?? null) : null)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function timelineOf(db: Db, leadId: string) {
  const rows = await db
    .select()
    .from(leadActivities)
    .where(eq(leadActivities.leadId, leadId))
    .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id));
  return rows.map(toTimelineEntry);
}

/** One lead with every capture and activity as its timeline, newest first. */
export async function getLeadDetail(db: Db, actor: Actor, id: string): Promise<LeadDetailDto> {
  assertStaff(actor);
  requireUuid(id, M.invalidLeadId);
  await ensureLeadScores(db);
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!row) throw notFound(M.leadNotFound);
  const [activities, visits, attribution] = await Promise.all([
    timelineOf(db, id),
    visitTimeline(db, id),
    leadAttribution(db, id),
  ]);
  const names = await ownerNames(db, [row.ownerId]);
  return {
    ...toLeadRow(row, row.ownerId ? (names.get(row.ownerId) ?? null) : null),
    phone: row.phone,
    captureScore: row.score,
    captureScoreReasons: row.scoreReasons,
    convertedAt: iso(row.convertedAt),
    convertedContactId: row.convertedContactId,
    convertedCompanyId: row.convertedCompanyId,
    convertedDealId: row.convertedDealId,
    attribution,
    // Captures and activities with the pages of the linked visits, newest first.
    timeline: [...activities, ...visits].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}

/** A lead's history as the deal, contact and company pages show it after Convert. */
export async function leadHistory(db: Db, leadId: string | null): Promise<LeadHistoryDto | null> {
  if (!leadId) return null;
  const [row] = await db.select(leadRowColumns).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!row) return null;
  return { lead: toLeadRow(row), timeline: await timelineOf(db, leadId) };
}

export async function leadHistories(db: Db, leadIds: string[]): Promise<LeadHistoryDto[]> {
  const ids = [...new Set(leadIds)].slice(0, 20);
  const out: LeadHistoryDto[] = [];
  for (const id of ids) {
    const h = await leadHistory(db, id);
    if (h) out.push(h);
  }
  return out;
}

/** Staff set a lead's status (converted only comes from Convert); the change is logged twice over. */
export async function setLeadStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: LeadStatus,
): Promise<LeadRowDto> {
  assertStaff(actor);
  requireUuid(id, M.invalidLeadId);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!before) throw notFound(M.leadNotFound);
    if (before.status === "converted") throw badRequest(M.leadAlreadyConverted);
    const [row] = await tx
      .update(leads)
      .set({ status, updatedAt: new Date(), lastActivityAt: new Date() })
      .where(eq(leads.id, id))
      .returning(leadRowColumns);
    if (before.status !== status) {
      await markFirstResponse(tx, id, actor);
      await tx.insert(leadActivities).values({
        leadId: id,
        type: "status_change",
        source: "crm",
        description: `Status changed from ${before.status} to ${status}`,
        performedBy: actor.user.id,
        performedByName: staffName(actor),
      });
      await recordAudit(tx, actor, {
        action: "lead.status_changed",
        entityType: "lead",
        entityId: id,
        details: { status: { from: before.status, to: status } },
      });
    }
    return toLeadRow(row!);
  });
}

/** An email, call, meeting, reply (from the lead) or other activity a colleague logs on a lead. */
export async function logLeadActivity(
  db: Db,
  actor: Actor,
  id: string,
  input: { type: string; description: string },
): Promise<LeadActivityRowDto> {
  assertStaff(actor);
  requireUuid(id, M.invalidLeadId);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id, name: leads.name }).from(leads).where(eq(leads.id, id));
    if (!lead) throw notFound(M.leadNotFound);
    const [row] = await tx
      .insert(leadActivities)
      .values({
        leadId: id,
        type: input.type,
        source: "crm",
        description: input.description,
        performedBy: actor.user.id,
        performedByName: staffName(actor),
      })
      .returning();
    await tx.update(leads).set({ lastActivityAt: new Date() }).where(eq(leads.id, id));
    // A reply is the lead's move, not a staff answer: it feeds engagement, not speed-to-lead.
    if (input.type === "reply") await recomputeEngagement(tx, [id]);
    else await markFirstResponse(tx, id, actor);
    await recordAudit(tx, actor, {
      action: "lead.activity_logged",
      entityType: "lead",
      entityId: id,
      details: { type: input.type },
    });
    return {
      id: row!.id,
      leadId: id,
      leadName: lead.name,
      type: row!.type,
      source: row!.source,
      description: row!.description,
      performedBy: row!.performedByName,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}

/** The Activities tab: every lead's activities, newest first, paged. */
export async function listAllLeadActivities(
  db: Db,
  actor: Actor,
  query: { page: number; pageSize: number },
): Promise<Page<LeadActivityRowDto>> {
  assertStaff(actor);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: leadActivities.id,
        leadId: leadActivities.leadId,
        leadName: leads.name,
        type: leadActivities.type,
        source: leadActivities.source,
        description: leadActivities.description,
        performedBy: leadActivities.performedByName,
        createdAt: leadActivities.createdAt,
      })
      .from(leadActivities)
      .innerJoin(leads, eq(leads.id, leadActivities.leadId))
      .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(leadActivities),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      description: r.description ?? (r.type === "capture" ? `Captured by ${sourceLabel(r.source)}` : null),
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const WEEKS = 12;

/**
 * Lead analytics: qualification rate = qualified / all leads; conversion rate = converted /
 * qualified. A converted lead was qualified on its way, so "qualified" counts the
 * leads with status qualified or converted; read as the bare status, converting a lead would push
 * the conversion rate above 100% (docs/decisions/023). Score distribution in the SCORE_BANDS
 * buckets; leads by source and segment, overall and per week for 12 weeks.
 */
export async function leadAnalytics(db: Db, actor: Actor, now = new Date()): Promise<LeadAnalyticsDto> {
  assertStaff(actor);
  await ensureLeadScores(db);
  // The counts come from the rollup the database keeps for every write of a lead (lead_stats and
  // its not yet folded deltas, decision 052): a few thousand groups instead of a pass over every
  // lead. Weeks are UTC Mondays; the 12 shown are picked below.
  type Group = {
    status: string;
    band: string;
    source: string;
    segment: string;
    week: string;
    n: number;
  };
  if (await leadStatsBacklog(db)) await compactLeadStats(db);
  const result = await db.execute(sql`
      select status, band, source, segment, to_char(week, 'YYYY-MM-DD') as week, sum(n)::int as n
      from (
        select status, band, source, segment, week, n from ${leadStats}
        union all
        select status, band, source, segment, week, n from ${leadStatsDeltas}
      ) g
      group by 1, 2, 3, 4, 5
      having sum(n) <> 0`);
  const groups = (result as unknown as { rows: Group[] }).rows;
  const weekRows = groups;
  const countBy = <K extends "status" | "band" | "source" | "segment">(key: K) => {
    const sums = new Map<string, number>();
    for (const g of groups) sums.set(g[key], (sums.get(g[key]) ?? 0) + g.n);
    return [...sums].sort((x, y) => y[1] - x[1]);
  };
  const statusRows = countBy("status").map(([status, n]) => ({ status, n }));
  const bandRows = countBy("band").map(([band, n]) => ({ band, n }));
  const sourceRows = countBy("source").map(([source, n]) => ({ source, n }));
  const segmentRows = countBy("segment").map(([segment, n]) => ({ segment, n }));
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  let total = 0;
  for (const r of statusRows) {
    total += r.n;
    if (r.status in byStatus) byStatus[r.status as LeadStatus] = r.n;
  }
  const weeks = new Map<string, LeadAnalyticsDto["overTime"][number]>();
  for (let i = WEEKS - 1; i >= 0; i--) {
    const d = new Date(now.getTime() - i * 7 * 86_400_000);
    const monday = new Date(
      Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)),
    );
    const key = monday.toISOString().slice(0, 10);
    weeks.set(key, { week: key, total: 0, bySource: {}, bySegment: {} });
  }
  for (const r of weekRows) {
    const w = weeks.get(r.week);
    if (!w) continue;
    w.total += r.n;
    w.bySource[r.source] = (w.bySource[r.source] ?? 0) + r.n;
    w.bySegment[r.segment] = (w.bySegment[r.segment] ?? 0) + r.n;
  }
  return {
    total,
    byStatus,
    qualificationRate: total ? (byStatus.qualified + byStatus.converted) / total : 0,
    conversionRate:
      byStatus.qualified + byStatus.converted
        ? byStatus.converted / (byStatus.qualified + byStatus.converted)
        : 0,
    scoreDistribution: SCORE_BANDS.map((b) => ({
      band: b.value,
      label: b.label,
      count: bandRows.find((r) => r.band === b.value)?.n ?? 0,
    })),
    bySource: sourceRows.map((r) => ({ source: r.source, label: sourceLabel(r.source), count: r.n })),
    bySegment: segmentRows.map((r) => ({ segment: r.segment, count: r.n })),
    overTime: [...weeks.values()],
  };
}
