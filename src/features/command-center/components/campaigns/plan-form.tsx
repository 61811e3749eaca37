import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  BUDGET_STEP,
  PLAN_MESSAGES as M,
  PLAN_DEFAULT_DAYS,
  type PlanSummaryDto,
  planSchema,
} from "../../command-center.contract.ts";

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

function initial(plan: PlanSummaryDto | null) {
  if (plan)
    return { name: plan.name, budget: String(plan.budget), startDate: plan.startDate, endDate: plan.endDate };
  const start = new Date().toISOString().slice(0, 10);
  return { name: "", budget: "", startDate: start, endDate: addDays(start, PLAN_DEFAULT_DAYS - 1) };
}

/** New Plan or Edit plan: a name, a budget and the period (90 days unless changed). */
export function PlanForm({ plan, onDone }: { plan: PlanSummaryDto | null; onDone: () => void }) {
  const [v, setV] = useState(() => initial(plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, busy, fields } = useStaffAction();
  const shown = { ...fields, ...errors };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });

  const submit = async () => {
    const checked = checkForm(planSchema, {
      ...v,
      budget: v.budget.trim() === "" ? undefined : Number(v.budget),
    });
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    const done = await run(
      "plan",
      () =>
        plan
          ? api(`/api/command-center/plans/${plan.id}`, { method: "PUT", body: checked.data })
          : api("/api/command-center/plans", { body: checked.data }),
      { failure: plan ? M.updateFailed : M.createFailed },
    );
    if (done) onDone();
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
      <TextField label="Plan name" value={v.name} onChange={set("name")} error={shown.name} required />
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
      <Button type="submit" disabled={busy !== null}>
        {busy ? "Saving…" : plan ? "Save plan" : "Create plan"}
      </Button>
    </form>
  );
}
