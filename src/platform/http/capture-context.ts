import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/db.ts";
import type { MailContext } from "../mail/mail-layout.ts";
import type { HonoEnv } from "./session.ts";

/**
 * What a capture deep inside a service needs from its request, the way `idempotentWriteMark` finds
 * its claim: the visitor tracker's tab session it came with (the `X-Visit-Session` header the API
 * client sends with a capturing POST), so the CRM links the lead to its visit, and the mail context,
 * so the CRM can tell a lead's new owner by email in the capture's transaction.
 * A request that says Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`) links
 * nothing, whatever it sends. The id is the tracker's random value (8–64 letters, digits, `_` or
 * `-`); anything else is ignored.
 */
type CaptureContext = {
  sessionId: string | null;
  mail: () => Promise<MailContext>;
  /** Work that waits until the handler has returned (its transaction committed): see afterCommit. */
  after: ((db: Db) => Promise<void>)[];
};
const current = new AsyncLocalStorage<CaptureContext>();
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function visitSessionOf(headers: { get(name: string): string | null | undefined }): string | null {
  if (headers.get("dnt") === "1" || headers.get("sec-gpc") === "1") return null;
  const raw = headers.get("x-visit-session")?.trim() ?? "";
  return SESSION_ID.test(raw) ? raw : null;
}

export function captureContext(): MiddlewareHandler<HonoEnv> {
  return (c, next) => {
    if (c.req.method !== "POST") return next();
    // Asked for now, before any transaction: on PGlite a read outside a running transaction waits
    // for it, so the mail context (site settings, cached) must not be first read inside one.
    const mail = c.get("services").mailContext();
    mail.catch(() => {});
    const store: CaptureContext = {
      sessionId: visitSessionOf(c.req.raw.headers),
      mail: () => mail,
      after: [],
    };
    return current.run(store, async () => {
      await next();
      // The handler answered without an error: its transaction committed. The deferred work runs
      // now, before the answer leaves, outside any transaction (see afterCommit).
      if (c.res.status >= 400) return;
      for (const task of store.after.splice(0)) {
        await task(c.get("services").db).catch((err: unknown) =>
          c.get("services").logger.warn({ err }, "deferred capture work failed"),
        );
      }
    });
  };
}

/**
 * Runs `task` once the current request's handler has returned without an error, that is after its
 * transaction committed, and before the answer is sent: CPU work that must not hold a transaction
 * (rendering an email) goes here; it gets the database, not the transaction. Returns false outside a POST request (a job, a seed, a test
 * calling a service directly): the caller then does the work at once.
 */
export function afterCommit(task: (db: Db) => Promise<void>): boolean {
  const store = current.getStore();
  if (!store) return false;
  store.after.push(task);
  return true;
}

/** The current request's tab session, or null (none sent, refused, or outside a request). */
export function currentVisitSession(): string | null {
  return current.getStore()?.sessionId ?? null;
}

/** The current request's mail context, or null outside a request (a job, a seed, a script). */
export function currentMailContext(): Promise<MailContext> | null {
  return current.getStore()?.mail() ?? null;
}
