import "#src/lib/zod-jitless.ts";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { getOrCreateProfile } from "#src/features/identity/server/index.ts";
import { NotFoundPage } from "#src/features/marketing/components/not-found.tsx";
import type { ShellData } from "#src/features/marketing/marketing.contract.ts";
import { getSiteSettings } from "#src/features/marketing/server/index.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { actorForRequest } from "#src/platform/http/page-guard.ts";
import { buttonClass } from "#src/ui/button.tsx";
import { useNonce } from "#src/ui/nonce.tsx";
import { ThemeProvider, themeFromCookie } from "#src/ui/theme.tsx";
import { Toaster, toast } from "#src/ui/toaster.tsx";
import type { Route } from "./+types/root";
import "./app.css";

// zod runs jitless in the browser (the first import above: route modules build zod schemas when
// they load, and the CSP forbids the eval zod would otherwise probe for).

export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const { services } = getRequestState(context);
  const theme = themeFromCookie(request.headers.get("cookie"));
  let actor: Awaited<ReturnType<typeof actorForRequest>> = null;
  try {
    actor = await actorForRequest(request, context);
  } catch (err) {
    // Spec: a failed role check is only logged; the roles become empty.
    services.logger.warn({ err }, "session or role check failed");
  }
  let profile: ShellData["profile"] = null;
  let profileError = false;
  if (actor) {
    try {
      const p = await getOrCreateProfile(services.db, actor.user.id);
      profile = { username: p.username, avatarUrl: p.avatarUrl };
    } catch (err) {
      services.logger.warn({ err }, "profile load failed");
      profileError = true;
    }
  }
  return {
    theme,
    user: actor ? { id: actor.user.id, email: actor.user.email } : null,
    roles: actor?.roles ?? [],
    profile,
    profileError,
    site: await getSiteSettings(services.db),
    demo: services.config.demo,
    publicUrl: services.config.publicUrl,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as ShellData | undefined;
  const nonce = useNonce();
  const theme = data?.theme ?? "dark";
  return (
    <html lang="en" className={theme === "dark" ? "dark" : undefined} style={{ colorScheme: theme }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme === "dark" ? "#0b0f17" : "#ffffff"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-bg focus:p-2"
        >
          Skip to content
        </a>
        {children}
        <HydrationMark />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks the document once React has hydrated it. Tests (and nothing else) wait for this before
 * typing into forms. Rendered by Layout, so error screens (a thrown 404) are marked too.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    if (loaderData.profileError) toast.error("Error loading profile");
  }, [loaderData.profileError]);
  const [params] = useSearchParams();
  const verified = params.get("verified") === "1";
  useEffect(() => {
    if (verified) toast.success("Your email address is verified.");
  }, [verified]);
  return (
    <ThemeProvider initial={loaderData.theme}>
      <Outlet />
      <Toaster theme={loaderData.theme} />
    </ThemeProvider>
  );
}

/** Spec document 1, section 2.13: the generic error screen (and a real 404 page). */
export function ErrorBoundary() {
  const error = useRouteError();
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
