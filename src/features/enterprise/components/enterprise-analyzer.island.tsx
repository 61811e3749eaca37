import { setPreferredSegment } from "#src/lib/preferences.ts";
import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { EnterpriseAnalyzer } from "./analyzer.tsx";

// /enterprise's analyzer, hydrated without the router (decision 051), with the page's toaster.
// The page's visit sets the preferred segment, as the page's effect did.
setPreferredSegment("enterprise");

const Analyzer = withToaster(EnterpriseAnalyzer);

mountIslands<Record<string, never>>("enterprise-analyzer", (el, props) => hydrateIsland(el, Analyzer, props));
