import { ArrowDownRight, ArrowRight, ArrowUpRight, Plus, TrendingUp } from "lucide-react";
import { useState } from "react";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import {
  ANALYTICS_MESSAGES as M,
  SEGMENT_LABELS,
  type TrafficSegment,
  type TrendDto,
} from "../../analytics.contract.ts";
import { DIRECTION_LABELS, TrendForm } from "./trend-form.tsx";

const ARROWS = { rising: ArrowUpRight, steady: ArrowRight, falling: ArrowDownRight } as const;
const segmentLabel = (s: string) => SEGMENT_LABELS[s as TrafficSegment] ?? s;

function TrendCard({ t, onEdit }: { t: TrendDto; onEdit: () => void }) {
  const Arrow = ARROWS[t.direction];
  return (
    <li className="grid content-start gap-2 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-fg">{segmentLabel(t.segment)}</p>
        <Badge tone={t.direction === "falling" ? "danger" : t.direction === "rising" ? "success" : "neutral"}>
          <Arrow aria-hidden="true" className="mr-1 h-3 w-3" />
          {DIRECTION_LABELS[t.direction]}
        </Badge>
        {t.demo ? (
          <Badge tone="warning" title="Written by the demo seed">
            Demo data
          </Badge>
        ) : null}
        {t.active ? null : <Badge>Inactive</Badge>}
      </div>
      <h4 className="font-medium">{t.title}</h4>
      {t.description ? <p className="text-sm text-muted-fg">{t.description}</p> : null}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {t.sourceUrl ? (
          <a href={t.sourceUrl} className="underline" target="_blank" rel="noopener noreferrer nofollow">
            Source<span className="sr-only"> of {t.title} (opens in a new tab)</span>
          </a>
        ) : null}
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${t.title}`}>
          Edit
        </Button>
      </div>
    </li>
  );
}

/** The Trends tab: the active trends, Add trend, and the inactive ones below to bring back. */
export function TrendsPanel({ trends }: { trends: TrendDto[] }) {
  // undefined: closed; null: Add trend; a trend: Edit.
  const [editing, setEditing] = useState<TrendDto | null | undefined>(undefined);
  const active = trends.filter((t) => t.active);
  const inactive = trends.filter((t) => !t.active);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">Industry trends</h3>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="mr-1 h-4 w-4" /> Add trend
        </Button>
      </div>
      {active.length === 0 ? (
        <EmptyState
          icon={TrendingUp}
          title={M.noTrends}
          description="Add what your team sees moving in a segment."
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Active trends">
          {active.map((t) => (
            <TrendCard key={t.id} t={t} onEdit={() => setEditing(t)} />
          ))}
        </ul>
      )}
      {inactive.length ? (
        <details className="rounded-xl border border-border p-4">
          <summary className="cursor-pointer text-sm font-medium">
            Inactive trends ({inactive.length})
          </summary>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Inactive trends">
            {inactive.map((t) => (
              <TrendCard key={t.id} t={t} onEdit={() => setEditing(t)} />
            ))}
          </ul>
        </details>
      ) : null}
      <Sheet
        open={editing !== undefined}
        onOpenChange={(open) => (open ? null : setEditing(undefined))}
        title={editing ? `Edit ${editing.title}` : "Add trend"}
        description="An industry trend shown on the Trends tab while it is active."
        side="right"
        className="w-[28rem] p-6"
      >
        {editing !== undefined ? (
          <TrendForm key={editing?.id ?? "new"} trend={editing} onDone={() => setEditing(undefined)} />
        ) : null}
      </Sheet>
    </div>
  );
}
