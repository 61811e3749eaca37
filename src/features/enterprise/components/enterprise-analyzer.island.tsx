import { setPreferredSegment } from "#src/lib/preferences.ts";
import { lazyIsland } from "#src/platform/islands/lazy.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";

// /enterprise's analyzer, hydrated without the router (decision 051), with the page's toaster, when
// it comes near the viewport (it is below the fold): React and the analyzer are fetched then, so
// the first screen runs neither. The page's visit sets the preferred segment, as the page's effect did.
setPreferredSegment("enterprise");

mountIslands<Record<string, never>>(
  "enterprise-analyzer",
  lazyIsland(async () => {
    const [{ hydrateIsland }, { withToaster }, { EnterpriseAnalyzer }] = await Promise.all([
      import("#src/platform/islands/react.ts"),
      import("#src/ui/island-toaster.tsx"),
      import("./analyzer.tsx"),
    ]);
    const Analyzer = withToaster(EnterpriseAnalyzer);
    return (el, props) => hydrateIsland(el, Analyzer, props);
  }),
);
