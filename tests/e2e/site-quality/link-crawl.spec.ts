import { expect, test } from "../fixtures.ts";

// A bound that no real site map of this product comes near; a loop in generated links would hit it.
const MAX_PAGES = 400;

function internalLinks(html: string, from: URL): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
    const raw = m[1]!.replace(/&amp;/g, "&");
    if (/^(mailto:|tel:|javascript:|data:)/i.test(raw)) continue;
    const url = new URL(raw, from);
    if (url.origin !== from.origin) continue;
    if (url.pathname.startsWith("/api/")) continue;
    out.push(url.pathname + url.search);
  }
  return out;
}

/**
 * A visitor (or a search engine, without JavaScript) starting at / reaches every page of the
 * sitemap by following links, and no internal link leads to a missing page or an error.
 */
test("a crawl from / reaches every sitemap page and finds no broken internal link", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!);
  const seen = new Map<string, string>(); // page → the page that linked to it first
  const queue = ["/"];
  seen.set("/", "(start)");
  const broken: string[] = [];
  const reached = new Set<string>();
  while (queue.length) {
    const page = queue.shift()!;
    expect(seen.size, "the crawl found more pages than any site map of this product has").toBeLessThan(
      MAX_PAGES,
    );
    const res = await request.get(`${baseURL}${page}`, { maxRedirects: 5 });
    const type = res.headers()["content-type"] ?? "";
    if (res.status() !== 200) {
      broken.push(`${res.status()} ${page} (linked from ${seen.get(page)})`);
      continue;
    }
    reached.add(new URL(res.url()).pathname);
    if (!type.includes("text/html")) continue;
    const html = await res.text();
    if (/>Something went wrong<\/h1>/.test(html))
      broken.push(`error screen at ${page} (linked from ${seen.get(page)})`);
    for (const link of internalLinks(html, new URL(res.url()))) {
      const path = link.split("#")[0]!;
      if (!path || seen.has(path)) continue;
      seen.set(path, page);
      queue.push(path);
    }
  }
  expect(broken).toEqual([]);

  const xml = await (await request.get("/sitemap.xml")).text();
  const sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(sitemap.length).toBeGreaterThan(20);
  expect(sitemap.filter((p) => !reached.has(p))).toEqual([]);
  expect(reached.has(origin.pathname)).toBe(true);
});
