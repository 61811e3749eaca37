import { PieChart } from "lucide-react";
import { RANGE_DAYS, rangeOf } from "#src/features/analytics/analytics.contract.ts";
import { sourceLabel } from "#src/features/crm/crm.contract.ts";
import { companyCurrencyCode, formatMoney } from "#src/lib/money.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { BarChart } from "#src/ui/chart.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { returnRangeSchema } from "../campaign-return.contract.ts";
import { PAGE_LOAD_MESSAGES } from "../command-center.contract.ts";
import { CampaignReturnPanel } from "../components/campaigns/campaign-return-panel.tsx";
import { campaignReturn } from "../server/campaign-return.service.ts";
import { marketingAnalytics } from "../server/marketing-analytics.service.ts";
import type { Route } from "./+types/marketing-analytics";

export const handle = { title: "Marketing Analytics" };
export const meta = () => staffMeta("Marketing Analytics", "Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const params = new URL(request.url).searchParams;
  const days = rangeOf(params.get("days"));
  const range = returnRangeSchema.safeParse(Object.fromEntries(params));
  const { db } = getRequestState(context).services;
  return pageData(async () => ({
    ...(await marketingAnalytics(db, actor, days)),
    campaignReturn: await campaignReturn(db, actor, range.success ? range.data : { days }),
    // A custom range that was refused: the panel says why (the figures fall back to the tabs' range).
    rangeError: range.success ? null : (range.error.issues[0]?.message ?? null),
  }));
}

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.marketingAnalytics} />;
}

const fmt = (n: number) => n.toLocaleString("en-US");
const pct = (r: number | null) => (r === null ? "no visits" : `${(r * 100).toFixed(r < 0.1 ? 2 : 1)} %`);
const TH = "p-3";

/**
 * Marketing Analytics: the stored campaigns' spend (by type) with the leads captured while each
 * ran, and the leads, tracked visitors and conversion rate of every capture point over a range.
 */
export default function MarketingAnalytics({ loaderData: d }: Route.ComponentProps) {
  const c = d.conversions;
  const noCampaigns = d.campaigns.length === 0;
  const noLeads = c.totals.leads === 0 && c.totals.visitors === 0;
  return (
    <div className="grid gap-6">
      <h2 className="text-2xl font-bold">Marketing Analytics</h2>
      <NavTabs
        label="Date range"
        tabs={RANGE_DAYS.map((n) => ({
          label: `Last ${n} days`,
          shortLabel: `${n}d`,
          to: `?days=${n}`,
          active: n === d.days,
        }))}
      />
      <StatGrid
        stats={[
          {
            name: "leads",
            label: "Leads",
            value: fmt(c.totals.leads),
            description: `Last ${d.days} days, every capture point`,
          },
          {
            name: "visitors",
            label: "Visitors",
            value: fmt(c.totals.visitors),
            description: "Tracked sessions per day, summed",
          },
          {
            name: "rate",
            label: "Conversion rate",
            value: pct(c.totals.rate),
            description: "Leads ÷ visitors",
          },
          {
            name: "spend",
            label: "Campaign spend",
            value: formatMoney(d.totals.spent),
            description: `of ${formatMoney(d.totals.budget)} budgeted over ${d.campaigns.length} campaign(s)`,
          },
        ]}
      />

      <section aria-labelledby="ma-campaigns" className="grid gap-3">
        <h3 id="ma-campaigns" className="text-lg font-semibold">
          Campaigns
        </h3>
        {noCampaigns ? (
          <EmptyState
            icon={PieChart}
            title="No campaigns yet"
            description="Campaigns created on the Marketing tab are measured here."
          />
        ) : (
          <>
            <ScrollRegion label="Campaign results">
              <table className="w-full min-w-[44rem] text-sm">
                <caption className="sr-only">Campaign results</caption>
                <thead>
                  <tr className="border-b border-border text-left text-muted-fg">
                    <th scope="col" className={TH}>
                      Campaign
                    </th>
                    <th scope="col" className={TH}>
                      Type
                    </th>
                    <th scope="col" className={TH}>
                      Dates
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Spent / budget
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Leads while it ran
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Cost per lead
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.campaigns.map((r) => (
                    <tr key={r.id} className="border-b border-border last:border-0">
                      <th scope="row" className={`${TH} text-left font-medium`}>
                        {r.name}
                      </th>
                      <td className={TH}>{r.pillar}</td>
                      <td className={`${TH} whitespace-nowrap`}>
                        {r.startDate} – {r.endDate}
                      </td>
                      <td className={`${TH} text-right tabular-nums`}>
                        {formatMoney(r.spent)} / {formatMoney(r.budget)}
                      </td>
                      <td className={`${TH} text-right tabular-nums`}>{fmt(r.leads)}</td>
                      <td className={`${TH} text-right tabular-nums`}>
                        {r.costPerLead === null ? "—" : formatMoney(r.costPerLead)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <BarChart
              title="Spend by campaign type"
              description="Budget spent, all stored campaigns"
              data={d.byPillar.map((p) => ({ label: p.label, value: p.spent }))}
              labelHeader="Type"
              valueHeader={`Spent (${companyCurrencyCode()})`}
            />
            <p className="text-xs text-muted-fg">
              "Leads while it ran" counts every lead captured between a campaign's dates (up to today), so
              campaigns that overlap share them; Campaign return below counts only the leads its links
              brought.
            </p>
          </>
        )}
      </section>

      <CampaignReturnPanel report={d.campaignReturn} rangeError={d.rangeError} />

      <section aria-labelledby="ma-channels" className="grid gap-3">
        <h3 id="ma-channels" className="text-lg font-semibold">
          Leads by channel
        </h3>
        {noLeads ? (
          <EmptyState
            icon={PieChart}
            title="No leads captured in this period"
            description="Leads and tracked visits of the period appear here."
          />
        ) : (
          <ScrollRegion label="Leads by channel">
            <table className="w-full min-w-[30rem] text-sm">
              <caption className="sr-only">Leads by channel, last {d.days} days</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-fg">
                  <th scope="col" className={TH}>
                    Capture point
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    Leads
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    Visitors of its page
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    Conversion rate
                  </th>
                </tr>
              </thead>
              <tbody>
                {c.bySource.map((s) => (
                  <tr key={s.key} className="border-b border-border last:border-0">
                    <th scope="row" className={`${TH} text-left font-medium`}>
                      {s.page ? `${sourceLabel(s.key)} (${s.page})` : sourceLabel(s.key)}
                    </th>
                    <td className={`${TH} text-right tabular-nums`}>{fmt(s.leads)}</td>
                    <td className={`${TH} text-right tabular-nums`}>{fmt(s.visitors)}</td>
                    <td className={`${TH} text-right tabular-nums`}>{pct(s.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </div>
  );
}
