import { Users } from "lucide-react";
import { countLeadsBySegmentAndStatus } from "#src/features/crm/server/index.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { BarChart, LineChart } from "#src/ui/chart.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { ANALYTICS_MESSAGES as M, rangeOf } from "../analytics.contract.ts";
import { RangeTabs, RefreshFigures, useHrefWith } from "../components/analytics-controls.tsx";
import { SegmentStats } from "../components/traffic/segment-stats.tsx";
import { TrendsPanel } from "../components/traffic/trends-panel.tsx";
import { sqlEventsStore } from "../server/events-store.ts";
import { trafficOverview } from "../server/reports.service.ts";
import type { Route } from "./+types/traffic";

export const handle = { title: "User Traffic" };
export const meta = () => staffMeta("Traffic Overview · Command Center");

const TABS = [
  { id: "visitors", label: "Visitors" },
  { id: "segments", label: "Segments" },
  { id: "trends", label: "Trends" },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const url = new URL(request.url);
  const days = rangeOf(url.searchParams.get("days"));
  const tab = TABS.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "visitors";
  const { db } = getRequestState(context).services;
  return {
    days,
    tab,
    overview: await pageData(() =>
      trafficOverview(sqlEventsStore(db), db, actor, days, countLeadsBySegmentAndStatus),
    ),
  };
}

export function ErrorBoundary() {
  return <RouteErrorState message={M.loadVisitorsFailed} />;
}

const fmt = (n: number) => n.toLocaleString("en-US");

export default function Traffic({ loaderData }: Route.ComponentProps) {
  const { days, tab, overview: o } = loaderData;
  const hrefWith = useHrefWith();
  const hasVisitors = o.totalVisitors > 0;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">Traffic Overview</h2>
        {o.demo ? (
          <Badge
            tone="warning"
            title="Seeded in demo mode; replaced by real figures once the tracker records visits"
          >
            Demo data
          </Badge>
        ) : null}
        <div className="ml-auto">
          <RefreshFigures />
        </div>
      </div>
      <RangeTabs days={days} />
      <NavTabs
        label="Traffic views"
        tabs={TABS.map((x) => ({ label: x.label, to: hrefWith({ tab: x.id }), active: x.id === tab }))}
      />
      {tab === "visitors" ? (
        !hasVisitors ? (
          <EmptyState icon={Users} title={M.noVisitors} />
        ) : (
          <>
            <StatGrid
              stats={[
                {
                  name: "visitors",
                  label: "Visitors",
                  value: fmt(o.totalVisitors),
                  description: `Last ${days} days (sessions per day, summed)`,
                },
                { name: "daily", label: "Average per day", value: (o.totalVisitors / days).toFixed(1) },
                {
                  name: "pages",
                  label: "Page views",
                  value: fmt(o.topPages.reduce((a, p) => a + p.pageviews, 0)),
                  description: o.demo ? "Tracked pages only (the history is demo data)" : "Tracked pages",
                },
              ]}
            />
            <LineChart
              title={o.demo ? "Visitors per day (demo data)" : "Visitors per day"}
              description="Days in UTC"
              data={o.perDay}
              labelHeader="Day"
              valueHeader="Visitors"
            />
            {o.topPages.length ? (
              <ScrollRegion label="Top pages">
                <table className="w-full text-sm">
                  <caption className="p-3 text-left font-semibold">Top pages</caption>
                  <thead>
                    <tr className="border-b border-border text-left text-muted-fg">
                      <th scope="col" className="p-3">
                        Page
                      </th>
                      <th scope="col" className="p-3 text-right">
                        Page views
                      </th>
                      <th scope="col" className="p-3 text-right">
                        Sessions
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.topPages.map((p) => (
                      <tr key={p.page} className="border-b border-border last:border-0">
                        <th scope="row" className="p-3 text-left font-medium">
                          {p.page}
                        </th>
                        <td className="p-3 text-right">{fmt(p.pageviews)}</td>
                        <td className="p-3 text-right">{fmt(p.sessions)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            ) : null}
          </>
        )
      ) : tab === "segments" ? (
        o.bySegment.length === 0 && o.segmentStats.length === 0 ? (
          <EmptyState icon={Users} title={M.noSegments} />
        ) : (
          <>
            {o.bySegment.length ? (
              <BarChart
                title={o.demo ? "Visitors by segment (demo data)" : "Visitors by segment"}
                description={`Last ${days} days`}
                data={o.bySegment}
                labelHeader="Segment"
                valueHeader="Visitors"
              />
            ) : null}
            <SegmentStats stats={o.segmentStats} demo={o.demo} />
          </>
        )
      ) : (
        <TrendsPanel trends={o.trends} />
      )}
    </div>
  );
}
