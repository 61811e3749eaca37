import { Target } from "lucide-react";
import { sourceLabel } from "#src/features/crm/crm.contract.ts";
import { countLeadsBySourceAndSegment } from "#src/features/crm/server/index.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { BarChart } from "#src/ui/chart.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { type ConversionRow, CONVERSION_MESSAGES as M, rangeOf } from "../analytics.contract.ts";
import { RangeTabs, RefreshFigures } from "../components/analytics-controls.tsx";
import { conversions } from "../server/conversions.service.ts";
import type { Route } from "./+types/conversions";

export const handle = { title: "Conversions" };
export const meta = () => staffMeta("Conversions · Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const days = rangeOf(new URL(request.url).searchParams.get("days"));
  const { db } = getRequestState(context).services;
  return pageData(() => conversions(db, actor, days, countLeadsBySourceAndSegment));
}

export function ErrorBoundary() {
  return <RouteErrorState message={M.loadFailed} />;
}

const fmt = (n: number) => n.toLocaleString("en-US");
const pct = (r: number | null) => (r === null ? "no visits" : `${(r * 100).toFixed(r < 0.1 ? 2 : 1)} %`);
const SEGMENT_LABELS: Record<string, string> = {
  general: "General",
  startup: "Startup",
  enterprise: "Enterprise",
  government: "Government",
  ventures: "Ventures",
};

function RateTable({
  caption,
  keyHeader,
  rows,
  label,
}: {
  caption: string;
  keyHeader: string;
  rows: readonly ConversionRow[];
  label: (key: string) => string;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-fg">
            <th scope="col" className="p-3">
              {keyHeader}
            </th>
            <th scope="col" className="p-3 text-right">
              Leads
            </th>
            <th scope="col" className="p-3 text-right">
              Visitors
            </th>
            <th scope="col" className="p-3 text-right">
              Conversion rate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-border last:border-0">
              <th scope="row" className="p-3 text-left font-medium">
                {label(r.key)}
              </th>
              <td className="p-3 text-right tabular-nums">{fmt(r.leads)}</td>
              <td className="p-3 text-right tabular-nums">{fmt(r.visitors)}</td>
              <td className="p-3 text-right tabular-nums">{pct(r.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Conversions: leads ÷ visitors per page, capture point and segment, over 7, 30 or 90 days. */
export default function Conversions({ loaderData: c }: Route.ComponentProps) {
  const empty = c.totals.leads === 0 && c.totals.visitors === 0;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">Conversions</h2>
        <div className="ml-auto">
          <RefreshFigures />
        </div>
      </div>
      <RangeTabs days={c.days} />
      {empty ? (
        <EmptyState
          icon={Target}
          title={M.noLeads}
          description="Leads and tracked visits of the period appear here."
        />
      ) : (
        <>
          <StatGrid
            stats={[
              {
                name: "leads",
                label: "Leads",
                value: fmt(c.totals.leads),
                description: `Last ${c.days} days, every capture point`,
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
            ]}
          />
          <BarChart
            title="Leads by capture point"
            description={`Last ${c.days} days`}
            data={c.bySource.map((s) => ({ label: sourceLabel(s.key), value: s.leads }))}
            labelHeader="Capture point"
            valueHeader="Leads"
          />
          <RateTable caption="By page" keyHeader="Page" rows={c.byPage} label={(k) => k} />
          <RateTable
            caption="By capture point"
            keyHeader="Capture point"
            rows={c.bySource}
            label={(k) => {
              const page = c.bySource.find((s) => s.key === k)?.page;
              return page ? `${sourceLabel(k)} (${page})` : sourceLabel(k);
            }}
          />
          <RateTable
            caption="By segment"
            keyHeader="Segment"
            rows={c.bySegment}
            label={(k) => SEGMENT_LABELS[k] ?? k}
          />
          <p className="text-xs text-muted-fg">
            Leads come from the CRM (counted where they were captured); visitors from the site's own anonymous
            tracker. A page or segment without tracked visits shows its leads without a rate.
          </p>
        </>
      )}
    </div>
  );
}
