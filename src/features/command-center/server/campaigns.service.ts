import { asc, desc, eq } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  CAMPAIGN_MESSAGES,
  type CampaignDto,
  type CampaignStatus,
  type CampaignsDto,
  type NewCampaignInput,
  type PillarType,
  type PlanSummaryDto,
} from "../command-center.contract.ts";
import { campaigns, marketingPlans } from "./command-center.tables.ts";

type CampaignRow = typeof campaigns.$inferSelect;
type PlanRow = typeof marketingPlans.$inferSelect;

const toDto = (r: CampaignRow): CampaignDto => ({
  id: r.id,
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
    name: plan.name,
    budget: plan.budget,
    spent,
    progress,
    startDate: plan.startDate,
    endDate: plan.endDate,
    campaigns: rows.length,
  };
}

/** The plan new campaigns join: the one running today, else the latest to start. */
async function currentPlan(db: Db): Promise<PlanRow | null> {
  const today = new Date().toISOString().slice(0, 10);
  const plans = await db.select().from(marketingPlans).orderBy(desc(marketingPlans.startDate));
  return plans.find((p) => p.startDate <= today && today <= p.endDate) ?? plans[0] ?? null;
}

export async function listCampaigns(db: Db, actor: Actor): Promise<CampaignsDto> {
  assertRole(actor, "employee");
  const rows = await db.select().from(campaigns).orderBy(asc(campaigns.startDate), asc(campaigns.name));
  const plan = await currentPlan(db);
  return {
    campaigns: rows.map(toDto),
    plan: plan
      ? summarisePlan(
          plan,
          rows.filter((r) => r.planId === plan.id),
        )
      : null,
  };
}

export async function createCampaign(db: Db, actor: Actor, input: NewCampaignInput): Promise<CampaignDto> {
  assertRole(actor, "employee");
  const plan = await currentPlan(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...input, planId: plan?.id ?? null, createdBy: actor.user.id })
      .returning();
    if (!row) throw new Error("campaign insert returned nothing");
    await recordAudit(tx, actor, {
      action: "campaign.create",
      entityType: "campaign",
      entityId: row.id,
      details: { name: row.name, budget: row.budget },
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
