import "#src/lib/zod-jitless.ts";
import { useEffect, useLayoutEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useSearchParams,
} from "react-router";
import { ErrorScreen, useOptionalShell } from "#src/features/site/index.ts";
import { loadShellData } from "#src/features/site/server/index.ts";
import type { ShellData } from "#src/features/site/shell.contract.ts";
import { reloadWithFlash } from "#src/lib/page-flash.ts";
import { recordLastVisit } from "#src/lib/preferences.ts";
import { useNonce } from "#src/ui/nonce.tsx";
import { showFlash, VERIFIED_TEXT } from "#src/ui/page-messages.ts";
import { hydratesRouter, pageIslands, RouterPageContext, useStaticScripts } from "#src/ui/static-page.ts";
import { ThemeProvider } from "#src/ui/theme.tsx";
import { recentToasts, Toaster, toast } from "#src/ui/toaster.tsx";
import type { Route } from "./+types/root";
import "./app.css";

// zod runs jitless in the browser (the first import above: route modules build zod schemas when
// they load, and the CSP forbids the eval zod would otherwise probe for).

export function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  return loadShellData(request, context);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useOptionalShell();
  const nonce = useNonce();
  const theme = data?.theme ?? "dark";
  // A static page (handle STATIC_PAGE, decision 051) names no router scripts, only the static entry.
  const matches = useMatches();
  const router = hydratesRouter(matches);
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
        <RouterPageContext.Provider value={router}>{children}</RouterPageContext.Provider>
        {router ? (
          <>
            <HydrationMark />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : import.meta.env.SSR ? (
          <StaticScripts nonce={nonce} islands={pageIslands(matches)} />
        ) : (
          <LoadStaticPage />
        )}
      </body>
    </html>
  );
}

/**
 * A static page's scripts, in the markup React Router writes for its own (preload links, then one
 * inline module script), so the after-paint loader (decision 013) carries them the same way: the
 * static entry and, on a page with islands, each island's module (decision 051).
 */
function StaticScripts({ nonce, islands }: { nonce: string | undefined; islands: readonly string[] }) {
  const { modules, files } = useStaticScripts()(islands);
  if (!modules.length) return null;
  return (
    <>
      {files.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script
        nonce={nonce}
        type="module"
        async
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed import of our own built file
        dangerouslySetInnerHTML={{ __html: modules.map((m) => `import ${JSON.stringify(m)};`).join("") }}
      />
    </>
  );
}

/**
 * A router page's link led to a static page (decision 051): the router has rendered it, but
 * without the static entry and the page's islands, whose scripts only its own HTML names. Load the
 * page (the URL is already the new one) before it is painted, so it behaves as when opened directly:
 * every public page is a page load.
 */
function LoadStaticPage() {
  useLayoutEffect(() => {
    reloadWithFlash(recentToasts());
  }, []);
  return null;
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
    if (verified) toast.success(VERIFIED_TEXT);
  }, [verified]);
  // The toasts the previous page left (a static page's sign-out), shown once.
  useEffect(() => {
    showFlash();
  }, []);
  // Local preferences keep the time of the latest page view (lastVisit), page after page.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) recordLastVisit();
  }, [pathname]);
  return (
    <ThemeProvider initial={loaderData.theme}>
      <Outlet />
      <Toaster theme={loaderData.theme} />
    </ThemeProvider>
  );
}

/** Any error below the root (a thrown 404 included) shows the site's error screen. */
export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}
