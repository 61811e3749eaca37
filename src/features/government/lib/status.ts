/**
 * How a gap or control status is shown: compliant, partial, non-compliant or other, in colour AND
 * words, never colour alone, so it reads without colour vision.
 */
export type StatusTone = "compliant" | "partial" | "noncompliant" | "other";
/** Impact badge tones; anything unrecognised reads "Unknown" rather than guessing a level. */
export type ImpactTone = "critical" | "high" | "medium" | "low" | "unknown";

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/** compliant / implemented → green check; partial → amber warning; non-compliant / not implemented → red. */
export function statusTone(status: string): StatusTone {
  const s = norm(status);
  if (s === "compliant" || s === "implemented") return "compliant";
  if (s === "partial") return "partial";
  if (s === "non compliant" || s === "noncompliant" || s === "not implemented") return "noncompliant";
  return "other";
}

export function impactTone(impact: string): ImpactTone {
  const s = norm(impact);
  return s === "critical" || s === "high" || s === "medium" || s === "low" ? s : "unknown";
}

/** The words an impact badge shows. */
export function impactLabel(impact: string): string {
  const t = impactTone(impact);
  return t === "unknown" ? "Unknown" : `${t[0]!.toUpperCase()}${t.slice(1)}`;
}
