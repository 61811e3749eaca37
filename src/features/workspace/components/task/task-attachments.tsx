import { Download, FileUp } from "lucide-react";
import { useRef } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { type AttachmentDto, type TaskDetailDto, WM } from "../../workspace.contract.ts";
import { Section } from "./section.tsx";

/** The task's private files: upload one, download each (the API checks membership). */
export function TaskAttachments({ d }: { d: TaskDetailDto }) {
  const { run, busy } = useStaffAction();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Section
      id="attachments"
      title="Attachments"
      action={
        <>
          <label htmlFor="attachment-input" className="sr-only">
            Attach a file
          </label>
          <input
            id="attachment-input"
            ref={inputRef}
            type="file"
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const form = new FormData();
              form.append("file", file);
              await run("upload", () => api(`/api/workspace/tasks/${d.task.id}/attachments`, { form }), {
                success: WM.fileUploaded,
                failure: WM.uploadFailed,
                reasonBelow: true,
              });
              e.target.value = "";
            }}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={busy !== null}
            onClick={() => inputRef.current?.click()}
          >
            <FileUp aria-hidden="true" className="h-4 w-4" /> Upload
          </Button>
        </>
      }
    >
      {d.attachments.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No files yet. Images, PDF, text, CSV, JSON, ZIP and Office files up to 10 MB.
        </p>
      ) : null}
      <ul className="grid gap-1 text-sm">
        {d.attachments.map((a) => (
          <li key={a.id} className="flex items-center justify-between gap-2">
            <span className="truncate">{a.fileName}</span>
            <span className="flex shrink-0 items-center gap-2 text-xs text-muted-fg">
              {Math.max(1, Math.round(a.fileSize / 1024))} KB
              <button
                type="button"
                className="inline-flex items-center gap-1 text-primary underline"
                aria-label={`Download ${a.fileName}`}
                onClick={() => void download(a)}
              >
                <Download aria-hidden="true" className="h-4 w-4" /> Download
              </button>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Fetches the file with the session and saves it under its own name. */
async function download(a: AttachmentDto) {
  try {
    const res = await fetch(a.url, { credentials: "same-origin" });
    if (!res.ok) throw new Error();
    const blob = await res.blob();
    const href = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = href;
    link.download = a.fileName;
    link.click();
    URL.revokeObjectURL(href);
  } catch {
    toast.error(WM.downloadFailed);
  }
}
