import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import type { HonoEnv } from "./session.ts";

/**
 * The visitor tracker's tab session a capture came with (the `X-Visit-Session` header the API
 * client sends with a capturing POST), so the CRM can link the lead to the visit that led to it
 * deep inside `recordLead`, the way `markIdempotentWrite` finds its claim. A request that says Do
 * Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`) links nothing, whatever it sends.
 * The id is the tracker's random value (8–64 letters, digits, `_` or `-`); anything else is ignored.
 */
const current = new AsyncLocalStorage<{ sessionId: string | null }>();
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function visitSessionOf(headers: { get(name: string): string | null | undefined }): string | null {
  if (headers.get("dnt") === "1" || headers.get("sec-gpc") === "1") return null;
  const raw = headers.get("x-visit-session")?.trim() ?? "";
  return SESSION_ID.test(raw) ? raw : null;
}

export function visitSession(): MiddlewareHandler<HonoEnv> {
  return (c, next) => {
    if (c.req.method !== "POST") return next();
    return current.run({ sessionId: visitSessionOf(c.req.raw.headers) }, next);
  };
}

/** The current request's tab session, or null (none sent, refused, or outside a request). */
export function currentVisitSession(): string | null {
  return current.getStore()?.sessionId ?? null;
}
