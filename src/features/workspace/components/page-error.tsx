import { SearchX } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { ButtonLink } from "#src/ui/button.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { ErrorState } from "#src/ui/error-state.tsx";
import { toast } from "#src/ui/toaster.tsx";

/**
 * A workspace page that could not load. An unknown or foreign id (404) is a clear not-found state
 * with a way back; anything else shows the page's own message with Try Again.
 */
export function WorkspacePageError({ message }: { message: string }) {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const explained =
    isRouteErrorResponse(error) && status < 500 && typeof error.data?.message === "string"
      ? (error.data.message as string)
      : null;
  useEffect(() => {
    if (status !== 404) toast.error(explained ?? message);
  }, [status, explained, message]);
  return (
    <main id="main" className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      {status === 404 ? (
        <EmptyState
          icon={SearchX}
          title={explained ?? "Not found"}
          description="It may have been deleted, or it belongs to a workspace you are not a member of."
          action={<ButtonLink to="/workspace">Back to my workspaces</ButtonLink>}
          headingLevel={2}
        />
      ) : (
        <ErrorState
          title={message}
          message={explained ?? "Please try again in a moment."}
          onRetry={() => revalidate()}
        />
      )}
    </main>
  );
}
