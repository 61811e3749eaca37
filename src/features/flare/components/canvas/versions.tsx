import { type FormEvent, useEffect, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { type DesignVersionDto, FLARE_MESSAGES as M, saveVersionSchema } from "../../flare.contract.ts";

const stamp = () =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date());

/**
 * Saves the shared canvas as a named version: once this browser's changes have reached the
 * server, the server stores the document as everyone sees it.
 */
export function useSaveVersion(designId: string, whenStored: () => Promise<boolean>) {
  const action = useStaffAction();
  const save = async (name: string, silent = false): Promise<boolean> => {
    const result = await action.run(
      "save",
      async () => {
        if (!(await whenStored())) throw new Error(M.savePending);
        return api<{ message: string }>(`/api/flare/designs/${designId}/versions`, { body: { name } });
      },
      {
        success: silent ? () => undefined : M.saved,
        failure: (err) =>
          err instanceof Error && err.message === M.savePending ? M.savePending : M.saveFailed,
        reload: false,
      },
    );
    return result !== undefined;
  };
  return { save, saving: action.busy === "save", fields: action.fields, setFields: action.setFields };
}

export type SaveVersion = ReturnType<typeof useSaveVersion>;

export function SaveVersionDialog({
  open,
  onOpenChange,
  saver,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saver: SaveVersion;
}) {
  const [name, setName] = useState("");
  useEffect(() => {
    if (open) setName(`Version of ${stamp()}`);
  }, [open]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(saveVersionSchema, { name });
    if (!checked.ok) return saver.setFields(checked.fields);
    if (await saver.save(checked.data.name)) onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save Design"
      description="Everyone on this design keeps working; the version keeps the canvas as it is now."
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <TextField
          label="Version name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={saver.fields.name}
          maxLength={80}
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button type="submit" disabled={saver.saving} aria-busy={saver.saving}>
            {saver.saving ? <Spinner label="Saving" /> : null}
            Save Version
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

/** The design's saved versions, newest first. */
export function VersionsSheet({
  designId,
  open,
  onOpenChange,
}: {
  designId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [versions, setVersions] = useState<DesignVersionDto[] | null>(null);
  useEffect(() => {
    if (!open) return;
    setVersions(null);
    api<{ versions: DesignVersionDto[] }>(`/api/flare/designs/${designId}/versions`)
      .then((res) => setVersions(res.versions))
      .catch(() => {
        toast.error(M.versionsLoadFailed);
        setVersions([]);
      });
  }, [open, designId]);
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Saved versions" side="right" className="w-80">
      {versions === null ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-fg">
          <Spinner label="Loading" /> Loading versions…
        </p>
      ) : versions.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No saved versions yet. Save Design keeps the canvas as it is now.
        </p>
      ) : (
        <ol aria-label="Saved versions" className="grid gap-2">
          {versions.map((v) => (
            <li key={v.id} data-testid="version" className="rounded-md border border-border p-3 text-sm">
              <p className="font-semibold">{v.name}</p>
              <p className="text-xs text-muted-fg">
                Version {v.version} · {v.nodeCount} elements · {v.savedBy}
              </p>
              <p className="text-xs text-muted-fg">{format.format(new Date(v.createdAt))}</p>
            </li>
          ))}
        </ol>
      )}
    </Sheet>
  );
}
