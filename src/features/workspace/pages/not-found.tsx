import { data } from "react-router";
import { WorkspacePageError } from "../components/page-error.tsx";
import { requireWorkspacePage } from "../server/access.ts";
import { WM } from "../workspace.contract.ts";
import type { Route } from "./+types/not-found";

/** Any other address under /workspace: the not-found state inside the workspace frame. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireWorkspacePage(request, context);
  throw data({ message: "Page not found" }, { status: 404 });
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.loadFailed} />;
}

export default function WorkspaceNotFound() {
  return null;
}
