import { type Context, Hono } from "hono";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from "./server/webhooks.service.ts";
import {
  deliveryIdParam,
  WEBHOOK_MESSAGES as M,
  webhookCreateSchema,
  webhookIdParam,
  webhookUpdateSchema,
} from "./webhooks.contract.ts";

// Who may call each route is its descriptor in webhooksEndpoints (admins), enforced in front of
// every route; the services check the role again.

type C = Context<HonoEnv>;
const idOf = (c: C) => parseOrThrow(webhookIdParam, c.req.param("id"));
const policyOf = (c: C) => ({ demo: c.get("services").config.demo });

/** /api/integrations/webhooks */
export const webhooksApi = new Hono<HonoEnv>()
  .get("/", async (c) =>
    c.json({ endpoints: await listWebhooks(c.get("services").db, await signedInActor(c)) }),
  )
  .post("/", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(webhookCreateSchema, await readJson(c));
    const created = await createWebhook(c.get("services").db, actor, input, policyOf(c));
    return c.json({ ...created, message: M.created }, 201);
  })
  .patch("/:id", async (c) => {
    const actor = await signedInActor(c);
    const id = idOf(c);
    const input = parseOrThrow(webhookUpdateSchema, await readJson(c));
    const endpoint = await updateWebhook(c.get("services").db, actor, id, input, policyOf(c));
    return c.json({ endpoint, message: M.updated });
  })
  .delete("/:id", async (c) => {
    const actor = await signedInActor(c);
    await deleteWebhook(c.get("services").db, actor, idOf(c));
    return c.json({ message: M.deleted });
  })
  .get("/:id/secret", async (c) => {
    const actor = await signedInActor(c);
    return c.json({ secret: await revealWebhookSecret(c.get("services").db, actor, idOf(c)) });
  })
  .post("/:id/secret", async (c) => {
    const actor = await signedInActor(c);
    const rotated = await rotateWebhookSecret(c.get("services").db, actor, idOf(c));
    return c.json({ ...rotated, message: M.rotated });
  })
  .post("/:id/test", async (c) => {
    const actor = await signedInActor(c);
    const deliveryId = await sendTestEvent(c.get("services").db, actor, idOf(c));
    return c.json({ deliveryId, message: M.testQueued }, 202);
  })
  .get("/:id/deliveries", async (c) => {
    const actor = await signedInActor(c);
    return c.json({ deliveries: await listDeliveries(c.get("services").db, actor, idOf(c)) });
  })
  .post("/deliveries/:deliveryId/replay", async (c) => {
    const actor = await signedInActor(c);
    const id = parseOrThrow(deliveryIdParam, c.req.param("deliveryId"));
    const deliveryId = await replayDelivery(c.get("services").db, actor, id);
    return c.json({ deliveryId, message: M.replayQueued }, 202);
  });
