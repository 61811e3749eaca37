import { type FormEvent, useEffect, useId, useState } from "react";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { DESIGN_LIMITS, FLARE_MESSAGES as M } from "../../flare.contract.ts";
import { suggestScreenType } from "../../lib/screen-type.ts";
import { FormOverlay } from "./overlay.tsx";
import { ScreenTypeSelect } from "./screen-type-select.tsx";

/** 'Add Custom Screen': name and description (both required); the type follows the keyword rules unless chosen. */
export function CustomScreenDialog({
  open,
  onOpenChange,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (screen: { label: string; description: string; screenType: string }) => void;
}) {
  const id = useId();
  const [label, setLabel] = useState("");
  const [description, setDescription] = useState("");
  const [screenType, setScreenType] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setLabel("");
    setDescription("");
    setScreenType("");
    setError(null);
  }, [open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!label.trim() || !description.trim()) {
      setError(M.screenRequired);
      toast.error(M.screenRequired, { id: "flare-screen" });
      return;
    }
    onCreate({
      label: label.trim(),
      description: description.trim(),
      screenType: screenType || suggestScreenType(label, description),
    });
    onOpenChange(false);
  }

  return (
    <FormOverlay
      open={open}
      onOpenChange={onOpenChange}
      title="Add Custom Screen"
      submitLabel="Add Screen"
      error={error}
      onSubmit={submit}
    >
      <TextField
        id={`${id}-name`}
        label="Name"
        value={label}
        maxLength={DESIGN_LIMITS.label}
        aria-invalid={error && !label.trim() ? true : undefined}
        onChange={(e) => setLabel(e.target.value)}
      />
      <TextAreaField
        id={`${id}-desc`}
        label="Description"
        rows={3}
        value={description}
        maxLength={DESIGN_LIMITS.description}
        aria-invalid={error && !description.trim() ? true : undefined}
        onChange={(e) => setDescription(e.target.value)}
      />
      <ScreenTypeSelect id={`${id}-type`} value={screenType} onChange={setScreenType} allowAuto />
    </FormOverlay>
  );
}
