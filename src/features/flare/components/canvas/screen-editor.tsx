import { useEffect, useId, useState } from "react";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { FLARE_MESSAGES as M, type ScreenData } from "../../flare.contract.ts";
import { FormOverlay } from "./overlay.tsx";
import { ScreenTypeSelect } from "./screen-type-select.tsx";

/** Edits a screen's name, description and type. */
export function ScreenEditor({
  open,
  onOpenChange,
  data,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: ScreenData;
  onSave: (data: ScreenData) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(data);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setDraft(data);
      setError(null);
    }
  }, [open, data]);
  return (
    <FormOverlay
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Screen"
      submitLabel="Save Changes"
      error={error}
      onSubmit={(e) => {
        e.preventDefault();
        if (!draft.label.trim() || !draft.description.trim()) return setError(M.screenRequired);
        onSave({ ...draft, label: draft.label.trim(), description: draft.description.trim() });
        onOpenChange(false);
      }}
    >
      <TextField
        id={`${id}-name`}
        label="Name"
        value={draft.label}
        onChange={(e) => setDraft({ ...draft, label: e.target.value })}
      />
      <TextAreaField
        id={`${id}-desc`}
        label="Description"
        rows={3}
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
      />
      <ScreenTypeSelect
        id={`${id}-type`}
        value={draft.screenType}
        onChange={(v) => setDraft({ ...draft, screenType: v })}
      />
    </FormOverlay>
  );
}
