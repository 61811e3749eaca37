/**
 * A page route that needs no React in the browser exports `handle = STATIC_PAGE` (decision 051):
 * its HTML then names neither React nor the router, only the small static entry
 * (src/entry.static.ts: the header's menus, the drawer, the theme toggle, the visitor tracker).
 * Every other route, staff layouts and public pages with forms or tools, hydrates the router app
 * as before. Kept apart from static-page.ts so the root's chunk is not split for it.
 */
export const STATIC_PAGE = { hydrate: false } as const;

/**
 * A static page with islands: `export const handle = withIslands("name", …);` (one line, which
 * scripts/first-load.ts reads). The HTML names the static entry and each island's module
 * (`<name>.island.ts(x)`, src/ui/island.tsx) with its imports, nothing of the router.
 */
export function withIslands(...islands: string[]) {
  return { hydrate: false, islands } as const;
}
