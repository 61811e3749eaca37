import { setPreferredSegment } from "#src/lib/preferences.ts";
import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { scrollToId } from "../lib/download.ts";
import { ComplianceTool } from "./compliance-tool.tsx";

// /government's compliance tool, hydrated without the router (decision 051), with the page's
// toaster. The page's visit sets the preferred segment, and the page's buttons marked
// `data-scroll-to` (server markup, not hydrated) scroll to the tool and focus it, as their
// handlers did.
setPreferredSegment("government");
document.addEventListener("click", (event) => {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLElement>("[data-scroll-to]") : null;
  if (button?.dataset.scrollTo) scrollToId(button.dataset.scrollTo);
});

const Tool = withToaster(ComplianceTool);

mountIslands<Record<string, never>>("compliance-tool", (el, props) => hydrateIsland(el, Tool, props));
