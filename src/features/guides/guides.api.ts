import { Hono } from "hono";
import { notFound } from "#src/platform/http/errors.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import { GUIDE_MESSAGES, type GuideDto, isValidGuideSlug } from "./guides.contract.ts";
import { clientLogoSvg } from "./server/client-logo.ts";
import { getGuide } from "./server/index.ts";

/** /api/guides: guides by slug and the partners' monogram logos. */
export const guidesApi = new Hono<HonoEnv>()
  .get("/client-logos/:file", (c) => {
    const file = c.req.param("file");
    const svg = file.endsWith(".svg") ? clientLogoSvg(file.slice(0, -4)) : null;
    if (!svg) throw notFound(GUIDE_MESSAGES.logoNotFound);
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    });
  })
  .get("/:slug", async (c) => {
    const slug = c.req.param("slug");
    if (!isValidGuideSlug(slug)) throw notFound(GUIDE_MESSAGES.notFound);
    const guide = await getGuide(c.get("services").db, slug);
    if (!guide) throw notFound(GUIDE_MESSAGES.notFound);
    return c.json(guide satisfies GuideDto);
  });
