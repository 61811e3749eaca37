// The browser entry of static pages (decision 051): pages whose route exports
// `handle = STATIC_PAGE` load this instead of React and the router. It wires the server-rendered
// shell (menus, drawer, theme toggle, sign-out), records the page view for the visitor tracker
// and the local last-visit preference, and marks the document ready as hydration does elsewhere.
import { startTracking } from "#src/features/analytics/tracker/boot.ts";
import { startStaticShell } from "#src/features/site/lib/static-shell.ts";
import { recordLastVisit } from "#src/lib/preferences.ts";

startStaticShell();
recordLastVisit();
document.documentElement.dataset.hydrated = "true";
startTracking(location.pathname);
