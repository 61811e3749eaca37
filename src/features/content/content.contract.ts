import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas, NonJsonAnswer } from "#src/lib/endpoints.ts";
import { multilineText, text } from "#src/lib/text.ts";
import { isoDateTime, isoDay, rowId } from "#src/lib/wire.ts";
import { isValidBlogSlug } from "./lib/blog-rules.ts";

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

/** Blog authoring in Command Center > Marketing > Content (staff only). */
export const AUTHORING_MESSAGES = {
  created: "Post created",
  saved: "Post saved",
  published: "Post published",
  unpublished: "Post unpublished",
  saveFailed: "Failed to save post",
  publishFailed: "Failed to change the post's status",
  uploadFailed: "Failed to upload image",
  uploaded: "Image uploaded",
  title: "Enter a title",
  excerpt: "Write a short excerpt (at most 300 characters)",
  content: "Write the post",
  slug: "Use lowercase letters, digits and single hyphens (such as my-first-post)",
  slugTaken: "Another post already uses this address",
  tag: "Tags are 1 to 30 characters each, at most 8",
  image: "Give a path on this site (such as /images/blog/default.svg) or an uploaded image",
  chooseImage: "Choose a PNG, JPEG, WebP or GIF image of at most 2 MB",
  notFound: "No such post",
} as const;

export const BLOG_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
export const BLOG_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const blogImagePath = (fileId: string) => `/api/content/images/${fileId}`;

const AM = AUTHORING_MESSAGES;
/** Lowercase words joined by hyphens, from a title: "Hello, World!" → "hello-world". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export const postDraftSchema = z.object({
  title: text({ label: "Title" }).trim().min(1, AM.title).max(160, AM.title),
  slug: z
    .string()
    .trim()
    .refine((s) => isValidBlogSlug(s) && s.length <= 80, AM.slug),
  excerpt: text({ label: "Excerpt" }).trim().min(1, AM.excerpt).max(300, AM.excerpt),
  content: multilineText({ label: "Content" }).trim().min(1, AM.content).max(50_000),
  tags: z.array(text({ label: "Tag" }).trim().min(1, AM.tag).max(30, AM.tag)).max(8, AM.tag),
  imageUrl: z
    .string()
    .trim()
    .max(300)
    .refine(
      (v) => v === "" || (/^\/[\w\-./]+$/.test(v) && !v.includes("..") && !v.startsWith("//")),
      AM.image,
    )
    .transform((v) => v || null),
});
export type PostDraftInput = z.infer<typeof postDraftSchema>;

export const publishSchema = z.object({ published: z.boolean() });

/** A post as the authoring screen sees it (drafts included). */
const authoredPostSchema = z.strictObject({
  ...blogPostSchema.shape,
  publishedDate: isoDay,
  id: rowId,
  published: z.boolean(),
  updatedAt: isoDateTime,
});
export type AuthoredPostDto = z.output<typeof authoredPostSchema>;
const postAnswer = z.strictObject({ post: authoredPostSchema, message: z.string() });

/** An uploaded image, served under the type its bytes showed at upload (BLOG_IMAGE_TYPES). */
const BLOG_IMAGE_ANSWER: NonJsonAnswer = {
  mediaType: "image/*",
  description: "A PNG, JPEG, WebP or GIF image",
};

/** Every /api/content endpoint and who may call it (checked against the router by a test). */
export const contentEndpoints = [
  {
    method: "GET",
    path: "/api/content/posts",
    permission: "employee",
    summary: "Every blog post, drafts included",
  },
  {
    method: "POST",
    path: "/api/content/posts",
    permission: "employee",
    summary: "Writes a new blog post (a draft)",
  },
  {
    method: "PUT",
    path: "/api/content/posts/:id",
    permission: "employee",
    summary: "Saves a blog post's text, tags and image",
  },
  {
    method: "POST",
    path: "/api/content/posts/:id/publish",
    permission: "employee",
    summary: "Publishes or unpublishes a post (published posts are on /blog and in the sitemap)",
  },
  {
    method: "POST",
    path: "/api/content/images",
    permission: "employee",
    summary: "Uploads a blog post image",
    body: "multipart",
  },
  {
    method: "GET",
    path: "/api/content/images/:fileId",
    permission: "public",
    summary: "A blog post image (public: posts are public)",
  },
] as const satisfies readonly EndpointDescriptor[];

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const contentEndpointSchemas = {
  "GET /api/content/posts": { response: z.strictObject({ posts: z.array(authoredPostSchema) }) },
  "POST /api/content/posts": { body: postDraftSchema, response: postAnswer },
  "PUT /api/content/posts/:id": { body: postDraftSchema, response: postAnswer },
  "POST /api/content/posts/:id/publish": { body: publishSchema, response: postAnswer },
  "POST /api/content/images": {
    response: z.strictObject({ url: z.string().describe("The image's public address"), message: z.string() }),
  },
  "GET /api/content/images/:fileId": { response: BLOG_IMAGE_ANSWER },
} as const satisfies EndpointSchemas;
