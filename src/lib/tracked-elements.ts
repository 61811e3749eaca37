/**
 * The public site's key calls to action that the visitor tracker watches: hovering one is logged
 * as a mouseover ("hovers on marked elements" on the heatmaps). The element carries
 * `data-track="<name>"` through `tracked(name)`, so only names listed here can be marked, and the
 * heatmap lists the marked elements of each page from this same list.
 */
export const TRACKED_ELEMENTS = {
  "home-hero-start": { label: "Home hero: main call to action (to the contact form)", pages: [/^\/$/] },
  "home-hero-secondary": { label: "Home hero: second call to action", pages: [/^\/$/] },
  "home-flare-cta": { label: "Home: FLARE section's button", pages: [/^\/$/] },
  "home-meetups-cta": { label: "Home: Meetups section's button", pages: [/^\/$/] },
  "home-enterprise-cta": { label: "Home: Enterprise section's button", pages: [/^\/$/] },
  "home-contact-submit": { label: "Home contact form: Let's Talk", pages: [/^\/$/] },
  "consultation-link": {
    label: "Book a consultation link",
    pages: [/^\/(about|services)$/, /^\/case-study\//],
  },
  "intake-submit": { label: "Project intake: submit", pages: [/^\/intake$/] },
  "booking-submit": { label: "Meeting booker: book the slot", pages: [/^\/(intake|discovery)$/] },
  "startup-analyze": { label: "Startup tool: analyse the pitch", pages: [/^\/startup$/] },
  "enterprise-analyze": { label: "Enterprise analyzer: analyse the systems", pages: [/^\/enterprise$/] },
  "government-assess": { label: "Government tool: run the assessment", pages: [/^\/government$/] },
} as const satisfies Record<string, { label: string; pages: readonly RegExp[] }>;

export type TrackedElement = keyof typeof TRACKED_ELEMENTS;

/** The attribute that marks an element for the tracker's hover logging. */
export const tracked = (name: TrackedElement) => ({ "data-track": name }) as const;

/** The marked elements of one page (the heatmap's list). */
export const trackedElementsOn = (page: string) =>
  (Object.entries(TRACKED_ELEMENTS) as [TrackedElement, (typeof TRACKED_ELEMENTS)[TrackedElement]][])
    .filter(([, e]) => e.pages.some((re) => re.test(page)))
    .map(([name, e]) => ({ name, label: e.label }));
