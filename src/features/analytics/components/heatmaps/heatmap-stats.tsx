import { StatGrid } from "#src/ui/stat-grid.tsx";
import type { PageAnalytics } from "../../analytics.contract.ts";
import { GOOD_SCROLL_DEPTH, HIGH_ENGAGEMENT_CLICKS } from "../../analytics.contract.ts";
import { fmt } from "./format.ts";

/** The page's totals: interactions, clicks (and engagement), mean scroll depth, devices. */
export function HeatmapStats({ figures }: { figures: PageAnalytics }) {
  const t = figures.totals;
  return (
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
  );
}
