import { format } from "date-fns";

/** An expected close date as the list view shows it: 'Jan 5, 2025', or 'Not set'. */
export function formatCloseDate(date: string | null | undefined): string {
  if (!date) return "Not set";
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return "Not set";
  return format(new Date(y, m - 1, d), "MMM d, yyyy");
}

/** A probability (a fraction) as a percentage, or 'N/A' when the deal has no analytics. */
export function formatProbability(p: number | null | undefined): string {
  return p === null || p === undefined ? "N/A" : `${Math.round(p * 100)}%`;
}

/** A deal value in the company's currency ('$12,500', '€12,500'); no value reads '—'. */
export { formatMoney } from "#src/lib/money.ts";

/** A file size in MB with 2 decimals: 1572864 → '1.50 MB'. */
export const formatSizeMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

/** Chart labels: names cut at `max` characters plus an ellipsis. */
export const truncateName = (name: string, max: number) =>
  name.length > max ? `${name.slice(0, max)}...` : name;

/** '+N' beside the first `shown` tags, or null when every tag fits. */
export function tagOverflow(
  tags: readonly string[],
  shown: number,
): { visible: string[]; more: string | null } {
  return { visible: tags.slice(0, shown), more: tags.length > shown ? `+${tags.length - shown}` : null };
}

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
/** A moment as staff read it, the same on the server and in the browser: 'Jan 5, 2025, 3:04 PM UTC'. */
export const formatWhen = (iso: string) => `${WHEN.format(new Date(iso))} UTC`;

/** A share (0–1) as a whole percentage. */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** A count with its noun, singular for one: '1 deal', '2 deals', '1,200 contacts'. */
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
