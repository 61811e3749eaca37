/**
 * Telling "the database is gone" apart from a bug, and logging failures without what the visitor
 * typed: a failed query's error carries the query's parameters (names, emails, messages).
 */

/** Seconds a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

// Network errors of node-postgres and PostgreSQL's own "cannot serve you now" SQLSTATEs:
// 08xxx connection exceptions, 57P01–57P03 shutdown and start-up, 53300 too many connections.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
];

function* causes(err: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const queue = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    yield e;
    queue.push((e as { cause?: unknown }).cause);
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner)) queue.push(...inner);
  }
}

/** True when the error (or anything it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === "string" && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/**
 * The error as a log field: its kind, code and message, the SQL text of a failed query, the stack,
 * but never the query's parameters (the visitor's data) nor a message that quotes them.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const query = (err as { query?: unknown }).query;
  if (typeof query === "string") {
    const cause = (err as { cause?: unknown }).cause as { message?: string; code?: string } | undefined;
    return {
      type: err.name,
      query,
      code: cause?.code,
      // PostgreSQL names the failing column or constraint, but some messages quote the value
      // (`invalid input syntax for type uuid: "…"`): quoted values after a colon are masked.
      message: (cause?.message ?? "query failed").replace(/:\s*"[^"]*"/g, ': "[redacted]"'),
      stack: err.stack
        ?.split("\n")
        .filter((line) => line.startsWith("    at "))
        .join("\n"),
    };
  }
  return {
    type: err.name,
    code: (err as { code?: unknown }).code,
    message: err.message,
    stack: err.stack,
  };
}
