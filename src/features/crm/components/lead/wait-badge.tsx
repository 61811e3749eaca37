import { Badge } from "#src/ui/badge.tsx";
import { formatMinutes, minutesBetween, waitTone } from "../../lib/waiting.ts";

export type WaitThresholds = { waitAmberMinutes: number; waitRedMinutes: number };

/**
 * Speed-to-lead for one lead: how long it took to get its first staff action, or, while it has
 * none, how long it has waited (as of `now`, the page's load), amber and red at the thresholds.
 */
export function WaitBadge({
  createdAt,
  firstResponseAt,
  now,
  thresholds,
}: {
  createdAt: string;
  firstResponseAt: string | null;
  now: string;
  thresholds: WaitThresholds;
}) {
  if (firstResponseAt) {
    return (
      <span className="text-xs text-muted-fg">
        Answered in {formatMinutes(minutesBetween(createdAt, firstResponseAt))}
      </span>
    );
  }
  const waited = minutesBetween(createdAt, now);
  const tone = waitTone(waited, thresholds.waitAmberMinutes, thresholds.waitRedMinutes);
  return (
    <Badge tone={tone} title="No staff action yet (note, call, email, status change or conversion)">
      Waiting {formatMinutes(waited)}
      {tone === "danger" ? " (overdue)" : tone === "warning" ? " (soon overdue)" : ""}
    </Badge>
  );
}
