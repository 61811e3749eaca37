import path from "node:path";
import { z } from "zod";
import { parseMailbox, type SenderIdentity } from "../mail/sender.ts";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return undefined;
      try {
        return parseMailbox(v);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: `expected "Name <address>": ${(err as Error).message}` });
        return z.NEVER;
      }
    }),
  MAIL_HOLD_MAX_AGE_HOURS: z.coerce.number().positive().default(72),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().positive().default(180),
  STAFF_EMAIL: z.string().email().default("team@agency.example"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
  ENABLE_TEST_ROUTES: bool.default(false),
  TEST_LOOPBACK_FETCH: bool.default(false),
  CHECK_RESPONSES: bool.default(false),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  FLARE_CANVAS_PASSWORD: z.string().min(1).optional(),
  SETUP_CODE: z.string().trim().min(12).max(128).optional(),
  ANONYMOUS_UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

/** FLARE's canvas password in demo mode only; a real deployment chooses its own. */
export const DEMO_FLARE_CANVAS_PASSWORD = "flare-demo";

/** Host names that only the machine itself can reach: demo mode is safe there by default. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.endsWith(".localhost");
}

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string | undefined;
  /**
   * Demo mode: published demo accounts and content. On by default only where nobody else can
   * reach the server (PUBLIC_URL unset or local) on the embedded database; else SEED_DEMO=1.
   */
  demo: boolean;
  /** True when demo mode was asked for on a public address (start-up prints a warning). */
  demoOnPublicUrl: boolean;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  smtpUrl: string | undefined;
  /** The sender of every email when set; otherwise the company name and email of the site settings. */
  mailFrom: SenderIdentity | undefined;
  /** Mail held without SMTP for longer than this is marked expired instead of sent once SMTP comes. */
  mailHoldMaxAgeHours: number;
  /** Raw visitor interactions older than this many days are deleted by a daily job. */
  analyticsRetentionDays: number;
  staffEmail: string;
  s3:
    | { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  uploadMaxBytes: number;
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** Undefined outside demo mode unless FLARE_CANVAS_PASSWORD is set: see requireFlareCanvasPassword. */
  flareCanvasPassword: string | undefined;
  /** A fixed first-admin setup code (SETUP_CODE), else one is generated at start-up. */
  setupCode: string | undefined;
  /** Total bytes anonymous visitors may store (pitch decks); beyond it uploads are refused. */
  anonymousUploadQuotaBytes: number;
  /** Multiplies every rate limit; only the end-to-end test server raises it. */
  rateLimitScale: number;
  /** Adds /__test/error for the end-to-end tests. */
  enableTestRoutes: boolean;
  /**
   * End-to-end tests only (TEST_LOOPBACK_FETCH=1, honoured only with ENABLE_TEST_ROUTES=1): the CRM's
   * website reads may reach 127.0.0.1, where the test serves its own company site.
   */
  testLoopbackFetch: boolean;
  /**
   * Tests only (CHECK_RESPONSES=1): every 2xx API answer is held to the response its endpoint
   * declares in the OpenAPI document, and one that differs becomes a 500 (response-check.ts).
   */
  checkResponses: boolean;
  /** node:http limits: a client gets this long for its headers, its whole request, an idle keep-alive. */
  httpTimeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /**
   * Stopping (SIGTERM, SIGINT): not ready at once, serve normally for `graceMs` (default 5 s with
   * DATABASE_URL, where a balancer may hold other processes to send the traffic to; 0 on the
   * embedded database, which only ever has one process), then stop accepting and give in-flight
   * requests `drainMs`. Ctrl-C in a terminal skips the grace period (readiness.ts, graceFor).
   */
  shutdown: { graceMs: number; drainMs: number };
};

export class ConfigError extends Error {}

/** Parses the environment once; every other module receives the result. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const s3Parts = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together",
    );
  }
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new ConfigError("Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set");
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const localUrl = isLocalUrl(publicUrl);
  const demo = e.SEED_DEMO ?? (!e.DATABASE_URL && localUrl);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    authSecret: e.AUTH_SECRET,
    demo,
    demoOnPublicUrl: demo && !localUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailHoldMaxAgeHours: e.MAIL_HOLD_MAX_AGE_HOURS,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    staffEmail: e.STAFF_EMAIL,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY ?? "",
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
          }
        : undefined,
    flareCanvasPassword: e.FLARE_CANVAS_PASSWORD ?? (demo ? DEMO_FLARE_CANVAS_PASSWORD : undefined),
    setupCode: e.SETUP_CODE,
    anonymousUploadQuotaBytes: e.ANONYMOUS_UPLOAD_QUOTA_BYTES,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    enableTestRoutes: e.ENABLE_TEST_ROUTES,
    testLoopbackFetch: e.ENABLE_TEST_ROUTES && e.TEST_LOOPBACK_FETCH,
    checkResponses: e.CHECK_RESPONSES,
    httpTimeouts: {
      headersMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      requestMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdown: {
      graceMs: e.SHUTDOWN_GRACE_MS ?? (e.DATABASE_URL ? 5_000 : 0),
      drainMs: e.SHUTDOWN_DRAIN_MS,
    },
  };
}

/**
 * FLARE's canvas password. FLARE calls this when it serves the canvas, and start-up calls it when
 * the FLARE API is mounted, so a deployment without the variable stops with this message instead
 * of running with a published default.
 */
export function requireFlareCanvasPassword(config: Config): string {
  if (config.flareCanvasPassword) return config.flareCanvasPassword;
  throw new ConfigError(
    "Invalid configuration:\n  FLARE_CANVAS_PASSWORD: required when FLARE is used (outside demo mode there is no default)",
  );
}
