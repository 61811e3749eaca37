import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SOCIAL_IMAGE, socialImageFor } from "#src/lib/page-meta.ts";
import { DEFAULT_POST_IMAGE } from "../components/post-image.tsx";
import { BLOG_POSTS } from "../content/blog-posts.ts";

const publicFile = (url: string) => path.resolve("public", url.replace(/^\//, ""));

describe("blog images", () => {
  it("exist for every demo post, with a JPEG twin for link previews", () => {
    for (const post of BLOG_POSTS) {
      expect(post.imageUrl, post.slug).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(publicFile(post.imageUrl!)), post.imageUrl!).toBe(true);
      expect(fs.existsSync(publicFile(socialImageFor(post.imageUrl))), post.slug).toBe(true);
    }
    expect(fs.existsSync(publicFile(DEFAULT_POST_IMAGE))).toBe(true);
    expect(fs.existsSync(publicFile(DEFAULT_SOCIAL_IMAGE))).toBe(true);
  });

  it("maps our SVGs to their twins and leaves other addresses alone", () => {
    expect(socialImageFor("/images/blog/strangler-fig.svg")).toBe("/images/blog/og/strangler-fig.jpg");
    expect(socialImageFor("/images/work/atlas-xr.svg")).toBe("/images/work/og/atlas-xr.jpg");
    expect(socialImageFor("/uploads/photo.png")).toBe("/uploads/photo.png");
    expect(socialImageFor(null)).toBe(DEFAULT_SOCIAL_IMAGE);
  });
});
