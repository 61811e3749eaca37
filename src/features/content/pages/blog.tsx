import { AlertTriangle, Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { inputClass } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { BlogCard } from "../components/blog-card.tsx";
import { Pagination } from "../components/pagination.tsx";
import { TagToggle } from "../components/tag-toggle.tsx";
import { BLOG_HERO } from "../content/blog-page.ts";
import { type BlogQuery, blogQueryToSearch, parseBlogQuery } from "../lib/blog-index.ts";
import { BLOG_MESSAGES, BLOG_PAGE_SIZE } from "../lib/blog-rules.ts";
import { loadBlogIndex } from "../server/index.ts";
import type { Route } from "./+types/blog";

/** How long typing pauses before the search goes to the URL (and the server). */
const SEARCH_DEBOUNCE_MS = 250;

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
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/blog";

  const [text, setText] = useState(query.q);
  // The search last sent to the URL; a different q in the URL came from elsewhere (back, a link).
  const sent = useRef(query.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resultsRef = useRef<HTMLDivElement>(null);
  const scrollToResults = useRef(false);

  useEffect(() => {
    if (query.q !== sent.current) {
      sent.current = query.q;
      setText(query.q);
    }
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (error) toast.error(BLOG_MESSAGES.listErrorTitle, { description: BLOG_MESSAGES.listError });
  }, [error]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page number changes
  useEffect(() => {
    if (!scrollToResults.current) return;
    scrollToResults.current = false;
    resultsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [page]);

  /** Any change of search or tags goes back to page 1: the old page number may not exist any more. */
  const apply = (next: Pick<BlogQuery, "q" | "tags">, replace: boolean) => {
    clearTimeout(timer.current);
    sent.current = next.q;
    void navigate({ search: blogQueryToSearch({ ...next, page: 1 }) }, { replace, preventScrollReset: true });
  };
  const onSearchChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    // Typing only a space changes nothing the server would do.
    if (value.trim() === sent.current) return;
    timer.current = setTimeout(() => apply({ q: value.trim(), tags: query.tags }, true), SEARCH_DEBOUNCE_MS);
  };
  const toggleTag = (tag: string) => {
    const tags = query.tags.includes(tag) ? query.tags.filter((t) => t !== tag) : [...query.tags, tag];
    apply({ q: text.trim(), tags }, false);
  };
  const first = (page - 1) * BLOG_PAGE_SIZE + 1;

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

      <div className="mx-auto max-w-7xl px-4 py-12">
        <search className="block max-w-xl">
          <form
            action="/blog"
            method="get"
            onSubmit={(e) => {
              e.preventDefault();
              apply({ q: text.trim(), tags: query.tags }, false);
            }}
            className="relative"
          >
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
              value={text}
              onChange={(e) => onSearchChange(e.target.value)}
              placeholder="Search articles"
              autoComplete="off"
              maxLength={200}
              className={cn(inputClass, "h-11 pl-9 text-base")}
            />
            {query.tags.map((t) => (
              <input key={t} type="hidden" name="tag" value={t} />
            ))}
          </form>
        </search>

        {allTags.length > 0 ? (
          <fieldset className="mt-6">
            <legend className="sr-only">Filter by tag</legend>
            <div className="flex flex-wrap gap-2">
              {allTags.map((tag) => (
                <TagToggle
                  key={tag}
                  tag={tag}
                  pressed={query.tags.includes(tag)}
                  onToggle={() => toggleTag(tag)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}

        <div ref={resultsRef} className="scroll-mt-24">
          <p aria-live="polite" className="mt-8 text-sm text-muted-fg">
            {error
              ? ""
              : total === 0
                ? ""
                : `Showing ${first}–${first + posts.length - 1} of ${total} ${total === 1 ? "post" : "posts"}`}
          </p>

          {error ? (
            <div role="alert" className="mt-6 rounded-2xl border border-border bg-card p-10 text-center">
              <AlertTriangle aria-hidden="true" className="mx-auto h-10 w-10 text-danger" />
              <p className="mt-4 font-medium">{BLOG_MESSAGES.listErrorInline}</p>
            </div>
          ) : posts.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-border p-10 text-center">
              <p className="font-medium">{BLOG_MESSAGES.noResults}</p>
              <Button
                variant="outline"
                className="mt-6"
                onClick={() => {
                  setText("");
                  apply({ q: "", tags: [] }, false);
                }}
              >
                Clear search and tags
              </Button>
            </div>
          ) : (
            <ul
              className={cn(
                "mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3 transition-opacity",
                loading && "opacity-60",
              )}
            >
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
            onNavigate={() => {
              scrollToResults.current = true;
            }}
          />
        </div>
      </div>
    </main>
  );
}
