import { useRef, useState } from "react";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { notFound } from "#src/platform/http/errors.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { WorkspacePageError } from "../components/page-error.tsx";
import { MeetingDialog } from "../components/task/meeting-dialog.tsx";
import { TaskActivity } from "../components/task/task-activity.tsx";
import { TaskApiDocs } from "../components/task/task-api-docs.tsx";
import { TaskAttachments } from "../components/task/task-attachments.tsx";
import { TaskDetails } from "../components/task/task-details.tsx";
import { TaskDocs } from "../components/task/task-docs.tsx";
import { TaskHeader } from "../components/task/task-header.tsx";
import { TaskMeetings } from "../components/task/task-meetings.tsx";
import { TaskRequests } from "../components/task/task-requests.tsx";
import { TaskTime } from "../components/task/task-time.tsx";
import { useTaskActions } from "../components/task/use-task-actions.ts";
import { requireWorkspacePage } from "../server/access.ts";
import { getTaskDetail } from "../server/tasks.service.ts";
import { WM } from "../workspace.contract.ts";
import type { Route } from "./+types/task";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.task.title;
  return staffMeta(title ? `${title} | Workspace` : WM.taskNotFound);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireWorkspacePage(request, context);
  const { db } = getRequestState(context).services;
  return pageData(async () => {
    const detail = await getTaskDetail(db, actor, params.taskId);
    if (detail.workspace.id !== params.workspaceId || detail.list.id !== params.listId)
      throw notFound(WM.taskNotFound);
    return detail;
  });
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.taskNotFound} />;
}

/**
 * A task: its header and actions, then the activity with the command line, the fields and the
 * documentation on the left; requests, files, meetings and time on the right.
 */
export default function TaskDetail({ loaderData: d }: Route.ComponentProps) {
  const [meetingOpen, setMeetingOpen] = useState(false);
  const docTitle = useRef<HTMLInputElement>(null);
  const endpoint = useRef<HTMLInputElement>(null);
  const actions = useTaskActions(d, { docTitle, endpoint });
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:px-8"
    >
      <TaskHeader d={d} actions={actions} onScheduleMeeting={() => setMeetingOpen(true)} />
      {meetingOpen ? <MeetingDialog d={d} open onOpenChange={setMeetingOpen} /> : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <TaskActivity d={d} busy={actions.busy} onLine={actions.onLine} />
          <TaskDetails d={d} />
          <TaskDocs d={d} titleRef={docTitle} />
          <TaskApiDocs d={d} endpointRef={endpoint} />
        </div>
        <div className="grid content-start gap-6">
          <TaskRequests d={d} />
          <TaskAttachments d={d} />
          <TaskMeetings d={d} />
          <TaskTime d={d} actions={actions} />
        </div>
      </div>
    </main>
  );
}
