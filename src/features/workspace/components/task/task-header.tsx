import { format } from "date-fns";
import { ArrowLeft, Ban, CalendarPlus, Clock, MessageSquareReply, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import type { TaskDetailDto } from "../../workspace.contract.ts";
import { PriorityBadge, StatusBadge } from "../badges.tsx";
import type { TaskActions } from "./use-task-actions.ts";

/** The task's title, its status chips and the buttons for what one does to a task. */
export function TaskHeader({
  d,
  actions,
  onScheduleMeeting,
}: {
  d: TaskDetailDto;
  actions: TaskActions;
  onScheduleMeeting: () => void;
}) {
  const t = d.task;
  const { busy } = actions;
  return (
    <div className="grid gap-3">
      <Link
        to={`/workspace/${d.workspace.id}/list/${d.list.id}`}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-fg hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {d.list.name}
      </Link>
      <h1 className="text-2xl font-bold break-words md:text-3xl">{t.title}</h1>
      {t.sourceUrl ? (
        <a href={t.sourceUrl} className="w-fit text-sm text-primary underline underline-offset-4">
          Open its plan in FLARE
        </a>
      ) : null}
      <TaskChips d={d} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void actions.requestApproval()}>
          <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Request approval
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void actions.requestFeedback()}>
          <MessageSquareReply aria-hidden="true" className="h-4 w-4" /> Request feedback
        </Button>
        <Button size="sm" variant="outline" onClick={onScheduleMeeting}>
          <CalendarPlus aria-hidden="true" className="h-4 w-4" /> Schedule meeting
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void actions.toggleTimer()}>
          <Clock aria-hidden="true" className="h-4 w-4" /> {d.runningTimer ? "Stop timer" : "Start timer"}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy || t.status === "blocked"}
          onClick={() => void actions.flagBlocker()}
        >
          <Ban aria-hidden="true" className="h-4 w-4" /> Flag blocker
        </Button>
      </div>
      {d.runningTimer ? (
        <p className="text-sm text-muted-fg" suppressHydrationWarning>
          Timer running since {format(new Date(d.runningTimer.startedAt), "HH:mm")}
        </p>
      ) : null}
    </div>
  );
}

/** The chips under the title: status, priority, approval, feedback, blocker, due date, time. */
function TaskChips({ d }: { d: TaskDetailDto }) {
  const t = d.task;
  return (
    <ul aria-label="Task status" className="flex flex-wrap items-center gap-2">
      <li>
        <StatusBadge status={t.status} />
      </li>
      <li>
        <PriorityBadge priority={t.priority} />
      </li>
      {d.chips.approved ? (
        <li>
          <Badge tone="success">Approved</Badge>
        </li>
      ) : null}
      {d.chips.pendingApproval ? (
        <li>
          <Badge tone="warning">Pending Approval</Badge>
        </li>
      ) : null}
      {d.chips.feedbackReceived ? (
        <li>
          <Badge tone="info">Feedback Received</Badge>
        </li>
      ) : null}
      {d.chips.blocked ? (
        <li>
          <Badge tone="danger">Blocked</Badge>
        </li>
      ) : null}
      {t.dueDate ? (
        <li>
          <Badge>Due {format(new Date(`${t.dueDate}T00:00:00`), "d MMM yyyy")}</Badge>
        </li>
      ) : null}
      <li className="text-sm text-muted-fg">
        {t.timeSpent} h spent{t.timeEstimate !== null ? ` of ${t.timeEstimate} h` : ""}
      </li>
    </ul>
  );
}
