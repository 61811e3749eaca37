// The speed budgets, in one place: the size check of `npm test` (scripts/check-first-load.ts) reads
// the first-load budgets, and `npm run bench` (bench/lighthouse.ts, bench/run.ts) prints its
// figures against the targets. Change a figure here, with the reason in the commit and in
// docs/decisions/041-speed-first-load-budgets.md.

const KiB = 1024;

/**
 * Issue 32's targets for the JavaScript a public page's HTML names (modulepreload and the
 * after-paint list), gzip level 9: ≤ 110 KiB for `/`, ≤ 120 KiB for every other public page.
 */
export const FIRST_LOAD_TARGET = { home: 110 * KiB, page: 120 * KiB } as const;

/**
 * What React, React DOM and React Router weigh on every page before any of our code (the client
 * entry, the router's components, its SSR and data-stream code): about 109 KiB, ~111 KiB with the
 * router's DOM helpers (a chunk named `lib`, a name other chunks share, so not listed here). The
 * targets leave `/` no room of its own and every other page about 9 KiB (shell, header, footer,
 * page). Pages that hydrate the router cannot meet their target; static pages (decision 051) load
 * none of it. The enforced budgets below hold each page where it is now, so nothing grows while
 * the gap is closed (decisions 041 and 051 list what is left).
 */
export const FRAMEWORK_CHUNKS = [
  "entry.client",
  "components",
  "errorBoundaries",
  "react-dom",
  "jsx-runtime",
  "rolldown-runtime",
  // Since the islands (decision 051) share React with the router app: React DOM's client and React.
  "client",
  "react",
];

/**
 * The public pages and the first-load budget each must stay under (gzip bytes). A path with a
 * parameter is measured by its route (`/blog/any-post` loads what every post loads). The size
 * check fails when a page goes over, naming the page and the chunks that grew. The pages at 6 KiB
 * are static (decision 051: `handle = STATIC_PAGE`, no React, no router): they load only
 * src/entry.static.ts and its imports, 4.6 KiB; the visitor tracker (~1.1 KiB) follows when the
 * browser is idle, as on every page. Static pages with islands (`handle = withIslands(…)`) add
 * React, React DOM's client and each island's module (`/work` 84.0, `/guide/*` 78.9),
 * or only a few listeners for a vanilla island (`/services` 5.9, `/blog` 7.0, `/blog/*` 5.5). The
 * form and tool pages are static pages with React islands too (decision 051, "form and tool pages"):
 * 77.6 KiB (`/ventures/apply`) to 114.7 KiB (`/enterprise`, whose report's dialog brings Radix),
 * no zod in any of them (the lead and pitch forms load their schema on the first check). Each
 * budget is the page's size plus about 2 KiB; no public page hydrates the router any more.
 * `/` (17.3 KiB) and `/enterprise` (7.4 KiB) load no React with the page: their first screens are
 * scripts without React, and React comes with the part below the fold that needs it, when it comes
 * near (decision 051, "A first screen without React").
 */
export const FIRST_LOAD_BUDGETS: Record<string, number> = {
  "/": 19 * KiB,
  "/services": 7 * KiB,
  "/enterprise": 10 * KiB,
  "/government": 89 * KiB,
  "/startup": 88 * KiB,
  "/work": 86 * KiB,
  "/case-study/any-study": 6 * KiB,
  "/blog": 8 * KiB,
  "/blog/any-post": 7 * KiB,
  "/about": 6 * KiB,
  "/contact": 96 * KiB,
  "/privacy": 6 * KiB,
  "/thank-you": 96 * KiB,
  "/playground": 89 * KiB,
  "/intake": 94 * KiB,
  "/discovery": 90 * KiB,
  "/ventures": 6 * KiB,
  "/ventures/apply": 80 * KiB,
  "/ventures/pitch": 97 * KiB,
  "/ventures/portfolio": 6 * KiB,
  "/ventures/criteria": 6 * KiB,
  "/ventures/lab": 6 * KiB,
  "/anywhere": 6 * KiB,
  "/guide/any-guide": 81 * KiB,
  "/resources": 6 * KiB,
  "/workshops": 6 * KiB,
  "/clients": 6 * KiB,
  "/flare": 6 * KiB,
  "/flare/apply": 85 * KiB,
};

/**
 * Lighthouse (mobile defaults) on every public page, on a quiet machine (`npm run bench`): issue 3's
 * and issue 32's targets. Figures, not a check: a busy machine lowers the performance score.
 */
export const LIGHTHOUSE_TARGETS = { performance: 0.95, others: 1, cls: 0.05 } as const;

/** The issue's target for a page: `/` has its own, every other page the common one. */
export function firstLoadTarget(page: string): number {
  return page === "/" ? FIRST_LOAD_TARGET.home : FIRST_LOAD_TARGET.page;
}
