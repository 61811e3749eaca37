import { boolean, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Blog posts, seeded or written in Command Center > Marketing > Content; lists show the newest published_date first. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    readTime: text("read_time").notNull(),
    imageUrl: text("image_url"),
    tags: text("tags").array().notNull().default([]),
    publishedDate: date("published_date").notNull(),
    /** Only published posts are on /blog, in the sitemap and at their address; drafts are staff-only. */
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_posts_published_idx").on(t.publishedDate)],
);
