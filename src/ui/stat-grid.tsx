/** A row of headline figures (segment statistics, playground metrics). */
export type StatItem = { name: string; value: string; label: string; description?: string };

export function StatGrid({ stats, className = "" }: { stats: StatItem[]; className?: string }) {
  if (!stats.length) return null;
  return (
    <dl className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${className}`}>
      {stats.map((s) => (
        <div key={s.name} className="rounded-xl border border-border bg-card p-5">
          <dt className="text-sm font-medium text-muted-fg">{s.label}</dt>
          <dd className="mt-2 text-3xl font-bold tracking-tight text-fg">{s.value}</dd>
          {s.description ? <dd className="mt-2 text-sm text-muted-fg">{s.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
