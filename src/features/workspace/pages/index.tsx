import { FolderKanban, Plus } from "lucide-react";
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { Button } from "#src/ui/button.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { ItemDialog } from "../components/item-dialog.tsx";
import { WorkspacePageError } from "../components/page-error.tsx";
import { requireWorkspacePage } from "../server/access.ts";
import { listWorkspaces } from "../server/tree.service.ts";
import { WM } from "../workspace.contract.ts";
import type { Route } from "./+types/index";

export function meta() {
  return staffMeta("Workspace");
}

/** /workspace: the selected workspace (remembered per user), else 'Select a Workspace'. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireWorkspacePage(request, context);
  const { db } = getRequestState(context).services;
  const { workspaces, selectedId } = await pageData(() => listWorkspaces(db, actor));
  const target = selectedId ?? workspaces[0]?.id;
  if (target) throw redirect(`/workspace/${target}`);
  return null;
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.loadFailed} />;
}

export default function WorkspaceIndex() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">{WM.selectWorkspace}</h1>
      <EmptyState
        icon={FolderKanban}
        title="You have no workspace yet"
        description="A workspace holds spaces, folders, lists and tasks, visible only to the people you add."
        action={
          <Button onClick={() => setOpen(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" /> {WM.newWorkspace}
          </Button>
        }
      />
      {open ? (
        <ItemDialog
          open
          onOpenChange={setOpen}
          kind="workspace"
          mode="create"
          url="/api/workspace/workspaces"
          onDone={({ id }) => navigate(id ? `/workspace/${id}` : "/workspace")}
        />
      ) : null}
    </main>
  );
}
