import { Hono } from "hono";
import { badRequest, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { enforceRateLimit } from "#src/platform/http/rate-limit.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  eventBatchSchema,
  ANALYTICS_MESSAGES as M,
  TRACKER_RATE_LIMIT,
  TREND_MESSAGES,
  trendSchema,
} from "./analytics.contract.ts";
import { aggregateNow } from "./server/aggregate.service.ts";
import { sqlEventsStore } from "./server/events-store.ts";
import { ingestBatch } from "./server/ingest.service.ts";
import { createTrend, updateTrend } from "./server/trends.service.ts";

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
  })
  .post("/trends", async (c) => {
    const input = parseOrThrow(trendSchema, await readJson(c));
    const trend = await createTrend(c.get("services").db, await signedInActor(c), input);
    return c.json({ trend, message: TREND_MESSAGES.created }, 201);
  })
  .put("/trends/:id", async (c) => {
    const raw = c.req.param("id") ?? "";
    if (!/^\d{1,15}$/.test(raw)) throw notFound(TREND_MESSAGES.notFound);
    const input = parseOrThrow(trendSchema, await readJson(c));
    const trend = await updateTrend(c.get("services").db, await signedInActor(c), Number(raw), input);
    return c.json({ trend, message: TREND_MESSAGES.updated });
  });
