import { addHours, startOfHour } from "date-fns";
import type { RefObject } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { minutesOf, parseLine, statusOf } from "../../lib/commands.ts";
import {
  MEETING_DEFAULT_MINUTES,
  type TaskDetailDto,
  type TaskStatus,
  WM,
  WORKSPACE_MESSAGES as WX,
} from "../../workspace.contract.ts";

/** The server words one refusal itself: nobody in the workspace to ask for an approval. */
const approvalFailure = (err: unknown) =>
  err instanceof ApiError && err.code === "no_approvers" ? err.message : WM.approvalFailed;

/**
 * The task's own actions, shared by the header's buttons, the Time panel and the command line
 * (busy while any of them runs). Each toasts its success, or its failure with the server's reason
 * beneath, and reloads the task.
 */
export function useTaskActions(
  d: TaskDetailDto,
  refs: { docTitle: RefObject<HTMLInputElement | null>; endpoint: RefObject<HTMLInputElement | null> },
) {
  const { run, busy } = useStaffAction();
  const base = `/api/workspace/tasks/${d.task.id}`;
  const act = <T>(
    key: string,
    work: () => Promise<T>,
    success: string | ((r: T) => string),
    failure: string | ((err: unknown) => string),
  ) => run(key, work, { success, failure, reasonBelow: true });

  const requestApproval = () =>
    act(
      "approval",
      () => api(`${base}/approvals`, { method: "POST", body: {} }),
      WM.approvalSent,
      approvalFailure,
    );
  const requestFeedback = (request?: string) =>
    act(
      "feedback",
      () => api(`${base}/feedback`, { body: { request: request || null } }),
      WM.feedbackSent,
      WX.feedbackFailed,
    );
  const flagBlocker = () =>
    act(
      "blocker",
      () => api(`${base}/blocker`, { method: "POST", body: {} }),
      WM.taskBlocked,
      WM.blockerFailed,
    );
  const toggleTimer = () =>
    act(
      "timer",
      () => api<{ message: string }>(`${base}/timer`, { method: "POST", body: {} }),
      (r) => r.message,
      "Failed to update the timer",
    );
  const logMinutes = (minutes: number) =>
    act("log", () => api(`${base}/time-entries`, { body: { minutes } }), WX.timeLogged, "Failed to log time");
  const quickMeeting = (title: string) => {
    const start = addHours(startOfHour(new Date()), 1);
    const body = {
      title: title || `Review: ${d.task.title}`,
      startTime: start.toISOString(),
      endTime: addHours(start, MEETING_DEFAULT_MINUTES / 60).toISOString(),
    };
    return act("meeting", () => api(`${base}/meetings`, { body }), WM.meetingScheduled, WX.meetingFailed);
  };
  const postMessage = (content: string) =>
    act("message", () => api(`${base}/messages`, { body: { content } }), WM.messageSent, WM.messageFailed);
  const setStatus = (status: TaskStatus) =>
    act(
      "status",
      () => api(base, { method: "PATCH", body: { status } }),
      WX.statusUpdated,
      "Failed to update task",
    );

  /** One line of the command box: true when it was done (the box is then cleared). */
  const onLine = async (line: string): Promise<boolean> => {
    const done = (r: unknown) => r !== undefined;
    const p = parseLine(line);
    if (p.kind === "unknown") {
      toast.error(WM.unknownCommand);
      return false;
    }
    if (p.kind === "message") return done(await postMessage(p.text));
    switch (p.name) {
      case "approval":
        return done(await requestApproval());
      case "feedback":
        return done(await requestFeedback(p.arg));
      case "meeting":
        return done(await quickMeeting(p.arg));
      case "blocker":
        return done(await flagBlocker());
      case "doc":
        refs.docTitle.current?.focus();
        if (refs.docTitle.current && p.arg) refs.docTitle.current.value = p.arg;
        return true;
      case "api":
        refs.endpoint.current?.focus();
        return true;
      case "status": {
        const status = statusOf(p.arg);
        if (!status) {
          toast.error(WX.invalidStatus);
          return false;
        }
        return done(await setStatus(status));
      }
      case "timer":
        return done(await toggleTimer());
      case "log": {
        const minutes = minutesOf(p.arg);
        if (minutes === null) {
          toast.error(WX.minutesRange);
          return false;
        }
        return done(await logMinutes(minutes));
      }
    }
    return false;
  };

  return {
    busy: busy !== null,
    requestApproval,
    requestFeedback,
    flagBlocker,
    toggleTimer,
    logMinutes,
    onLine,
  };
}

export type TaskActions = ReturnType<typeof useTaskActions>;
