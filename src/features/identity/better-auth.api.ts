import type { Context } from "hono";
import { Hono } from "hono";
import { safeRedirect } from "#src/lib/safe-redirect.ts";
import { enforceRateLimit, type RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { authHeaders, type HonoEnv } from "#src/platform/http/session.ts";

/** A verification link is opened once or twice; guessing tokens takes thousands of tries. */
export const VERIFY_EMAIL_RULE: RateLimitRule = { name: "verify-email-ip", limit: 20, windowMs: 15 * 60_000 };

function forward(c: Context<HonoEnv>, request: Request = c.req.raw) {
  return c.get("services").auth.handler(new Request(request, { headers: authHeaders(c) }));
}

/**
 * /api/auth: the part of better-auth the app uses, and nothing else (an allow-list: a new
 * better-auth version or plugin cannot widen the surface by itself). Sign-in, sign-up and password
 * changes go through /api/identity, where rate limits and each portal's rules apply.
 */
export const betterAuthApi = new Hono<HonoEnv>()
  .get("/get-session", (c) => forward(c))
  .post("/sign-out", (c) => forward(c))
  .get("/verify-email", async (c) => {
    await enforceRateLimit(c.get("services").rateLimiter, VERIFY_EMAIL_RULE, c.get("clientIp"));
    // Where the link lands afterwards is a redirect parameter like any other: our origin only.
    const url = new URL(c.req.url);
    const callback = url.searchParams.get("callbackURL");
    if (callback !== null) {
      url.searchParams.set("callbackURL", safeRedirect(callback, c.get("services").config.publicUrl));
    }
    return forward(c, new Request(url, c.req.raw));
  });
// Any other /api/auth path falls through to the API's JSON 404 (or 405 for a listed path).
