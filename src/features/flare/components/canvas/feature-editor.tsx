import { type FormEvent, useEffect, useId, useState } from "react";
import { Field, SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import {
  DESIGN_LIMITS,
  type FeatureAttachment,
  type FeatureData,
  FLARE_MESSAGES as M,
  type Priority,
} from "../../flare.contract.ts";
import { FeatureAttachments } from "./feature-attachments.tsx";
import { FormOverlay } from "./overlay.tsx";
import { PRIORITY_OPTIONS } from "./priority-options.ts";

/** The objectives typed one per line: blank lines dropped, at most the list limit. */
const lines = (s: string) =>
  s
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, DESIGN_LIMITS.listItems);

/** Edits a feature: every field of its data, objectives, notes and attachments. */
export function FeatureEditor({
  open,
  onOpenChange,
  data,
  onSave,
  onUpload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: FeatureData;
  onSave: (data: FeatureData) => void;
  /** Uploads a file for this feature; resolves to the stored attachment. */
  onUpload: (file: File) => Promise<FeatureAttachment>;
}) {
  const id = useId();
  const [draft, setDraft] = useState(data);
  const [objectives, setObjectives] = useState(data.objectives.join("\n"));
  const [points, setPoints] = useState(String(data.points));
  const [error, setError] = useState<string | null>(null);
  // The form starts from the feature when the dialog opens; an upload changing the feature meanwhile
  // must not throw away what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    setDraft(data);
    setObjectives(data.objectives.join("\n"));
    setPoints(String(data.points));
    setError(null);
  }, [open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(points);
    if (!draft.label.trim()) return setError(M.featureRequired);
    if (points.trim() === "" || !Number.isInteger(n) || n < 0) return setError(M.pointsRequired);
    onSave({ ...draft, label: draft.label.trim(), points: n, objectives: lines(objectives) });
    onOpenChange(false);
  }

  const uploaded = (attachment: FeatureAttachment) =>
    setDraft((d) =>
      d.attachments.some((a) => a.id === attachment.id)
        ? d
        : { ...d, attachments: [...d.attachments, attachment] },
    );

  return (
    <FormOverlay
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Feature"
      wide
      submitLabel="Save Changes"
      error={error}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto]">
        <TextField
          id={`${id}-name`}
          label="Name"
          value={draft.label}
          maxLength={DESIGN_LIMITS.label}
          onChange={(e) => setDraft({ ...draft, label: e.target.value })}
        />
        <SelectField
          id={`${id}-priority`}
          label="Priority"
          value={draft.priority}
          onChange={(e) => setDraft({ ...draft, priority: e.target.value as Priority })}
          options={PRIORITY_OPTIONS}
        />
        <Field id={`${id}-points`} label="Points">
          <input
            id={`${id}-points`}
            type="number"
            min={0}
            className={`${inputClass} w-28`}
            value={points}
            onChange={(e) => setPoints(e.target.value)}
          />
        </Field>
      </div>
      <TextAreaField
        id={`${id}-desc`}
        label="Description"
        rows={3}
        value={draft.description}
        maxLength={DESIGN_LIMITS.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
      />
      <TextAreaField
        id={`${id}-objectives`}
        label="Objectives (one per line)"
        rows={3}
        value={objectives}
        onChange={(e) => setObjectives(e.target.value)}
      />
      <TextAreaField
        id={`${id}-notes`}
        label="Notes"
        rows={3}
        value={draft.notes}
        maxLength={DESIGN_LIMITS.notes}
        onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
      />
      <FeatureAttachments
        id={`${id}-file`}
        attachments={draft.attachments}
        onUpload={onUpload}
        onUploaded={uploaded}
      />
    </FormOverlay>
  );
}
