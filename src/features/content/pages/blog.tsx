import { pageMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { BlogIndex } from "../components/blog-index.tsx";
import { BLOG_HERO } from "../content/blog-page.ts";
import { parseBlogQuery } from "../lib/blog-index.ts";
import { loadBlogIndex } from "../server/index.ts";
import type { Route } from "./+types/blog";

// No router in the browser (decision 051): the search box, the tags and the pages are a small
// script (blog-filters.island.ts) that asks the server for the page's HTML and swaps the results.
export const handle = withIslands("blog-filters");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  const query = parseBlogQuery(new URL(request.url).searchParams);
  const index = await loadBlogIndex(services.db, query, services.logger);
  return { ...index, query: { ...query, page: index.page } };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.query;
  const filtered = Boolean(q && (q.q || q.tags.length || q.page > 1));
  return pageMeta(matches, {
    title: BLOG_HERO.title,
    description: BLOG_HERO.description,
    path: "/blog",
    // Filtered and paged views share the canonical /blog and stay out of the index.
    noindex: filtered,
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, allTags, total, page, pageCount, error, query } = loaderData;
  return (
    <main id="main">
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--primary),transparent_60%)] opacity-15"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{BLOG_HERO.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{BLOG_HERO.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-fg">{BLOG_HERO.lead}</p>
        </div>
      </section>

      <Island
        name="blog-filters"
        plain
        component={BlogIndex}
        props={{ posts, allTags, total, page, pageCount, error, query }}
      />
    </main>
  );
}
