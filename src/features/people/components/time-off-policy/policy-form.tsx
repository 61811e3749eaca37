import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import {
  type TimeOffPolicyDto,
  type TimeOffPolicyInput,
  timeOffPolicySchema,
} from "../../people.contract.ts";

const FIELDS: { key: keyof TimeOffPolicyInput; label: string; hint?: string }[] = [
  { key: "vacationDays", label: "Vacation days" },
  { key: "sickDays", label: "Sick days" },
  { key: "personalDays", label: "Personal days" },
  { key: "otherDays", label: "Other leave days" },
  {
    key: "carryOverCap",
    label: "Carry-over cap",
    hint: "Unused vacation days of the year before that carry into this year, at most",
  },
];

const asText = (p: TimeOffPolicyDto | null) =>
  Object.fromEntries(FIELDS.map((f) => [f.key, p ? String(p[f.key]) : ""])) as Record<
    keyof TimeOffPolicyInput,
    string
  >;

/** One year's allowances per leave type and the carry-over cap, in working days (half days allowed). */
export function PolicyForm({ year, policy }: { year: number; policy: TimeOffPolicyDto | null }) {
  const [values, setValues] = useState(() => asText(policy));
  const { run, busy, fields: errors, setFields } = useStaffAction();
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const numbers = Object.fromEntries(
      FIELDS.map((f) => [f.key, values[f.key].trim() === "" ? Number.NaN : Number(values[f.key])]),
    );
    const checked = checkForm(timeOffPolicySchema, numbers);
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    await run(
      "save",
      () =>
        api<{ message: string }>(`/api/people/time-off-policy/${year}`, {
          method: "PUT",
          body: checked.data,
        }),
      { failure: (err) => failureMessage(err, "Failed to save the time-off policy") },
    );
  };
  return (
    <Card className="grid gap-4 p-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Allowances for {year}</h2>
        <p className="text-sm text-muted-fg">
          {policy === null
            ? `No policy yet: until one is saved, nobody can request time off in ${year}.`
            : policy.fromYear === year
              ? "Working days per calendar year for every employee, unless an override below says otherwise."
              : `${year} follows the policy of ${policy.fromYear} until you save one of its own.`}
        </p>
      </div>
      <form className="grid gap-4" onSubmit={save} noValidate>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {FIELDS.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              type="number"
              inputMode="decimal"
              min={0}
              max={366}
              step={0.5}
              value={values[f.key]}
              error={errors[f.key]}
              {...(f.hint ? { hint: f.hint } : {})}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setValues((prev) => ({ ...prev, [f.key]: v }));
              }}
            />
          ))}
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy !== null}>
            Save policy for {year}
          </Button>
        </div>
      </form>
    </Card>
  );
}
