import { Trash2 } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import { TIME_OFF_TYPE_LABELS } from "../../lib/format.ts";
import {
  type AllowanceOverrideDto,
  allowanceOverrideSchema,
  TIME_OFF_TYPES,
  type TimeOffType,
} from "../../people.contract.ts";

/** One employee's own allowance of a leave type in the year, instead of the policy's. */
export function OverridesSection({
  year,
  overrides,
  employees,
}: {
  year: number;
  overrides: AllowanceOverrideDto[];
  employees: { id: string; name: string }[];
}) {
  const [employeeId, setEmployeeId] = useState("");
  const [requestType, setRequestType] = useState<TimeOffType>("vacation");
  const [days, setDays] = useState("");
  const { run, busy, fields: errors, setFields } = useStaffAction();
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(allowanceOverrideSchema, {
      employeeId,
      year,
      requestType,
      allowanceDays: days.trim() === "" ? Number.NaN : Number(days),
    });
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    const done = await run(
      "save",
      () =>
        api<{ message: string }>("/api/people/time-off-policy/overrides", {
          method: "PUT",
          body: checked.data,
        }),
      { failure: (err) => failureMessage(err, "Failed to save the override") },
    );
    if (done) setDays("");
  };
  const remove = (o: AllowanceOverrideDto) =>
    run(
      `remove-${o.id}`,
      () => api<{ message: string }>(`/api/people/time-off-policy/overrides/${o.id}`, { method: "DELETE" }),
      { failure: (err) => failureMessage(err, "Failed to remove the override") },
    );
  return (
    <Card className="grid gap-4 p-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Employee overrides in {year}</h2>
        <p className="text-sm text-muted-fg">
          A part-time colleague or a special arrangement: their allowance of one leave type this year.
        </p>
      </div>
      {overrides.length ? (
        <ul className="grid divide-y divide-border rounded-md border border-border">
          {overrides.map((o) => {
            const who = `${o.employee.firstName} ${o.employee.lastName}`;
            return (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{who}</span> · {TIME_OFF_TYPE_LABELS[o.requestType]}:{" "}
                  {o.allowanceDays} {o.allowanceDays === 1 ? "day" : "days"}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${who}'s ${TIME_OFF_TYPE_LABELS[o.requestType].toLowerCase()} override`}
                  disabled={busy !== null}
                  onClick={() => void remove(o)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-fg">Everyone follows the policy in {year}.</p>
      )}
      <form className="grid gap-4 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-end" onSubmit={save} noValidate>
        <SelectField
          label="Employee"
          value={employeeId}
          placeholder="Select an employee"
          error={errors.employeeId}
          onChange={(e) => setEmployeeId(e.currentTarget.value)}
          options={employees.map((e) => ({ value: e.id, label: e.name }))}
        />
        <SelectField
          label="Leave type"
          value={requestType}
          error={errors.requestType}
          onChange={(e) => setRequestType(e.currentTarget.value as TimeOffType)}
          options={TIME_OFF_TYPES.map((t) => ({ value: t, label: TIME_OFF_TYPE_LABELS[t] }))}
        />
        <TextField
          label="Days"
          type="number"
          inputMode="decimal"
          min={0}
          max={366}
          step={0.5}
          value={days}
          error={errors.allowanceDays}
          onChange={(e) => setDays(e.currentTarget.value)}
        />
        <Button type="submit" disabled={busy !== null}>
          Save override
        </Button>
      </form>
    </Card>
  );
}
