import { BarChart } from "#src/ui/chart.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import type { PageAnalytics } from "../../analytics.contract.ts";
import { CELL_HEIGHT_PX, type Device } from "../../analytics.contract.ts";
import type { HeatCell } from "../heat-layer.tsx";
import { fmt } from "./format.ts";

/** Interaction Analysis: the interactions by type, and the ten most clicked areas of the page. */
export function InteractionAnalysis({
  totals: t,
  cells,
  device,
}: {
  totals: PageAnalytics["totals"];
  cells: HeatCell[];
  device: Device;
}) {
  return (
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
  );
}
