import { Download, Trash2, Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "#src/ui/button.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { type DealDetailDto, CRM_MESSAGES as M } from "../../crm.contract.ts";
import { formatWhen } from "../../lib/format.ts";
import type { DealActions } from "./use-deal-actions.ts";

/** The Files tab: upload on choosing a file; each file downloads, or is deleted after a confirm. */
export function DealFiles({
  dealId,
  documents,
  actions,
}: {
  dealId: string;
  documents: DealDetailDto["documents"];
  actions: DealActions;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="deal-file" className="text-sm font-medium">
          Upload a file
        </label>
        <input
          id="deal-file"
          ref={fileInput}
          type="file"
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-fg"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            await actions.upload(file);
            if (fileInput.current) fileInput.current.value = "";
          }}
        />
        {actions.busy === "upload" ? (
          <span className="inline-flex items-center gap-1 text-sm text-muted-fg">
            <Upload aria-hidden="true" className="h-4 w-4" /> Uploading…
          </span>
        ) : null}
      </div>
      <ul className="grid gap-2">
        {documents.map((d) => (
          <li
            key={d.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3 text-sm"
          >
            <span className="min-w-0 flex-1 truncate font-medium">{d.name}</span>
            <span className="text-muted-fg">{d.sizeMb}</span>
            <span className="text-muted-fg">{formatWhen(d.createdAt)}</span>
            <a
              href={`/api/crm/deals/${dealId}/documents/${d.id}`}
              className="inline-flex items-center gap-1 text-primary underline"
              download
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Download<span className="sr-only"> {d.name}</span>
            </a>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Delete ${d.name}`}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              }
              title="Delete this file?"
              description={d.name}
              confirmLabel="Delete file"
              onConfirm={async () => {
                if (!(await actions.deleteFile(d.id))) throw new Error(M.fileDeleteFailed);
              }}
            />
          </li>
        ))}
        {documents.length === 0 ? <li className="text-sm text-muted-fg">No files yet.</li> : null}
      </ul>
    </>
  );
}
