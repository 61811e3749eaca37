import path from "node:path";
import { firstLoadScripts, measurePages } from "../../../scripts/first-load.ts";
import { expect, login, test } from "../fixtures.ts";

// The size check of `npm test` (scripts/first-load.ts) computes each page's scripts from the build
// alone; the built server's real HTML must name exactly those, or the check measures a page that
// does not exist (decision 051). One static page, two static pages with an island (one a form), one
// page that hydrates the router without signing in, and one staff page.
const CLIENT_DIR = path.resolve("build", "client");

const sorted = (list: readonly string[]) => [...list].sort();

for (const [page, asAdmin, router] of [
  ["/privacy", false, false],
  ["/work", false, false],
  ["/contact", false, false],
  ["/auth", false, true],
  ["/command-center", true, true],
] as const) {
  test(`${page}: the scripts its HTML names are the ones the first-load check computes`, async ({
    page: p,
  }) => {
    if (asAdmin) await login(p, "admin");
    const res = await p.request.get(page);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const [computed] = measurePages(CLIENT_DIR, [page]);
    expect(computed!.router).toBe(router);
    expect(sorted(firstLoadScripts(html))).toEqual(sorted(computed!.chunks.map((c) => c.path)));
    // A static page names neither React nor the router.
    if (!router) expect(html).not.toMatch(/entry\.client-|__reactRouterContext/);
    // A page with an island names its module (and, through its imports, React DOM's client).
    if (page === "/work") expect(html).toMatch(/island\.case-study-gallery-[\w-]+\.js/);
    // A form page's island does not bring zod: its schema is loaded on the form's first check.
    if (page === "/contact") {
      expect(html).toMatch(/island\.contact-form-[\w-]+\.js/);
      expect(computed!.chunks.map((c) => c.name).filter((n) => /^zod$|schemas|contract/.test(n))).toEqual([]);
    }
  });
}
