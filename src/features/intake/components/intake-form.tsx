import { useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { tracked } from "#src/lib/tracked-elements.ts";
import { Button } from "#src/ui/button-base.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { INTAKE_COPY as C } from "../content/intake-copy.ts";
import type { IntakeField, IntakeResultDto } from "../intake.contract.ts";
import {
  BUDGET_RANGES,
  INTAKE_LIMITS,
  INTAKE_MESSAGES as M,
  PROJECT_TYPES,
  TIMELINES,
  validateIntake,
} from "../lib/intake-rules.ts";

type Values = Record<IntakeField, string>;
const EMPTY: Values = {
  fullName: "",
  email: "",
  companyName: "",
  linkedinProfile: "",
  projectType: "",
  budgetRange: "",
  timeline: "",
  projectDescription: "",
};
const TOAST_ID = "intake-form";

/** Step 1: the form. The shared validator runs first; the first failure is a toast and stops. */
export function IntakeForm({ onResult }: { onResult: (result: IntakeResultDto, values: Values) => void }) {
  const submission = useSubmissionKey();
  // A fixed prefix, not useId: the form is hydrated as /intake's island (decision 051).
  const id = "intake";
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fid = (f: IntakeField) => `${id}-${f}`;
  const set = (f: IntakeField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    if (fieldError?.field === f) setFieldError(null);
  };
  const err = (f: IntakeField) => (fieldError?.field === f ? fieldError.message : undefined);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const checked = validateIntake(values);
    if (!checked.ok) {
      setFieldError({ field: checked.field, message: checked.message });
      toast.error(checked.message, { id: TOAST_ID });
      document.getElementById(fid(checked.field as IntakeField))?.focus();
      return;
    }
    setFieldError(null);
    setSubmitting(true);
    try {
      const result = await api<IntakeResultDto>("/api/intake/submissions", {
        body: checked.value,
        submission,
      });
      toast.success(M.received, { id: TOAST_ID });
      onResult(result, values);
    } catch (error) {
      const known = error instanceof ApiError && error.status > 0 && error.status < 500;
      setServerError(known ? (error as ApiError).message : M.unexpected);
      if (error instanceof ApiError) {
        const [field, message] = Object.entries(error.fields)[0] ?? [];
        if (field && message && field in EMPTY) setFieldError({ field, message });
      }
      toast.error(M.submissionErrorTitle, { id: TOAST_ID, description: M.submissionErrorText });
    } finally {
      setSubmitting(false);
    }
  };

  const select = (f: IntakeField, label: string, options: readonly { value: string; label: string }[]) => (
    <SelectField
      id={fid(f)}
      label={label}
      aria-required
      placeholder="Select…"
      options={options}
      value={values[f]}
      onChange={set(f)}
      error={err(f)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5 rounded-2xl border border-border bg-card p-5 sm:p-8"
      aria-busy={submitting}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fid("fullName")}
          label="Full name"
          autoComplete="name"
          aria-required
          maxLength={INTAKE_LIMITS.text}
          placeholder={C.placeholders.fullName}
          value={values.fullName}
          onChange={set("fullName")}
          error={err("fullName")}
        />
        <TextField
          id={fid("email")}
          label="Email"
          type="email"
          autoComplete="email"
          aria-required
          maxLength={INTAKE_LIMITS.email}
          placeholder={C.placeholders.email}
          value={values.email}
          onChange={set("email")}
          error={err("email")}
        />
        <TextField
          id={fid("companyName")}
          label="Company name"
          autoComplete="organization"
          aria-required
          maxLength={INTAKE_LIMITS.text}
          placeholder={C.placeholders.companyName}
          value={values.companyName}
          onChange={set("companyName")}
          error={err("companyName")}
        />
        <TextField
          id={fid("linkedinProfile")}
          label="LinkedIn profile (optional)"
          type="url"
          inputMode="url"
          maxLength={INTAKE_LIMITS.url}
          placeholder={C.placeholders.linkedinProfile}
          value={values.linkedinProfile}
          onChange={set("linkedinProfile")}
          error={err("linkedinProfile")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {select("projectType", "Project type", PROJECT_TYPES)}
        {select("budgetRange", "Budget range", BUDGET_RANGES)}
        {select("timeline", "Timeline", TIMELINES)}
      </div>
      <TextAreaField
        id={fid("projectDescription")}
        label="Project description"
        rows={6}
        aria-required
        maxLength={INTAKE_LIMITS.description}
        placeholder={C.placeholders.projectDescription}
        value={values.projectDescription}
        onChange={set("projectDescription")}
        error={err("projectDescription")}
      />
      {serverError ? (
        <div role="alert" className="rounded-lg border border-danger bg-bg p-4 text-sm text-danger">
          {serverError}
        </div>
      ) : null}
      <div>
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated || submitting}
          aria-busy={submitting}
          {...tracked("intake-submit")}
        >
          {submitting ? <Spinner label={C.submitting} /> : null}
          {C.submit}
        </Button>
      </div>
    </form>
  );
}
