import { Card } from "#src/ui/card.tsx";
import { CheckboxGroupField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { OTHER } from "../../lib/employee-form-values.ts";
import { ACCOMMODATION_OPTIONS, DIETARY_OPTIONS } from "../../people.contract.ts";
import type { SectionProps } from "./section-props.ts";

/** Preferences: dietary preferences and accommodations, each with 'Other' to type. */
export function PreferencesSection({ register, setValue, v, err }: Omit<SectionProps, "mode">) {
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold">Preferences</h2>
      <CheckboxGroupField
        legend="Dietary preferences"
        options={DIETARY_OPTIONS}
        exclusive="None"
        value={v.dietary}
        onChange={(next) => setValue("dietary", next)}
      />
      {v.dietary.includes(OTHER) ? (
        <TextField
          label="Other dietary preference"
          error={err("dietaryOther")}
          {...register("dietaryOther")}
        />
      ) : null}
      <CheckboxGroupField
        legend="Accommodations"
        options={ACCOMMODATION_OPTIONS}
        exclusive="None Required"
        value={v.accommodations}
        onChange={(next) => setValue("accommodations", next)}
      />
      {v.accommodations.includes(OTHER) ? (
        <TextField
          label="Other accommodation"
          error={err("accommodationsOther")}
          {...register("accommodationsOther")}
        />
      ) : null}
    </Card>
  );
}
