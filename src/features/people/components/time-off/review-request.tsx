import { Check, X } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import { formatRange, fullName, TIME_OFF_TYPE_LABELS } from "../../lib/format.ts";
import type { TimeOffRequestDto } from "../../people.contract.ts";

/** Approve or reject, with manager notes (the requester's manager or a portal administrator). */
export function ReviewRequest({ r }: { r: TimeOffRequestDto }) {
  const [decision, setDecision] = useState<"approved" | "rejected" | null>(null);
  const [notes, setNotes] = useState("");
  const { run, busy } = useStaffAction();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const done = await run(
      "review",
      () =>
        api<{ message: string }>(`/api/people/time-off/${r.id}/review`, {
          body: { decision, managerNotes: notes },
        }),
      { failure: (err) => failureMessage(err, "Failed to review the request") },
    );
    if (done) setDecision(null);
  };
  const name = fullName(r.employee);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setDecision("approved")}>
          <Check aria-hidden="true" className="h-4 w-4" /> Approve
          <span className="sr-only"> {name}'s request</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDecision("rejected")}>
          <X aria-hidden="true" className="h-4 w-4" /> Reject
          <span className="sr-only"> {name}'s request</span>
        </Button>
      </div>
      <FormDialog
        open={decision !== null}
        onOpenChange={(o) => !o && setDecision(null)}
        title={`${decision === "approved" ? "Approve" : "Reject"} ${name}'s request`}
        description={`${TIME_OFF_TYPE_LABELS[r.requestType]}, ${formatRange(r.startDate, r.endDate)} (${r.workingDays} working days)`}
      >
        <form className="grid gap-4" onSubmit={submit}>
          <TextAreaField
            label="Manager notes"
            hint={`${r.employee.firstName} sees these notes with your decision.`}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setDecision(null)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={decision === "approved" ? "primary" : "danger"}
              disabled={busy !== null}
            >
              {decision === "approved" ? "Approve request" : "Reject request"}
            </Button>
          </div>
        </form>
      </FormDialog>
    </>
  );
}
