import type { Context } from "hono";
import { badRequest } from "./errors.ts";
import { enforceRateLimit, type RateLimitRule } from "./rate-limit.ts";
import type { HonoEnv } from "./session.ts";

/** The JSON body, or a 400 with a clear message (never a 500) when it is not JSON. */
export async function readJson(c: Context<HonoEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest("The request body must be JSON.");
  }
}

/** Applies a per-client-address rate limit (429 with the rule's message when exceeded). */
export async function limitByIp(c: Context<HonoEnv>, rule: RateLimitRule): Promise<void> {
  await enforceRateLimit(c.get("services").rateLimiter, rule, c.get("clientIp"));
}
