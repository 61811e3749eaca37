/** Mid-tone colours that stand out (3:1 or more) on both the dark and the light background. */
export const CHART_COLOURS = [
  "#ea580c",
  "#0284c7",
  "#059669",
  "#7c3aed",
  "#db2777",
  "#ca8a04",
  "#64748b",
] as const;

export const chartColour = (index: number): string =>
  CHART_COLOURS[index % CHART_COLOURS.length] ?? "#64748b";
