import { and, asc, desc, eq, isNull, ne } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  CAMPAIGN_MESSAGES,
  type CampaignDto,
  type CampaignStatus,
  type CampaignsDto,
  type NewCampaignInput,
  type PillarType,
  type PlanInput,
  type PlanSummaryDto,
  PLAN_MESSAGES as PM,
} from "../command-center.contract.ts";
import { campaigns, marketingPlans } from "./command-center.tables.ts";

type CampaignRow = typeof campaigns.$inferSelect;
type PlanRow = typeof marketingPlans.$inferSelect;

const toDto = (r: CampaignRow, demoPlans: ReadonlySet<string> = new Set()): CampaignDto => ({
  id: r.id,
  planId: r.planId,
  name: r.name,
  description: r.description,
  pillarType: r.pillarType as PillarType,
  budget: r.budget,
  budgetSpent: r.budgetSpent,
  progress: r.progress,
  status: r.status as CampaignStatus,
  channels: r.channels,
  startDate: r.startDate,
  endDate: r.endDate,
  demo: r.createdBy === null && r.planId !== null && demoPlans.has(r.planId),
  utm: { source: r.utmSource, medium: r.utmMedium, campaign: r.utmCampaign },
});

/**
 * The plan summary from the stored campaigns: their spend summed against the plan's budget, and
 * their progress averaged (each campaign counts once, whatever its budget).
 */
export function summarisePlan(
  plan: PlanRow,
  rows: readonly Pick<CampaignRow, "budgetSpent" | "progress">[],
): PlanSummaryDto {
  const spent = rows.reduce((sum, r) => sum + r.budgetSpent, 0);
  const progress = rows.length ? Math.round(rows.reduce((sum, r) => sum + r.progress, 0) / rows.length) : 0;
  return {
    id: plan.id,
    name: plan.name,
    budget: plan.budget,
    spent,
    progress,
    startDate: plan.startDate,
    endDate: plan.endDate,
    campaigns: rows.length,
    closedAt: plan.closedAt ? plan.closedAt.toISOString() : null,
    demo: plan.demo,
  };
}

/** The current plan among open ones: the one running today, else the one that starts last. */
function pickCurrent(plans: readonly PlanRow[], today = new Date().toISOString().slice(0, 10)) {
  const open = plans.filter((p) => !p.closedAt).sort((a, b) => b.startDate.localeCompare(a.startDate));
  return open.find((p) => p.startDate <= today && today <= p.endDate) ?? open[0] ?? null;
}

export async function listCampaigns(db: Db, actor: Actor): Promise<CampaignsDto> {
  assertRole(actor, "employee");
  const [rows, plans] = await Promise.all([
    db.select().from(campaigns).orderBy(asc(campaigns.startDate), asc(campaigns.name)),
    db.select().from(marketingPlans).orderBy(desc(marketingPlans.startDate), asc(marketingPlans.name)),
  ]);
  const summaries = plans.map((p) =>
    summarisePlan(
      p,
      rows.filter((r) => r.planId === p.id),
    ),
  );
  const current = pickCurrent(plans);
  const demoPlans = new Set(plans.filter((p) => p.demo).map((p) => p.id));
  return {
    campaigns: rows.map((r) => toDto(r, demoPlans)),
    plan: summaries.find((p) => p.id === current?.id) ?? null,
    plans: [...summaries.filter((p) => !p.closedAt), ...summaries.filter((p) => p.closedAt)],
  };
}

/** The plan a new campaign joins: the one named (it must be open), else the current open plan. */
async function planForCampaign(db: Db, planId: string | undefined): Promise<PlanRow> {
  if (planId) {
    const [plan] = await db.select().from(marketingPlans).where(eq(marketingPlans.id, planId));
    if (!plan || plan.closedAt) throw badRequest(CAMPAIGN_MESSAGES.plan, { planId: CAMPAIGN_MESSAGES.plan });
    return plan;
  }
  const plan = pickCurrent(await db.select().from(marketingPlans).where(isNull(marketingPlans.closedAt)));
  if (!plan) throw badRequest(CAMPAIGN_MESSAGES.noOpenPlan, { planId: CAMPAIGN_MESSAGES.noOpenPlan });
  return plan;
}

async function assertPlanNameFree(db: Db, name: string, exceptId?: string) {
  const [other] = await db
    .select({ id: marketingPlans.id })
    .from(marketingPlans)
    .where(
      exceptId
        ? and(eq(marketingPlans.name, name), ne(marketingPlans.id, exceptId))
        : eq(marketingPlans.name, name),
    );
  if (other) throw badRequest(PM.nameTaken, { name: PM.nameTaken });
}

export async function createPlan(db: Db, actor: Actor, input: PlanInput): Promise<PlanSummaryDto> {
  assertRole(actor, "employee");
  await assertPlanNameFree(db, input.name);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketingPlans)
      .values({ ...input, createdBy: actor.user.id })
      .onConflictDoNothing({ target: marketingPlans.name })
      .returning();
    if (!row) throw badRequest(PM.nameTaken, { name: PM.nameTaken });
    await recordAudit(tx, actor, {
      action: "marketing-plan.create",
      entityType: "marketing_plan",
      entityId: row.id,
      details: { ...input },
    });
    return summarisePlan(row, []);
  });
}

async function openPlan(db: Db, id: string): Promise<PlanRow> {
  const [plan] = await db.select().from(marketingPlans).where(eq(marketingPlans.id, id));
  if (!plan) throw notFound(PM.notFound);
  if (plan.closedAt) throw badRequest(PM.isClosed);
  return plan;
}

async function planSummary(db: Db, plan: PlanRow): Promise<PlanSummaryDto> {
  const rows = await db.select().from(campaigns).where(eq(campaigns.planId, plan.id));
  return summarisePlan(plan, rows);
}

export async function updatePlan(
  db: Db,
  actor: Actor,
  id: string,
  input: PlanInput,
): Promise<PlanSummaryDto> {
  assertRole(actor, "employee");
  const before = await openPlan(db, id);
  await assertPlanNameFree(db, input.name, id);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(marketingPlans)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(marketingPlans.id, id), isNull(marketingPlans.closedAt)))
      .returning();
    if (!saved) throw badRequest(PM.isClosed);
    await recordAudit(tx, actor, {
      action: "marketing-plan.update",
      entityType: "marketing_plan",
      entityId: id,
      details: {
        before: {
          name: before.name,
          budget: before.budget,
          startDate: before.startDate,
          endDate: before.endDate,
        },
        after: { ...input },
      },
    });
    return saved;
  });
  return planSummary(db, row);
}

export async function closePlan(db: Db, actor: Actor, id: string): Promise<PlanSummaryDto> {
  assertRole(actor, "employee");
  await openPlan(db, id);
  const row = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(marketingPlans)
      .set({ closedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(marketingPlans.id, id), isNull(marketingPlans.closedAt)))
      .returning();
    if (!closed) throw badRequest(PM.isClosed);
    await recordAudit(tx, actor, {
      action: "marketing-plan.close",
      entityType: "marketing_plan",
      entityId: id,
      details: { name: closed.name },
    });
    return closed;
  });
  return planSummary(db, row);
}

export async function createCampaign(db: Db, actor: Actor, input: NewCampaignInput): Promise<CampaignDto> {
  assertRole(actor, "employee");
  const { planId, ...fields } = input;
  const plan = await planForCampaign(db, planId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...fields, planId: plan.id, createdBy: actor.user.id })
      .returning();
    if (!row) throw new Error("campaign insert returned nothing");
    await recordAudit(tx, actor, {
      action: "campaign.create",
      entityType: "campaign",
      entityId: row.id,
      details: { name: row.name, budget: row.budget, planId: plan.id },
    });
    return toDto(row);
  });
}

export async function updateCampaign(
  db: Db,
  actor: Actor,
  id: string,
  patch: {
    progress?: number | undefined;
    budgetSpent?: number | undefined;
    status?: CampaignStatus | undefined;
  },
): Promise<CampaignDto> {
  assertRole(actor, "employee");
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning();
    if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action: "campaign.update",
      entityType: "campaign",
      entityId: row.id,
      details: set,
    });
    return toDto(row);
  });
}
