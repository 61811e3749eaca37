/** Speed-to-lead on screen: how long a lead waited, and its colour against the admins' thresholds. */

export type WaitTone = "neutral" | "warning" | "danger";

/** Whole minutes from `from` to `to` (ISO times), never negative. */
export const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / 60_000));

/** Amber from `amber` minutes, red from `red` minutes; below both, neutral. */
export const waitTone = (minutes: number, amber: number, red: number): WaitTone =>
  minutes >= red ? "danger" : minutes >= amber ? "warning" : "neutral";

/** "45 min", "3 h 20 min", "2 d 4 h". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`;
  const d = Math.floor(m / (24 * 60));
  const h = Math.floor((m % (24 * 60)) / 60);
  return h ? `${d} d ${h} h` : `${d} d`;
}
