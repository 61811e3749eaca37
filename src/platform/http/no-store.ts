import type { MiddlewareHandler } from "hono";
import type { HonoEnv } from "./session.ts";

/** better-auth's session cookie (the __Secure- form on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}

/**
 * A response that depends on who is signed in must not be kept by the browser's or any proxy's
 * cache: after sign-out, the next person at the same computer could otherwise see it (back
 * button, history, a shared proxy). So:
 * - every API answer is `no-store` unless its handler chose a policy (public files, guides);
 * - any answer that sets a cookie, or that was produced for a request carrying a session, is
 *   `no-store` whatever the handler said (static files under /assets excepted: they are the same
 *   for everyone).
 */
export function noStoreForSessions(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith("/assets/")) return;
    const personal = hasSessionCookie(c.req.header("cookie")) || c.res.headers.getSetCookie().length > 0;
    let policy: string | undefined;
    if (personal) policy = "private, no-store";
    else if (c.req.path.startsWith("/api/") && !c.res.headers.has("Cache-Control")) policy = "no-store";
    if (!policy) return;
    try {
      c.res.headers.set("Cache-Control", policy);
    } catch {
      // A response with immutable headers (one passed through from fetch) is copied first.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", policy);
    }
  };
}
