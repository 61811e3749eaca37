import { AlertTriangle, CheckCircle2, CircleDashed, XCircle } from "lucide-react";
import { impactLabel, impactTone, statusTone } from "../lib/status.ts";

const STATUS = {
  compliant: {
    Icon: CheckCircle2,
    cls: "border-green-700/40 bg-green-50 text-green-800 dark:border-green-400/40 dark:bg-green-950/60 dark:text-green-300",
  },
  partial: {
    Icon: AlertTriangle,
    cls: "border-amber-700/40 bg-amber-50 text-amber-800 dark:border-amber-400/40 dark:bg-amber-950/60 dark:text-amber-300",
  },
  noncompliant: {
    Icon: XCircle,
    cls: "border-red-700/40 bg-red-50 text-red-800 dark:border-red-400/40 dark:bg-red-950/60 dark:text-red-300",
  },
  other: { Icon: CircleDashed, cls: "border-border bg-muted text-muted-fg" },
} as const;

/** A gap or control status: icon, colour and the status words (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  const { Icon, cls } = STATUS[tone];
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${cls}`}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {status}
    </span>
  );
}

const IMPACT = {
  critical: "bg-red-700 text-white dark:bg-red-400 dark:text-red-950",
  high: "bg-amber-600 text-black dark:bg-amber-400 dark:text-amber-950",
  medium: "bg-blue-700 text-white dark:bg-blue-400 dark:text-blue-950",
  low: "bg-green-700 text-white dark:bg-green-400 dark:text-green-950",
  unknown: "bg-muted text-muted-fg border border-border",
} as const;

/** Impact badge: critical red, high amber, medium blue, low green, anything else "Unknown". */
export function ImpactBadge({ impact }: { impact: string }) {
  const tone = impactTone(impact);
  return (
    <span
      data-tone={tone}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${IMPACT[tone]}`}
    >
      {impactLabel(impact)}
    </span>
  );
}
