import { asc } from "drizzle-orm";
import type { ConversionsDto, RangeDays } from "#src/features/analytics/analytics.contract.ts";
import { conversions } from "#src/features/analytics/server/index.ts";
import { countLeadsBySourceAndSegment, countLeadsSince } from "#src/features/crm/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import { PILLAR_LABELS, type PillarType } from "../command-center.contract.ts";
import { campaigns } from "./command-center.tables.ts";

/** One stored campaign with the leads captured while it ran (its dates, up to today). */
export type CampaignResult = {
  id: string;
  name: string;
  pillar: string;
  status: string;
  startDate: string;
  endDate: string;
  budget: number;
  spent: number;
  /** Leads captured from its start date to its end date (or today, if it is still running). */
  leads: number;
  /** Spent ÷ leads; null without leads or before it started. */
  costPerLead: number | null;
};
export type SpendRow = { key: string; label: string; budget: number; spent: number; campaigns: number };
export type MarketingAnalyticsDto = {
  days: RangeDays;
  /** Leads and visitors over the range, per capture point (the analytics slice's conversions). */
  conversions: ConversionsDto;
  campaigns: CampaignResult[];
  byPillar: SpendRow[];
  totals: { budget: number; spent: number };
};

const DAY_MS = 86_400_000;
/** The count of leads has no cap here: every lead counts. */
const NO_CAP = 1_000_000_000;
const startOfDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Marketing Analytics: what the stored campaigns cost and what came in while they ran, and the
 * leads, visitors and conversion rate of each capture point over 7, 30 or 90 days. Every figure
 * comes from the database (campaigns, CRM leads, the tracker's aggregates); nothing is sampled.
 * "Leads while it ran" counts every lead captured between a campaign's dates: leads are not tagged
 * with a campaign, so overlapping campaigns share them (the screen says so).
 */
export async function marketingAnalytics(
  db: Db,
  actor: Actor,
  days: RangeDays,
  now = new Date(),
): Promise<MarketingAnalyticsDto> {
  assertRole(actor, "employee");
  const [conv, rows] = await Promise.all([
    conversions(db, actor, days, countLeadsBySourceAndSegment, now),
    db.select().from(campaigns).orderBy(asc(campaigns.startDate), asc(campaigns.name)),
  ]);
  const results: CampaignResult[] = [];
  for (const c of rows) {
    const from = startOfDay(c.startDate);
    const until = new Date(Math.min(startOfDay(c.endDate).getTime() + DAY_MS, now.getTime()));
    // Leads after `from` and not after `until` (created_at > since, in the CRM's count).
    const leads =
      from >= until
        ? 0
        : (await countLeadsSince(db, new Date(from.getTime() - 1), NO_CAP)) -
          (await countLeadsSince(db, until, NO_CAP));
    results.push({
      id: c.id,
      name: c.name,
      pillar: PILLAR_LABELS[c.pillarType as PillarType] ?? c.pillarType,
      status: c.status,
      startDate: c.startDate,
      endDate: c.endDate,
      budget: c.budget,
      spent: c.budgetSpent,
      leads,
      costPerLead: leads > 0 ? c.budgetSpent / leads : null,
    });
  }
  const byPillar = new Map<string, SpendRow>();
  for (const c of rows) {
    const label = PILLAR_LABELS[c.pillarType as PillarType] ?? c.pillarType;
    const row = byPillar.get(c.pillarType) ?? { key: c.pillarType, label, budget: 0, spent: 0, campaigns: 0 };
    row.budget += c.budget;
    row.spent += c.budgetSpent;
    row.campaigns += 1;
    byPillar.set(c.pillarType, row);
  }
  return {
    days,
    conversions: conv,
    campaigns: results,
    byPillar: [...byPillar.values()].sort((a, b) => b.spent - a.spent || a.label.localeCompare(b.label)),
    totals: {
      budget: rows.reduce((a, c) => a + c.budget, 0),
      spent: rows.reduce((a, c) => a + c.budgetSpent, 0),
    },
  };
}
