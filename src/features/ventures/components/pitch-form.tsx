import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { Button } from "#src/ui/button-base.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { PITCH_PAGE } from "../content/pitch.ts";
import { PITCH_INDUSTRIES, PITCH_STAGES, VENTURES_LIMITS } from "../lib/ventures-rules.ts";
import type { PitchFieldName } from "../ventures.contract.ts";
import { PitchDeckField } from "./pitch-deck-field.tsx";
import { PitchProgress } from "./pitch-progress.tsx";
import { usePitchForm } from "./use-pitch-form.ts";

const L = PITCH_PAGE.labels;

/** 'Submit Your Pitch': step 1 (company) and step 2 (pitch and deck); both stay mounted so values persist. */
export function PitchForm() {
  // A fixed prefix, not useId: /ventures/pitch hydrates the form as an island (decision 051).
  const id = "pitch";
  const p = usePitchForm();
  const { form, step } = p;
  const { errors, isSubmitting } = form.formState;
  const err = (name: PitchFieldName) => errors[name]?.message;

  return (
    <form
      noValidate
      method="post"
      encType="multipart/form-data"
      onSubmit={p.submit}
      className="rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <PitchProgress step={step} />
      <h2 ref={p.stepHeading} tabIndex={-1} className="mt-6 text-xl font-bold outline-none">
        {`Step ${step} of 2: ${PITCH_PAGE.steps[step - 1]}`}
      </h2>

      <div hidden={step !== 1} className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-companyName`}
            label={`${L.companyName} *`}
            aria-required
            autoComplete="organization"
            maxLength={VENTURES_LIMITS.line}
            error={err("companyName")}
            {...form.register("companyName")}
          />
          <TextField
            id={`${id}-founderName`}
            label={`${L.founderName} *`}
            aria-required
            autoComplete="name"
            maxLength={VENTURES_LIMITS.line}
            error={err("founderName")}
            {...form.register("founderName")}
          />
          <TextField
            id={`${id}-email`}
            label={`${L.email} *`}
            type="email"
            aria-required
            autoComplete="email"
            maxLength={VENTURES_LIMITS.email}
            error={err("email")}
            {...form.register("email")}
          />
          <TextField
            id={`${id}-website`}
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
            aria-required
            error={err("stage")}
            placeholder={PITCH_PAGE.stagePlaceholder}
            options={PITCH_STAGES}
            {...form.register("stage")}
          />
          <SelectField
            id={`${id}-industry`}
            label={`${L.industry} *`}
            aria-required
            error={err("industry")}
            placeholder={PITCH_PAGE.industryPlaceholder}
            options={PITCH_INDUSTRIES}
            {...form.register("industry")}
          />
        </div>
        <div className="flex justify-end">
          <Button onClick={p.next}>
            {PITCH_PAGE.next}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>

      <div hidden={step !== 2} className="mt-6 grid gap-5">
        <TextAreaField
          id={`${id}-problem`}
          label={`${L.problem} *`}
          placeholder={PITCH_PAGE.placeholders.problem}
          maxLength={VENTURES_LIMITS.text}
          error={err("problem")}
          {...form.register("problem")}
        />
        <TextAreaField
          id={`${id}-solution`}
          label={`${L.solution} *`}
          placeholder={PITCH_PAGE.placeholders.solution}
          maxLength={VENTURES_LIMITS.text}
          error={err("solution")}
          {...form.register("solution")}
        />
        <TextAreaField
          id={`${id}-traction`}
          label={L.traction}
          placeholder={PITCH_PAGE.placeholders.traction}
          maxLength={VENTURES_LIMITS.text}
          error={err("traction")}
          rows={3}
          {...form.register("traction")}
        />
        <PitchDeckField
          id={`${id}-deck`}
          label={`${L.pitchDeck} *`}
          deck={p.deck}
          error={p.deckError}
          inputRef={p.fileInput}
          onChoose={p.chooseDeck}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={() => p.goTo(1)} disabled={isSubmitting}>
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
