import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { HeroScene } from "./hero-scene.tsx";

// The home page's 3D scene, hydrated without the router (decision 051).
mountIslands<Parameters<typeof HeroScene>[0]>("hero-scene", (el, props) =>
  hydrateIsland(el, HeroScene, props),
);
