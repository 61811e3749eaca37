import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { emitEvent } from "#src/platform/events/events.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  adjacentStage,
  DEAL_STAGES,
  type DealAnalyticsDto,
  type DealCardDto,
  type DealCreateInput,
  type DealStage,
  type DealUpdateInput,
  CRM_MESSAGES as M,
  type Page,
  PIPELINE_COLUMN_LIMIT,
  type PipelineColumnDto,
  type PipelineDto,
  STAGE_LABELS,
  VALUE_BUCKETS,
  WIN_CHART_DEALS,
  WIN_CHART_NAME_CHARS,
} from "../crm.contract.ts";
import { truncateName } from "../lib/format.ts";
import {
  companies,
  contacts,
  crmDocuments,
  crmNotes,
  crmTasks,
  dealActivities,
  dealAnalytics,
  deals,
  dealTeam,
} from "./crm.tables.ts";
import { assertStaff, changedFields, requireUuid, staffName } from "./crm-common.ts";
import { dealCardsPage, dealCardsWhere } from "./crm-queries.ts";
import { refreshDealAnalytics } from "./deal-intelligence.ts";

const money = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

async function columnDeals(
  db: Db,
  stage: DealStage,
  offset: number,
): Promise<{ deals: DealCardDto[]; nextOffset: number | null }> {
  const rows = await dealCardsPage(db, {
    where: eq(deals.stage, stage),
    order: [desc(deals.createdAt)],
    limit: PIPELINE_COLUMN_LIMIT + 1,
    offset,
  });
  const more = rows.length > PIPELINE_COLUMN_LIMIT;
  return {
    deals: rows.slice(0, PIPELINE_COLUMN_LIMIT),
    nextOffset: more ? offset + PIPELINE_COLUMN_LIMIT : null,
  };
}

/**
 * The Deal Pipeline: per stage its deal count and total value (aggregated in the database) and
 * the newest deals (a column loads more on request), plus Total Value and Won Value.
 */
export async function getPipeline(db: Db, actor: Actor): Promise<PipelineDto> {
  assertStaff(actor);
  const totals = await db
    .select({
      stage: deals.stage,
      n: count(),
      total: sql<string>`coalesce(sum(${deals.value}), 0)`,
      samples: sql<number>`count(*) filter (where ${deals.isSample})::int`,
    })
    .from(deals)
    .groupBy(deals.stage);
  const columns: PipelineColumnDto[] = [];
  for (const stage of DEAL_STAGES) {
    const t = totals.find((r) => r.stage === stage);
    const page = t && t.n > 0 ? await columnDeals(db, stage, 0) : { deals: [], nextOffset: null };
    columns.push({ stage, count: t?.n ?? 0, total: money(t?.total), ...page });
  }
  return {
    columns,
    totalValue: totals.reduce((s, r) => s + money(r.total), 0),
    wonValue: money(totals.find((r) => r.stage === "won")?.total),
    dealCount: totals.reduce((s, r) => s + r.n, 0),
    sampleCount: totals.reduce((s, r) => s + r.samples, 0),
  };
}

export async function getPipelineColumn(db: Db, actor: Actor, stage: DealStage, offset: number) {
  assertStaff(actor);
  return columnDeals(db, stage, offset);
}

/** The list view: Deal Name, Stage, Value, Company, Expected Close, Probability; paged. */
export async function listDeals(
  db: Db,
  actor: Actor,
  query: {
    page: number;
    pageSize: number;
    stage?: DealStage | undefined;
    sort: "created" | "name" | "value" | "close" | "stage";
    dir: "asc" | "desc";
  },
): Promise<Page<DealCardDto>> {
  assertStaff(actor);
  const where = query.stage ? eq(deals.stage, query.stage) : undefined;
  const d = sql.raw(query.dir === "asc" ? "asc" : "desc");
  const order: SQL[] = {
    created: [sql`${deals.createdAt} ${d}`],
    name: [sql`lower(${deals.name}) ${d}`],
    value: [sql`${deals.value} ${d} nulls last`],
    close: [sql`${deals.expectedCloseDate} ${d} nulls last`],
    stage: [
      sql`array_position(array[${sql.join(
        DEAL_STAGES.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[], ${deals.stage}) ${d}`,
      desc(deals.createdAt),
    ],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    dealCardsPage(db, { where, order, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    db.select({ n: count() }).from(deals).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The contact must be one of the chosen company's (the form's rule, held on the server too). */
async function checkCompanyAndContact(db: Db, companyId: string | null, contactId: string | null) {
  if (companyId) {
    const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!c) throw badRequest(M.selectCompany, { companyId: M.selectCompany });
  }
  if (contactId) {
    const [c] = await db
      .select({ companyId: contacts.companyId })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    if (!c) throw badRequest(M.contactNotFound, { contactId: M.contactNotFound });
    if (companyId && c.companyId !== companyId)
      throw badRequest(M.contactNotInCompany, { contactId: M.contactNotInCompany });
  }
}

/** Where a converted lead came from (its capture point and first touch), kept on its deal. */
export type DealAttribution = {
  leadSource: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

export async function insertDeal(
  tx: Db,
  actor: Actor,
  input: DealCreateInput & { leadId?: string | null; attribution?: DealAttribution; ownerId?: string },
  activity: { type: string; description: string },
): Promise<string> {
  const [row] = await tx
    .insert(deals)
    .values({
      ...input.attribution,
      name: input.name,
      value: input.value,
      stage: input.stage,
      priority: input.priority,
      companyId: input.companyId,
      contactId: input.contactId,
      leadId: input.leadId ?? null,
      expectedCloseDate: input.expectedCloseDate,
      notes: input.notes,
      ownerId: input.ownerId ?? actor.user.id,
    })
    .returning({ id: deals.id });
  const id = row!.id;
  await tx.insert(dealActivities).values({
    dealId: id,
    type: activity.type,
    description: activity.description,
    authorId: actor.user.id,
    authorName: staffName(actor),
  });
  await refreshDealAnalytics(tx, id);
  await emitEvent(tx, "deal.created", {
    dealId: id,
    name: input.name,
    stage: input.stage,
    value: input.value ?? null,
    companyId: input.companyId,
    contactId: input.contactId ?? null,
    leadId: input.leadId ?? null,
  });
  return id;
}

/** New Deal: a company is required; value, contact and close date may be empty. */
export async function createDeal(db: Db, actor: Actor, input: DealCreateInput): Promise<DealCardDto> {
  assertStaff(actor);
  return db.transaction(async (tx) => {
    await checkCompanyAndContact(tx, input.companyId, input.contactId ?? null);
    const id = await insertDeal(tx, actor, input, {
      type: "created",
      description: `Deal created in ${STAGE_LABELS[input.stage]}`,
    });
    await recordAudit(tx, actor, {
      action: "deal.created",
      entityType: "deal",
      entityId: id,
      details: { name: input.name, stage: input.stage, value: input.value },
    });
    return (await dealCardsWhere(tx, eq(deals.id, id), 1))[0]!;
  });
}

/** The detail page's edit form: any stage may be chosen; a stage change is recorded like a move. */
export async function updateDeal(
  db: Db,
  actor: Actor,
  id: string,
  input: DealUpdateInput,
): Promise<DealCardDto> {
  assertStaff(actor);
  requireUuid(id, M.invalidDealId);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(deals).where(eq(deals.id, id)).for("update");
    if (!before) throw notFound(M.dealNotFound);
    const patch: Partial<typeof deals.$inferInsert> = {};
    for (const [k, v] of Object.entries(input))
      if (v !== undefined) (patch as Record<string, unknown>)[k] = v;
    const companyId = input.companyId !== undefined ? input.companyId : before.companyId;
    const contactId = input.contactId !== undefined ? input.contactId : before.contactId;
    if (input.companyId === null) throw badRequest(M.selectCompany, { companyId: M.selectCompany });
    // Changing the company clears a contact that belongs to another one (the form's rule).
    if (input.companyId !== undefined && input.contactId === undefined && before.contactId) {
      const [c] = await tx
        .select({ companyId: contacts.companyId })
        .from(contacts)
        .where(eq(contacts.id, before.contactId));
      if (c?.companyId !== companyId) patch.contactId = null;
    }
    await checkCompanyAndContact(tx, companyId, patch.contactId === null ? null : contactId);
    const changes = changedFields(
      { ...before, value: before.value === null ? null : Number(before.value) } as Record<string, unknown>,
      patch as Record<string, unknown>,
    );
    const stageChanged = input.stage !== undefined && input.stage !== before.stage;
    await tx
      .update(deals)
      .set({ ...patch, updatedAt: new Date(), ...(stageChanged ? { stageChangedAt: new Date() } : {}) })
      .where(eq(deals.id, id));
    if (stageChanged) await recordMove(tx, actor, id, before.stage as DealStage, input.stage!);
    const others = Object.keys(changes).filter((k) => k !== "stage");
    if (others.length) {
      await tx.insert(dealActivities).values({
        dealId: id,
        type: "updated",
        description: `Deal updated: ${others.join(", ")}`,
        authorId: actor.user.id,
        authorName: staffName(actor),
        details: { fields: others },
      });
    }
    if (Object.keys(changes).length) {
      await recordAudit(tx, actor, {
        action: "deal.updated",
        entityType: "deal",
        entityId: id,
        details: { changes },
      });
    }
    await refreshDealAnalytics(tx, id);
    return (await dealCardsWhere(tx, eq(deals.id, id), 1))[0]!;
  });
}

async function recordMove(tx: Db, actor: Actor, id: string, from: DealStage, to: DealStage) {
  await tx.insert(dealActivities).values({
    dealId: id,
    type: "stage_change",
    description: `Deal moved from ${STAGE_LABELS[from]} to ${STAGE_LABELS[to]}`,
    authorId: actor.user.id,
    authorName: staffName(actor),
    details: { from, to },
  });
  await recordAudit(tx, actor, {
    action: "deal.stage_changed",
    entityType: "deal",
    entityId: id,
    details: { from, to },
  });
  // Webhooks: every move, and the outcome when it closes the deal.
  await emitEvent(tx, "deal.stage_changed", { dealId: id, from, to });
  if (to === "won" || to === "lost") await emitEvent(tx, `deal.${to}`, { dealId: id, from });
}

export type StageMove = { direction: "left" | "right" } | { stage: DealStage };

/**
 * A pipeline move: an arrow moves one step (none left of the first stage, none right of the
 * last), a drop moves to the column it landed on. Records 'Deal moved from X to Y'.
 */
export async function moveDealStage(
  db: Db,
  actor: Actor,
  id: string,
  move: StageMove,
): Promise<{ deal: DealCardDto; from: DealStage; to: DealStage; message: string }> {
  assertStaff(actor);
  requireUuid(id, M.invalidDealId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ stage: deals.stage })
      .from(deals)
      .where(eq(deals.id, id))
      .for("update");
    if (!before) throw notFound(M.dealNotFound);
    const from = before.stage as DealStage;
    const to = "direction" in move ? adjacentStage(from, move.direction) : move.stage;
    if (!to) throw badRequest(M.noMove(move && "direction" in move ? move.direction : ""));
    if (to !== from) {
      await tx
        .update(deals)
        .set({ stage: to, stageChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(deals.id, id));
      await recordMove(tx, actor, id, from, to);
      await refreshDealAnalytics(tx, id);
    }
    return { deal: (await dealCardsWhere(tx, eq(deals.id, id), 1))[0]!, from, to, message: M.stageUpdated };
  });
}

/**
 * Deletes a deal with everything hanging off it, children first (analytics, activities,
 * notes, tasks), then its files and team, the deal last; one transaction with its audit row.
 * The files' bytes are removed by the caller once the transaction has committed.
 */
export async function deleteDeal(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ fileIds: string[]; message: string }> {
  assertStaff(actor, "admin");
  requireUuid(id, M.invalidDealId);
  return db.transaction(async (tx) => {
    const [deal] = await tx.select().from(deals).where(eq(deals.id, id)).for("update");
    if (!deal) throw notFound(M.dealNotFound);
    const fileIds = await deleteDealChildren(tx, [id]);
    await tx.delete(deals).where(eq(deals.id, id));
    await recordAudit(tx, actor, {
      action: "deal.deleted",
      entityType: "deal",
      entityId: id,
      details: {
        name: deal.name,
        stage: deal.stage,
        value: deal.value === null ? null : Number(deal.value),
        files: fileIds.length,
      },
    });
    return { fileIds, message: M.dealDeleted };
  });
}

/** The delete cascade, children before the deal, for one or many deals; returns the file ids to remove. */
export async function deleteDealChildren(tx: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  await tx.delete(dealAnalytics).where(inArray(dealAnalytics.dealId, ids));
  await tx.delete(dealActivities).where(inArray(dealActivities.dealId, ids));
  await tx.delete(crmNotes).where(inArray(crmNotes.dealId, ids));
  await tx.delete(crmTasks).where(inArray(crmTasks.dealId, ids));
  const docs = await tx
    .delete(crmDocuments)
    .where(inArray(crmDocuments.dealId, ids))
    .returning({ fileId: crmDocuments.fileId });
  await tx.delete(dealTeam).where(inArray(dealTeam.dealId, ids));
  return docs.map((d) => d.fileId);
}

/**
 * The analytics panel's four charts: pipeline value by stage; win probability of the first 10
 * deals with analytics (names cut at 15 characters); deals per stage; deals per value bucket.
 */
export async function getDealAnalytics(db: Db, actor: Actor): Promise<DealAnalyticsDto> {
  assertStaff(actor);
  const [byStage, win, buckets] = await Promise.all([
    db
      .select({ stage: deals.stage, n: count(), total: sql<string>`coalesce(sum(${deals.value}), 0)` })
      .from(deals)
      .groupBy(deals.stage),
    db
      .select({ id: deals.id, name: deals.name, p: dealAnalytics.probabilityScore })
      .from(deals)
      .innerJoin(dealAnalytics, eq(dealAnalytics.dealId, deals.id))
      .orderBy(desc(deals.createdAt), asc(deals.id))
      .limit(WIN_CHART_DEALS),
    db
      .select({
        bucket: sql<number>`width_bucket(${deals.value}, array[${sql.join(
          VALUE_BUCKETS.slice(1).map((b) => sql`${b.min}`),
          sql`, `,
        )}]::numeric[])`,
        n: count(),
      })
      .from(deals)
      .where(isNotNull(deals.value))
      .groupBy(sql`1`),
  ]);
  return {
    pipelineValueByStage: DEAL_STAGES.map((s) => ({
      stage: s,
      label: STAGE_LABELS[s],
      value: money(byStage.find((r) => r.stage === s)?.total),
    })),
    winProbability: win.map((w) => ({
      dealId: w.id,
      name: truncateName(w.name, WIN_CHART_NAME_CHARS),
      probability: w.p,
    })),
    stageDistribution: DEAL_STAGES.map((s) => ({
      stage: s,
      label: STAGE_LABELS[s],
      count: byStage.find((r) => r.stage === s)?.n ?? 0,
    })),
    valueDistribution: VALUE_BUCKETS.map((b, i) => ({
      bucket: b.label,
      count: buckets.find((r) => Number(r.bucket) === i)?.n ?? 0,
    })),
  };
}

/** For tests and the seed: whether any deal exists. */
export async function dealCount(db: Db, where?: SQL): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(deals)
    .where(where ? and(where) : undefined);
  return r?.n ?? 0;
}
