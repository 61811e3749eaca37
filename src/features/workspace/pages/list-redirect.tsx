import { redirect } from "react-router";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { WorkspacePageError } from "../components/page-error.tsx";
import { listFor, requireWorkspacePage } from "../server/access.ts";
import { WM } from "../workspace.contract.ts";
import type { Route } from "./+types/list-redirect";

/** /workspace/list/:listId → /workspace/{workspaceId}/list/:listId (found from the list). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireWorkspacePage(request, context);
  const l = await pageData(() => listFor(getRequestState(context).services.db, actor, params.listId));
  throw redirect(`/workspace/${l.workspaceId}/list/${l.list.id}`);
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.listsLoadFailed} />;
}

export default function ListRedirect() {
  return null;
}
