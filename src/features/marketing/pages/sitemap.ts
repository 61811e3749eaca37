import { listBlogPostSlugs } from "#src/features/content/server/index.ts";
import { listGuides } from "#src/features/guides/server/index.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { caseStudiesWithSlugs } from "../components/work/case-study-filter.ts";
import type { Route } from "./+types/sitemap";

/** Every public page a search engine should know: the public part of the site's route map. */
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
  "/flare",
  "/flare/apply",
  "/privacy",
] as const;

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const entry = (loc: string, lastmod?: string) =>
  `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  const base = services.config.publicUrl.replace(/\/+$/, "");
  let posts: { slug: string; publishedDate: string }[] = [];
  try {
    posts = await listBlogPostSlugs(services.db);
  } catch (err) {
    // The static pages are still worth serving; the posts return on the next crawl.
    services.logger.error({ err }, "sitemap: blog posts could not be read");
  }
  let guides: { slug: string }[] = [];
  try {
    guides = await listGuides(services.db);
  } catch (err) {
    services.logger.error({ err }, "sitemap: guides could not be read");
  }
  const urls = [
    ...PUBLIC_PAGES.map((p) => entry(`${base}${p}`)),
    ...posts.map((p) => entry(`${base}/blog/${p.slug}`, p.publishedDate)),
    ...caseStudiesWithSlugs().map((cs) => entry(`${base}/case-study/${cs.slug}`)),
    ...guides.map((g) => entry(`${base}/guide/${g.slug}`)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
