import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { IntakeView } from "./intake-view.tsx";

// /intake's form, analysis and scheduler, hydrated without the router (decision 051),
// with the page's toaster.
const View = withToaster(IntakeView);

mountIslands<Record<string, never>>("intake-view", (el, props) => hydrateIsland(el, View, props));
