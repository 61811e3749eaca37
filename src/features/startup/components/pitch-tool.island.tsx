import { setPreferredSegment } from "#src/lib/preferences.ts";
import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { PitchTool } from "./pitch-tool.tsx";

// /startup's pitch-to-plan tool, hydrated without the router (decision 051), with the page's
// toaster. The page's visit sets the preferred segment, as the page's effect did.
setPreferredSegment("startup");

const Tool = withToaster(PitchTool);

mountIslands<Record<string, never>>("pitch-tool", (el, props) => hydrateIsland(el, Tool, props));
