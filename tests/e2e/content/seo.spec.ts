import { BLOG_POSTS } from "../../../src/features/content/content/blog-posts.ts";
import { CASE_STUDIES } from "../../../src/features/marketing/content/case-studies.ts";
import { slugify } from "../../../src/features/marketing/lib/slug.ts";
import { expect, test } from "../fixtures.ts";

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/work",
  "/contact",
  "/blog",
  "/startup",
  "/enterprise",
  "/government",
  "/ventures",
  "/ventures/apply",
  "/ventures/pitch",
  "/ventures/portfolio",
  "/ventures/criteria",
  "/ventures/lab",
  "/anywhere",
  "/intake",
  "/playground",
  "/resources",
  "/workshops",
  "/clients",
];

test("sitemap.xml lists every public page, post (with lastmod) and case study", async ({
  request,
  baseURL,
}) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  const xml = await res.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  for (const p of PUBLIC_PAGES) expect(xml).toContain(`<loc>${baseURL}${p}</loc>`);
  for (const post of BLOG_POSTS) {
    expect(xml).toContain(`<loc>${baseURL}/blog/${post.slug}</loc><lastmod>${post.publishedDate}</lastmod>`);
  }
  for (const cs of CASE_STUDIES)
    expect(xml).toContain(`<loc>${baseURL}/case-study/${slugify(cs.title)}</loc>`);
});

test("every page the sitemap lists answers 200", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(PUBLIC_PAGES.length);
  const failing: string[] = [];
  for (const loc of locs) {
    const res = await request.get(loc);
    if (res.status() !== 200) failing.push(`${res.status()} ${loc}`);
  }
  expect(failing).toEqual([]);
});

test("robots.txt allows the site, keeps private areas out and points to the sitemap", async ({
  request,
  baseURL,
}) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/plain");
  const lines = (await res.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  for (const p of [
    "/api/",
    "/admin",
    "/command-center",
    "/employee",
    "/workspace",
    "/auth",
    "/profile",
    "/settings",
  ]) {
    expect(lines).toContain(`Disallow: ${p}`);
  }
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("each page is server-rendered with its own title, description, canonical URL and social tags", async ({
  request,
  baseURL,
}) => {
  const pages = [
    ["/about", "Our Story"],
    ["/services", "Services"],
    ["/work", "Case Studies"],
    ["/blog", "Latest Insights"],
    [`/blog/${BLOG_POSTS[0]!.slug}`, BLOG_POSTS[0]!.title],
    [`/case-study/${slugify(CASE_STUDIES[0]!.title)}`, CASE_STUDIES[0]!.title],
  ] as const;
  const descriptions = new Set<string>();
  for (const [path, title] of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
    expect(html, path).toMatch(
      new RegExp(`<title>${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^<]* \\| `),
    );
    expect(html, path).toContain('<meta property="og:title"');
    expect(html, path).toContain(`<meta property="og:url" content="${baseURL}${path}"/>`);
    expect(html, path).toContain('<meta name="twitter:card"');
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
    expect(description, path).toBeTruthy();
    descriptions.add(description!);
  }
  expect(descriptions.size).toBe(pages.length);
});

test("filtered blog views keep /blog as canonical and stay out of the index", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/blog?tag=AI&page=1")).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog"/>`);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test("the contact page has a picture for link previews; the Organization data names the logo", async ({
  request,
  baseURL,
}) => {
  const contact = await (await request.get("/contact")).text();
  expect(contact).toContain(`<meta property="og:image" content="${baseURL}/images/og/default.jpg"/>`);
  const home = await (await request.get("/")).text();
  const ld = JSON.parse(home.match(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)![1]!);
  expect(ld["@type"]).toBe("Organization");
  expect(ld.logo).toBe(`${baseURL}/favicon.svg`);
  expect((await request.get(ld.logo)).status()).toBe(200);
});
