import { Hono } from "hono";
import { attachmentDisposition, sendDownload } from "#src/platform/http/download.ts";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import { campaignUtmSchema, returnRangeSchema } from "./campaign-return.contract.ts";
import { campaignReturn, campaignReturnCsv, setCampaignUtm } from "./server/campaign-return.service.ts";

/** /api/command-center: campaign return (issue 30), mounted beside commandCenterApi. */
export const campaignReturnApi = new Hono<HonoEnv>()
  .get("/campaign-return", async (c) => {
    const range = parseOrThrow(returnRangeSchema, c.req.query());
    return c.json(await campaignReturn(c.get("services").db, await signedInActor(c), range));
  })
  .get("/campaign-return.csv", async (c) => {
    const range = parseOrThrow(returnRangeSchema, c.req.query());
    const { filename, csv } = await campaignReturnCsv(c.get("services").db, await signedInActor(c), range);
    return sendDownload(c, new TextEncoder().encode(csv), {
      contentType: "text/csv; charset=utf-8",
      disposition: attachmentDisposition(filename),
      cacheControl: "private, no-store",
    });
  })
  .put("/campaigns/:id/utm", async (c) => {
    const input = parseOrThrow(campaignUtmSchema, await readJson(c));
    return c.json(
      await setCampaignUtm(c.get("services").db, await signedInActor(c), c.req.param("id"), input),
    );
  });
