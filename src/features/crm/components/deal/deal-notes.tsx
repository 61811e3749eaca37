import { Button } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { type DealDetailDto, CRM_MESSAGES as M } from "../../crm.contract.ts";
import { formatWhen } from "../../lib/format.ts";
import type { DealActions } from "./use-deal-actions.ts";

/** The Notes tab: a new note (never blank), then the notes with who wrote them and when. */
export function DealNotes({
  notes,
  draft,
  onDraft,
  actions,
}: {
  notes: DealDetailDto["notes"];
  draft: string;
  onDraft: (note: string) => void;
  actions: DealActions;
}) {
  return (
    <>
      <form
        className="grid gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!draft.trim()) {
            toast.error(M.noteEmpty);
            return;
          }
          if (await actions.addNote(draft)) onDraft("");
        }}
      >
        <TextAreaField
          label="New note"
          rows={3}
          value={draft}
          error={actions.fields.content}
          onChange={(e) => onDraft(e.target.value)}
        />
        <div>
          <Button type="submit" disabled={actions.busy === "note" || !draft.trim()}>
            Add Note
          </Button>
        </div>
      </form>
      <ol className="grid gap-3">
        {notes.map((n) => (
          <li key={n.id} className="rounded-lg border border-border p-3 text-sm">
            <p className="whitespace-pre-line">{n.content}</p>
            <p className="mt-1 text-xs text-muted-fg">
              {n.authorName ?? "Staff"} · {formatWhen(n.createdAt)}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
