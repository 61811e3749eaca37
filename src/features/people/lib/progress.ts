/**
 * The progress bar's colour: 75 and above green, 50 and above blue, 25 and
 * above yellow, below 25 red, 0 or none grey.
 */
export type ProgressTone = "green" | "blue" | "yellow" | "red" | "grey";

export function progressTone(progress: number | null | undefined): ProgressTone {
  if (!progress || progress <= 0) return "grey";
  if (progress >= 75) return "green";
  if (progress >= 50) return "blue";
  if (progress >= 25) return "yellow";
  return "red";
}
