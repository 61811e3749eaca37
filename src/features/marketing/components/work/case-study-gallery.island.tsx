import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { CaseStudyGallery } from "./case-study-gallery.tsx";

// /work's filters and grid, hydrated without the router (decision 051).
mountIslands<Parameters<typeof CaseStudyGallery>[0]>("case-study-gallery", (el, props) =>
  hydrateIsland(el, CaseStudyGallery, props),
);
