import { MousePointerClick } from "lucide-react";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { DEVICES, type Device, ANALYTICS_MESSAGES as M, rangeOf } from "../analytics.contract.ts";
import { RangeTabs, RefreshFigures, useHrefWith } from "../components/analytics-controls.tsx";
import { DeviceBreakdown } from "../components/heatmaps/device-breakdown.tsx";
import { HeatmapFilters } from "../components/heatmaps/heatmap-filters.tsx";
import { HeatmapOverview } from "../components/heatmaps/heatmap-overview.tsx";
import { HeatmapStats } from "../components/heatmaps/heatmap-stats.tsx";
import { InteractionAnalysis, MarkedElements } from "../components/heatmaps/interaction-analysis.tsx";
import { sqlEventsStore } from "../server/events-store.ts";
import { heatmapCells, listTrackedPages, pageAnalytics } from "../server/reports.service.ts";
import type { Route } from "./+types/heatmaps";

export const handle = { title: "Heatmaps" };
export const meta = () => staffMeta("Heatmaps · Command Center");

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "devices", label: "Device Breakdown" },
  { id: "interactions", label: "Interaction Analysis" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const store = sqlEventsStore(getRequestState(context).services.db);
  const url = new URL(request.url);
  const pages = await pageData(() => listTrackedPages(store, actor));
  const page = url.searchParams.get("page") || "/";
  const device = (DEVICES as readonly string[]).includes(url.searchParams.get("device") ?? "")
    ? (url.searchParams.get("device") as Device)
    : "desktop";
  const tab: TabId = TABS.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "overview";
  const days = rangeOf(url.searchParams.get("days"));
  const [figures, cells] = await pageData(() =>
    Promise.all([pageAnalytics(store, actor, page, days), heatmapCells(store, actor, page, device, days)]),
  );
  return { pages, page, device, tab, days, figures, cells };
}

export function ErrorBoundary() {
  return <RouteErrorState message={M.loadPageAnalyticsFailed} />;
}

export default function Heatmaps({ loaderData }: Route.ComponentProps) {
  const { pages, page, device, tab, days, figures, cells } = loaderData;
  const hrefWith = useHrefWith();
  const t = figures.totals;
  const hasData = t.pageviews + t.clicks + t.mouseovers > 0 || figures.byDevice.length > 0;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <HeatmapFilters pages={pages} page={page} device={device} tab={tab} days={days} />
        <div className="ml-auto">
          <RefreshFigures />
        </div>
      </div>
      <RangeTabs days={days} />
      <NavTabs
        label="Heatmap views"
        tabs={TABS.map((x) => ({ label: x.label, to: hrefWith({ tab: x.id }), active: x.id === tab }))}
      />
      {pages.length === 0 || !hasData ? (
        <>
          <EmptyState
            icon={MousePointerClick}
            title={pages.length === 0 ? M.noInteractions : M.noPageData(page)}
          />
          {tab === "interactions" ? <MarkedElements page={page} /> : null}
        </>
      ) : (
        <>
          <HeatmapStats figures={figures} />
          {tab === "overview" ? (
            <HeatmapOverview page={page} device={device} cells={cells} clicks={t.clicks} />
          ) : tab === "devices" ? (
            <DeviceBreakdown byDevice={figures.byDevice} />
          ) : (
            <InteractionAnalysis page={page} totals={t} cells={cells} device={device} />
          )}
        </>
      )}
    </div>
  );
}
