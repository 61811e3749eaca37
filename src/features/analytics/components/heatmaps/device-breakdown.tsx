import { DonutChart } from "#src/ui/chart.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import type { PageAnalytics } from "../../analytics.contract.ts";
import { fmt } from "./format.ts";

/** Device Breakdown: page views per device as a chart, and every figure per device as a table. */
export function DeviceBreakdown({ byDevice }: { byDevice: PageAnalytics["byDevice"] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DonutChart
        title="Page views by device"
        data={byDevice.map((d) => ({ label: d.device, value: d.pageviews }))}
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
            {byDevice.map((d) => (
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
  );
}
