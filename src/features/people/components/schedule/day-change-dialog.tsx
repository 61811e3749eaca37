import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { useShell } from "#src/features/site/index.ts";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import { dayChangeSchema, scheduleProposalSchema } from "../../people.contract.ts";

/**
 * A one-off change of one day: other hours, remote, or a day off. `propose` sends it as the
 * employee's proposal (the text is its reason); otherwise a manager or admin sets it (the text is
 * the day's note).
 */
export function DayChangeDialog({
  employeeId,
  employeeName,
  today,
  propose = false,
}: {
  employeeId: string;
  employeeName: string;
  today: string;
  propose?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // New hours start as the company's business hours (Command Center > Settings > General).
  const { opens, closes } = useShell().site.businessHours;
  const empty = { date: today, startTime: opens, endTime: closes, text: "" };
  const [v, setV] = useState(empty);
  const [dayOff, setDayOff] = useState(false);
  const [remote, setRemote] = useState(false);
  const { run, busy, fields: errors, setFields } = useStaffAction();
  const set = (key: keyof typeof v) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setV((prev) => ({ ...prev, [key]: value }));
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const day = { date: v.date, dayOff, startTime: v.startTime, endTime: v.endTime, remote };
    const checked = propose
      ? checkForm(scheduleProposalSchema, { kind: "change", ...day, reason: v.text })
      : checkForm(dayChangeSchema, { ...day, note: v.text });
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    const done = await run(
      "save",
      () =>
        propose
          ? api<{ message: string }>("/api/people/schedule/proposals", { body: checked.data })
          : api<{ message: string }>(`/api/people/schedule/${employeeId}/changes`, {
              method: "PUT",
              body: checked.data,
            }),
      { failure: (err) => failureMessage(err, "Failed to save the schedule change") },
    );
    if (!done) return;
    setOpen(false);
    setV(empty);
    setDayOff(false);
    setRemote(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setFields({});
      }}
      title={propose ? "Propose a Change of One Day" : "Change One Day"}
      description={
        propose
          ? "Other hours or a day off on one date. Your manager accepts or declines it."
          : `Other hours or a day off for ${employeeName} on one date, instead of the weekly schedule.`
      }
      trigger={
        <Button variant="outline">
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {propose ? "Propose a change of one day" : "Change one day"}
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Date"
          type="date"
          min={today}
          value={v.date}
          onChange={set("date")}
          error={errors.date}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-primary"
            checked={dayOff}
            onChange={(e) => setDayOff(e.currentTarget.checked)}
          />
          Day off (no working hours)
        </label>
        {dayOff ? null : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Start time"
                type="time"
                value={v.startTime}
                onChange={set("startTime")}
                error={errors.startTime}
              />
              <TextField
                label="End time"
                type="time"
                value={v.endTime}
                onChange={set("endTime")}
                error={errors.endTime}
              />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={remote}
                onChange={(e) => setRemote(e.currentTarget.checked)}
              />
              Remote day
            </label>
          </>
        )}
        {propose ? (
          <TextAreaField label="Reason" value={v.text} onChange={set("text")} error={errors.reason} />
        ) : (
          <TextField
            label="Note"
            placeholder="Client workshop"
            maxLength={200}
            value={v.text}
            onChange={set("text")}
            error={errors.note}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy !== null}>
            {propose ? "Send proposal" : "Save change"}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
