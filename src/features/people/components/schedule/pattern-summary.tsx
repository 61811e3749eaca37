import { Card } from "#src/ui/card.tsx";
import { formatDay, formatTime, fullName } from "../../lib/format.ts";
import type { WeeklyPatternDto } from "../../people.contract.ts";
import { duration, WEEKDAY_NAMES } from "./schedule-day.tsx";

/** A weekly pattern as a table of the seven days. */
export function PatternSummary({ pattern, label }: { pattern: WeeklyPatternDto; label: string }) {
  const minutes = pattern.days.reduce((sum, d) => {
    const [sh = 0, sm = 0] = d.startTime.split(":").map(Number);
    const [eh = 0, em = 0] = d.endTime.split(":").map(Number);
    return sum + eh * 60 + em - (sh * 60 + sm);
  }, 0);
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{label}</h3>
        <p className="text-xs text-muted-fg">
          From {formatDay(pattern.effectiveFrom)}
          {pattern.setBy ? ` · set by ${fullName(pattern.setBy)}` : ""} · {Math.floor(minutes / 60)} h
          {minutes % 60 ? ` ${minutes % 60} min` : ""} a week
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {WEEKDAY_NAMES.map((name, i) => {
          const d = pattern.days.find((x) => x.weekday === i + 1);
          return (
            <div key={name} className="flex justify-between gap-3 border-b border-border/60 py-1">
              <dt className="font-medium">{name}</dt>
              <dd className={d ? "" : "text-muted-fg"}>
                {d
                  ? `${formatTime(d.startTime)} – ${formatTime(d.endTime)} (${duration(d.startTime, d.endTime)})${d.remote ? " · Remote" : ""}`
                  : "Not working"}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
