// The island runtime (decision 051, step 3): what an island module runs in the browser of a page
// that hydrates no router. The page's HTML names each island's module (its chunk and static
// imports, found by the server in the client build's manifest, src/platform/http/client-entries.ts);
// the module calls `mountIslands(name, mount)` once, which finds the server-rendered
// `[data-island="name"]` elements (src/ui/island.tsx), parses their props and mounts each.
// No React here: a vanilla island mounts with a few lines of DOM code, a React island with
// `hydrateIsland` (./react.ts), which alone brings React DOM's client.

// Before any island loads zod (the home page's contact form does, lazily): under the CSP zod must
// not probe for `new Function`, as root.tsx ensures on the pages that hydrate the router.
import "#src/lib/zod-jitless.ts";

/** Mounts one server-rendered island element with its props. */
export type IslandMount<P> = (el: HTMLElement, props: P) => void | Promise<void>;

/**
 * Mounts every element of island `name` on the page, once each. An element is marked
 * `data-ready` when its mount has finished (tests wait for `[data-hydrates]:not([data-ready])`, as
 * for the router app's lazily loaded parts); a mount that fails is logged and left unmarked.
 */
export function mountIslands<P>(name: string, mount: IslandMount<P>): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    if (el.dataset.mounted) continue;
    el.dataset.mounted = "true";
    let props: P;
    try {
      props = JSON.parse(el.dataset.props ?? "{}") as P;
    } catch (err) {
      console.error(`island ${name}: unreadable props`, err);
      continue;
    }
    Promise.resolve()
      .then(() => mount(el, props))
      .then(
        () => {
          el.dataset.ready = "true";
        },
        (err: unknown) => console.error(`island ${name} did not start`, err),
      );
  }
}
