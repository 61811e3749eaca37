import { useEffect } from "react";
import {
  Bar,
  CartesianGrid,
  Cell,
  Line,
  Pie,
  BarChart as RBarChart,
  ResponsiveContainer,
  LineChart as RLineChart,
  PieChart as RPieChart,
  Text as RText,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { ChartDatum, ChartKind } from "./chart.tsx";
import { chartColour } from "./chart-colours.ts";

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

const tooltipStyle = {
  background: "var(--card)",
  border: "1px solid var(--border)",
  borderRadius: 8,
  color: "var(--fg)",
};

/** How every axis label is drawn. */
const tick = { fill: "currentColor", fontSize: 12 };

type TickProps = {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  visibleTicksCount?: number;
  payload?: { value?: unknown };
};

/**
 * A category label wrapped to its bar's width (two lines at most): on a phone three labels such as
 * 'Lead generation' and 'Thought leadership' ran into each other on one line.
 */
function WrappedTick({ x, y, width, visibleTicksCount, payload }: TickProps) {
  const band = Number(width ?? 0) / Math.max(1, visibleTicksCount ?? 1);
  return (
    <RText
      x={Number(x ?? 0)}
      y={Number(y ?? 0)}
      width={Math.max(36, band - 6)}
      maxLines={2}
      textAnchor="middle"
      verticalAnchor="start"
      {...tick}
    >
      {String(payload?.value ?? "")}
    </RText>
  );
}

/** The recharts drawing of chart.tsx; loaded lazily, never on the server. */
export default function ChartVisual({
  kind,
  data,
  formatValue,
  height,
  onReady,
}: {
  kind: ChartKind;
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
  height: number;
  onReady: () => void;
}) {
  useEffect(() => onReady(), [onReady]);
  const rows = data.map((d) => ({ label: d.label, value: d.value }));
  // The y axis has 48 px: long values ('$150,000') shrink to '$150K' there; the tooltip keeps them whole.
  const axisValue = (v: number) => {
    const whole = formatValue(v);
    if (whole.length <= 6) return whole;
    const short = compact.format(v);
    return whole.startsWith("$") ? `$${short}` : whole.endsWith("%") ? `${short}%` : short;
  };
  // Many bars (the seven stages) leave too little room for level labels: slant them.
  const slanted = rows.length > 5;
  const tooltip = (
    <Tooltip
      contentStyle={tooltipStyle}
      itemStyle={{ color: "var(--fg)" }}
      formatter={(value) => formatValue(Number(value))}
      cursor={{ fill: "currentColor", fillOpacity: 0.08 }}
    />
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === "donut" ? (
        <RPieChart accessibilityLayer={false}>
          <Pie
            data={rows}
            dataKey="value"
            nameKey="label"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={1}
            rootTabIndex={-1}
            isAnimationActive={false}
          >
            {rows.map((row, i) => (
              <Cell key={row.label} fill={chartColour(i)} stroke="var(--card)" />
            ))}
          </Pie>
          {tooltip}
        </RPieChart>
      ) : kind === "line" ? (
        <RLineChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis dataKey="label" tick={tick} stroke="currentColor" tickLine={false} minTickGap={16} />
          <YAxis
            tick={tick}
            stroke="currentColor"
            tickLine={false}
            width={48}
            tickFormatter={axisValue}
            allowDecimals={false}
          />
          {tooltip}
          <Line
            type="monotone"
            dataKey="value"
            name="Value"
            stroke={chartColour(0)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </RLineChart>
      ) : (
        <RBarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis
            dataKey="label"
            tick={tick}
            stroke="currentColor"
            tickLine={false}
            interval={0}
            {...(slanted ? { angle: -35, textAnchor: "end", height: 64 } : { tick: WrappedTick, height: 40 })}
          />
          <YAxis
            tick={tick}
            stroke="currentColor"
            tickLine={false}
            width={48}
            tickFormatter={axisValue}
            allowDecimals={false}
          />
          {tooltip}
          <Bar
            dataKey="value"
            name="Value"
            fill={chartColour(0)}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </RBarChart>
      )}
    </ResponsiveContainer>
  );
}
