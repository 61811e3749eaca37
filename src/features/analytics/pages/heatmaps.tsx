import { MousePointerClick } from "lucide-react";
import { Form } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { BarChart, DonutChart } from "#src/ui/chart.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import {
  CELL_HEIGHT_PX,
  DEVICE_WIDTHS,
  DEVICES,
  type Device,
  GOOD_SCROLL_DEPTH,
  HIGH_ENGAGEMENT_CLICKS,
  ANALYTICS_MESSAGES as M,
  rangeOf,
} from "../analytics.contract.ts";
import { RangeTabs, RefreshFigures, useHrefWith } from "../components/analytics-controls.tsx";
import { HeatLayer } from "../components/heat-layer.tsx";
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
  const pages = await listTrackedPages(store, actor);
  const page = url.searchParams.get("page") || "/";
  const device = (DEVICES as readonly string[]).includes(url.searchParams.get("device") ?? "")
    ? (url.searchParams.get("device") as Device)
    : "desktop";
  const tab: TabId = TABS.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "overview";
  const days = rangeOf(url.searchParams.get("days"));
  const [figures, cells] = await Promise.all([
    pageAnalytics(store, actor, page, days),
    heatmapCells(store, actor, page, device, days),
  ]);
  return { pages, page, device, tab, days, figures, cells };
}

const fmt = (n: number) => n.toLocaleString("en-US");

export default function Heatmaps({ loaderData }: Route.ComponentProps) {
  const { pages, page, device, tab, days, figures, cells } = loaderData;
  const hrefWith = useHrefWith();
  const t = figures.totals;
  const hasData = t.pageviews + t.clicks + t.mouseovers > 0 || figures.byDevice.length > 0;
  const pageOptions = pages.includes(page) ? pages : [page, ...pages].sort();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="days" value={days} />
          <label className="grid gap-1 text-sm font-medium">
            Page
            <select
              name="page"
              defaultValue={page}
              className="h-9 rounded-md border border-border bg-bg px-2"
            >
              {pageOptions.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Device
            <select
              name="device"
              defaultValue={device}
              className="h-9 rounded-md border border-border bg-bg px-2"
            >
              {DEVICES.map((d) => (
                <option key={d} value={d}>
                  {d[0]!.toUpperCase() + d.slice(1)} ({DEVICE_WIDTHS[d]} px)
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="sm">
            Show
          </Button>
        </Form>
        <div className="ml-auto">
          <RefreshFigures />
        </div>
      </div>
      <RangeTabs days={days} />
      <NavTabs
        label="Heatmap views"
        tabs={TABS.map((x) => ({ label: x.label, to: hrefWith({ tab: x.id }), active: x.id === tab }))}
      />
      {pages.length === 0 ? (
        <EmptyState icon={MousePointerClick} title={M.noInteractions} />
      ) : !hasData ? (
        <EmptyState icon={MousePointerClick} title={M.noPageData(page)} />
      ) : (
        <>
          <StatGrid
            stats={[
              {
                name: "interactions",
                label: "Total interactions",
                value: fmt(t.pageviews + t.clicks + t.mouseovers),
              },
              {
                name: "clicks",
                label: "Clicks",
                value: fmt(t.clicks),
                description: t.clicks > HIGH_ENGAGEMENT_CLICKS ? "High engagement" : "Normal engagement",
              },
              {
                name: "scroll",
                label: "Mean scroll depth",
                value: t.meanScrollDepth === null ? "—" : `${t.meanScrollDepth}%`,
                description:
                  t.meanScrollDepth === null
                    ? "No scrolling recorded"
                    : t.meanScrollDepth > GOOD_SCROLL_DEPTH
                      ? "Good"
                      : "Below 70%",
              },
              {
                name: "devices",
                label: "Devices",
                value: fmt(figures.byDevice.length),
                description: figures.byDevice.map((d) => `${d.device} ${fmt(d.pageviews)}`).join(", "),
              },
            ]}
          />
          {tab === "overview" ? (
            <section aria-labelledby="heat-title" className="grid gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id="heat-title" className="text-lg font-semibold">
                  Clicks on {page} ({device}, {DEVICE_WIDTHS[device]} px)
                </h2>
                {t.clicks > HIGH_ENGAGEMENT_CLICKS ? <Badge tone="success">High engagement</Badge> : null}
              </div>
              {cells.length === 0 ? (
                <p className="text-sm text-muted-fg">
                  No clicks recorded on {device} for this page in this range.
                </p>
              ) : null}
              <HeatLayer
                page={page}
                width={DEVICE_WIDTHS[device]}
                cells={cells}
                totalClicks={cells.reduce((a, c) => a + c.clicks, 0)}
              />
            </section>
          ) : tab === "devices" ? (
            <div className="grid gap-4 lg:grid-cols-2">
              <DonutChart
                title="Page views by device"
                data={figures.byDevice.map((d) => ({ label: d.device, value: d.pageviews }))}
                labelHeader="Device"
                valueHeader="Page views"
              />
              <ScrollRegion label="Figures per device">
                <table className="w-full text-sm">
                  <caption className="p-3 text-left font-semibold">Figures per device</caption>
                  <thead>
                    <tr className="border-b border-border text-left text-muted-fg">
                      <th scope="col" className="p-3">
                        Device
                      </th>
                      <th scope="col" className="p-3 text-right">
                        Page views
                      </th>
                      <th scope="col" className="p-3 text-right">
                        Clicks
                      </th>
                      <th scope="col" className="p-3 text-right">
                        Sessions
                      </th>
                      <th scope="col" className="p-3 text-right">
                        Mean scroll depth
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {figures.byDevice.map((d) => (
                      <tr key={d.device} className="border-b border-border last:border-0">
                        <th scope="row" className="p-3 text-left font-medium">
                          {d.device}
                        </th>
                        <td className="p-3 text-right">{fmt(d.pageviews)}</td>
                        <td className="p-3 text-right">{fmt(d.clicks)}</td>
                        <td className="p-3 text-right">{fmt(d.sessions)}</td>
                        <td className="p-3 text-right">
                          {d.meanScrollDepth === null ? "—" : `${d.meanScrollDepth}%`}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </div>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              <BarChart
                title="Interactions by type"
                data={[
                  { label: "Page views", value: t.pageviews },
                  { label: "Clicks", value: t.clicks },
                  { label: "Hovers on marked elements", value: t.mouseovers },
                ]}
                labelHeader="Type"
                valueHeader="Count"
              />
              <ScrollRegion label="Most clicked areas">
                <table className="w-full text-sm">
                  <caption className="p-3 text-left font-semibold">Most clicked areas ({device})</caption>
                  <thead>
                    <tr className="border-b border-border text-left text-muted-fg">
                      <th scope="col" className="p-3">
                        Across the page
                      </th>
                      <th scope="col" className="p-3">
                        From the top
                      </th>
                      <th scope="col" className="p-3 text-right">
                        Clicks
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...cells]
                      .sort((a, b) => b.clicks - a.clicks)
                      .slice(0, 10)
                      .map((c) => (
                        <tr key={`${c.x}:${c.y}`} className="border-b border-border last:border-0">
                          <td className="p-3">
                            {c.x}–{c.x + 1}%
                          </td>
                          <td className="p-3">
                            {c.y * CELL_HEIGHT_PX}–{(c.y + 1) * CELL_HEIGHT_PX} px
                          </td>
                          <td className="p-3 text-right">{fmt(c.clicks)}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </div>
          )}
        </>
      )}
    </div>
  );
}
