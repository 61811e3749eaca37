import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { PITCH_PAGE } from "../content/pitch.ts";
import {
  DECK_ACCEPT,
  deckExtensionOf,
  isDeckExtension,
  VENTURES_MESSAGES as M,
  PITCH_DECK_MAX_BYTES,
  PITCH_INDUSTRIES,
  PITCH_STAGES,
  PITCH_STEP1_FIELDS,
  type PitchFieldName,
  type PitchResultDto,
  pitchFieldsSchema,
  VENTURES_LIMITS,
} from "../ventures.contract.ts";

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
const L = PITCH_PAGE.labels;

/** The deck rules the browser can check before uploading; the server checks them again, and the bytes. */
function deckProblem(file: File | null): string | null {
  if (!file || file.size === 0) return M.deckRequired;
  if (!isDeckExtension(deckExtensionOf(file.name))) return M.deckExtension;
  if (file.size > PITCH_DECK_MAX_BYTES) return M.deckTooLarge;
  return null;
}

/** 'Submit Your Pitch': step 1 (company) and step 2 (pitch and deck); both stay mounted so values persist. */
export function PitchForm() {
  const submission = useSubmissionKey();
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [deck, setDeck] = useState<File | null>(null);
  const [deckError, setDeckError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(pitchFieldsSchema) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;

  const goTo = (next: 1 | 2) => {
    setStep(next);
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  async function next() {
    if (await form.trigger([...PITCH_STEP1_FIELDS])) goTo(2);
  }

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
          if (Object.keys(known.fields).some((f) => (PITCH_STEP1_FIELDS as readonly string[]).includes(f))) {
            goTo(1);
          }
        }
        toast.error(M.pitchFailure, { id: TOAST_ID, description: known?.message });
      }
    },
    (invalid) => {
      if (Object.keys(invalid).some((f) => (PITCH_STEP1_FIELDS as readonly string[]).includes(f))) goTo(1);
      setDeckError(deckProblem(deck));
      toast.error(M.pitchFailure, { id: TOAST_ID });
    },
  );

  const err = (name: PitchFieldName) => errors[name]?.message;
  const deckErrorId = `${id}-deck-error`;
  const deckHintId = `${id}-deck-hint`;

  return (
    <form
      noValidate
      method="post"
      encType="multipart/form-data"
      onSubmit={submit}
      className="rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <ol aria-label="Progress" className="flex gap-2">
        {PITCH_PAGE.steps.map((label, i) => {
          const n = i + 1;
          const current = n === step;
          return (
            <li
              key={label}
              aria-current={current ? "step" : undefined}
              className={`flex flex-1 items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
                current ? "border-primary font-semibold" : "border-border text-muted-fg"
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${
                  n <= step ? "bg-primary text-primary-fg" : "bg-muted text-fg"
                }`}
              >
                {n}
              </span>
              {label}
            </li>
          );
        })}
      </ol>
      <h2 ref={stepHeading} tabIndex={-1} className="mt-6 text-xl font-bold outline-none">
        {`Step ${step} of 2: ${PITCH_PAGE.steps[step - 1]}`}
      </h2>

      <div hidden={step !== 1} className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={`${L.companyName} *`}
            aria-required
            autoComplete="organization"
            maxLength={VENTURES_LIMITS.line}
            error={err("companyName")}
            {...form.register("companyName")}
          />
          <TextField
            label={`${L.founderName} *`}
            aria-required
            autoComplete="name"
            maxLength={VENTURES_LIMITS.line}
            error={err("founderName")}
            {...form.register("founderName")}
          />
          <TextField
            label={`${L.email} *`}
            type="email"
            aria-required
            autoComplete="email"
            maxLength={VENTURES_LIMITS.email}
            error={err("email")}
            {...form.register("email")}
          />
          <TextField
            label={L.website}
            type="url"
            placeholder={PITCH_PAGE.placeholders.website}
            autoComplete="url"
            maxLength={VENTURES_LIMITS.url}
            error={err("website")}
            {...form.register("website")}
          />
          <SelectField
            id={`${id}-stage`}
            label={`${L.stage} *`}
            error={err("stage")}
            placeholder={PITCH_PAGE.stagePlaceholder}
            options={PITCH_STAGES}
            {...form.register("stage")}
          />
          <SelectField
            id={`${id}-industry`}
            label={`${L.industry} *`}
            error={err("industry")}
            placeholder={PITCH_PAGE.industryPlaceholder}
            options={PITCH_INDUSTRIES}
            {...form.register("industry")}
          />
        </div>
        <div className="flex justify-end">
          <Button onClick={next}>
            {PITCH_PAGE.next}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>

      <div hidden={step !== 2} className="mt-6 grid gap-5">
        <TextArea
          id={`${id}-problem`}
          label={`${L.problem} *`}
          placeholder={PITCH_PAGE.placeholders.problem}
          error={err("problem")}
          {...form.register("problem")}
        />
        <TextArea
          id={`${id}-solution`}
          label={`${L.solution} *`}
          placeholder={PITCH_PAGE.placeholders.solution}
          error={err("solution")}
          {...form.register("solution")}
        />
        <TextArea
          id={`${id}-traction`}
          label={L.traction}
          placeholder={PITCH_PAGE.placeholders.traction}
          error={err("traction")}
          rows={3}
          {...form.register("traction")}
        />
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-deck`} className="text-sm font-medium">
            {`${L.pitchDeck} *`}
          </label>
          <input
            ref={fileInput}
            id={`${id}-deck`}
            name="pitchDeck"
            type="file"
            accept={DECK_ACCEPT}
            required
            aria-invalid={deckError ? true : undefined}
            aria-describedby={deckError ? deckErrorId : deckHintId}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              setDeck(file);
              setDeckError(file ? deckProblem(file) : null);
            }}
            className="block w-full rounded-md border border-border bg-bg text-sm text-fg file:mr-3 file:h-10 file:border-0 file:bg-muted file:px-4 file:font-medium file:text-fg focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger"
          />
          {deckError ? (
            <p id={deckErrorId} role="alert" className="text-sm text-danger">
              {deckError}
            </p>
          ) : (
            <p id={deckHintId} className="text-xs text-muted-fg">
              {deck ? `${PITCH_PAGE.selectedFile} ${deck.name}. ` : ""}
              {PITCH_PAGE.deckHint}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={() => goTo(1)} disabled={isSubmitting}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {PITCH_PAGE.back}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="h-4 w-4" />}
            {isSubmitting ? PITCH_PAGE.submitting : PITCH_PAGE.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error: string | undefined;
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

function SelectField({
  id,
  label,
  error,
  placeholder,
  options,
  ...props
}: SelectProps & { ref?: React.Ref<HTMLSelectElement> }) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

type TextAreaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error: string | undefined;
};

function TextArea({
  id,
  label,
  error,
  rows = 4,
  ...props
}: TextAreaProps & { ref?: React.Ref<HTMLTextAreaElement> }) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={rows}
        maxLength={VENTURES_LIMITS.text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} h-auto py-2`}
        {...props}
      />
    </Field>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
