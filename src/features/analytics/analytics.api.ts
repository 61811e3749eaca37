import { Hono } from "hono";
import { badRequest, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { enforceRateLimit } from "#src/platform/http/rate-limit.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import { eventBatchSchema, ANALYTICS_MESSAGES as M, TRACKER_RATE_LIMIT } from "./analytics.contract.ts";
import { aggregateNow } from "./server/aggregate.service.ts";
import { sqlEventsStore } from "./server/events-store.ts";
import { ingestBatch } from "./server/ingest.service.ts";

/** /api/analytics */
export const analyticsApi = new Hono<HonoEnv>()
  .post("/events", async (c) => {
    // The cross-site exception (see the descriptor): no cookie is read, the body is text/plain or
    // JSON as sendBeacon sends it, its size is capped by the front door, and each address is
    // rate-limited before anything is parsed.
    const services = c.get("services");
    await enforceRateLimit(
      services.rateLimiter,
      { ...TRACKER_RATE_LIMIT, message: M.tooFrequent },
      c.get("clientIp"),
    );
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw badRequest(M.badBatch);
    }
    const batch = parseOrThrow(eventBatchSchema, body);
    await ingestBatch(sqlEventsStore(services.db), batch, c.req.header("user-agent"));
    return c.body(null, 204);
  })
  .post("/aggregate", async (c) => {
    await aggregateNow(sqlEventsStore(c.get("services").db), await signedInActor(c));
    return c.json({ ok: true });
  });
