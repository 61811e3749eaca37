import { asc, eq } from "drizzle-orm";
import { visitorsByUtm } from "#src/features/analytics/server/index.ts";
import { utmFunnelByDay } from "#src/features/crm/server/index.ts";
import { toCsv } from "#src/lib/csv.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  type CampaignReturnDto,
  type CampaignUtmInput,
  RETURN_MESSAGES as M,
  type ReturnRangeInput,
  type ReturnRowDto,
} from "../campaign-return.contract.ts";
import { campaigns } from "./command-center.tables.ts";

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** [from, to) of a range: the last N days up to today (UTC), or the custom dates, both days included. */
export function rangeOf(input: ReturnRangeInput, now = new Date()) {
  if (input.from && input.to) {
    return {
      from: new Date(`${input.from}T00:00:00Z`),
      to: new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY_MS),
      days: null,
    };
  }
  const days = input.days ?? 30;
  const today = new Date(`${isoDay(now)}T00:00:00Z`);
  return {
    from: new Date(today.getTime() - (days - 1) * DAY_MS),
    to: new Date(today.getTime() + DAY_MS),
    days,
  };
}

type Funnel = Omit<ReturnRowDto, "key" | "label" | "spent" | "costPerLead" | "returnOnSpend">;
const empty = (source: string | null, medium: string | null, campaign: string | null): Funnel => ({
  source,
  medium,
  campaign,
  visitors: 0,
  leads: 0,
  qualified: 0,
  deals: 0,
  won: 0,
  wonRevenue: 0,
});
const add = (a: Funnel, b: Partial<Funnel>) => {
  for (const k of ["visitors", "leads", "qualified", "deals", "won", "wonRevenue"] as const)
    a[k] += b[k] ?? 0;
};
const withMoney = (key: string, label: string, f: Funnel, spent: number | null): ReturnRowDto => ({
  key,
  label,
  ...f,
  spent,
  costPerLead: spent !== null && f.leads > 0 ? spent / f.leads : null,
  returnOnSpend: spent ? f.wonRevenue / spent : null,
});

/**
 * Campaign return over a range: visitors from the tracker's visit touches, leads by their first
 * touch and those leads' deals (won and their value) from the CRM's daily rollup; per stored
 * campaign (its UTM values, its spend) and per UTM source/medium/campaign seen.
 */
export async function campaignReturn(
  db: Db,
  actor: Actor,
  input: ReturnRangeInput,
  now = new Date(),
): Promise<CampaignReturnDto> {
  assertRole(actor, "employee");
  const range = rangeOf(input, now);
  const [visits, funnel, stored] = await Promise.all([
    visitorsByUtm(db, range.from, range.to),
    // The lead side from the CRM's daily rollup (decision 049): the periods are whole UTC days.
    utmFunnelByDay(db, range.from, range.to),
    db.select().from(campaigns).orderBy(asc(campaigns.startDate), asc(campaigns.name)),
  ]);
  const byKey = new Map<string, Funnel>();
  const keyOf = (s: string | null, m: string | null, c: string | null) => JSON.stringify([s, m, c]);
  for (const v of visits) {
    const k = keyOf(v.source, v.medium, v.campaign);
    const row = byKey.get(k) ?? empty(v.source, v.medium, v.campaign);
    add(row, { visitors: v.visitors });
    byKey.set(k, row);
  }
  for (const f of funnel) {
    const k = keyOf(f.source, f.medium, f.campaign);
    const row = byKey.get(k) ?? empty(f.source, f.medium, f.campaign);
    add(row, f);
    byKey.set(k, row);
  }
  const utmRows = [...byKey.values()];
  const byCampaign = stored.map((c) => {
    const total = empty(c.utmSource, c.utmMedium, c.utmCampaign);
    if (c.utmCampaign) {
      for (const r of utmRows) {
        if (r.campaign !== c.utmCampaign) continue;
        if (c.utmSource && r.source !== c.utmSource) continue;
        if (c.utmMedium && r.medium !== c.utmMedium) continue;
        add(total, r);
      }
    }
    return withMoney(c.id, c.name, total, c.budgetSpent);
  });
  const label = (r: Funnel) =>
    [r.source ?? "(no source)", r.medium ?? "(no medium)", r.campaign ?? "(no campaign)"].join(" / ");
  return {
    from: isoDay(range.from),
    to: isoDay(new Date(range.to.getTime() - DAY_MS)),
    days: range.days,
    byCampaign,
    byUtm: utmRows
      .map((r) => withMoney(keyOf(r.source, r.medium, r.campaign), label(r), r, null))
      .sort(
        (a, b) =>
          b.wonRevenue - a.wonRevenue ||
          b.leads - a.leads ||
          b.visitors - a.visitors ||
          a.label.localeCompare(b.label),
      ),
  };
}

const HEADER = [
  "Group",
  "Name",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Visitors",
  "Leads",
  "Qualified",
  "Deals",
  "Won",
  "Won revenue",
  "Spent",
  "Cost per lead",
  "Return on spend",
];
const round = (n: number | null) => (n === null ? "" : Math.round(n * 100) / 100);

/** The report as a CSV file: campaigns first, then every UTM combination. */
export async function campaignReturnCsv(db: Db, actor: Actor, input: ReturnRangeInput, now = new Date()) {
  const r = await campaignReturn(db, actor, input, now);
  const line = (group: string, x: ReturnRowDto) => [
    group,
    x.label,
    x.source ?? "",
    x.medium ?? "",
    x.campaign ?? "",
    x.visitors,
    x.leads,
    x.qualified,
    x.deals,
    x.won,
    round(x.wonRevenue),
    x.spent ?? "",
    round(x.costPerLead),
    round(x.returnOnSpend),
  ];
  return {
    filename: `campaign-return-${r.from}-to-${r.to}.csv`,
    csv: toCsv(HEADER, [
      ...r.byCampaign.map((x) => line("campaign", x)),
      ...r.byUtm.map((x) => line("utm", x)),
    ]),
  };
}

/** Sets the UTM values a campaign's links carry (its return is read by them). */
export async function setCampaignUtm(db: Db, actor: Actor, id: string, input: CampaignUtmInput) {
  assertRole(actor, "employee");
  if (!isUuid(id)) throw notFound(M.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({
        utmSource: input.source,
        utmMedium: input.medium,
        utmCampaign: input.campaign,
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, id))
      .returning({ id: campaigns.id });
    if (!row) throw notFound(M.notFound);
    await recordAudit(tx, actor, {
      action: "campaign.utm_set",
      entityType: "campaign",
      entityId: id,
      details: { ...input },
    });
    return { utm: input, message: M.utmSaved };
  });
}
