import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { useShell } from "#src/features/site/index.ts";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import { failureMessage } from "../../lib/failure.ts";
import { dayChangeSchema, scheduleProposalSchema } from "../../people.contract.ts";
import { CheckField, DateField, DialogActions, HoursFields, ReasonField } from "./schedule-fields.tsx";

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
  const empty = {
    date: today,
    startTime: opens,
    endTime: closes,
    reason: "",
    note: "",
    dayOff: false,
    remote: false,
  };
  const form = useStaffForm(empty);
  const submit = async () => {
    const v = form.values;
    const day = {
      date: v.date,
      dayOff: v.dayOff,
      startTime: v.startTime,
      endTime: v.endTime,
      remote: v.remote,
    };
    const failure = { failure: (err: unknown) => failureMessage(err, "Failed to save the schedule change") };
    const done = propose
      ? await form.submit(
          scheduleProposalSchema,
          { kind: "change", ...day, reason: v.reason },
          "save",
          (data) => api<{ message: string }>("/api/people/schedule/proposals", { body: data }),
          failure,
        )
      : await form.submit(
          dayChangeSchema,
          { ...day, note: v.note },
          "save",
          (data) =>
            api<{ message: string }>(`/api/people/schedule/${employeeId}/changes`, {
              method: "PUT",
              body: data,
            }),
          failure,
        );
    if (!done) return;
    setOpen(false);
    form.setValues(empty);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        form.clearErrors();
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
      <StaffForm onSubmit={submit}>
        <DateField label="Date" today={today} bound={form.field("date")} />
        <CheckField toggle={form.toggle("dayOff")}>Day off (no working hours)</CheckField>
        {form.values.dayOff ? null : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <HoursFields start={form.field("startTime")} end={form.field("endTime")} />
            </div>
            <CheckField toggle={form.toggle("remote")}>Remote day</CheckField>
          </>
        )}
        {propose ? (
          <ReasonField bound={form.field("reason")} />
        ) : (
          <TextField label="Note" placeholder="Client workshop" maxLength={200} {...form.field("note")} />
        )}
        <DialogActions
          onCancel={() => setOpen(false)}
          busy={form.busy !== null}
          submitLabel={propose ? "Send proposal" : "Save change"}
        />
      </StaffForm>
    </FormDialog>
  );
}
