import type { Db } from "#src/platform/db/db.ts";
import { BLOG_POSTS } from "../content/blog-posts.ts";
import { readTimeOf } from "../lib/post-content.ts";
import { blogPosts } from "./content.tables.ts";

/** The demo blog posts. Idempotent: posts already present (by slug) are left as they are. */
export async function seedBlogPosts(db: Db): Promise<void> {
  await db
    .insert(blogPosts)
    .values(
      BLOG_POSTS.map((p) => ({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        content: p.content,
        author: p.author,
        readTime: readTimeOf(p.content),
        imageUrl: p.imageUrl,
        tags: p.tags,
        publishedDate: p.publishedDate,
      })),
    )
    .onConflictDoNothing({ target: blogPosts.slug });
}
