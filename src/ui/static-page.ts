import { createContext, useContext } from "react";

// What the root layout needs to render a static page (src/ui/static-page-handle.ts), decision 051.

/** Whether the matched routes hydrate the router app: unless the page route says it is static. */
export function hydratesRouter(matches: readonly { handle?: unknown }[]): boolean {
  const handle = matches.at(-1)?.handle as { hydrate?: unknown } | undefined;
  return handle?.hydrate !== false;
}

/** False while rendering a static page, so shared components render their script-free form. */
export const RouterPageContext = createContext(true);
export const useRouterPage = () => useContext(RouterPageContext);

/** The islands the page route declares (`handle = withIslands(…)`, src/ui/static-page-handle.ts). */
export function pageIslands(matches: readonly { handle?: unknown }[]): readonly string[] {
  const handle = matches.at(-1)?.handle as { islands?: unknown } | undefined;
  return Array.isArray(handle?.islands) ? (handle.islands as string[]) : [];
}

/**
 * The static entry's scripts and the page's islands' (URLs: the modules to import, every file to
 * preload), given by the server's entry to the root layout (src/platform/http/client-entries.ts).
 */
export const StaticScriptsContext = createContext<
  (islands: readonly string[]) => { modules: readonly string[]; files: readonly string[] }
>(() => ({ modules: [], files: [] }));
export const useStaticScripts = () => useContext(StaticScriptsContext);
