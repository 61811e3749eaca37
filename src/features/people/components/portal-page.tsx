import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { ErrorState } from "#src/ui/error-state.tsx";
import { toast } from "#src/ui/toaster.tsx";

/** The frame of every portal page: the page's heading, an optional line under it, its actions. */
export function PortalPage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:px-8 md:py-8"
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
          {description ? <p className="text-sm text-muted-fg">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </main>
  );
}

/**
 * A portal page that could not load: the page's own message from document 4, section 8 (as a
 * toast and on the page) and Try Again. A refusal the server explained (403, 404) shows its reason.
 */
export function PortalError({ message, title }: { message: string; title: string }) {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  const explained =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data?.message === "string"
      ? (error.data.message as string)
      : null;
  const text = explained ?? message;
  useEffect(() => {
    toast.error(text);
  }, [text]);
  return (
    <PortalPage title={title}>
      <ErrorState
        title={message}
        message={explained ?? "Please try again in a moment."}
        onRetry={() => revalidate()}
      />
    </PortalPage>
  );
}
