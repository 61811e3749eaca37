import { trackedElementsOn } from "#src/lib/tracked-elements.ts";
import { BarChart } from "#src/ui/chart.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import type { PageAnalytics } from "../../analytics.contract.ts";
import { CELL_HEIGHT_PX, type Device } from "../../analytics.contract.ts";
import type { HeatCell } from "../heat-layer.tsx";
import { fmt } from "./format.ts";

/** The page's elements marked for the tracker: hovering them is what "hovers" counts. */
export function MarkedElements({ page }: { page: string }) {
  const marked = trackedElementsOn(page);
  return (
    <section
      aria-labelledby="marked-elements"
      className="rounded-xl border border-border bg-card p-4 lg:col-span-2"
    >
      <h3 id="marked-elements" className="font-semibold">
        Marked elements on {page}
      </h3>
      {marked.length ? (
        <ul className="mt-2 grid gap-1 text-sm" aria-label={`Marked elements on ${page}`}>
          {marked.map((m) => (
            <li key={m.name}>
              {m.label} <code className="text-xs text-muted-fg">data-track="{m.name}"</code>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-fg">
          No element of this page is marked: hovers are not counted here.
        </p>
      )}
    </section>
  );
}

/** Interaction Analysis: the interactions by type, the marked elements and the most clicked areas. */
export function InteractionAnalysis({
  page,
  totals: t,
  cells,
  device,
}: {
  page: string;
  totals: PageAnalytics["totals"];
  cells: HeatCell[];
  device: Device;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <MarkedElements page={page} />
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
