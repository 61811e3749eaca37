import type { BlogPost, BlogPostCard } from "../content.contract.ts";
import { BLOG_PAGE_SIZE } from "./blog-rules.ts";

/** What /blog shows, as kept in its URL (?q=...&tag=...&tag=...&page=2) so it can be shared. */
export type BlogQuery = { q: string; tags: string[]; page: number };

export type BlogIndex = {
  posts: BlogPostCard[];
  /** Every tag in use, for the toggles, alphabetically. */
  allTags: string[];
  total: number;
  page: number;
  pageCount: number;
};

const MAX_QUERY_LENGTH = 200;
const MAX_TAGS = 20;

export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const tags = [
    ...new Set(
      params
        .getAll("tag")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_TAGS);
  const rawPage = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(rawPage) && rawPage > 0 ? rawPage : 1;
  return { q, tags, page };
}

/** The query string for a query; page 1 and empty values are left out so URLs stay short. */
export function blogQueryToSearch(query: BlogQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const tag of query.tags) params.append("tag", tag);
  if (query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * A post is shown when the search text is found (case-insensitive) in its title, excerpt, content or
 * tags, and it carries every selected tag.
 */
export function filterBlogPosts<T extends BlogPost>(
  posts: readonly T[],
  q: string,
  tags: readonly string[],
): T[] {
  const needle = q.trim().toLowerCase();
  const wanted = tags.map((t) => t.toLowerCase());
  return posts.filter((post) => {
    const postTags = post.tags.map((t) => t.toLowerCase());
    if (!wanted.every((t) => postTags.includes(t))) return false;
    if (!needle) return true;
    return (
      post.title.toLowerCase().includes(needle) ||
      post.excerpt.toLowerCase().includes(needle) ||
      post.content.toLowerCase().includes(needle) ||
      postTags.some((t) => t.includes(needle))
    );
  });
}

/** One page of items; a page past the end shows the last page, and an empty list has one page. */
export function paginate<T>(items: readonly T[], page: number, pageSize = BLOG_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
}

export function collectTags(posts: readonly BlogPostCard[]): string[] {
  return [...new Set(posts.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b));
}

/** The card of a post: everything but its body, which only the post page needs. */
export function toCard({ content: _content, ...card }: BlogPost): BlogPostCard {
  return card;
}

/** Posts (newest first) -> what /blog renders for a query. */
export function buildBlogIndex(posts: readonly BlogPost[], query: BlogQuery): BlogIndex {
  const matching = filterBlogPosts(posts, query.q, query.tags);
  const { items, page, pageCount } = paginate(matching, query.page);
  return { posts: items.map(toCard), allTags: collectTags(posts), total: matching.length, page, pageCount };
}
