import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { DateRangeFields, numberOrUndefined, StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import {
  PLAN_MESSAGES as M,
  PLAN_DEFAULT_DAYS,
  type PlanSummaryDto,
  planSchema,
} from "../../command-center.contract.ts";
import { BudgetField } from "./budget-field.tsx";

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
  const form = useStaffForm(() => initial(plan));
  const submit = async () => {
    const done = await form.submit(
      planSchema,
      { ...form.values, budget: numberOrUndefined(form.values.budget) },
      "plan",
      (body) =>
        plan
          ? api(`/api/command-center/plans/${plan.id}`, { method: "PUT", body })
          : api("/api/command-center/plans", { body }),
      { failure: plan ? M.updateFailed : M.createFailed },
    );
    if (done) onDone();
  };

  return (
    <StaffForm className="mt-4" onSubmit={submit}>
      <TextField label="Plan name" required {...form.field("name")} />
      <BudgetField {...form.field("budget")} />
      <DateRangeFields start={form.field("startDate")} end={form.field("endDate")} />
      <Button type="submit" disabled={form.busy !== null}>
        {form.busy ? "Saving…" : plan ? "Save plan" : "Create plan"}
      </Button>
    </StaffForm>
  );
}
