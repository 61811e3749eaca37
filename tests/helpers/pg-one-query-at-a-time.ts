import pg from "pg";
import { afterEach } from "vitest";

/**
 * The PostgreSQL suites fail when one client is given a query while it is still running another:
 * pg queues it today with a deprecation warning ("client.query() when the client is already
 * executing a query", an error in pg 9). It happens when a transaction's queries are started
 * together (Promise.all over `tx`); a transaction is one connection, so they must run in turn.
 * The offending call throws, so the request that made it fails where it happened, and the test
 * that saw it fails even if it did not look at that request's answer.
 */
type QueuedClient = { _queryQueue: unknown[]; pipeline?: boolean };
const seen: string[] = [];
Error.stackTraceLimit = 40;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function query(this: QueuedClient, ...args: unknown[]) {
  if (this._queryQueue.length > 0 && !this.pipeline) {
    const error = new Error(
      "pg: a query was given to a client that is already executing one; run the queries of a transaction one after another",
    );
    seen.push(error.stack ?? error.message);
    throw error;
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

afterEach(() => {
  if (seen.length === 0) return;
  const first = seen[0];
  seen.length = 0;
  throw new Error(`A query overlapped another on one PostgreSQL client:\n${first}`);
});
