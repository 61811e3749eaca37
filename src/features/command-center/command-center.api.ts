import { Hono } from "hono";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { SITE_SETTINGS_MESSAGES, siteSettingsSchema } from "#src/features/site/site.contract.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { attachmentDisposition, sendDownload } from "#src/platform/http/download.ts";
import { notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import { assertRole, type HonoEnv } from "#src/platform/http/session.ts";
import { readOutboxAttachment } from "#src/platform/mail/index.ts";
import {
  CAMPAIGN_MESSAGES,
  campaignUpdateSchema,
  COMMAND_CENTER_MESSAGES as M,
  markReadSchema,
  newCampaignSchema,
  PLAN_MESSAGES,
  planSchema,
  searchQuerySchema,
} from "./command-center.contract.ts";
import {
  closePlan,
  createCampaign,
  createPlan,
  listCampaigns,
  updateCampaign,
  updatePlan,
} from "./server/campaigns.service.ts";
import { listNotifications, markNotificationsRead } from "./server/notifications.service.ts";
import { resendMail } from "./server/outbox.service.ts";
import { searchCommandCenter } from "./server/search.service.ts";
import { updateSiteSettings } from "./server/site-settings.service.ts";

/** /api/command-center */
export const commandCenterApi = new Hono<HonoEnv>()
  .get("/search", async (c) => {
    const { q } = parseOrThrow(searchQuerySchema, { q: c.req.query("q") ?? "" });
    const result = await searchCommandCenter(c.get("services").db, await signedInActor(c), q);
    return c.json(result);
  })
  .get("/notifications", async (c) => {
    return c.json(await listNotifications(c.get("services").db, await signedInActor(c)));
  })
  .post("/notifications/read", async (c) => {
    const { upTo } = parseOrThrow(markReadSchema, await readJson(c));
    const actor = await signedInActor(c);
    await markNotificationsRead(c.get("services").db, actor, upTo ? new Date(upTo) : undefined);
    return c.json({ ok: true });
  })
  .post("/outbox/:id/resend", async (c) => {
    const actor = assertRole(await signedInActor(c), "admin");
    const services = c.get("services");
    const id = c.req.param("id") ?? "";
    if (!isUuid(id)) throw notFound(M.resendNotFailed);
    await resendMail(services.db, actor, id);
    services.kickMail();
    return c.json({ message: M.resent });
  })
  .get("/site-settings", async (c) => {
    assertRole(await signedInActor(c), "admin");
    return c.json(await getSiteSettings(c.get("services").db));
  })
  .put("/site-settings", async (c) => {
    const actor = assertRole(await signedInActor(c), "admin");
    const input = parseOrThrow(siteSettingsSchema, await readJson(c));
    const saved = await updateSiteSettings(c.get("services").db, actor, input);
    return c.json({ settings: saved, message: SITE_SETTINGS_MESSAGES.saved });
  })
  .get("/campaigns", async (c) => c.json(await listCampaigns(c.get("services").db, await signedInActor(c))))
  .post("/campaigns", async (c) => {
    const input = parseOrThrow(newCampaignSchema, await readJson(c));
    const campaign = await createCampaign(c.get("services").db, await signedInActor(c), input);
    return c.json({ campaign, message: CAMPAIGN_MESSAGES.created }, 201);
  })
  .post("/plans", async (c) => {
    const input = parseOrThrow(planSchema, await readJson(c));
    const plan = await createPlan(c.get("services").db, await signedInActor(c), input);
    return c.json({ plan, message: PLAN_MESSAGES.created }, 201);
  })
  .put("/plans/:id", async (c) => {
    const input = parseOrThrow(planSchema, await readJson(c));
    const id = c.req.param("id") ?? "";
    if (!isUuid(id)) throw notFound(PLAN_MESSAGES.notFound);
    const plan = await updatePlan(c.get("services").db, await signedInActor(c), id, input);
    return c.json({ plan, message: PLAN_MESSAGES.updated });
  })
  .post("/plans/:id/close", async (c) => {
    const id = c.req.param("id") ?? "";
    if (!isUuid(id)) throw notFound(PLAN_MESSAGES.notFound);
    const plan = await closePlan(c.get("services").db, await signedInActor(c), id);
    return c.json({ plan, message: PLAN_MESSAGES.closed });
  })
  .patch("/campaigns/:id", async (c) => {
    const patch = parseOrThrow(campaignUpdateSchema, await readJson(c));
    const id = c.req.param("id") ?? "";
    if (!isUuid(id)) throw notFound(CAMPAIGN_MESSAGES.notFound);
    const campaign = await updateCampaign(c.get("services").db, await signedInActor(c), id, patch);
    return c.json({ campaign, message: CAMPAIGN_MESSAGES.updated });
  })
  .get("/outbox/:id/attachments/:index", async (c) => {
    // The descriptor already demands an admin; the handler says so too, as the data is everyone's mail.
    assertRole(await signedInActor(c), "admin");
    const services = c.get("services");
    const raw = c.req.param("index") ?? "";
    const index = /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
    const found = await readOutboxAttachment(services.db, services.files, c.req.param("id") ?? "", index);
    if (!found) throw notFound(M.attachmentNotFound);
    // Always a download, never rendered on our origin: an attachment may be anything a visitor
    // caused us to store. The sandbox CSP keeps it inert even if a browser shows it anyway.
    return sendDownload(c, found.bytes, {
      contentType: found.contentType,
      disposition: attachmentDisposition(found.filename),
      cacheControl: "private, no-store",
      headers: { "Content-Security-Policy": "sandbox; default-src 'none'" },
    });
  });
