import { and, desc, eq, ne } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { HttpError, notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import type { Logger } from "#src/platform/log/logger.ts";
import {
  AUTHORING_MESSAGES,
  type AuthoredPostDto,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_TYPES,
  type BlogPost,
  blogImagePath,
  type PostDraftInput,
} from "../content.contract.ts";
import { type BlogIndex, type BlogQuery, buildBlogIndex } from "../lib/blog-index.ts";
import { readTimeOf } from "../lib/post-content.ts";
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

/** Every published post, newest published_date first. Posts are public content: no actor needed. */
export async function listBlogPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishedDate), blogPosts.slug);
  return rows.map(toDto);
}

export async function getBlogPost(db: Db, slug: string): Promise<BlogPost | null> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  return rows[0] ? toDto(rows[0]) : null;
}

/** Slugs and dates for the sitemap. */
export async function listBlogPostSlugs(db: Db): Promise<{ slug: string; publishedDate: string }[]> {
  return db
    .select({ slug: blogPosts.slug, publishedDate: blogPosts.publishedDate })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishedDate));
}

export type BlogIndexResult = BlogIndex & { error: boolean };

/**
 * What /blog renders for a query. A failed read is logged and reported as `error` (the page then
 * shows "Failed to load blog posts" as a toast and inline) instead of failing the whole page.
 */
export async function loadBlogIndex(db: Db, query: BlogQuery, logger: Logger): Promise<BlogIndexResult> {
  try {
    return { ...buildBlogIndex(await listBlogPosts(db), query), error: false };
  } catch (err) {
    logger.error({ err }, "blog posts could not be loaded");
    return { posts: [], allTags: [], total: 0, page: 1, pageCount: 1, error: true };
  }
}

const today = () => new Date().toISOString().slice(0, 10);

function toAuthored(row: Row): AuthoredPostDto {
  return { ...toDto(row), id: row.id, published: row.published, updatedAt: row.updatedAt.toISOString() };
}

/** Every post for the authoring screen, drafts first, then the newest. */
export async function listAuthoredPosts(db: Db, actor: Actor): Promise<AuthoredPostDto[]> {
  assertRole(actor, "employee");
  const rows = await db.select().from(blogPosts).orderBy(blogPosts.published, desc(blogPosts.updatedAt));
  return rows.map(toAuthored);
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string): Promise<void> {
  const taken = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .limit(1);
  if (taken[0])
    throw new HttpError(409, AUTHORING_MESSAGES.slugTaken, {
      code: "slug_taken",
      fields: { slug: AUTHORING_MESSAGES.slugTaken },
    });
}

const authorOf = (actor: Actor) => actor.user.email.split("@")[0] ?? actor.user.email;

/** A new post, saved as a draft: nothing public changes until it is published. */
export async function createPost(db: Db, actor: Actor, input: PostDraftInput): Promise<AuthoredPostDto> {
  assertRole(actor, "employee");
  await assertSlugFree(db, input.slug);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({
        ...input,
        author: authorOf(actor),
        readTime: readTimeOf(input.content),
        publishedDate: today(),
        published: false,
      })
      .returning();
    if (!row) throw new Error("blog post insert returned nothing");
    await recordAudit(tx, actor, {
      action: "blog_post.create",
      entityType: "blog_post",
      entityId: row.id,
      details: { slug: row.slug, title: row.title },
    });
    return toAuthored(row);
  });
}

export async function updatePost(
  db: Db,
  actor: Actor,
  id: string,
  input: PostDraftInput,
): Promise<AuthoredPostDto> {
  assertRole(actor, "employee");
  await assertSlugFree(db, input.slug, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ ...input, readTime: readTimeOf(input.content), updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    if (!row) throw notFound(AUTHORING_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action: "blog_post.update",
      entityType: "blog_post",
      entityId: row.id,
      details: { slug: row.slug, title: row.title },
    });
    return toAuthored(row);
  });
}

/**
 * Publishing puts the post on /blog, at /blog/{slug} and in the sitemap (dated today);
 * unpublishing takes it off all three. The content trigger drops every cached copy.
 */
export async function setPostPublished(
  db: Db,
  actor: Actor,
  id: string,
  published: boolean,
): Promise<AuthoredPostDto> {
  assertRole(actor, "employee");
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    if (!current) throw notFound(AUTHORING_MESSAGES.notFound);
    const [row] = await tx
      .update(blogPosts)
      .set({
        published,
        updatedAt: new Date(),
        ...(published && !current.published ? { publishedDate: today() } : {}),
      })
      .where(eq(blogPosts.id, id))
      .returning();
    if (!row) throw notFound(AUTHORING_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action: published ? "blog_post.publish" : "blog_post.unpublish",
      entityType: "blog_post",
      entityId: row.id,
      details: { slug: row.slug },
    });
    return toAuthored(row);
  });
}

/** An image for a post, uploaded by staff (its type checked by its bytes); returns its public address. */
export async function uploadBlogImage(
  services: Pick<AppServices, "files">,
  actor: Actor,
  file: { name: string; bytes: Uint8Array },
): Promise<string> {
  assertRole(actor, "employee");
  const stored = await services.files.saveUpload({
    ownerId: actor.user.id,
    purpose: "blog-image",
    filename: file.name || "image",
    bytes: file.bytes,
    allowed: { mimeTypes: BLOG_IMAGE_TYPES },
    maxBytes: BLOG_IMAGE_MAX_BYTES,
  });
  return blogImagePath(stored.id);
}
