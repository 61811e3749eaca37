import { randomBytes, randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { UploadRejectedError } from "../storage/upload-check.ts";
import type { AppServices, RequestState } from "./app-context.ts";
import { HttpError } from "./errors.ts";
import { RateLimitedError } from "./rate-limit.ts";
import type { HonoEnv } from "./session.ts";

export type PageHandler = (request: Request, state: RequestState) => Promise<Response>;

export type HttpAppOptions = {
  services: AppServices;
  /** Mounts the slices' sub-apps under /api (src/server.ts knows the list). */
  mountApis: (api: Hono<HonoEnv>) => void;
  pageHandler?: PageHandler;
  staticRoot?: string;
  dev?: boolean;
};

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes (React style props, toasts) are allowed; no inline scripts are.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function createHttpApp(opts: HttpAppOptions): Hono<HonoEnv> {
  const { services } = opts;
  const { logger, config } = services;
  const app = new Hono<HonoEnv>();

  // 1. Request id, client address and one structured log line per request.
  app.use(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    let clientIp = "unknown";
    try {
      clientIp = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // app.request() in tests has no socket
      clientIp = "test";
    }
    if (config.trustProxy) {
      // The last entry is the one our own proxy appended; earlier ones are whatever the client sent.
      const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
      if (forwarded) clientIp = forwarded;
    }
    c.set("requestId", requestId);
    c.set("clientIp", clientIp);
    c.set("services", services);
    const started = performance.now();
    await next();
    c.header("x-request-id", requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { requestId, method: c.req.method, path: c.req.path, status, ms, ip: clientIp };
    if (status >= 500) logger.error(line, "request");
    else if (!c.req.path.startsWith("/assets/")) logger.info(line, "request");
  });

  // 2. Security headers; the nonce lets exactly our own inline scripts run.
  app.use(async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    c.header("Content-Security-Policy", contentSecurityPolicy(nonce, opts.dev === true));
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "DENY");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    const https =
      config.publicUrl.startsWith("https://") ||
      (config.trustProxy && c.req.header("x-forwarded-proto") === "https");
    if (https) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });

  // 3. Compression for text responses.
  app.use(compress());

  app.onError((err, c) => {
    if (err instanceof RateLimitedError) c.header("Retry-After", String(err.retryAfterSeconds));
    if (err instanceof HttpError) {
      return c.json(
        { error: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}) },
        err.status,
      );
    }
    if (err instanceof UploadRejectedError) {
      return c.json({ error: err.message, code: err.code }, err.status);
    }
    if (err instanceof SyntaxError || (err as { name?: string }).name === "BodyLimitError") {
      return c.json({ error: "The request body is not valid.", code: "invalid_input" }, 400);
    }
    logger.error({ err, requestId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.json({ error: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
  });

  // 4. The API: health, then each slice under /api/<slice>, then a JSON 404.
  const api = new Hono<HonoEnv>();
  // No request body may exceed the largest upload (plus form overhead); JSON bodies are far smaller.
  api.use(
    "*",
    bodyLimit({
      maxSize: config.uploadMaxBytes + 1024 * 1024,
      onError: (c) => c.json({ error: "The request is too large.", code: "too_large" }, 413),
    }),
  );
  api.get("/health", async (c) => {
    const db = await services.database.ping();
    return c.json(
      { status: db.ok ? "ok" : "degraded", database: { kind: services.database.kind, ...db } },
      db.ok ? 200 : 503,
    );
  });
  opts.mountApis(api);
  api.all("*", (c) => c.json({ error: "Not found", code: "not_found" }, 404));
  app.route("/api", api);

  // 5. Static files: hashed assets cached for a year, the rest briefly; misses under /assets are 404s.
  if (opts.staticRoot) {
    const root = opts.staticRoot;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.all("/assets/*", (c) => c.text("Not found", 404));
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
  }

  // 6. Everything else is a page, rendered on the server by React Router.
  if (opts.pageHandler) {
    const handler = opts.pageHandler;
    app.all("*", (c) =>
      handler(c.req.raw, {
        services,
        nonce: c.get("nonce"),
        requestId: c.get("requestId"),
        clientIp: c.get("clientIp"),
      }),
    );
  }
  return app;
}
