import { layOutAllSections } from "#src/lib/full-layout.ts";
import { hydrateIsland } from "#src/platform/islands/react.ts";
import { mountIslands } from "#src/platform/islands/runtime.ts";
import { ContactSection } from "./contact-section.tsx";

// The home page's contact form, hydrated without the router (decision 051), and the page's
// fragment scrolls: opened at /#madlib-section, the browser scrolled there before the bands below
// the hero were laid out (content-visibility: auto), so the page is laid out in full and scrolled
// to the fragment again; a same-page fragment link lays it out before the browser scrolls.
mountIslands<Parameters<typeof ContactSection>[0]>("home-contact", (el, props) =>
  hydrateIsland(el, ContactSection, props),
);

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
