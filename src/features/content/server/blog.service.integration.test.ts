import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/platform/db/db.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { BLOG_POSTS } from "../content/blog-posts.ts";
import { blogPostSchema } from "../content.contract.ts";
import { isValidBlogSlug } from "../lib/blog-rules.ts";
import { getBlogPost, listBlogPostSlugs, listBlogPosts, loadBlogIndex } from "./blog.service.ts";
import { seedBlogPosts } from "./content.seed.ts";
import { blogPosts } from "./content.tables.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedBlogPosts(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe("blog posts", () => {
  it("seeds at least nine valid posts, and seeding again adds nothing", async () => {
    await seedBlogPosts(database.db);
    const [row] = await database.db.select({ n: count() }).from(blogPosts);
    expect(row?.n).toBe(BLOG_POSTS.length);
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(9);
    for (const p of BLOG_POSTS) expect(isValidBlogSlug(p.slug), p.slug).toBe(true);
  });

  it("lists every post newest first, each a valid DTO with a read time", async () => {
    const posts = await listBlogPosts(database.db);
    expect(posts).toHaveLength(BLOG_POSTS.length);
    for (const p of posts) {
      expect(blogPostSchema.parse(p)).toEqual(p);
      expect(p.readTime).toMatch(/^\d+ min read$/);
    }
    const dates = posts.map((p) => p.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("finds one post by slug, and nothing for an unknown slug", async () => {
    const first = BLOG_POSTS[0]!;
    expect((await getBlogPost(database.db, first.slug))?.title).toBe(first.title);
    expect(await getBlogPost(database.db, "no-such-post")).toBeNull();
  });

  it("gives the sitemap every slug with its date", async () => {
    const entries = await listBlogPostSlugs(database.db);
    expect(entries.map((e) => e.slug).sort()).toEqual(BLOG_POSTS.map((p) => p.slug).sort());
    expect(entries.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.publishedDate))).toBe(true);
  });

  it("builds the /blog index for a query: six per page, AND tags", async () => {
    const all = await loadBlogIndex(database.db, { q: "", tags: [], page: 1 }, silentLogger);
    expect(all.error).toBe(false);
    expect(all.posts).toHaveLength(6);
    expect(all.total).toBe(BLOG_POSTS.length);
    const both = await loadBlogIndex(database.db, { q: "", tags: ["AI", "Quality"], page: 1 }, silentLogger);
    expect(both.posts.every((p) => p.tags.includes("AI") && p.tags.includes("Quality"))).toBe(true);
    expect(both.total).toBeGreaterThan(0);
  });

  it("reports a failed read as an error flag instead of throwing", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const result = await loadBlogIndex(broken.db, { q: "", tags: [], page: 1 }, silentLogger);
    expect(result).toMatchObject({ error: true, posts: [], total: 0 });
  });
});
