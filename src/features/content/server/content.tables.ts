import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Spec document 1, section 3: blog posts, newest published_date first. */
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_posts_published_idx").on(t.publishedDate)],
);
