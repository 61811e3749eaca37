/**
 * The home page's bands below the hero are skipped by layout until they come near the viewport
 * (home.css, `content-visibility: auto`), with an estimated height until then. A smooth scroll to
 * a band far down computes its end point from those estimates, and the bands it passes grow to their
 * real heights on the way, so it would stop short. Before any scroll to a fragment, the page is laid
 * out in full once (one layout, at a moment the visitor asked for it).
 */
export function layOutAllSections() {
  document.documentElement.dataset.fullLayout = "";
}

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
