import { Hono } from "hono";
import { isUuid } from "#src/lib/uuid.ts";
import { sendDownload } from "#src/platform/http/download.ts";
import { badRequest, HttpError, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  BLOG_IMAGE_MAX_BYTES,
  AUTHORING_MESSAGES as M,
  postDraftSchema,
  publishSchema,
} from "./content.contract.ts";
import {
  createPost,
  listAuthoredPosts,
  setPostPublished,
  updatePost,
  uploadBlogImage,
} from "./server/blog.service.ts";

const postId = (raw: string | undefined) => {
  if (!raw || !isUuid(raw)) throw notFound(M.notFound);
  return raw;
};

/** /api/content: blog authoring for staff, and the posts' uploaded images for everyone. */
export const contentApi = new Hono<HonoEnv>()
  .get("/posts", async (c) =>
    c.json({ posts: await listAuthoredPosts(c.get("services").db, await signedInActor(c)) }),
  )
  .post("/posts", async (c) => {
    const input = parseOrThrow(postDraftSchema, await readJson(c));
    const post = await createPost(c.get("services").db, await signedInActor(c), input);
    return c.json({ post, message: M.created }, 201);
  })
  .put("/posts/:id", async (c) => {
    const id = postId(c.req.param("id"));
    const input = parseOrThrow(postDraftSchema, await readJson(c));
    const post = await updatePost(c.get("services").db, await signedInActor(c), id, input);
    return c.json({ post, message: M.saved });
  })
  .post("/posts/:id/publish", async (c) => {
    const id = postId(c.req.param("id"));
    const { published } = parseOrThrow(publishSchema, await readJson(c));
    const post = await setPostPublished(c.get("services").db, await signedInActor(c), id, published);
    return c.json({ post, message: published ? M.published : M.unpublished });
  })
  .post("/images", async (c) => {
    const actor = await signedInActor(c);
    const services = c.get("services");
    const form = await c.req.formData().catch(() => {
      throw badRequest(M.chooseImage);
    });
    const file = form.get("image");
    if (!(file instanceof File)) throw badRequest(M.chooseImage);
    if (file.size > BLOG_IMAGE_MAX_BYTES) throw new HttpError(413, M.chooseImage);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const url = await uploadBlogImage(services, actor, { name: file.name, bytes });
    return c.json({ url, message: M.uploaded }, 201);
  })
  .get("/images/:fileId", async (c) => {
    const fileId = c.req.param("fileId") ?? "";
    if (!isUuid(fileId)) throw notFound();
    const found = await c.get("services").files.readFile(fileId);
    if (found?.row.purpose !== "blog-image") throw notFound();
    return sendDownload(c, found.bytes, {
      contentType: found.row.contentType,
      cacheControl: "public, max-age=86400",
      disposition: "inline",
    });
  });
