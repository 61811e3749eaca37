import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { withToaster } from "#src/ui/island-toaster.tsx";
import { CodeAnalyzer } from "./code-analyzer.tsx";

// /playground's code analyzer, hydrated without the router (decision 051), with the page's toaster.
const Analyzer = withToaster(CodeAnalyzer);

mountIslands<Parameters<typeof CodeAnalyzer>[0]>("code-analyzer", (el, props) =>
  hydrateIsland(el, Analyzer, props),
);
