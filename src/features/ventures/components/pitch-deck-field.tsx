import type { RefObject } from "react";
import { Field } from "#src/ui/form-controls.tsx";
import { PITCH_PAGE } from "../content/pitch.ts";
import { DECK_ACCEPT } from "../lib/ventures-rules.ts";

/** The deck upload: the chosen file's name and the rules as its hint, or the deck's problem. */
export function PitchDeckField({
  id,
  label,
  deck,
  error,
  inputRef,
  onChoose,
}: {
  id: string;
  label: string;
  deck: File | null;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | null) => void;
}) {
  return (
    <Field
      id={id}
      label={label}
      error={error ?? undefined}
      hint={`${deck ? `${PITCH_PAGE.selectedFile} ${deck.name}. ` : ""}${PITCH_PAGE.deckHint}`}
    >
      <input
        ref={inputRef}
        id={id}
        name="pitchDeck"
        type="file"
        accept={DECK_ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
        className="block w-full rounded-md border border-border bg-bg text-sm text-fg file:mr-3 file:h-10 file:border-0 file:bg-muted file:px-4 file:font-medium file:text-fg focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger"
      />
    </Field>
  );
}
