import pino from "pino";

export type Logger = pino.Logger;

/**
 * Keys whose values never reach a log line, at the top level or one or two levels down: secrets
 * (passwords, tokens, cookies, authorization) and bound query values, which carry whatever a
 * visitor typed (emails, pitch text, health answers).
 */
const SECRET_KEYS = [
  "password",
  "currentPassword",
  "newPassword",
  "token",
  "secret",
  "cookie",
  "authorization",
  '["set-cookie"]',
  "params",
  "body",
];
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => (k.startsWith("[") ? `*${k}` : `*.${k}`)),
  ...SECRET_KEYS.map((k) => (k.startsWith("[") ? `*.*${k}` : `*.*.${k}`)),
];

/** "Failed query: <sql>\nparams: <values>" (drizzle) keeps the SQL and loses the values. */
function withoutParams(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, "\nparams: [redacted]");
}

/**
 * Errors are logged with name, message, code and stack only: a database error carries its bound
 * values (in `params` and in the message), a fetch error its request, neither belongs in a log.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & { code?: unknown; cause?: unknown };
  // PostgreSQL quotes the offending value in data and constraint errors (SQLSTATE classes 22, 23):
  // 'invalid input syntax for type integer: "…"', 'Key (email)=(…) already exists'.
  const quotesValues = typeof e.code === "string" && /^2[23]/.test(e.code);
  const clean = (text: string) => {
    const t = withoutParams(text);
    return quotesValues
      ? t.replace(/"[^"\n]*"/g, '"[redacted]"').replace(/=\([^)\n]*\)/g, "=([redacted])")
      : t;
  };
  return {
    type: e.name,
    message: clean(e.message),
    ...(typeof e.code === "string" || typeof e.code === "number" ? { code: e.code } : {}),
    stack: e.stack ? clean(e.stack) : undefined,
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

export function createLogger(
  level: string = process.env.LOG_LEVEL ?? "info",
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that drops everything, for tests. */
export const silentLogger: Logger = pino({ level: "silent" });
