// The blog's fixed wording and address rules, without a schema: /blog and /blog/<post> import
// this file in the browser, and importing content.contract.ts there would put zod into their first
// load (decision 041). The schemas that use these rules are in ../content.contract.ts.

/**
 * What the blog tells the reader when the list fails, nothing matches, a post is missing or its
 * address is invalid, in the product's fixed wording (pages and tests say the same).
 */
export const BLOG_MESSAGES = {
  listErrorTitle: "Error",
  listError: "Failed to load blog posts",
  listErrorInline: "Failed to load blog posts. Please try again later.",
  noResults: "No posts found matching your criteria. Try adjusting your search or filters.",
  notFound: "Blog Post Not Found",
  postError: "Failed to load blog post",
  invalidSlug: "Invalid blog post URL",
} as const;

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 6;

/** Lowercase words joined by single hyphens, as our slugs are made; anything else is not a post URL. */
export function isValidBlogSlug(slug: string | undefined): slug is string {
  return typeof slug === "string" && slug.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}
