import type { HTMLAttributes } from "react";
import { cn } from "./cn.ts";

/** Colours that keep at least 4.5:1 text contrast in both themes. */
const tones = {
  neutral: "border-border bg-muted text-fg",
  info: "border-sky-600/40 bg-sky-600/10 text-sky-800 dark:text-sky-200",
  success: "border-emerald-600/40 bg-emerald-600/10 text-emerald-800 dark:text-emerald-200",
  warning: "border-amber-600/40 bg-amber-500/10 text-amber-900 dark:text-amber-200",
  danger: "border-danger/40 bg-danger/10 text-red-800 dark:text-red-200",
} as const;

export type BadgeTone = keyof typeof tones;

/** A short status label (stage, score band, role). The words carry the meaning; colour only helps. */
export function Badge({
  tone = "neutral",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
