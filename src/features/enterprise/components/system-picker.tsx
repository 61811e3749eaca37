import { CloudOff } from "lucide-react";
import { CATEGORY_LABELS, type Complexity, SYSTEM_CATALOGUE, SYSTEM_CATEGORIES } from "../content/systems.ts";

export const complexityClass: Record<Complexity, string> = {
  Low: "border-emerald-600/40 text-emerald-700 dark:text-emerald-300",
  Medium: "border-sky-600/40 text-sky-700 dark:text-sky-300",
  High: "border-amber-600/40 text-amber-800 dark:text-amber-300",
};

/**
 * The analyzer's first step: the systems catalogue as checkboxes, one fieldset per category, so a
 * visitor ticks what the organisation runs today.
 */
export function SystemPicker({
  selected,
  onToggle,
  error,
  errorId,
}: {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-describedby={error ? errorId : undefined}>
      {SYSTEM_CATEGORIES.map((category) => {
        const systems = SYSTEM_CATALOGUE[category];
        const count = systems.filter((s) => selected.has(s.id)).length;
        return (
          <fieldset key={category} className="rounded-xl border border-border bg-bg p-4">
            <legend className="px-1 text-sm font-semibold">
              {CATEGORY_LABELS[category]}
              {count ? <span className="ml-2 text-muted-fg">({count} selected)</span> : null}
            </legend>
            <ul className="mt-1 grid gap-1">
              {systems.map((s) => {
                const id = `system-${s.id}`;
                const checked = selected.has(s.id);
                return (
                  <li key={s.id}>
                    <label
                      htmlFor={id}
                      className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm transition-colors ${
                        checked ? "border-primary bg-primary/10" : "border-transparent hover:bg-muted"
                      }`}
                    >
                      <input
                        id={id}
                        type="checkbox"
                        className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
                        checked={checked}
                        onChange={() => onToggle(s.id)}
                        aria-describedby={`${id}-meta`}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium">{s.name}</span>
                        <span
                          id={`${id}-meta`}
                          className="flex flex-wrap items-center gap-x-2 text-xs text-muted-fg"
                        >
                          <span>{s.vendor}</span>
                          <span className={`rounded border px-1.5 ${complexityClass[s.complexity]}`}>
                            {s.complexity} complexity
                          </span>
                          {s.cloudReady ? null : (
                            <span className="inline-flex items-center gap-1">
                              <CloudOff aria-hidden="true" className="h-3 w-3" /> Not cloud ready
                            </span>
                          )}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
