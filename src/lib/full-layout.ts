/**
 * The home page's bands below the hero are skipped by layout until they come near the viewport
 * (`content-visibility: auto` in the home page's CSS), with an estimated height until then. A smooth
 * scroll to a band far down computes its end point from those estimates, and the bands it passes grow
 * to their real heights on the way, so it would stop short. Before any scroll to a fragment, the page
 * is laid out in full once (one layout, at a moment the visitor asked for it). The shell's "Contact Us"
 * and the home page both call this; in lib/ so the home page's island reaches it without the site
 * slice's browser entry (which brings React Router).
 */
export function layOutAllSections() {
  document.documentElement.dataset.fullLayout = "";
}
