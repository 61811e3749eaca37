import { cn } from "#src/ui/cn.ts";
import { type ProgressTone, progressTone } from "../lib/progress.ts";

const FILL: Record<ProgressTone, string> = {
  green: "bg-emerald-600 dark:bg-emerald-400",
  blue: "bg-sky-600 dark:bg-sky-400",
  yellow: "bg-amber-500 dark:bg-amber-300",
  red: "bg-red-600 dark:bg-red-400",
  grey: "bg-muted-fg/40",
};

/** A goal's progress, coloured by its thresholds (lib/progress.ts), with its value in words for everyone. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const tone = progressTone(value);
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-xs text-muted-fg">
        <span>Progress</span>
        <span>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
        data-tone={tone}
      >
        <div className={cn("h-full rounded-full", FILL[tone])} style={{ width: `${Math.max(value, 0)}%` }} />
      </div>
    </div>
  );
}
