/**
 * Points of a custom feature from a template: the type's base points, times
 * each ticked complexity factor's multiplier, rounded.
 */
export function templatePoints(
  basePoints: number,
  multipliers: Readonly<Record<string, number>>,
  ticked: readonly string[],
): number {
  let points = basePoints;
  for (const factor of ticked) {
    const m = multipliers[factor];
    if (m !== undefined) points *= m;
  }
  return Math.round(points);
}

/** Points of a bundle feature (feature hub, AI import, "Open in FLARE"): complexity sets the base, priority scales it. */
const BASE_POINTS = { Low: 20, Medium: 40, High: 80 } as const;
const PRIORITY_FACTOR = { high: 1.5, medium: 1, low: 0.75 } as const;
export function featurePoints(
  complexity: keyof typeof BASE_POINTS,
  priority: keyof typeof PRIORITY_FACTOR,
): number {
  return Math.max(5, Math.round((BASE_POINTS[complexity] * PRIORITY_FACTOR[priority]) / 5) * 5);
}
