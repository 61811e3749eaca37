import { randomBytes, randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { UploadRejectedError } from "../storage/upload-check.ts";
import { type ApiGuardOptions, apiGuard } from "./api-guard.ts";
import type { AppServices, RequestState } from "./app-context.ts";
import { captureContext } from "./capture-context.ts";
import { compression } from "./compression.ts";
import { HttpError } from "./errors.ts";
import { failureResponse, unavailableWhenDatabaseDown } from "./failure-response.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "./failures.ts";
import { requestTextGuard } from "./input-hygiene.ts";
import { headAsGet, headRequests, methodFallback } from "./methods.ts";
import { noStoreForSessions } from "./no-store.ts";
import { RateLimitedError } from "./rate-limit.ts";
import { type Readiness, readinessAnswer } from "./readiness.ts";
import type { HonoEnv } from "./session.ts";

export type PageHandler = (request: Request, state: RequestState) => Promise<Response>;

export type HttpAppOptions = {
  services: AppServices;
  /** Mounts the slices' sub-apps under /api (src/server.ts knows the list). */
  mountApis: (api: Hono<HonoEnv>) => void;
  /** Upload and large-JSON endpoints, and the cross-site exceptions (from the endpoint list). */
  apiRules?: Pick<ApiGuardOptions, "bodyRules" | "crossSitePaths">;
  pageHandler?: PageHandler;
  /**
   * The build's browser files are served in front of this app (static-files.ts); here only a miss
   * under /assets is answered, with a 404 rather than a page render.
   */
  servesAssets?: boolean;
  dev?: boolean;
  /** What GET /api/ready reports (src/server.ts's start-up and shutdown); absent: always ready. */
  readiness?: Pick<Readiness, "state">;
};

/**
 * The page policy. Inline scripts run only with the request's nonce, or, for a page served from
 * the render cache (the same bytes for every visitor), when their SHA-256 is listed. Static files
 * get it with neither: no inline script at all.
 */
export function contentSecurityPolicy(
  nonce: string | undefined,
  dev: boolean,
  scriptHashes: readonly string[] = [],
): string {
  const inline = [...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((h) => `'${h}'`)];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(" "),
    // Inline style attributes (React style props, toasts) are allowed; no inline scripts are.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Our own pages only: the Command Center's heatmap shows a public page in a frame under its
    // click layer. No other site may frame any page.
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * Whether this answer goes out over https, which is when HSTS may be sent: the site is https by
 * configuration AND this request came over https, either itself or through our own proxy
 * (TRUST_PROXY=1) saying so in X-Forwarded-Proto (the last value: earlier ones are whatever the
 * client sent). A client's own X-Forwarded-Proto is never believed, and over plain http HSTS is
 * never sent (browsers ignore it there, and an http-only deployment must not lock itself out).
 */
export function isSecureRequest(
  config: AppServices["config"],
  forwardedProto: string | undefined,
  requestIsHttps = false,
): boolean {
  if (!config.publicUrl.startsWith("https://")) return false;
  if (requestIsHttps) return true;
  return config.trustProxy && forwardedProto?.split(",").at(-1)?.trim().toLowerCase() === "https";
}

/** The headers every response carries besides the CSP (pages and static files alike). */
export function securityHeaders(secure: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(secure ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
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
    const path = c.req.path;
    // Readiness probes come every second or two from each balancer; the state changes they
    // report are logged once each by src/server.ts.
    if (path === "/api/ready") return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const method = headRequests.has(c.req.raw) ? "HEAD" : c.req.method;
    const line = { requestId, method, path, status, ms, ip: clientIp };
    if (status >= 500) logger.error(line, "request");
    else if (!path.startsWith("/assets/")) logger.info(line, "request");
  });

  // 2. Security headers; the nonce lets exactly our own inline scripts run.
  app.use(async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    // A page from the render cache brings its own policy (its inline scripts' hashes), and a
    // download its sandbox: a handler's own policy is kept.
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.header("Content-Security-Policy", contentSecurityPolicy(nonce, opts.dev === true));
    }
    const secure = isSecureRequest(
      config,
      c.req.header("x-forwarded-proto"),
      new URL(c.req.url).protocol === "https:",
    );
    for (const [name, value] of Object.entries(securityHeaders(secure))) c.header(name, value);
  });

  // 3. Compression for text responses (brotli or gzip, as the client prefers); no-store on
  // anything that depends on a session.
  app.use(compression());
  app.use(noStoreForSessions());

  // Path segments and query parameters pass the shared text rule before any handler sees them.
  app.use(requestTextGuard());

  app.onError(async (err, c) => {
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
    return failureResponse(c, err, services);
  });

  // 4. The API: health, then each slice under /api/<slice>, then a JSON 404.
  const api = new Hono<HonoEnv>();
  // Origin and content-type rules for state-changing calls, body limits before any parsing.
  api.use(
    "*",
    apiGuard({
      publicUrl: config.publicUrl,
      uploadMaxBytes: config.uploadMaxBytes,
      bodyRules: opts.apiRules?.bodyRules ?? [],
      crossSitePaths: opts.apiRules?.crossSitePaths ?? [],
    }),
  );
  // A capture's tab session (attribution; nothing with DNT or GPC) and mail context, for recordLead.
  api.use("*", captureContext());
  api.get("/health", async (c) => {
    const { error, ...db } = await services.database.ping();
    // The driver's message may name hosts, users or databases: it goes to the log, not to callers.
    if (error) logger.warn({ error }, "health check: database unreachable");
    return c.json(
      { status: db.ok ? "ok" : "degraded", database: { kind: services.database.kind, ...db } },
      db.ok ? 200 : 503,
      db.ok ? {} : { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  });
  // Readiness (is this process to be sent traffic?), not liveness: 503 while starting or stopping,
  // whatever the database says. No database call: probes are frequent and must stay cheap.
  api.get("/ready", (c) => {
    const { status, body } = readinessAnswer(opts.readiness?.state ?? "ready");
    return c.json(body, status, { "Cache-Control": "no-store" });
  });
  opts.mountApis(api);
  // A known path with a method it does not serve: 405 + Allow (OPTIONS: 204 + Allow); else a JSON 404.
  api.all(
    "*",
    methodFallback(api, "/api", (c) => c.json({ error: "Not found", code: "not_found" }, 404)),
  );
  app.route("/api", api);

  // 5. Static files are served before this app (static-files.ts); a miss under /assets is a 404.
  if (opts.servesAssets) app.all("/assets/*", (c) => c.text("Not found", 404));

  // 6. Everything else is a page, rendered on the server by React Router.
  if (opts.pageHandler) {
    const handler = opts.pageHandler;
    app.all("*", async (c) => {
      const res = await handler(c.req.raw, {
        services,
        nonce: c.get("nonce"),
        requestId: c.get("requestId"),
        clientIp: c.get("clientIp"),
      });
      // A page that failed because the database is gone says so: 503 with Retry-After.
      return res.status >= 500 ? unavailableWhenDatabaseDown(res, services.database) : res;
    });
  }
  // HEAD runs as GET through everything above and answers GET's headers without the body.
  app.fetch = headAsGet(app.fetch);
  return app;
}
