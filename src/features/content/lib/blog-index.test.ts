import { describe, expect, it } from "vitest";
import type { BlogPost } from "../content.contract.ts";
import {
  blogQueryToSearch,
  buildBlogIndex,
  collectTags,
  filterBlogPosts,
  paginate,
  parseBlogQuery,
} from "./blog-index.ts";

const post = (n: number, over: Partial<BlogPost> = {}): BlogPost => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  content: `Body of post ${n}.`,
  author: "Author",
  readTime: "3 min read",
  imageUrl: null,
  tags: [],
  publishedDate: `2025-01-${String(30 - n).padStart(2, "0")}`,
  ...over,
});

const posts: BlogPost[] = [
  post(1, { title: "AI Pair Programming", tags: ["AI", "Engineering"] }),
  post(2, { excerpt: "Scoping an MVP in four weeks", tags: ["MVP", "Startups"] }),
  post(3, { content: "All about FedRAMP readiness and controls.", tags: ["Compliance", "Government"] }),
  post(4, { title: "Code review with AI", tags: ["AI", "Quality", "Engineering"] }),
  post(5, { title: "Evaluating LLM features", tags: ["AI", "Quality", "Product"] }),
  post(6, { title: "Audit trails", tags: ["Compliance", "Security"] }),
  post(7, { title: "Batch to events", tags: ["Modernization", "Cloud"] }),
];

const slugs = (list: readonly { slug: string }[]) => list.map((p) => p.slug);

describe("filterBlogPosts", () => {
  it("returns everything for an empty search and no tags", () => {
    expect(filterBlogPosts(posts, "", [])).toHaveLength(posts.length);
    expect(filterBlogPosts(posts, "   ", [])).toHaveLength(posts.length);
  });

  it("searches title, excerpt, content and tags, ignoring case", () => {
    expect(slugs(filterBlogPosts(posts, "pair PROGRAMMING", []))).toEqual(["post-1"]);
    expect(slugs(filterBlogPosts(posts, "mvp in four", []))).toEqual(["post-2"]);
    expect(slugs(filterBlogPosts(posts, "fedramp", []))).toEqual(["post-3"]);
    expect(slugs(filterBlogPosts(posts, "moderniz", []))).toEqual(["post-7"]);
    expect(filterBlogPosts(posts, "nothing like this", [])).toEqual([]);
  });

  it("requires every selected tag (AND, not OR)", () => {
    expect(slugs(filterBlogPosts(posts, "", ["AI"]))).toEqual(["post-1", "post-4", "post-5"]);
    expect(slugs(filterBlogPosts(posts, "", ["AI", "Quality"]))).toEqual(["post-4", "post-5"]);
    expect(slugs(filterBlogPosts(posts, "", ["AI", "Quality", "Product"]))).toEqual(["post-5"]);
    expect(filterBlogPosts(posts, "", ["AI", "Cloud"])).toEqual([]);
  });

  it("combines the search text with the tags", () => {
    expect(slugs(filterBlogPosts(posts, "review", ["AI"]))).toEqual(["post-4"]);
    expect(filterBlogPosts(posts, "review", ["Cloud"])).toEqual([]);
  });

  it("matches tags without regard to case, and an unknown tag matches nothing", () => {
    expect(slugs(filterBlogPosts(posts, "", ["ai", "quality"]))).toEqual(["post-4", "post-5"]);
    expect(filterBlogPosts(posts, "", ["No Such Tag"])).toEqual([]);
  });

  it("keeps the given order (newest first from the database)", () => {
    const reversed = [...posts].reverse();
    expect(slugs(filterBlogPosts(reversed, "", ["AI"]))).toEqual(["post-5", "post-4", "post-1"]);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 14 }, (_, i) => i);

  it("gives six per page by default", () => {
    expect(paginate(items, 1)).toEqual({ items: [0, 1, 2, 3, 4, 5], page: 1, pageCount: 3 });
    expect(paginate(items, 3)).toEqual({ items: [12, 13], page: 3, pageCount: 3 });
  });

  it("clamps pages outside the range", () => {
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, -4).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
  });

  it("has one empty page for no items", () => {
    expect(paginate([], 5)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it("honours another page size", () => {
    expect(paginate(items, 2, 5).items).toEqual([5, 6, 7, 8, 9]);
  });
});

describe("the blog query in the URL", () => {
  it("reads q, repeated tag and page", () => {
    expect(parseBlogQuery(new URLSearchParams("q=%20ai%20&tag=AI&tag=Quality&page=2"))).toEqual({
      q: "ai",
      tags: ["AI", "Quality"],
      page: 2,
    });
  });

  it("ignores junk: bad pages, empty and duplicate tags, endless text", () => {
    const q = parseBlogQuery(new URLSearchParams(`page=abc&tag=&tag=AI&tag=AI&q=${"x".repeat(500)}`));
    expect(q.page).toBe(1);
    expect(q.tags).toEqual(["AI"]);
    expect(q.q).toHaveLength(200);
    expect(parseBlogQuery(new URLSearchParams("page=-3")).page).toBe(1);
  });

  it("writes a short, shareable query string that reads back the same", () => {
    expect(blogQueryToSearch({ q: "", tags: [], page: 1 })).toBe("");
    const search = blogQueryToSearch({ q: "code review", tags: ["AI", "Quality"], page: 2 });
    expect(search).toBe("?q=code+review&tag=AI&tag=Quality&page=2");
    expect(parseBlogQuery(new URLSearchParams(search))).toEqual({
      q: "code review",
      tags: ["AI", "Quality"],
      page: 2,
    });
  });
});

describe("buildBlogIndex", () => {
  const many = Array.from({ length: 10 }, (_, i) => post(i + 1, { tags: i % 2 ? ["Odd"] : ["Even"] }));

  it("pages the matching posts and lists every tag in use", () => {
    const first = buildBlogIndex(many, { q: "", tags: [], page: 1 });
    expect(first.posts).toHaveLength(6);
    expect(first).toMatchObject({ total: 10, page: 1, pageCount: 2, allTags: ["Even", "Odd"] });
    const second = buildBlogIndex(many, { q: "", tags: [], page: 2 });
    expect(slugs(second.posts)).toEqual(["post-7", "post-8", "post-9", "post-10"]);
  });

  it("filters before paging, and leaves the body out of the cards", () => {
    const index = buildBlogIndex(many, { q: "", tags: ["Odd"], page: 1 });
    expect(index.total).toBe(5);
    expect(index.pageCount).toBe(1);
    expect(index.posts[0]).not.toHaveProperty("content");
    expect(index.allTags).toEqual(["Even", "Odd"]);
  });

  it("shows the last page when asked for one past the end", () => {
    expect(buildBlogIndex(many, { q: "", tags: [], page: 7 }).page).toBe(2);
  });

  it("collects tags sorted and unique", () => {
    expect(collectTags(posts)).toEqual([
      "AI",
      "Cloud",
      "Compliance",
      "Engineering",
      "Government",
      "Modernization",
      "MVP",
      "Product",
      "Quality",
      "Security",
      "Startups",
    ]);
  });
});
