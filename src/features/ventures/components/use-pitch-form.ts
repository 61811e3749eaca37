import { useRef, useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { ApiError, api } from "#src/lib/api-client.ts";
import { lazyResolver } from "#src/ui/lazy-resolver.ts";
import { toast } from "#src/ui/toaster.tsx";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import {
  deckExtensionOf,
  isDeckExtension,
  VENTURES_MESSAGES as M,
  PITCH_DECK_MAX_BYTES,
  PITCH_STEP1_FIELDS,
} from "../lib/ventures-rules.ts";
import type { PitchFieldName, PitchResultDto } from "../ventures.contract.ts";

type Values = Record<PitchFieldName, string>;
const EMPTY: Values = {
  companyName: "",
  founderName: "",
  email: "",
  website: "",
  stage: "",
  industry: "",
  problem: "",
  solution: "",
  traction: "",
};
const TOAST_ID = "pitch-form";

// The contract's schema, loaded on the form's first check: zod is not part of /ventures/pitch's
// first-load JavaScript (decision 051).
const resolver = lazyResolver<Values>(() =>
  import("./pitch-resolver.ts").then((m) => m.pitchResolver as unknown as Resolver<Values, unknown, Values>),
);

/** The deck rules the browser can check before uploading; the server checks them again, and the bytes. */
function deckProblem(file: File | null): string | null {
  if (!file || file.size === 0) return M.deckRequired;
  if (!isDeckExtension(deckExtensionOf(file.name))) return M.deckExtension;
  if (file.size > PITCH_DECK_MAX_BYTES) return M.deckTooLarge;
  return null;
}

const onStep1 = (fields: string[]) =>
  fields.some((f) => (PITCH_STEP1_FIELDS as readonly string[]).includes(f));

/**
 * The pitch form's state: the fields (react-hook-form, checked with the contract's schema), the
 * step shown, the chosen deck and its problem, and the multipart submission. A failure on a step-1
 * field goes back to step 1.
 */
export function usePitchForm() {
  const submission = useSubmissionKey();
  const [step, setStep] = useState<1 | 2>(1);
  const [deck, setDeck] = useState<File | null>(null);
  const [deckError, setDeckError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: EMPTY,
    mode: "onTouched",
  });

  const goTo = (next: 1 | 2) => {
    setStep(next);
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  async function next() {
    if (await form.trigger([...PITCH_STEP1_FIELDS])) goTo(2);
  }

  const chooseDeck = (file: File | null) => {
    setDeck(file);
    setDeckError(file ? deckProblem(file) : null);
  };

  const submit = form.handleSubmit(
    async (values) => {
      const problem = deckProblem(deck);
      if (problem || !deck) {
        setDeckError(problem);
        toast.error(M.pitchFailure, { id: TOAST_ID, description: problem });
        return;
      }
      const body = new FormData();
      for (const [k, v] of Object.entries(values)) body.set(k, v);
      body.set("pitchDeck", deck, deck.name);
      try {
        await api<PitchResultDto>("/api/ventures/pitches", { form: body, submission });
        toast.success(M.pitchSuccess, { id: TOAST_ID });
        form.reset(EMPTY);
        setDeck(null);
        setDeckError(null);
        if (fileInput.current) fileInput.current.value = "";
        goTo(1);
      } catch (err) {
        const known = err instanceof ApiError && err.status > 0 && err.status < 500 ? err : null;
        if (known) {
          for (const [field, message] of Object.entries(known.fields)) {
            if (field === "pitchDeck") setDeckError(message);
            else if (field in EMPTY) form.setError(field as FieldPath<Values>, { message });
          }
          if (known.code === "type_not_allowed" || known.code === "too_large" || known.code === "empty") {
            setDeckError(known.message);
          }
          if (onStep1(Object.keys(known.fields))) goTo(1);
        }
        toast.error(M.pitchFailure, { id: TOAST_ID, description: known?.message });
      }
    },
    (invalid) => {
      if (onStep1(Object.keys(invalid))) goTo(1);
      setDeckError(deckProblem(deck));
      toast.error(M.pitchFailure, { id: TOAST_ID });
    },
  );

  return { form, step, goTo, next, deck, deckError, chooseDeck, fileInput, stepHeading, submit };
}
