import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { MembersPanel } from "../components/dashboard/members-panel.tsx";
import { DashboardOverview } from "../components/dashboard/overview.tsx";
import { RecentActivity, RecentTasks } from "../components/dashboard/recent.tsx";
import { TimeRollup } from "../components/dashboard/time-rollup.tsx";
import { WaitingForYou } from "../components/dashboard/waiting-for-you.tsx";
import { WorkspaceChat } from "../components/dashboard/workspace-chat.tsx";
import { WorkspacePageError } from "../components/page-error.tsx";
import { requireWorkspacePage } from "../server/access.ts";
import { getDashboard, timeRollup } from "../server/dashboard.service.ts";
import { selectWorkspace } from "../server/tree.service.ts";
import { WM } from "../workspace.contract.ts";
import type { Route } from "./+types/dashboard";

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.dashboard.workspace.name;
  return staffMeta(name ? `${name} | Workspace` : "Workspace");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireWorkspacePage(request, context);
  const { db } = getRequestState(context).services;
  return pageData(async () => {
    const dashboard = await getDashboard(db, actor, params.workspaceId);
    await selectWorkspace(db, actor, dashboard.workspace.id);
    const time = await timeRollup(db, actor, dashboard.workspace.id);
    return { dashboard, time: time.rows };
  });
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.dashboardError} />;
}

/** A workspace's dashboard: its figures, what waits for the viewer, activity, chat, members, time. */
export default function WorkspaceDashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData.dashboard;
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:px-8"
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold md:text-3xl">{d.workspace.name}</h1>
        {d.workspace.description ? <p className="text-muted-fg">{d.workspace.description}</p> : null}
      </div>
      <DashboardOverview d={d} />
      <WaitingForYou d={d} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <RecentTasks d={d} />
        <RecentActivity d={d} />
        <WorkspaceChat d={d} />
        <div className="grid content-start gap-6">
          <MembersPanel d={d} />
          <TimeRollup workspaceId={d.workspace.id} rows={loaderData.time} />
        </div>
      </div>
    </main>
  );
}
