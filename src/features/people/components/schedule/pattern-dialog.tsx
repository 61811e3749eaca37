import { CalendarRange } from "lucide-react";
import { useState } from "react";
import { useShell } from "#src/features/site/index.ts";
import { api } from "#src/lib/api-client.ts";
import type { BusinessHours } from "#src/lib/business-hours.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import { type PatternDayDto, scheduleProposalSchema, weeklyPatternSchema } from "../../people.contract.ts";
import { WEEKDAY_NAMES } from "./schedule-day.tsx";

type Row = { works: boolean; startTime: string; endTime: string; remote: boolean };

/**
 * The form's seven rows: the pattern being changed, or without one the company's business hours
 * (Command Center > Settings > General: its working days, opening and closing times).
 */
function rowsFrom(days: PatternDayDto[] | undefined, hours: BusinessHours): Row[] {
  return WEEKDAY_NAMES.map((_, i) => {
    const d = days?.find((x) => x.weekday === i + 1);
    if (d) return { works: true, startTime: d.startTime, endTime: d.endTime, remote: d.remote };
    // Business hours count days 0 Sunday … 6 Saturday; the rows run Monday (1) to Sunday (7).
    const works = !days && hours.workingDays.includes((i + 1) % 7);
    return { works, startTime: hours.opens, endTime: hours.closes, remote: false };
  });
}

/**
 * The weekly pattern: which weekdays are worked, their hours and which are remote, from a date on.
 * `propose` sends it as the employee's proposal; otherwise a manager or admin sets it.
 */
export function PatternDialog({
  employeeId,
  employeeName,
  current,
  today,
  propose = false,
}: {
  employeeId: string;
  employeeName: string;
  current: PatternDayDto[] | undefined;
  today: string;
  propose?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const hours = useShell().site.businessHours;
  const [rows, setRows] = useState<Row[]>(() => rowsFrom(current, hours));
  const [from, setFrom] = useState(today);
  const [reason, setReason] = useState("");
  const { run, busy, fields: errors, setFields } = useStaffAction();
  const setRow = (i: number, patch: Partial<Row>) =>
    setRows((prev) => prev.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const days = rows.flatMap((r, i) =>
    r.works ? [{ weekday: i + 1, startTime: r.startTime, endTime: r.endTime, remote: r.remote }] : [],
  );
  // A field error "days.2.endTime" belongs to the row of the third worked day.
  const rowError = (i: number, key: "startTime" | "endTime") => {
    const index = days.findIndex((d) => d.weekday === i + 1);
    return index === -1 ? undefined : errors[`days.${index}.${key}`];
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = propose
      ? { kind: "pattern", effectiveFrom: from, days, reason }
      : { effectiveFrom: from, days };
    const checked = checkForm(propose ? scheduleProposalSchema : weeklyPatternSchema, body);
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    const done = await run(
      "save",
      () =>
        propose
          ? api<{ message: string }>("/api/people/schedule/proposals", { body: checked.data })
          : api<{ message: string }>(`/api/people/schedule/${employeeId}/pattern`, {
              method: "PUT",
              body: checked.data,
            }),
      { failure: (err) => failureMessage(err, "Failed to save the schedule") },
    );
    if (done) setOpen(false);
  };
  const title = propose ? "Propose a Weekly Schedule" : "Set Weekly Schedule";
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setFields({});
        if (o) setRows(rowsFrom(current, hours));
      }}
      title={title}
      description={
        propose
          ? "Your manager accepts or declines it; you are told by email and on this page."
          : `${employeeName}'s working days and hours from the date you choose. Days left unticked are not worked.`
      }
      trigger={
        <Button variant={propose ? "outline" : "primary"}>
          <CalendarRange aria-hidden="true" className="h-4 w-4" />
          {propose ? "Propose a weekly schedule" : "Set weekly schedule"}
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Applies from"
          type="date"
          min={today}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={errors.effectiveFrom}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Working days</legend>
          {errors.days ? <p className="text-sm text-danger">{errors.days}</p> : null}
          {WEEKDAY_NAMES.map((name, i) => {
            const r = rows[i]!;
            return (
              <div
                key={name}
                className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end"
              >
                <label className="flex items-center gap-2 text-sm font-medium sm:pb-2.5">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-primary"
                    checked={r.works}
                    onChange={(e) =>
                      setRow(i, {
                        works: e.currentTarget.checked,
                        startTime: r.startTime || hours.opens,
                        endTime: r.endTime || hours.closes,
                      })
                    }
                  />
                  {name}
                </label>
                {r.works ? (
                  <>
                    <TextField
                      label={`${name} start`}
                      type="time"
                      value={r.startTime}
                      onChange={(e) => setRow(i, { startTime: e.currentTarget.value })}
                      error={rowError(i, "startTime")}
                    />
                    <TextField
                      label={`${name} end`}
                      type="time"
                      value={r.endTime}
                      onChange={(e) => setRow(i, { endTime: e.currentTarget.value })}
                      error={rowError(i, "endTime")}
                    />
                    <label className="flex items-center gap-2 text-sm sm:pb-2.5">
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-primary"
                        checked={r.remote}
                        onChange={(e) => setRow(i, { remote: e.currentTarget.checked })}
                      />
                      Remote<span className="sr-only"> on {name}</span>
                    </label>
                  </>
                ) : (
                  <p className="text-sm text-muted-fg sm:col-span-3 sm:pb-2.5">Not a working day</p>
                )}
              </div>
            );
          })}
        </fieldset>
        {propose ? (
          <TextAreaField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy !== null}>
            {propose ? "Send proposal" : "Save schedule"}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
