import { Plus } from "lucide-react";
import { useState } from "react";
import { useShell } from "#src/features/site/index.ts";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import { TIME_OFF_TYPE_LABELS } from "../../lib/format.ts";
import { workingDays } from "../../lib/working-days.ts";
import { PM, TIME_OFF_TYPES, type TimeOffType, timeOffInputSchema } from "../../people.contract.ts";

/** The New Request dialog: type, both dates ('Please select both start and end dates'), notes. */
export function NewRequestDialog() {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<TimeOffType>("vacation");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [notes, setNotes] = useState("");
  const [halfDay, setHalfDay] = useState(false);
  const { run, busy, fields: errors, setFields: setErrors } = useStaffAction();
  const single = Boolean(start) && start === end;
  // The company's working week from the site settings, as the server counts it (holidays aside).
  const week = useShell().site.businessHours.workingDays;
  const weekdays = start && end && end >= start ? workingDays(start, end, new Set(), week) : null;
  const days = weekdays !== null && single && halfDay ? Math.min(weekdays, 0.5) : weekdays;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!start || !end) {
      toast.error(PM.bothDates);
      setErrors({ [!start ? "startDate" : "endDate"]: PM.bothDates });
      return;
    }
    const checked = checkForm(timeOffInputSchema, {
      requestType: type,
      startDate: start,
      endDate: end,
      notes,
      halfDay: single && halfDay,
    });
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    const done = await run(
      "submit",
      () => api<{ message: string }>("/api/people/time-off", { body: checked.data }),
      {
        failure: (err) =>
          failureMessage(err, PM.createTimeOffError, {
            unreachable: PM.submitFailed,
            signedOut: PM.noAuthenticatedUser,
          }),
      },
    );
    if (!done) return;
    setOpen(false);
    setStart("");
    setEnd("");
    setNotes("");
    setHalfDay(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setErrors({});
      }}
      title="New Time Off Request"
      description="Your manager, or an administrator, approves or rejects it."
      trigger={
        <Button>
          <Plus aria-hidden="true" className="h-4 w-4" /> New Request
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <SelectField
          label="Type"
          value={type}
          onChange={(e) => setType(e.currentTarget.value as TimeOffType)}
          options={TIME_OFF_TYPES.map((t) => ({ value: t, label: TIME_OFF_TYPE_LABELS[t] }))}
          error={errors.requestType}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Start date"
            type="date"
            value={start}
            error={errors.startDate}
            onChange={(e) => {
              setStart(e.currentTarget.value);
              setErrors({});
            }}
          />
          <TextField
            label="End date"
            type="date"
            value={end}
            min={start || undefined}
            error={errors.endDate}
            onChange={(e) => {
              setEnd(e.currentTarget.value);
              setErrors({});
            }}
          />
        </div>
        {single ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={halfDay}
              onChange={(e) => setHalfDay(e.currentTarget.checked)}
            />
            Half day
          </label>
        ) : null}
        {errors.halfDay ? (
          <p className="text-sm text-danger" role="alert">
            {errors.halfDay}
          </p>
        ) : null}
        <p className="text-sm text-muted-fg" aria-live="polite">
          {days === null
            ? "Weekends and your office's public holidays are not counted."
            : `Up to ${days} working ${days === 1 ? "day" : "days"}: weekends and your office's public holidays are not counted.`}
        </p>
        <TextAreaField
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          error={errors.notes}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy !== null}>
            Submit request
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
