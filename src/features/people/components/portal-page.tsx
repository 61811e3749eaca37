import type { ReactNode } from "react";
import { RouteErrorState } from "#src/ui/route-error.tsx";

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
 * A portal page that could not load: the kit's route error state inside the portal's frame, with
 * the page's own failure message (as a toast and on the page) and Try Again. A refusal the server
 * explained (403, 404) shows its reason.
 */
export function PortalError({ message, title }: { message: string; title: string }) {
  return (
    <PortalPage title={title}>
      <RouteErrorState message={message} />
    </PortalPage>
  );
}
