import { Card } from "#src/ui/card.tsx";
import { CheckboxGroupField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { OTHER } from "../../lib/employee-form-values.ts";
import { ALLERGY_OPTIONS } from "../../people.contract.ts";
import type { SectionProps } from "./section-props.ts";

/** Health information: allergies (with 'Other' to type), conditions and medications. */
export function HealthSection({ register, setValue, v, err }: Omit<SectionProps, "mode">) {
  return (
    <Card className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">Health information</h2>
        <p className="mt-1 text-sm text-muted-fg">Private: used to keep you safe at work and at events.</p>
      </div>
      <CheckboxGroupField
        legend="Allergies"
        options={ALLERGY_OPTIONS}
        exclusive="None"
        value={v.allergies}
        onChange={(next) => setValue("allergies", next)}
      />
      {v.allergies.includes(OTHER) ? (
        <TextField label="Other allergies" error={err("allergiesOther")} {...register("allergiesOther")} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField label="Medical conditions" error={err("conditions")} {...register("conditions")} />
        <TextAreaField label="Medications" error={err("medications")} {...register("medications")} />
      </div>
    </Card>
  );
}
