import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type DashboardDto,
  type WaitingRequestDto,
  WORKSPACE_MESSAGES as WX,
} from "../../workspace.contract.ts";

/** The server's reason is the whole failure message here. */
const reasonOf = (err: unknown) => (err as Error).message;

/** Approvals and feedback the viewer is asked for, answered in place. */
export function WaitingForYou({ d }: { d: DashboardDto }) {
  if (d.waiting.length === 0) return null;
  return (
    <Card className="grid content-start gap-3">
      <h2 className="text-lg font-semibold">Waiting for you</h2>
      <ul className="grid gap-2">
        {d.waiting.map((w) => (
          <WaitingItem key={w.id} item={w} workspaceId={d.workspace.id} />
        ))}
      </ul>
    </Card>
  );
}

function WaitingItem({ item, workspaceId }: { item: WaitingRequestDto; workspaceId: string }) {
  const { run, busy } = useStaffAction();
  const [feedback, setFeedback] = useState("");
  const answer = (url: string, body: unknown) =>
    void run("answer", () => api<{ message: string }>(url, { body }), { failure: reasonOf });
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <p className="text-sm">
        <span className="font-medium">{item.requestedByName}</span>{" "}
        {item.kind === "approval" ? "asks you to approve" : "asks for your feedback on"}{" "}
        <Link
          className="font-medium text-primary underline"
          to={`/workspace/${workspaceId}/list/${item.listId}/task/${item.taskId}`}
        >
          {item.taskTitle}
        </Link>
      </p>
      {item.request ? <p className="text-sm text-muted-fg">“{item.request}”</p> : null}
      {item.kind === "approval" ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={busy !== null}
            onClick={() => answer(`/api/workspace/approvals/${item.id}/answer`, { decision: "approved" })}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy !== null}
            onClick={() => answer(`/api/workspace/approvals/${item.id}/answer`, { decision: "rejected" })}
          >
            Reject
          </Button>
        </div>
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!feedback.trim()) {
              toast.error(WX.feedbackRequired);
              return;
            }
            answer(`/api/workspace/feedback/${item.id}/answer`, { response: feedback });
          }}
        >
          <TextAreaField
            label="Your feedback"
            rows={3}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
          />
          <Button size="sm" type="submit" disabled={busy !== null} className="justify-self-start">
            Send feedback
          </Button>
        </form>
      )}
    </li>
  );
}
