import { Menu } from "lucide-react";
import { useState } from "react";
import { Outlet } from "react-router";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { Button } from "#src/ui/button.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { ThemeToggle } from "#src/ui/theme.tsx";
import { WorkspacePageError } from "../components/page-error.tsx";
import { WorkspaceSidebar } from "../components/sidebar.tsx";
import { useLiveWorkspace } from "../components/use-live.ts";
import { isMember, requireWorkspacePage } from "../server/access.ts";
import { getTree, listWorkspaces } from "../server/tree.service.ts";
import { WM } from "../workspace.contract.ts";
import type { Route } from "./+types/layout";

/**
 * Every /workspace page: a signed-in user with the workspace_user or employee role (admins
 * included), checked by the server; the sidebar shows the caller's workspaces and the tree of the
 * one in the address (only when they are a member of it).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireWorkspacePage(request, context);
  const { db } = getRequestState(context).services;
  return pageData(async () => {
    const { workspaces } = await listWorkspaces(db, actor);
    const id = params.workspaceId;
    const tree = id && (await isMember(db, id, actor.user.id)) ? await getTree(db, actor, id) : null;
    return { workspaces, tree };
  });
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.loadFailed} />;
}

export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
  const [open, setOpen] = useState(false);
  useLiveWorkspace(loaderData.tree?.workspace.id ?? null);
  return (
    <div className="min-h-screen md:grid md:grid-cols-[17rem_minmax(0,1fr)]">
      <div className="hidden border-r border-border bg-muted md:block">
        <aside className="sticky top-0 flex h-screen flex-col overflow-y-auto" aria-label="Workspaces">
          <div className="flex items-center justify-between px-4 pt-4">
            <p className="font-bold">Workspace</p>
            <ThemeToggle />
          </div>
          <WorkspaceSidebar workspaces={loaderData.workspaces} tree={loaderData.tree} />
        </aside>
      </div>
      <div className="min-w-0">
        <div className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-border bg-bg/95 px-4 backdrop-blur md:hidden">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Open menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
          </Button>
          <p className="font-bold">Workspace</p>
          <ThemeToggle className="ml-auto" />
        </div>
        <Sheet open={open} onOpenChange={setOpen} title="Workspaces" hideTitle>
          <WorkspaceSidebar
            workspaces={loaderData.workspaces}
            tree={loaderData.tree}
            onNavigate={() => setOpen(false)}
          />
        </Sheet>
        <Outlet />
      </div>
    </div>
  );
}
