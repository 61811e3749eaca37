import { trackingRefused } from "./opt-out.ts";

/** Sign-in, account and canvas pages share the public shell but are never recorded. */
export const UNTRACKED = /^\/(auth|profile|settings|admin|employee|__test|flare\/canvas|flare\/design)(\/|$)/;

/**
 * Starts the visitor tracker for one page view, without React (decision 051): nothing is fetched
 * or sent when the page is never recorded or Do Not Track / Global Privacy Control is on; else the
 * tracker's script is fetched once the browser is idle and records the view. Returns a cancel
 * function (the router's tracker component cancels when the visitor leaves the page first).
 */
export function startTracking(pathname: string): () => void {
  if (UNTRACKED.test(pathname) || trackingRefused()) return () => {};
  let live = true;
  const go = () => {
    import("./tracker.ts")
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
}
