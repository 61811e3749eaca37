import { CalendarRange } from "lucide-react";
import { useState } from "react";
import { useShell } from "#src/features/site/index.ts";
import { api } from "#src/lib/api-client.ts";
import type { BusinessHours } from "#src/lib/business-hours.ts";
import { Button } from "#src/ui/button.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import { failureMessage } from "../../lib/failure.ts";
import { type PatternDayDto, scheduleProposalSchema, weeklyPatternSchema } from "../../people.contract.ts";
import { WEEKDAY_NAMES } from "./schedule-day.tsx";
import { CheckField, DateField, DialogActions, HoursFields, ReasonField } from "./schedule-fields.tsx";

type Values = Record<string, string | boolean>;

/** The keys of one weekday's row (1 Monday … 7 Sunday) in the form's values. */
const keys = (weekday: number) =>
  ({
    works: `works${weekday}`,
    start: `start${weekday}`,
    end: `end${weekday}`,
    remote: `remote${weekday}`,
  }) as const;

/**
 * The form's values: the date it applies from, the reason, and seven rows from the pattern being
 * changed, or without one from the company's business hours (Command Center > Settings > General:
 * its working days, opening and closing times).
 */
function valuesFrom(days: PatternDayDto[] | undefined, hours: BusinessHours, today: string): Values {
  const values: Values = { effectiveFrom: today, reason: "" };
  WEEKDAY_NAMES.forEach((_, i) => {
    const k = keys(i + 1);
    const d = days?.find((x) => x.weekday === i + 1);
    // Business hours count days 0 Sunday … 6 Saturday; the rows run Monday (1) to Sunday (7).
    values[k.works] = d ? true : !days && hours.workingDays.includes((i + 1) % 7);
    values[k.start] = d?.startTime ?? hours.opens;
    values[k.end] = d?.endTime ?? hours.closes;
    values[k.remote] = d?.remote ?? false;
  });
  return values;
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
  const form = useStaffForm<Values>(() => valuesFrom(current, hours, today));
  const v = form.values;
  const days = WEEKDAY_NAMES.flatMap((_, i) => {
    const k = keys(i + 1);
    return v[k.works] === true
      ? [
          {
            weekday: i + 1,
            startTime: String(v[k.start]),
            endTime: String(v[k.end]),
            remote: v[k.remote] === true,
          },
        ]
      : [];
  });
  // A field error "days.2.endTime" belongs to the row of the third worked day.
  const rowError = (i: number, key: "startTime" | "endTime") => {
    const index = days.findIndex((d) => d.weekday === i + 1);
    return index === -1 ? undefined : form.errors[`days.${index}.${key}`];
  };
  const submit = async () => {
    const failure = { failure: (err: unknown) => failureMessage(err, "Failed to save the schedule") };
    const done = propose
      ? await form.submit(
          scheduleProposalSchema,
          { kind: "pattern", effectiveFrom: v.effectiveFrom, days, reason: v.reason },
          "save",
          (data) => api<{ message: string }>("/api/people/schedule/proposals", { body: data }),
          failure,
        )
      : await form.submit(
          weeklyPatternSchema,
          { effectiveFrom: v.effectiveFrom, days },
          "save",
          (data) =>
            api<{ message: string }>(`/api/people/schedule/${employeeId}/pattern`, {
              method: "PUT",
              body: data,
            }),
          failure,
        );
    if (done) setOpen(false);
  };
  const title = propose ? "Propose a Weekly Schedule" : "Set Weekly Schedule";
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        form.clearErrors();
        if (o) form.setValues(valuesFrom(current, hours, today));
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
      <StaffForm onSubmit={submit}>
        <DateField label="Applies from" today={today} bound={form.field("effectiveFrom")} />
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Working days</legend>
          {form.errors.days ? <p className="text-sm text-danger">{form.errors.days}</p> : null}
          {WEEKDAY_NAMES.map((name, i) => {
            const k = keys(i + 1);
            return (
              <div
                key={name}
                className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end"
              >
                <CheckField
                  toggle={form.toggle(k.works)}
                  className="flex items-center gap-2 text-sm font-medium sm:pb-2.5"
                >
                  {name}
                </CheckField>
                {v[k.works] === true ? (
                  <>
                    <HoursFields
                      name={name}
                      start={{ ...form.field(k.start), error: rowError(i, "startTime") }}
                      end={{ ...form.field(k.end), error: rowError(i, "endTime") }}
                    />
                    <CheckField
                      toggle={form.toggle(k.remote)}
                      className="flex items-center gap-2 text-sm sm:pb-2.5"
                    >
                      Remote<span className="sr-only"> on {name}</span>
                    </CheckField>
                  </>
                ) : (
                  <p className="text-sm text-muted-fg sm:col-span-3 sm:pb-2.5">Not a working day</p>
                )}
              </div>
            );
          })}
        </fieldset>
        {propose ? <ReasonField bound={form.field("reason")} /> : null}
        <DialogActions
          onCancel={() => setOpen(false)}
          busy={form.busy !== null}
          submitLabel={propose ? "Send proposal" : "Save schedule"}
        />
      </StaffForm>
    </FormDialog>
  );
}
