import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Starts the visitor tracker on public pages that hydrate the router: its small script is fetched
 * once the page is hydrated and the browser is idle, so it never delays the first paint nor the
 * page's own scripts, and no inline script is added (the CSP and the render cache stay as they
 * are). Nothing is fetched or sent when Do Not Track or Global Privacy Control is on. Static pages
 * (decision 051) start the same tracker (../tracker/boot.ts) from src/entry.static.ts; here it is
 * imported lazily, so it adds nothing to these pages' first load.
 */
export function VisitorTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    let cancel: (() => void) | undefined;
    import("../tracker/boot.ts")
      .then((m) => {
        if (live) cancel = m.startTracking(pathname);
      })
      .catch(() => {});
    return () => {
      live = false;
      cancel?.();
    };
  }, [pathname]);
  return null;
}
