import type { Db } from "#src/platform/db/db.ts";
import { DEMO_CAMPAIGNS, DEMO_PLAN } from "../content/demo-campaigns.ts";
import { campaigns, marketingPlans } from "./command-center.tables.ts";

const day = (offset: number, from = new Date()) =>
  new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The demo 90-day plan and its three campaigns. Idempotent: a plan that exists is left alone. */
export async function seedMarketingDemo(db: Db, now = new Date()): Promise<void> {
  const [plan] = await db
    .insert(marketingPlans)
    .values({
      name: DEMO_PLAN.name,
      budget: DEMO_PLAN.budget,
      demo: true,
      startDate: day(DEMO_PLAN.startOffsetDays, now),
      endDate: day(DEMO_PLAN.startOffsetDays + DEMO_PLAN.days - 1, now),
    })
    .onConflictDoNothing({ target: marketingPlans.name })
    .returning();
  if (!plan) return;
  await db.insert(campaigns).values(
    DEMO_CAMPAIGNS.map(({ startOffsetDays, days, ...c }) => ({
      ...c,
      planId: plan.id,
      startDate: day(startOffsetDays, now),
      endDate: day(startOffsetDays + days - 1, now),
    })),
  );
}
