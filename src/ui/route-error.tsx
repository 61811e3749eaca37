import { SearchX } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { ButtonLink } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ErrorState } from "./error-state.tsx";
import { toast } from "./toaster.tsx";

/** What the loader's refusal said: a 4xx from `pageData` carries the service's message. */
export function useRouteFailure(): { status: number; explained: string | null } {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const explained =
    isRouteErrorResponse(error) && status < 500 && typeof error.data?.message === "string"
      ? (error.data.message as string)
      : null;
  return { status, explained };
}

/**
 * The one error state of a staff route (render it from the route module's ErrorBoundary, inside
 * the page's own frame). A record that is missing or not the viewer's (404) is a not-found state
 * with a way back when `back` is given; anything else shows the page's own failure message, the
 * server's reason when it gave one, a toast, and Try Again (which reloads the page's data).
 */
export function RouteErrorState({
  message,
  back,
  notFoundDescription,
}: {
  /** The page's failure message ("Failed to load goals"). */
  message: string;
  /** Where a 404 leads back to. */
  back?: { to: string; label: string };
  notFoundDescription?: string;
}) {
  const { status, explained } = useRouteFailure();
  const { revalidate } = useRevalidator();
  const notFound = status === 404 && back !== undefined;
  useEffect(() => {
    if (!notFound) toast.error(explained ?? message);
  }, [notFound, explained, message]);
  if (notFound) {
    return (
      <EmptyState
        icon={SearchX}
        title={explained ?? "Not found"}
        description={notFoundDescription}
        action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
        headingLevel={2}
      />
    );
  }
  return (
    <ErrorState
      title={message}
      message={explained ?? "Please try again in a moment."}
      onRetry={() => revalidate()}
    />
  );
}
