import { Hono } from "hono";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { idempotent } from "#src/platform/http/idempotency.ts";
import { enforceRateLimit, RateLimitedError, type RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import { runPitchAnalysis } from "./server/startup.service.ts";
import { pitchRequestSchema, STARTUP_MESSAGES } from "./startup.contract.ts";

/** Per client address: a founder tries a few versions of a pitch; a script tries hundreds. */
export const STARTUP_RATE_LIMIT = {
  name: "startup-analysis",
  limit: 10,
  windowMs: 10 * 60_000,
} satisfies RateLimitRule;

/** /api/startup */
export const startupApi = new Hono<HonoEnv>().post("/analyses", idempotent(), async (c) => {
  const services = c.get("services");
  try {
    await enforceRateLimit(services.rateLimiter, STARTUP_RATE_LIMIT, c.get("clientIp"));
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    throw new RateLimitedError(
      STARTUP_MESSAGES.rateLimited(Math.ceil(err.retryAfterSeconds / 60)),
      err.retryAfterSeconds,
    );
  }
  const input = parseOrThrow(pitchRequestSchema, await readJson(c));
  const result = await runPitchAnalysis(
    { db: services.db, ai: services.ai, mail: await services.mailContext() },
    input,
  );
  if (result.emailed) services.kickMail();
  return c.json(result, 201);
});
