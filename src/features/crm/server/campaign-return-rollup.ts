import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "#src/platform/db/db.ts";
import { type UtmFunnelRow, utmFunnel } from "./attribution.service.ts";
import { campaignReturnDaily, campaignReturnDeltas } from "./crm.tables.ts";
import { compactLeadStats } from "./lead-stats.ts";

/** Deltas beyond which a read folds them in first (a bulk import of touches can leave thousands). */
const BACKLOG = 2_000;
const DAY_MS = 86_400_000;

/** True when more than BACKLOG deltas wait to be folded into campaign_return_daily. */
export async function campaignReturnBacklog(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${campaignReturnDeltas} limit ${BACKLOG + 1}) d`,
  );
  return (rowsOf<{ n: number }>(result)[0]?.n ?? 0) > BACKLOG;
}

/**
 * Folds the deltas the triggers wrote into campaign_return_daily (decision 049), in one statement,
 * as compactLeadStats does for lead analytics: the rows it deletes are the rows it adds, so a delta
 * is counted exactly once; one written by a transaction still open is not visible and waits for
 * the next fold. Groups left with nothing are dropped.
 */
export async function compactCampaignReturn(db: Db): Promise<void> {
  const d = campaignReturnDaily;
  await db.execute(sql`
    with moved as (
      delete from ${campaignReturnDeltas}
      returning day, source, medium, campaign, leads, qualified, deals, won, won_revenue
    )
    insert into ${d} (day, source, medium, campaign, leads, qualified, deals, won, won_revenue)
    select day, source, medium, campaign, sum(leads)::int, sum(qualified)::int, sum(deals)::int,
      sum(won)::int, sum(won_revenue)
    from moved
    group by 1, 2, 3, 4
    on conflict (day, source, medium, campaign) do update set
      leads = ${d}.leads + excluded.leads,
      qualified = ${d}.qualified + excluded.qualified,
      deals = ${d}.deals + excluded.deals,
      won = ${d}.won + excluded.won,
      won_revenue = ${d}.won_revenue + excluded.won_revenue`);
  await db.execute(sql`
    delete from ${d}
    where leads = 0 and qualified = 0 and deals = 0 and won = 0 and won_revenue = 0`);
}

const isMidnight = (d: Date) => d.getTime() % DAY_MS === 0;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * utmFunnel's figures for whole UTC days [from, to) (both at 00:00Z, as the campaign return
 * report's periods are), read from the rollup and its deltas instead of joining the period's leads
 * with their touches and deals. Folds first when a backlog waits. Any other range is answered by
 * the join itself.
 */
export async function utmFunnelByDay(db: Db, from: Date, to: Date): Promise<UtmFunnelRow[]> {
  if (!isMidnight(from) || !isMidnight(to)) return utmFunnel(db, from, to);
  if (await campaignReturnBacklog(db)) await compactCampaignReturn(db);
  const f = isoDay(from);
  const t = isoDay(to);
  const result = await db.execute(sql`
    select source, medium, campaign, sum(leads)::int as leads, sum(qualified)::int as qualified,
      sum(deals)::int as deals, sum(won)::int as won, sum(won_revenue) as won_revenue
    from (
      select source, medium, campaign, leads, qualified, deals, won, won_revenue
      from ${campaignReturnDaily} where day >= ${f}::date and day < ${t}::date
      union all
      select source, medium, campaign, leads, qualified, deals, won, won_revenue
      from ${campaignReturnDeltas} where day >= ${f}::date and day < ${t}::date
    ) r
    group by 1, 2, 3
    having sum(leads) > 0`);
  return rowsOf<Omit<UtmFunnelRow, "wonRevenue"> & { won_revenue: string | number }>(result).map((r) => ({
    source: r.source,
    medium: r.medium,
    campaign: r.campaign,
    leads: Number(r.leads),
    qualified: Number(r.qualified),
    deals: Number(r.deals),
    won: Number(r.won),
    wonRevenue: Number(r.won_revenue),
  }));
}

/**
 * The hourly `crm.engagement` job's fold of the CRM's rollups: lead analytics (decision 052) and
 * the campaign return (decision 049).
 */
export async function compactCrmRollups(db: Db): Promise<void> {
  await compactLeadStats(db);
  await compactCampaignReturn(db);
}
