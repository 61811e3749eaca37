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

/** The static entry's scripts (URLs), given by the server's entry to the root layout. */
export const StaticScriptsContext = createContext<readonly string[]>([]);
export const useStaticScripts = () => useContext(StaticScriptsContext);
