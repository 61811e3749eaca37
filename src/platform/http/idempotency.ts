import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { and, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/db.ts";
import { HttpError } from "./errors.ts";
import { idempotencyKeys } from "./idempotency.tables.ts";
import type { HonoEnv } from "./session.ts";

/**
 * Idempotency-Key for capturing POSTs: a form sends one key per submission and the same key when
 * it retries (a timeout, a dropped connection, a restart in between). The first request with a key
 * runs; every repeat gets that first answer (status and body, marked `Idempotent-Replayed: true`)
 * and stores nothing new.
 *
 * - Only successful (2xx) answers are kept. A refused or failed first attempt releases the key, so
 *   the corrected or retried submission runs normally.
 * - A repeat while the first is still running waits for its answer (up to WAIT_MS), so concurrent
 *   duplicates store once as well; after that it gets 409 with Retry-After.
 * - The same key with a different body is a client bug: 422, nothing stored.
 * - The capture itself marks the claim (`idempotentWriteMark`, run by the CRM's `recordLead`) in
 *   the transaction that stores it. A marked claim without an answer means the submission was stored
 *   and the process died (or failed) before answering: a repeat gets 409 `already_stored` and
 *   nothing is stored again.
 * - An unmarked claim whose request never finished (the process died before storing anything) is
 *   taken over after STALE_MS, so the retry stores it.
 * Without the header the endpoint behaves as before.
 */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
  keyReused:
    "This Idempotency-Key was already used for a different submission. Send a new key for a new submission.",
  inFlight: "This submission is still being processed. Please try again in a moment.",
  alreadyStored: "We already received this submission, so there is no need to send it again.",
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WAIT_MS = 25_000;
const POLL_MS = 50;
const STALE_MS = 2 * 60_000;
/** A marked claim gets this long to record its answer before a repeat is told it was stored. */
const ANSWER_GRACE_MS = 3_000;

type HeldClaim = {
  scope: string;
  key: string;
  /** The JSON answer the handler will give, from the stored record's id (`answerWhenStored`). */
  answer?: { status: number; body: (id: string) => unknown };
  /** The answer the mark wrote with the stored rows, if it did. */
  written?: { status: number; body: string };
};

/** The claim the current request holds, for `idempotentWriteMark` deep inside a service. */
const heldClaim = new AsyncLocalStorage<HeldClaim>();

/**
 * Declares, before the service runs, the JSON answer an idempotent handler gives once its record
 * is stored, as a function of that record's id. The mark (`idempotentWriteMark`) then writes the
 * answer with the stored rows, in their transaction, and the middleware does not write it after:
 * one statement less per capture, and a crash between the commit and the answer still leaves the
 * answer for the retry. The handler must answer with the same function; when its answer differs
 * (status or body), the middleware records the one actually sent, as before.
 */
export function answerWhenStored<T>(status: number, body: (id: string) => T): (id: string) => T {
  const claim = heldClaim.getStore();
  if (claim) claim.answer = { status, body };
  return body;
}

/**
 * The statement that marks the current request's Idempotency-Key claim as stored, for the caller
 * to run in the transaction that stores the submission (so the mark exists exactly when the rows
 * do), alone or as a CTE of a statement it makes anyway (the CRM's capture activity: one round
 * trip less per capture). `id` is the stored record's id: with an answer declared by
 * `answerWhenStored`, the mark writes that answer too. Null outside an idempotent request:
 * nothing to mark.
 */
export function idempotentWriteMark(ref: string, id?: string): SQL | null {
  const claim = heldClaim.getStore();
  if (!claim) return null;
  if (claim.answer && id !== undefined) {
    const written = { status: claim.answer.status, body: JSON.stringify(claim.answer.body(id)) };
    claim.written = written;
    return sql`update ${idempotencyKeys} set stored_ref = ${ref}, status = ${written.status},
      content_type = 'application/json', body = ${written.body}, completed_at = now()
      where scope = ${claim.scope} and key = ${claim.key} and status is null`;
  }
  return sql`update ${idempotencyKeys} set stored_ref = ${ref}
    where scope = ${claim.scope} and key = ${claim.key} and status is null`;
}

/** Answers are kept this long; a retry comes within minutes. */
const KEEP_MS = 24 * 60 * 60_000;

/** SHA-256 of the body; multipart boundaries are random per send, so they are left out. */
async function requestHash(request: Request): Promise<string> {
  const bytes = Buffer.from(await request.clone().arrayBuffer());
  const hash = createHash("sha256");
  const boundary = /boundary="?([^";]+)"?/i.exec(request.headers.get("content-type") ?? "")?.[1];
  if (!boundary) return hash.update(bytes).digest("hex");
  const marker = Buffer.from(boundary);
  let from = 0;
  for (let at = bytes.indexOf(marker, from); at !== -1; at = bytes.indexOf(marker, from)) {
    hash.update(bytes.subarray(from, at));
    from = at + marker.length;
  }
  return hash.update(bytes.subarray(from)).digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function idempotent(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalidKey, { code: "invalid_idempotency_key" });
    }
    const db = c.get("services").db;
    const scope = `${c.req.method} ${c.req.path}`;
    const hash = await requestHash(c.req.raw);
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const deadline = Date.now() + WAIT_MS;

    for (;;) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash: hash, createdAt: new Date() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) break;
      const [row] = await db.select().from(idempotencyKeys).where(where);
      if (!row) continue; // the first attempt failed and released the key just now
      if (row.requestHash !== hash) {
        throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused, { code: "idempotency_key_reused" });
      }
      if (row.status !== null) {
        return new Response(row.body, {
          status: row.status,
          headers: { "Content-Type": row.contentType ?? "application/json", "Idempotent-Replayed": "true" },
        });
      }
      if (row.storedRef !== null) {
        // Stored, but no answer yet: the first request is about to record it, or it never will.
        if (row.createdAt.getTime() < Date.now() - ANSWER_GRACE_MS || Date.now() > deadline) {
          throw new HttpError(409, IDEMPOTENCY_MESSAGES.alreadyStored, { code: "already_stored" });
        }
        await sleep(POLL_MS);
        continue;
      }
      if (row.createdAt.getTime() < Date.now() - STALE_MS) {
        const taken = await db
          .update(idempotencyKeys)
          .set({ createdAt: new Date() })
          .where(and(where, isNull(idempotencyKeys.status), eq(idempotencyKeys.createdAt, row.createdAt)))
          .returning({ key: idempotencyKeys.key });
        if (taken.length > 0) break;
        continue;
      }
      if (Date.now() > deadline) {
        c.header("Retry-After", "2");
        throw new HttpError(409, IDEMPOTENCY_MESSAGES.inFlight, { code: "idempotency_in_flight" });
      }
      await sleep(POLL_MS);
    }

    // This request holds the key: run it, then keep a success, or release the key for a retry
    // unless the submission was stored (marked) before the failure.
    const release = () =>
      db
        .delete(idempotencyKeys)
        .where(and(where, isNull(idempotencyKeys.status), isNull(idempotencyKeys.storedRef)));
    const claim: HeldClaim = { scope, key };
    try {
      await heldClaim.run(claim, () => next());
    } catch (err) {
      await release();
      throw err;
    }
    const res = c.res;
    if (res.status >= 200 && res.status < 300) {
      // Written with the stored rows already (`answerWhenStored`), unless the answer sent differs.
      const written = claim.written;
      if (written && written.status === res.status && written.body === (await res.clone().text())) return;
      await db
        .update(idempotencyKeys)
        .set({
          status: res.status,
          contentType: res.headers.get("content-type"),
          body: await res.clone().text(),
          completedAt: new Date(),
        })
        .where(where);
    } else {
      await release();
    }
  };
}

/** Forgets answers older than a day (run by the hourly housekeeping job). */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS)));
}
