import type { FormEvent, RefObject } from "react";
import { tracked } from "#src/lib/tracked-elements.ts";
import { Button } from "#src/ui/button-base.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import {
  AGENCY_LABELS,
  CLASSIFICATION_LABELS,
  REQUIREMENT_HINTS,
  REQUIREMENT_LABELS,
} from "../content/labels.ts";
import type { RequirementKey } from "../government.contract.ts";
import { AGENCY_TYPES, DATA_CLASSIFICATIONS, EMAIL_MAX, REQUIREMENTS } from "../lib/government-rules.ts";

export type FormValues = {
  selectedRequirements: RequirementKey[];
  email: string;
  agencyType: string;
  dataClassification: string;
};
export const EMPTY_FORM: FormValues = {
  selectedRequirements: [],
  email: "",
  agencyType: "",
  dataClassification: "",
};

export type FieldError = { field: string; message: string } | null;

/**
 * The submit button says what it will do: 'Select Requirements to Analyze' at zero (and is disabled),
 * 'Analyze N Selected Requirements' otherwise, 'Analyzing...' while running.
 */
export function submitLabel(count: number, busy: boolean): string {
  if (busy) return "Analyzing...";
  return count === 0 ? "Select Requirements to Analyze" : `Analyze ${count} Selected Requirements`;
}

export function ComplianceForm(props: {
  values: FormValues;
  onChange: (v: FormValues) => void;
  onSubmit: () => void;
  busy: boolean;
  progress: string | null;
  error: FieldError;
  ready: boolean;
  fieldRefs: Record<string, RefObject<HTMLElement | null>>;
}) {
  const { values, onChange, busy, error } = props;
  // A fixed prefix, not useId: /government hydrates the tool as an island (decision 051).
  const id = "compliance";
  const count = values.selectedRequirements.length;
  const toggle = (key: RequirementKey, on: boolean) => {
    const set = new Set(values.selectedRequirements);
    if (on) set.add(key);
    else set.delete(key);
    onChange({ ...values, selectedRequirements: REQUIREMENTS.filter((r) => set.has(r)) });
  };
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const requirementsError = errorFor("selectedRequirements");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      className="grid gap-6"
      aria-label="Compliance assessment"
    >
      <fieldset
        ref={props.fieldRefs.selectedRequirements as RefObject<HTMLFieldSetElement>}
        tabIndex={-1}
        aria-describedby={requirementsError ? `${id}-selectedRequirements-error` : undefined}
        className="grid gap-3"
        disabled={busy}
      >
        <legend className="mb-2 text-base font-semibold">Compliance requirements</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {REQUIREMENTS.map((key) => {
            const checked = values.selectedRequirements.includes(key);
            return (
              <label
                key={key}
                htmlFor={`${id}-${key}`}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors ${
                  checked ? "border-primary bg-muted" : "border-border bg-bg hover:bg-muted"
                }`}
              >
                <input
                  id={`${id}-${key}`}
                  type="checkbox"
                  name="selectedRequirements"
                  value={key}
                  checked={checked}
                  onChange={(e) => toggle(key, e.target.checked)}
                  className="mt-1 h-4 w-4 accent-[var(--primary)]"
                />
                <span>
                  <span className="block font-medium">{REQUIREMENT_LABELS[key]}</span>
                  <span className="block text-sm text-muted-fg">{REQUIREMENT_HINTS[key]}</span>
                </span>
              </label>
            );
          })}
        </div>
        {requirementsError ? (
          <p id={`${id}-selectedRequirements-error`} role="alert" className="text-sm text-danger">
            {requirementsError}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={`${id}-agency`}
          ref={props.fieldRefs.agencyType as RefObject<HTMLSelectElement>}
          label="Agency type"
          placeholder="Select agency type"
          options={AGENCY_TYPES.map((a) => ({ value: a, label: AGENCY_LABELS[a] }))}
          value={values.agencyType}
          disabled={busy}
          aria-required
          onChange={(e) => onChange({ ...values, agencyType: e.target.value })}
          error={errorFor("agencyType")}
        />
        <SelectField
          id={`${id}-classification`}
          ref={props.fieldRefs.dataClassification as RefObject<HTMLSelectElement>}
          label="Data classification"
          placeholder="Select classification level"
          options={DATA_CLASSIFICATIONS.map((d) => ({ value: d, label: CLASSIFICATION_LABELS[d] }))}
          value={values.dataClassification}
          disabled={busy}
          aria-required
          onChange={(e) => onChange({ ...values, dataClassification: e.target.value })}
          error={errorFor("dataClassification")}
        />
        <TextField
          id={`${id}-email`}
          ref={props.fieldRefs.email as RefObject<HTMLInputElement>}
          label="Email for the detailed assessment (PDF)"
          className="sm:col-span-2"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={values.email}
          disabled={busy}
          aria-required
          onChange={(e) => onChange({ ...values, email: e.target.value })}
          placeholder="name@agency.gov"
          error={errorFor("email")}
        />
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={!props.ready || busy || count === 0}
          {...tracked("government-assess")}
        >
          {busy ? <Spinner label="" /> : null}
          {submitLabel(count, busy)}
        </Button>
        <p role="status" aria-live="polite" className="text-sm font-medium text-muted-fg">
          {props.progress ?? ""}
        </p>
      </div>
    </form>
  );
}
