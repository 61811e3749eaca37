import { Check } from "lucide-react";
import { cn } from "#src/ui/cn.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { LOADING_STEPS } from "../lib/startup-rules.ts";

/** The four ordered steps; the current one spins, earlier ones are ticked. */
export function LoadingSteps({ current, heading, note }: { current: number; heading: string; note: string }) {
  return (
    <div className="grid gap-4" data-testid="pitch-loading">
      <h3 className="text-xl font-semibold" id="pitch-loading-heading">
        {heading}
      </h3>
      <p className="text-sm text-muted-fg">{note}</p>
      <ol aria-labelledby="pitch-loading-heading" className="grid gap-3">
        {LOADING_STEPS.map((step, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li
              key={step}
              aria-current={active ? "step" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg border px-4 py-3 text-sm",
                active ? "border-primary bg-bg font-medium" : "border-border",
                !done && !active && "text-muted-fg",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs",
                  done ? "border-primary bg-primary text-primary-fg" : "border-border",
                )}
              >
                {done ? (
                  <Check className="h-3.5 w-3.5" />
                ) : active ? (
                  <Spinner className="h-3.5 w-3.5" label="" />
                ) : (
                  i + 1
                )}
              </span>
              <span>{step}</span>
              <span className="sr-only">{done ? "(done)" : active ? "(in progress)" : "(waiting)"}</span>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {LOADING_STEPS[current]}
      </p>
    </div>
  );
}
