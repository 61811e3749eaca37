import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackingRefused } from "../tracker/opt-out.ts";

/**
 * Starts the visitor tracker on public pages: its small script is fetched once the page is
 * hydrated and the browser is idle, so it never delays the first paint nor the page's own
 * scripts, and no inline script is added (the CSP and the render cache stay as they are).
 * Nothing is fetched or sent when Do Not Track or Global Privacy Control is on.
 */
/** Sign-in, account and canvas pages share the public shell but are never recorded. */
const UNTRACKED = /^\/(auth|profile|settings|admin|employee|__test|flare\/canvas|flare\/design)(\/|$)/;

export function VisitorTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (UNTRACKED.test(pathname) || trackingRefused()) return;
    let live = true;
    const go = () => {
      import("../tracker/tracker.ts")
        .then((m) => {
          if (live) m.track(pathname);
        })
        .catch(() => {});
    };
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(go, { timeout: 3000 });
      return () => {
        live = false;
        cancelIdleCallback(id);
      };
    }
    const id = setTimeout(go, 200);
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, [pathname]);
  return null;
}
