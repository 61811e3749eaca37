import { desc, eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import type { Logger } from "#src/platform/log/logger.ts";
import type { BlogPost } from "../content.contract.ts";
import { type BlogIndex, type BlogQuery, buildBlogIndex } from "../lib/blog-index.ts";
import { blogPosts } from "./content.tables.ts";

type Row = typeof blogPosts.$inferSelect;

function toDto(row: Row): BlogPost {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    readTime: row.readTime,
    imageUrl: row.imageUrl,
    tags: row.tags,
    publishedDate: row.publishedDate,
  };
}

/** Every post, newest published_date first (spec document 1, section 7). Public content. */
export async function listBlogPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedDate), blogPosts.slug);
  return rows.map(toDto);
}

export async function getBlogPost(db: Db, slug: string): Promise<BlogPost | null> {
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return rows[0] ? toDto(rows[0]) : null;
}

/** Slugs and dates for the sitemap. */
export async function listBlogPostSlugs(db: Db): Promise<{ slug: string; publishedDate: string }[]> {
  return db
    .select({ slug: blogPosts.slug, publishedDate: blogPosts.publishedDate })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedDate));
}

export type BlogIndexResult = BlogIndex & { error: boolean };

/**
 * What /blog renders for a query. A failed read is logged and reported as `error` (the page then
 * shows the spec's messages) instead of failing the whole page.
 */
export async function loadBlogIndex(db: Db, query: BlogQuery, logger: Logger): Promise<BlogIndexResult> {
  try {
    return { ...buildBlogIndex(await listBlogPosts(db), query), error: false };
  } catch (err) {
    logger.error({ err }, "blog posts could not be loaded");
    return { posts: [], allTags: [], total: 0, page: 1, pageCount: 1, error: true };
  }
}
