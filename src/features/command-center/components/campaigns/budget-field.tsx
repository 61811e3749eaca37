import { companyCurrencyCode } from "#src/lib/money.ts";
import { TextField } from "#src/ui/form-field.tsx";
import type { useStaffForm } from "#src/ui/staff-form.tsx";
import { BUDGET_STEP } from "../../command-center.contract.ts";

/** The budget of a plan or a campaign, in whole dollars. */
export function BudgetField(props: ReturnType<ReturnType<typeof useStaffForm>["field"]>) {
  return (
    <TextField
      label={`Budget (${companyCurrencyCode()})`}
      type="number"
      inputMode="numeric"
      min={0}
      step={BUDGET_STEP}
      required
      {...props}
    />
  );
}
