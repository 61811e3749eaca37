import { AlertTriangle, Search } from "lucide-react";
import { Button } from "#src/ui/button-base.tsx";
import { cn } from "#src/ui/cn.ts";
import { inputClass } from "#src/ui/form-field.tsx";
import type { BlogPostCard } from "../content.contract.ts";
import { type BlogQuery, blogQueryToSearch } from "../lib/blog-index.ts";
import { BLOG_MESSAGES, BLOG_PAGE_SIZE } from "../lib/blog-rules.ts";
import { BlogCard } from "./blog-card.tsx";
import { Pagination } from "./pagination.tsx";
import { TagToggle } from "./tag-toggle.tsx";

/** The "Showing 1–6 of 9 posts" line, empty when nothing is shown. */
export function showingText(page: number, shown: number, total: number, error: boolean): string {
  if (error || total === 0) return "";
  const first = (page - 1) * BLOG_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? "post" : "posts"}`;
}

/**
 * /blog's search box, tag toggles, results and page links, rendered by the server for the URL's
 * query. In the browser, blog-filters.island.ts (decision 051) sends a change to the URL, fetches
 * that URL's HTML and swaps the parts marked `data-blog-*` in place.
 */
export function BlogIndex({
  posts,
  allTags,
  total,
  page,
  pageCount,
  error,
  query,
}: {
  posts: BlogPostCard[];
  allTags: string[];
  total: number;
  page: number;
  pageCount: number;
  error: boolean;
  query: BlogQuery;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <search className="block max-w-xl">
        <form action="/blog" method="get" className="relative" data-blog-search="">
          <label htmlFor="blog-search" className="sr-only">
            Search posts
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-fg"
          />
          <input
            id="blog-search"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Search articles"
            autoComplete="off"
            maxLength={200}
            className={cn(inputClass, "h-11 pl-9 text-base")}
          />
          <span data-blog-hidden-tags="" className="contents">
            {query.tags.map((t) => (
              <input key={t} type="hidden" name="tag" value={t} />
            ))}
          </span>
        </form>
      </search>

      {allTags.length > 0 ? (
        <fieldset className="mt-6" data-blog-tags="">
          <legend className="sr-only">Filter by tag</legend>
          <div className="flex flex-wrap gap-2">
            {allTags.map((tag) => (
              <TagToggle key={tag} tag={tag} pressed={query.tags.includes(tag)} />
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="scroll-mt-24" data-blog-results="">
        <p aria-live="polite" className="mt-8 text-sm text-muted-fg" data-blog-showing="">
          {showingText(page, posts.length, total, error)}
        </p>
        <div data-blog-list="">
          {error ? (
            <div role="alert" className="mt-6 rounded-2xl border border-border bg-card p-10 text-center">
              <AlertTriangle aria-hidden="true" className="mx-auto h-10 w-10 text-danger" />
              <p className="mt-4 font-medium">{BLOG_MESSAGES.listErrorInline}</p>
            </div>
          ) : posts.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-border p-10 text-center">
              <p className="font-medium">{BLOG_MESSAGES.noResults}</p>
              <Button variant="outline" className="mt-6" data-blog-clear="">
                Clear search and tags
              </Button>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3 transition-opacity">
              {posts.map((p, i) => (
                <li key={p.slug}>
                  <BlogCard post={p} eager={i < 3} />
                </li>
              ))}
            </ul>
          )}

          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(p) => `/blog${blogQueryToSearch({ ...query, page: p })}`}
          />
        </div>
      </div>
    </div>
  );
}
