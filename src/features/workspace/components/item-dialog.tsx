import { useId, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { type ItemKind, itemLabel, itemMessages, WORKSPACE_MESSAGES as WX } from "../workspace.contract.ts";

/** Create (name required, description optional) or rename an item of the tree. */
export function ItemDialog({
  open,
  onOpenChange,
  kind,
  mode,
  url,
  initial,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ItemKind;
  mode: "create" | "rename";
  /** POST (create) or PATCH (rename) address. */
  url: string;
  initial?: { name: string; description: string | null };
  onDone: (result: { id?: string }) => void;
}) {
  const [name, setName] = useState(initial?.name ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const descId = useId();
  const m = itemMessages(kind);
  const label = itemLabel(kind);
  const submit = async () => {
    if (!name.trim()) {
      setError(WX.nameRequired);
      return;
    }
    setBusy(true);
    try {
      const res = await api<{ item?: { id: string }; workspace?: { id: string } }>(url, {
        method: mode === "create" ? "POST" : "PATCH",
        body: { name, description: description || null },
      });
      toast.success(mode === "create" ? m.created : m.updated);
      onOpenChange(false);
      onDone({ id: res.item?.id ?? res.workspace?.id });
    } catch (err) {
      if (err instanceof ApiError && err.fields.name) setError(err.fields.name);
      toast.error(mode === "create" ? m.createFailed : m.updateFailed, {
        description: err instanceof Error ? err.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === "create" ? `New ${label}` : `Rename ${label}`}
      description={mode === "create" ? `Give the ${kind} a name and, if you like, a description.` : undefined}
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Name"
          name="name"
          value={name}
          required
          maxLength={120}
          error={error}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
        <div className="grid gap-1.5">
          <label htmlFor={descId} className="text-sm font-medium">
            Description (optional)
          </label>
          <textarea
            id={descId}
            className={`${inputClass} h-24 py-2`}
            value={description}
            maxLength={5000}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {mode === "create" ? `Create ${label}` : "Save"}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
