import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { DateRangeFields, numberOrUndefined, StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import {
  CAMPAIGN_MESSAGES as M,
  newCampaignSchema,
  PILLAR_LABELS,
  PILLAR_TYPES,
  type PlanSummaryDto,
} from "../../command-center.contract.ts";
import { BudgetField } from "./budget-field.tsx";

const EMPTY = {
  name: "",
  description: "",
  startDate: "",
  endDate: "",
  budget: "",
  pillarType: "thought_leadership",
  planId: "",
};

/** New Campaign, in one of the open plans: checked with the contract before it is sent. */
export function NewCampaignForm({
  plans,
  defaultPlanId,
  onDone,
}: {
  plans: PlanSummaryDto[];
  defaultPlanId: string | null;
  onDone: () => void;
}) {
  const form = useStaffForm({ ...EMPTY, planId: defaultPlanId ?? plans[0]?.id ?? "" });
  const submit = async () => {
    const { values } = form;
    const done = await form.submit(
      newCampaignSchema,
      { ...values, budget: numberOrUndefined(values.budget) },
      "create",
      (body) => api("/api/command-center/campaigns", { body }),
      { failure: M.createFailed },
    );
    if (done) {
      form.setValues({ ...EMPTY, planId: values.planId });
      onDone();
    }
  };

  return (
    <StaffForm className="mt-4" onSubmit={submit}>
      <TextField label="Name" required {...form.field("name")} />
      <TextAreaField label="Description" required {...form.field("description")} />
      <DateRangeFields start={form.field("startDate")} end={form.field("endDate")} />
      <BudgetField {...form.field("budget")} />
      <SelectField
        label="Marketing plan"
        options={plans.map((p) => ({ value: p.id, label: p.name }))}
        {...form.field("planId")}
      />
      <SelectField
        label="Campaign type"
        options={PILLAR_TYPES.map((p) => ({ value: p, label: PILLAR_LABELS[p] }))}
        {...form.field("pillarType")}
      />
      <Button type="submit" disabled={form.busy !== null}>
        {form.busy ? "Creating…" : "Create Campaign"}
      </Button>
    </StaffForm>
  );
}
