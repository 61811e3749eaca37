import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
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
  const { run, busy, fields, setFields } = useStaffAction();
  const m = itemMessages(kind);
  const label = itemLabel(kind);
  const submit = async () => {
    if (!name.trim()) {
      setFields({ name: WX.nameRequired });
      return;
    }
    const save = () =>
      api<{ item?: { id: string }; workspace?: { id: string } }>(url, {
        method: mode === "create" ? "POST" : "PATCH",
        body: { name, description: description || null },
      });
    const res = await run(mode, save, {
      success: mode === "create" ? m.created : m.updated,
      failure: mode === "create" ? m.createFailed : m.updateFailed,
      reasonBelow: true,
      reload: false,
    });
    if (!res) return;
    onOpenChange(false);
    onDone({ id: res.item?.id ?? res.workspace?.id });
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
          error={fields.name}
          onChange={(e) => {
            setName(e.target.value);
            setFields({});
          }}
        />
        <TextAreaField
          label="Description (optional)"
          value={description}
          maxLength={5000}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy !== null}>
            {mode === "create" ? `Create ${label}` : "Save"}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
