import { Loader2 } from "lucide-react";

/** What the analyzer shows while the analysis runs: a rotating message and how many systems. */
export function AnalyzingStatus({ message, systems }: { message: string | undefined; systems: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-72 flex-col items-center justify-center gap-4 rounded-xl border border-border bg-bg p-10 text-center"
    >
      <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-primary" />
      <p className="text-lg font-semibold">{message}</p>
      <p className="text-sm text-muted-fg">
        Analyzing {systems} {systems === 1 ? "system" : "systems"}
      </p>
    </div>
  );
}
