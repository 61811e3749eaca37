import { Badge } from "#src/ui/badge.tsx";
import { DEVICE_WIDTHS, type Device, HIGH_ENGAGEMENT_CLICKS } from "../../analytics.contract.ts";
import { type HeatCell, HeatLayer } from "../heat-layer.tsx";

/** Overview: the clicks on the page for one device, as a heat layer over the page. */
export function HeatmapOverview({
  page,
  device,
  cells,
  clicks,
}: {
  page: string;
  device: Device;
  cells: HeatCell[];
  /** The page's clicks on every device (for the engagement badge). */
  clicks: number;
}) {
  return (
    <section aria-labelledby="heat-title" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="heat-title" className="text-lg font-semibold">
          Clicks on {page} ({device}, {DEVICE_WIDTHS[device]} px)
        </h2>
        {clicks > HIGH_ENGAGEMENT_CLICKS ? <Badge tone="success">High engagement</Badge> : null}
      </div>
      {cells.length === 0 ? (
        <p className="text-sm text-muted-fg">No clicks recorded on {device} for this page in this range.</p>
      ) : null}
      <HeatLayer
        page={page}
        width={DEVICE_WIDTHS[device]}
        cells={cells}
        totalClicks={cells.reduce((a, c) => a + c.clicks, 0)}
      />
    </section>
  );
}
