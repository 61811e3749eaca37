import { Star } from "lucide-react";
import { Card } from "#src/ui/card.tsx";
import { formatDate } from "../../lib/format.ts";
import type { PerformanceReviewDto } from "../../people.contract.ts";

function Part({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-semibold">{title}</h4>
      <p className="text-sm whitespace-pre-line">{text}</p>
    </div>
  );
}

/** One performance review: period, rating out of 5, what went well, what to improve, the notes. */
export function ReviewCard({ r, who }: { r: PerformanceReviewDto; who?: boolean }) {
  const by = r.reviewer ? `${r.reviewer.firstName} ${r.reviewer.lastName}` : "an unrecorded reviewer";
  return (
    <Card className="grid gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 className="font-semibold">
            {who ? `${r.employee.firstName} ${r.employee.lastName} · ` : ""}
            {r.period ?? "Review"}
          </h3>
          <p className="text-xs text-muted-fg">
            By {by} on {formatDate(r.createdAt.slice(0, 10))}
          </p>
        </div>
        <p className="flex items-center gap-1 font-semibold">
          <Star aria-hidden="true" className="h-4 w-4 fill-current" /> <span className="sr-only">Rating</span>{" "}
          {r.rating} / 5
        </p>
      </div>
      <Part title="Strengths" text={r.strengths} />
      <Part title="Improvements" text={r.improvements} />
      {r.privateNotes ? (
        <div className="grid gap-1 rounded-md border border-border bg-bg p-3">
          <h4 className="text-sm font-semibold">
            Private notes{" "}
            <span className="font-normal text-muted-fg">
              ({r.notesShared ? "shared with the employee" : "managers and administrators only"})
            </span>
          </h4>
          <p className="text-sm whitespace-pre-line">{r.privateNotes}</p>
        </div>
      ) : null}
    </Card>
  );
}
