import path from "node:path";
import { z } from "zod";

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
  MAIL_FROM: z.string().default("Agency <hello@agency.example>"),
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
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  FLARE_CANVAS_PASSWORD: z.string().min(1).default("flare-demo"),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string | undefined;
  demo: boolean;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  s3:
    | { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  uploadMaxBytes: number;
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  flareCanvasPassword: string;
  /** Multiplies every rate limit; only the end-to-end test server raises it. */
  rateLimitScale: number;
  /** Adds /__test/error for the end-to-end tests. */
  enableTestRoutes: boolean;
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET,
    demo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
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
    flareCanvasPassword: e.FLARE_CANVAS_PASSWORD,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    enableTestRoutes: e.ENABLE_TEST_ROUTES,
  };
}
