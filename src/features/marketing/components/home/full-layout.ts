import { layOutAllSections } from "#src/features/site/index.ts";

/**
 * While the home page is shown: lays it out in full when it was opened at a fragment (/#madlib-section)
 * and before a same-page fragment link is followed. Returns the clean-up.
 */
export function watchFragmentScrolls(): () => void {
  if (window.location.hash) layOutAllSections();
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href*='#']") : null;
    if (anchor instanceof HTMLAnchorElement && anchor.pathname === window.location.pathname) {
      layOutAllSections();
    }
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
