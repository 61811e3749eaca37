import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { GuideView } from "./guide-view.tsx";

// A guide page (Back, Save Guide and its toast), hydrated without the router (decision 051).
mountIslands<Parameters<typeof GuideView>[0]>("guide-view", (el, props) =>
  hydrateIsland(el, GuideView, props),
);
