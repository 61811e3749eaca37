import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  BUDGET_STEP,
  CAMPAIGN_MESSAGES as M,
  newCampaignSchema,
  PILLAR_LABELS,
  PILLAR_TYPES,
  type PlanSummaryDto,
} from "../../command-center.contract.ts";

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
  const [v, setV] = useState({ ...EMPTY, planId: defaultPlanId ?? plans[0]?.id ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, busy, fields } = useStaffAction();
  const shown = { ...fields, ...errors };
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });

  const submit = async () => {
    const body = { ...v, budget: v.budget.trim() === "" ? undefined : Number(v.budget) };
    const checked = checkForm(newCampaignSchema, body);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    const done = await run("create", () => api("/api/command-center/campaigns", { body: checked.data }), {
      failure: M.createFailed,
    });
    if (done) {
      setV({ ...EMPTY, planId: v.planId });
      onDone();
    }
  };

  return (
    <form
      className="mt-4 grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField label="Name" value={v.name} onChange={set("name")} error={shown.name} required />
      <TextAreaField
        label="Description"
        value={v.description}
        onChange={set("description")}
        error={shown.description}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start date"
          type="date"
          value={v.startDate}
          onChange={set("startDate")}
          error={shown.startDate}
          required
        />
        <TextField
          label="End date"
          type="date"
          value={v.endDate}
          onChange={set("endDate")}
          error={shown.endDate}
          required
        />
      </div>
      <TextField
        label="Budget (USD)"
        type="number"
        inputMode="numeric"
        min={0}
        step={BUDGET_STEP}
        value={v.budget}
        onChange={set("budget")}
        error={shown.budget}
        required
      />
      <SelectField
        label="Marketing plan"
        value={v.planId}
        onChange={set("planId")}
        error={shown.planId}
        options={plans.map((p) => ({ value: p.id, label: p.name }))}
      />
      <SelectField
        label="Campaign type"
        value={v.pillarType}
        onChange={set("pillarType")}
        error={shown.pillarType}
        options={PILLAR_TYPES.map((p) => ({ value: p, label: PILLAR_LABELS[p] }))}
      />
      <Button type="submit" disabled={busy !== null}>
        {busy ? "Creating…" : "Create Campaign"}
      </Button>
    </form>
  );
}
