import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type ApprovalDto,
  type FeedbackDto,
  type TaskDetailDto,
  WORKSPACE_MESSAGES as WX,
} from "../../workspace.contract.ts";
import { Section } from "./section.tsx";

/** The two answers share one busy state: neither is sent while the other is on its way. */
type StaffAction = ReturnType<typeof useStaffAction>;

/**
 * Approvals and feedback on the task: what the viewer is asked to answer first, then every request
 * with its state.
 */
export function TaskRequests({ d }: { d: TaskDetailDto }) {
  const action = useStaffAction();
  const mineApproval = d.approvals.find((a) => a.status === "pending" && a.requestedFrom === d.me);
  const mineFeedback = d.feedback.find((f) => f.status === "pending" && f.requestedFrom === d.me);
  return (
    <Section id="requests" title="Approvals and feedback">
      {mineApproval ? <AnswerApproval approval={mineApproval} action={action} /> : null}
      {mineFeedback ? <AnswerFeedback feedback={mineFeedback} action={action} /> : null}
      {d.approvals.length + d.feedback.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No requests yet. Use /approval or /feedback in the command line.
        </p>
      ) : null}
      <ul className="grid gap-2 text-sm">
        {d.approvals.map((a) => (
          <li key={a.id}>
            Approval asked of {a.requestedFromName} by {a.requestedByName}:{" "}
            <Badge
              tone={a.status === "approved" ? "success" : a.status === "rejected" ? "danger" : "warning"}
            >
              {a.status}
            </Badge>
            {a.note ? <span className="text-muted-fg"> “{a.note}”</span> : null}
          </li>
        ))}
        {d.feedback.map((f) => (
          <li key={f.id}>
            Feedback asked of {f.requestedFromName}:{" "}
            <Badge tone={f.status === "completed" ? "success" : "warning"}>{f.status}</Badge>
            {f.response ? <span className="block text-muted-fg">“{f.response}”</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The viewer's own pending approval: Approve or Reject. */
function AnswerApproval({ approval, action }: { approval: ApprovalDto; action: StaffAction }) {
  const { run, busy } = action;
  const answer = (decision: "approved" | "rejected") =>
    void run(decision, () => api(`/api/workspace/approvals/${approval.id}/answer`, { body: { decision } }), {
      success: decision === "approved" ? WX.approved : WX.rejected,
      failure: "Failed to answer",
      reasonBelow: true,
    });
  return (
    <div className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <p className="text-sm">{approval.requestedByName} asks you to approve this task.</p>
      <div className="flex gap-2">
        <Button size="sm" disabled={busy !== null} onClick={() => answer("approved")}>
          Approve
        </Button>
        <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => answer("rejected")}>
          Reject
        </Button>
      </div>
    </div>
  );
}

/** The viewer's own pending feedback request: the answer, sent with Send feedback. */
function AnswerFeedback({ feedback, action }: { feedback: FeedbackDto; action: StaffAction }) {
  const { run, busy } = action;
  const [answer, setAnswer] = useState("");
  return (
    <form
      className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!answer.trim()) {
          toast.error(WX.feedbackRequired);
          return;
        }
        void run(
          "feedback",
          () => api(`/api/workspace/feedback/${feedback.id}/answer`, { body: { response: answer } }),
          { success: WX.feedbackGiven, failure: WX.feedbackFailed, reasonBelow: true },
        ).then((r) => (r ? setAnswer("") : null));
      }}
    >
      <TextAreaField
        label={`${feedback.requestedByName} asks for your feedback${feedback.request ? `: “${feedback.request}”` : "."}`}
        rows={3}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <Button size="sm" type="submit" disabled={busy !== null} className="justify-self-start">
        Send feedback
      </Button>
    </form>
  );
}
