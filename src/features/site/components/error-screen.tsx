import { isRouteErrorResponse } from "react-router";
import { buttonClass } from "#src/ui/button.tsx";
import { NotFoundPage } from "./not-found.tsx";

/**
 * The generic error screen every route falls back to: a thrown 404 shows the not-found page, any
 * other error a card with the error's message, "Refresh Page" and "Go to Homepage".
 */
export function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Server errors reach the browser sanitised ("Unexpected Server Error"): no internals leak.
  const raw = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : "";
  const message = raw && raw !== "Unexpected Server Error" ? raw : "An unexpected error occurred";
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6">
      <div
        role="alert"
        className="w-full max-w-md rounded-xl border border-border bg-card p-8 text-center shadow"
      >
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-3 text-muted-fg">{message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
            Refresh Page
          </button>
          <a href="/" className={buttonClass({ variant: "outline" })}>
            Go to Homepage
          </a>
        </div>
      </div>
    </main>
  );
}
