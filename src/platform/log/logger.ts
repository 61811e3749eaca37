import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["password", "*.password", "req.headers.cookie", "headers.cookie"], remove: true },
  });
}

/** A logger that drops everything, for tests. */
export const silentLogger: Logger = pino({ level: "silent" });
