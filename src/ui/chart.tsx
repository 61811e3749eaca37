import { lazy, Suspense, useState } from "react";
import { chartColour } from "./chart-colours.ts";
import { cn } from "./cn.ts";
import { useHydrated } from "./use-hydrated.ts";

/** One bar, slice or point: its label and its number. */
export type ChartDatum = { label: string; value: number };

export type ChartProps = {
  /** Shown above the chart and used as the data table's caption. */
  title: string;
  description?: string;
  data: readonly ChartDatum[];
  /** How a value is written in the tooltip, the axis and the table ("$12,500", "42%"). */
  formatValue?: (value: number) => string;
  /** The table's column headers for screen readers. */
  labelHeader?: string;
  valueHeader?: string;
  /** The drawing's height in pixels (the space is kept while recharts loads). */
  height?: number;
  /** Shown instead of the chart when there is no data. */
  emptyText?: string;
  className?: string;
};

export type ChartKind = "bar" | "donut" | "line";

// recharts is loaded on first use, in its own chunk: no page that draws no chart ever downloads it,
// and no public page draws one.
const ChartVisual = lazy(() => import("./chart-visual.tsx"));

function ChartFrame({ kind, ...props }: ChartProps & { kind: ChartKind }) {
  const {
    title,
    description,
    data,
    formatValue = (n: number) => n.toLocaleString("en-US"),
    labelHeader = "Category",
    valueHeader = "Value",
    height = 240,
    emptyText = "No data yet.",
    className,
  } = props;
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <figure className={cn("grid gap-2 rounded-xl border border-border bg-card p-4", className)}>
      <figcaption>
        <span className="block font-semibold">{title}</span>
        {description ? <span className="block text-sm text-muted-fg">{description}</span> : null}
      </figcaption>
      {data.length === 0 ? (
        <p
          className="flex items-center justify-center text-sm text-muted-fg"
          style={{ minHeight: height / 2 }}
        >
          {emptyText}
        </p>
      ) : (
        <>
          {/* The drawing is for the eye; screen readers get the same figures as a table below. */}
          <div
            aria-hidden="true"
            className="text-muted-fg"
            style={{ height }}
            data-hydrates="chart"
            data-ready={ready ? "true" : undefined}
          >
            {hydrated ? (
              <Suspense fallback={null}>
                <ChartVisual
                  kind={kind}
                  data={data}
                  formatValue={formatValue}
                  height={height}
                  onReady={() => setReady(true)}
                />
              </Suspense>
            ) : null}
          </div>
          {kind === "donut" ? (
            <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
              {data.map((d, i) => (
                <li key={d.label} className="flex items-center gap-1.5">
                  <span className="h-2.5 w-2.5 rounded-sm" style={{ background: chartColour(i) }} />
                  {d.label} · {formatValue(d.value)}
                </li>
              ))}
            </ul>
          ) : null}
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col">{valueHeader}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.label}>
                  <th scope="row">{d.label}</th>
                  <td>
                    {formatValue(d.value)}
                    {kind === "donut" && total > 0 ? ` (${Math.round((d.value / total) * 100)}%)` : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

/** Bars, one per category (pipeline value by stage, leads by source). */
export function BarChart(props: ChartProps) {
  return <ChartFrame kind="bar" {...props} />;
}

/** A ring of slices, shares of a whole (stage distribution, leads by segment). */
export function DonutChart(props: ChartProps) {
  return <ChartFrame kind="donut" {...props} />;
}

/** A line through ordered points (leads per day). */
export function LineChart(props: ChartProps) {
  return <ChartFrame kind="line" {...props} />;
}
