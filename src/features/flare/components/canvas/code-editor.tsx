import { useEffect, useId, useState } from "react";
import { cn } from "#src/ui/cn.ts";
import { Field } from "#src/ui/form-controls.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { type CodeData, DESIGN_LIMITS } from "../../flare.contract.ts";
import { FormOverlay } from "./overlay.tsx";

const EMPTY: CodeData = { label: "", description: "", code: "", language: "tsx" };

/** Adds or edits a code block (code view). */
export function CodeEditor({
  open,
  onOpenChange,
  data,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: CodeData | null;
  onSave: (data: CodeData) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<CodeData>(data ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setDraft(data ?? EMPTY);
      setError(null);
    }
  }, [open, data]);
  return (
    <FormOverlay
      open={open}
      onOpenChange={onOpenChange}
      title={data ? "Edit Code Block" : "Add Code Block"}
      wide
      submitLabel={data ? "Save Changes" : "Add Code Block"}
      error={error}
      onSubmit={(e) => {
        e.preventDefault();
        if (!draft.label.trim() || !draft.code.trim()) return setError("Name and code are required.");
        onSave({ ...draft, label: draft.label.trim() });
        onOpenChange(false);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          id={`${id}-name`}
          label="Name"
          value={draft.label}
          onChange={(e) => setDraft({ ...draft, label: e.target.value })}
        />
        <TextField
          id={`${id}-lang`}
          label="Language"
          value={draft.language}
          maxLength={40}
          onChange={(e) => setDraft({ ...draft, language: e.target.value })}
        />
      </div>
      <TextField
        id={`${id}-desc`}
        label="Description"
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
      />
      <Field id={`${id}-code`} label="Code">
        <textarea
          id={`${id}-code`}
          rows={12}
          spellCheck={false}
          className={cn(inputClass, "h-auto py-2 font-mono text-xs")}
          value={draft.code}
          maxLength={DESIGN_LIMITS.code}
          onChange={(e) => setDraft({ ...draft, code: e.target.value })}
        />
      </Field>
    </FormOverlay>
  );
}
