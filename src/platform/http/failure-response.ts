import type { Context } from "hono";
import type { Database } from "../db/db.ts";
import type { AppServices } from "./app-context.ts";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  loggableError,
  UNAVAILABLE_MESSAGE,
} from "./failures.ts";

/**
 * The answer to an error no handler expected: 503 with Retry-After when the database cannot be
 * reached (the error says so, or a ping fails), else a logged 500. Neither log line carries the
 * visitor's submitted data.
 */
export async function failureResponse(c: Context, err: unknown, services: AppServices): Promise<Response> {
  const requestId = c.get("requestId");
  if (isDatabaseUnavailable(err) || !(await services.database.ping()).ok) {
    services.logger.warn({ err: loggableError(err), requestId, path: c.req.path }, "database unavailable");
    return c.json({ error: UNAVAILABLE_MESSAGE, code: "unavailable" }, 503, {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  services.logger.error({ err: loggableError(err), requestId, path: c.req.path }, "unhandled error");
  return c.json({ error: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
}

/** A page's 5xx becomes 503 + Retry-After when the database does not answer. */
export async function unavailableWhenDatabaseDown(res: Response, database: Database): Promise<Response> {
  if ((await database.ping()).ok) return res;
  const headers = new Headers(res.headers);
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return new Response(res.body, { status: 503, headers });
}
