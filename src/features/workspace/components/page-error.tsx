import { RouteErrorState } from "#src/ui/route-error.tsx";

/**
 * A workspace page that could not load, inside the workspace frame: an unknown or foreign id (404)
 * is a not-found state leading back to the workspaces; anything else is the page's own message
 * with Try Again.
 */
export function WorkspacePageError({ message }: { message: string }) {
  return (
    <main id="main" className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <RouteErrorState
        message={message}
        back={{ to: "/workspace", label: "Back to my workspaces" }}
        notFoundDescription="It may have been deleted, or it belongs to a workspace you are not a member of."
      />
    </main>
  );
}
