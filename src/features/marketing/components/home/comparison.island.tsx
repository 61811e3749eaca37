import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { ComparisonSection } from "./comparison-slider.tsx";

// The home page's comparison slider, hydrated without the router (decision 051).
mountIslands("comparison", (el) => hydrateIsland(el, ComparisonSection, {}));
