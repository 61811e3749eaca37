import { Card } from "#src/ui/card.tsx";
import { type DashboardDto, STATUS_LABELS, TASK_STATUSES } from "../../workspace.contract.ts";

/** The task counts per status, the total and the share done. */
export function DashboardOverview({ d }: { d: DashboardDto }) {
  return (
    <section aria-labelledby="overview-heading" className="grid gap-3">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {TASK_STATUSES.map((s) => (
          <Card key={s} className="grid gap-1 p-4">
            <dt className="text-sm text-muted-fg">{STATUS_LABELS[s]}</dt>
            <dd className="text-2xl font-bold" data-testid={`count-${s}`}>
              {d.counts[s]}
            </dd>
          </Card>
        ))}
        <Card className="grid gap-1 p-4">
          <dt className="text-sm text-muted-fg">Total</dt>
          <dd className="text-2xl font-bold">{d.total}</dd>
        </Card>
        <Card className="grid gap-2 p-4">
          <dt className="text-sm text-muted-fg">Progress</dt>
          <dd className="grid gap-2">
            <span className="text-2xl font-bold">{d.progress}%</span>
            <div
              role="progressbar"
              aria-label="Tasks done"
              aria-valuenow={d.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2 rounded-full bg-muted"
            >
              <div className="h-2 rounded-full bg-primary" style={{ width: `${d.progress}%` }} />
            </div>
          </dd>
        </Card>
      </dl>
    </section>
  );
}
