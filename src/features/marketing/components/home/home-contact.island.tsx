import { layOutAllSections } from "#src/lib/full-layout.ts";
import { lazyIsland } from "#src/platform/islands/lazy.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { hasPageMessages } from "#src/ui/page-messages.ts";
import type { ContactSection } from "./contact-section.tsx";

// The page's fragment scrolls: opened at /#madlib-section, the browser scrolled there before the
// bands below the hero were laid out (content-visibility: auto), so the page is laid out in full
// and scrolled to the fragment again (before the island is mounted, which then finds it in view);
// a same-page fragment link lays it out before the browser scrolls.
if (location.hash) {
  layOutAllSections();
  document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}
document.addEventListener(
  "click",
  (event) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href*='#']") : null;
    if (anchor instanceof HTMLAnchorElement && anchor.pathname === location.pathname) layOutAllSections();
  },
  true,
);

// The home page's contact form, hydrated without the router (decision 051) when it comes near the
// viewport (home.tsx), or at once when its toaster has a message to show (a sign-out, ?verified=1).
// React and the form are fetched then, so the first screen runs neither.
mountIslands<Parameters<typeof ContactSection>[0]>(
  "home-contact",
  lazyIsland(async () => {
    const [{ hydrateIsland }, { ContactSection }] = await Promise.all([
      import("#src/platform/islands/react.ts"),
      import("./contact-section.tsx"),
    ]);
    return (el, props) => hydrateIsland(el, ContactSection, props);
  }),
  { eager: hasPageMessages(location.search) },
);
