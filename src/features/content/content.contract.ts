import { z } from "zod";

/** Messages quoted by spec document 1 (sections 5 and 8) for the blog. */
export const BLOG_MESSAGES = {
  listErrorTitle: "Error",
  listError: "Failed to load blog posts",
  listErrorInline: "Failed to load blog posts. Please try again later.",
  noResults: "No posts found matching your criteria. Try adjusting your search or filters.",
  notFound: "Blog Post Not Found",
  postError: "Failed to load blog post",
  invalidSlug: "Invalid blog post URL",
} as const;

/** Spec document 1, section 9. */
export const BLOG_PAGE_SIZE = 6;

/** A post as a card on /blog (no body). */
export const blogPostCardSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  excerpt: z.string(),
  author: z.string(),
  readTime: z.string(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  /** ISO date, YYYY-MM-DD. */
  publishedDate: z.string(),
});
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;

/** A whole post, for /blog/{slug} and for searching. */
export const blogPostSchema = blogPostCardSchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Lowercase words joined by single hyphens, as our slugs are made; anything else is not a post URL. */
export function isValidBlogSlug(slug: string | undefined): slug is string {
  return typeof slug === "string" && slug.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}
