import { Copy, Merge, Undo2 } from "lucide-react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { formatWhen } from "../../lib/format.ts";
import type { DuplicateCandidateDto, LeadDuplicatesDto, LeadMergeDto } from "../../revenue.contract.ts";

/** One possible duplicate: who, why, and Merge (into the lead of the page). */
function Candidate({
  candidate,
  onMerge,
  busy,
}: {
  candidate: DuplicateCandidateDto;
  onMerge: () => Promise<unknown>;
  busy: boolean;
}) {
  return (
    <li className="grid gap-2 rounded-md border border-border p-3" data-testid="duplicate-candidate">
      <div>
        <Link to={candidate.href} className="font-medium underline-offset-2 hover:underline">
          {candidate.name}
        </Link>
        {candidate.detail ? (
          <p className="text-sm text-muted-fg [overflow-wrap:anywhere]">{candidate.detail}</p>
        ) : null}
      </div>
      <ul className="list-disc pl-5 text-sm">
        {candidate.reasons.map((r) => (
          <li key={r.kind}>{r.text}</li>
        ))}
      </ul>
      <ConfirmDialog
        tone="primary"
        title={`Merge ${candidate.name} into this lead?`}
        description="Every capture, activity, visit and score reason of both leads is kept on this lead; the other one is hidden and its later captures come here. You can undo the merge for 30 days."
        confirmLabel="Merge"
        onConfirm={async () => {
          if (!(await onMerge())) throw new Error("not merged");
        }}
        trigger={
          <Button variant="outline" disabled={busy}>
            <Merge aria-hidden="true" className="h-4 w-4" />
            Merge into this lead
          </Button>
        }
      />
    </li>
  );
}

function MergeEntry({ merge, onUndo, busy }: { merge: LeadMergeDto; onUndo: () => void; busy: boolean }) {
  return (
    <li className="grid gap-1 text-sm" data-testid="lead-merge">
      <p>
        <span className="font-medium">{merge.mergedLeadName}</span>{" "}
        <span className="text-muted-fg">
          merged{merge.mergedByName ? ` by ${merge.mergedByName}` : ""} · {formatWhen(merge.createdAt)}
          {merge.undoneAt ? ` · undone ${formatWhen(merge.undoneAt)}` : ""}
        </span>
      </p>
      {merge.canUndo ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onUndo} disabled={busy}>
            <Undo2 aria-hidden="true" className="h-4 w-4" />
            Undo merge
          </Button>
          <span className="text-xs text-muted-fg"> until {formatWhen(merge.undoUntil)}</span>
        </div>
      ) : null}
    </li>
  );
}

/** Possible duplicates of the lead, with their reasons; Merge, and Undo for 30 days. */
export function LeadDuplicates({ leadId, duplicates }: { leadId: string; duplicates: LeadDuplicatesDto }) {
  const { run, busy } = useStaffAction();
  const merge = (duplicateId: string) =>
    run("merge", () => api(`/api/crm/leads/${leadId}/merge`, { body: { duplicateId } }), {
      failure: "Failed to merge the leads",
    });
  const undo = (mergeId: string) =>
    run("undo", () => api(`/api/crm/lead-merges/${mergeId}/undo`, { body: {} }), {
      failure: "Failed to undo the merge",
    });
  const { candidates, merges, mergedInto } = duplicates;
  return (
    <Card className="grid gap-3 p-4" role="region" aria-labelledby="lead-duplicates">
      <h2 id="lead-duplicates" className="flex items-center gap-2 font-semibold">
        <Copy aria-hidden="true" className="h-4 w-4" />
        Possible duplicates
      </h2>
      {mergedInto ? (
        <div className="grid gap-2 text-sm">
          <p>
            This lead was merged into{" "}
            <Link to={`/command-center/sales/leads/${mergedInto.id}`} className="font-medium underline">
              {mergedInto.name}
            </Link>
            .
          </p>
          {mergedInto.mergeId ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void undo(mergedInto.mergeId!)}
                disabled={!!busy}
              >
                <Undo2 aria-hidden="true" className="h-4 w-4" />
                Undo merge
              </Button>
            </div>
          ) : null}
        </div>
      ) : candidates.length ? (
        <ul className="grid gap-3">
          {candidates.map((c) => (
            <Candidate key={c.id} candidate={c} busy={!!busy} onMerge={() => merge(c.id)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-fg">No possible duplicates found.</p>
      )}
      {merges.length ? (
        <details className="text-sm" open={merges.some((m) => m.canUndo)}>
          <summary className="cursor-pointer text-muted-fg">Merged into this lead ({merges.length})</summary>
          <ul className="mt-2 grid gap-2">
            {merges.map((m) => (
              <MergeEntry key={m.id} merge={m} busy={!!busy} onUndo={() => void undo(m.id)} />
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
