import { ArrowDown, ArrowUp } from "lucide-react";
import { GOOD_SEGMENT_METRIC, type SegmentStatDto } from "../../analytics.contract.ts";

/** One metric: its percentage with a green up arrow above 50, else a red one pointing down. */
function Metric({ stat }: { stat: SegmentStatDto }) {
  const good = stat.percent !== null && stat.percent > GOOD_SEGMENT_METRIC;
  const Arrow = good ? ArrowUp : ArrowDown;
  return (
    <li className="grid gap-0.5 py-2">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm">{stat.metric}</span>
        {stat.percent === null ? (
          <span className="text-sm text-muted-fg">n/a</span>
        ) : (
          <span
            className={`flex items-center gap-1 font-semibold ${good ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}
          >
            <Arrow aria-hidden="true" className="h-4 w-4" />
            {stat.percent}%<span className="sr-only">{good ? " (above 50 %)" : " (50 % or below)"}</span>
          </span>
        )}
      </div>
      <span className="text-xs text-muted-fg">{stat.detail}</span>
    </li>
  );
}

/** The segment statistics, one card per segment. */
export function SegmentStats({ stats, demo }: { stats: SegmentStatDto[]; demo: boolean }) {
  const segments = [...new Set(stats.map((s) => s.segment))];
  if (!segments.length) return null;
  return (
    <section aria-labelledby="segment-stats-heading" className="grid gap-3">
      <h3 id="segment-stats-heading" className="text-lg font-semibold">
        Segment statistics{demo ? " (visitors are demo data)" : ""}
      </h3>
      <p className="text-sm text-muted-fg">
        From the tracker's visitors and the leads captured in the same days. Above 50 % is shown green.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {segments.map((segment) => (
          <li key={segment} className="rounded-xl border border-border bg-card p-4">
            <h4 className="text-xs font-medium uppercase tracking-wide text-muted-fg">{segment}</h4>
            <ul className="divide-y divide-border" aria-label={`${segment} statistics`}>
              {stats
                .filter((s) => s.segment === segment)
                .map((s) => (
                  <Metric key={s.metric} stat={s} />
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
