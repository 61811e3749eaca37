import { CalendarX } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Badge, type BadgeTone } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import {
  type BookingCancelResultDto,
  CANCEL_REASON_MAX,
  type LeadMeetingDto,
  staffBookingCancelSchema,
} from "../intake.contract.ts";
import { dateParts, timeIn } from "./time-format.ts";

const STATUS: Record<LeadMeetingDto["status"], { label: string; tone: BadgeTone }> = {
  confirmed: { label: "Confirmed", tone: "success" },
  past: { label: "Held", tone: "neutral" },
  cancelled: { label: "Cancelled", tone: "danger" },
};

/** "Thursday, December 3, 2026 · 10:00 AM (America/New_York)": the agency's time of the booking. */
const when = (m: LeadMeetingDto) =>
  `${dateParts(m.date).long} · ${timeIn(m.start, m.timeZone)} (${m.timeZone})`;

/** The meetings a lead booked (the discovery booking widget), each cancellable by staff before it starts. */
export function LeadMeetings({ meetings }: { meetings: LeadMeetingDto[] }) {
  if (!meetings.length) return null;
  return (
    <Card className="grid gap-3 p-4" role="region" aria-labelledby="lead-meetings">
      <h2 id="lead-meetings" className="font-semibold">
        Meetings
      </h2>
      <ul className="grid gap-3 text-sm">
        {meetings.map((m) => (
          <li key={m.id} className="grid gap-1" data-testid="lead-meeting">
            <div className="flex flex-wrap items-center gap-2">
              <span>{when(m)}</span>
              <Badge tone={STATUS[m.status].tone}>{STATUS[m.status].label}</Badge>
            </div>
            {m.status === "cancelled" ? (
              <p className="text-muted-fg">
                Cancelled by {m.cancelledBy ?? "staff"}
                {m.cancelReason ? `: ${m.cancelReason}` : ""}
              </p>
            ) : null}
            {m.cancellable ? <CancelMeeting meeting={m} /> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function CancelMeeting({ meeting }: { meeting: LeadMeetingDto }) {
  const [open, setOpen] = useState(false);
  const form = useStaffForm({ reason: "" });
  const reset = (next: boolean) => {
    setOpen(next);
    form.clearErrors();
    if (!next) form.setValues({ reason: "" });
  };
  const submit = async () => {
    const done = await form.submit(
      staffBookingCancelSchema,
      { reason: form.values.reason },
      "cancel",
      (body) =>
        api<BookingCancelResultDto>(`/api/intake/bookings/${meeting.id}/staff-cancel`, {
          method: "POST",
          body,
        }),
      { failure: "Failed to cancel the meeting" },
    );
    if (done) reset(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={reset}
      title="Cancel meeting"
      description={`${when(meeting)}. The visitor is emailed the cancellation with a calendar update; your name and the reason are kept in the audit log.`}
      trigger={
        <Button variant="outline" className="justify-self-start">
          <CalendarX aria-hidden="true" className="h-4 w-4" />
          Cancel meeting
        </Button>
      }
    >
      <StaffForm onSubmit={submit}>
        <TextAreaField
          label="Reason (optional)"
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          {...form.field("reason")}
        />
        <Button type="submit" variant="danger" disabled={form.busy !== null}>
          Cancel the meeting
        </Button>
      </StaffForm>
    </FormDialog>
  );
}
