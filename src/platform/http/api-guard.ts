import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { HonoEnv } from "./session.ts";

/** JSON bodies are small; only the upload endpoints accept more (their own limit applies). */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/** An endpoint whose body is not a small JSON document (`:name` in the path matches one segment). */
export type BodyRule = { path: string; multipart?: boolean; maxBytes?: number; tooLargeMessage?: string };

export type ApiGuardOptions = {
  /** The origin users reach (PUBLIC_URL); state-changing calls must come from it. */
  publicUrl: string;
  /** The largest accepted upload; multipart endpoints may carry this plus form overhead. */
  uploadMaxBytes: number;
  /** File uploads (multipart/form-data) and JSON endpoints allowed more than 64 KB. */
  bodyRules: readonly BodyRule[];
  /**
   * CROSS-SITE EXCEPTIONS. Endpoints that other sites may call (the public tracker endpoint of the
   * Command Center will be the first). They skip the origin and content-type rules below, so each
   * one must do its own checks: a per-site key, its own rate limit, no cookie-based identity.
   */
  crossSitePaths: readonly string[];
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** "/api/users/:id/roles/:role" → a RegExp matching one concrete path. */
export function pathPattern(pattern: string): RegExp {
  const escaped = pattern
    .split("/")
    .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${escaped}/?$`);
}

const mediaType = (c: Context) => (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/** True when the request declares or streams a body. */
function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  if (length !== undefined) return Number(length) > 0;
  return c.req.header("transfer-encoding") !== undefined;
}

/**
 * The request must come from our own pages: a browser sends Origin on every cross-site request and
 * on same-origin fetches with a body; Sec-Fetch-Site covers the rest. A request with neither is
 * refused too (scripts and tools send `Origin: PUBLIC_URL`).
 */
export function isSameOrigin(c: Context, publicOrigin: string): boolean {
  const origin = c.req.header("origin");
  if (origin !== undefined) return origin === publicOrigin;
  return c.req.header("sec-fetch-site") === "same-origin";
}

/** An API-token request: `Authorization: Bearer …` and no Cookie header. */
export const isBearerWithoutCookie = (c: Context) =>
  /^Bearer /i.test(c.req.header("authorization") ?? "") && c.req.header("cookie") === undefined;

/**
 * The /api front door for state-changing methods, in this order:
 * 1. origin: only our own pages may change state with the visitor's cookie (login CSRF, forged
 *    role grants), else 403;
 * 2. content type: JSON endpoints accept only application/json, so an HTML form or a text/plain
 *    "simple request" cannot reach them (415); uploads accept only multipart/form-data;
 * 3. body size: 64 KB for JSON, the upload limit for uploads; too large is a 413 before any byte
 *    is parsed (the Content-Length is checked first, a streamed body is cut off at the limit), with
 *    `Connection: close`, since the rest of that body is not read.
 */
export function apiGuard(opts: ApiGuardOptions): MiddlewareHandler<HonoEnv> {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const crossSite = opts.crossSitePaths.map(pathPattern);
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });
  const rules = opts.bodyRules.map((rule) => ({
    re: pathPattern(rule.path),
    multipart: rule.multipart === true,
    limit: bodyLimit({
      maxSize: rule.maxBytes ?? (rule.multipart ? opts.uploadMaxBytes + 1024 * 1024 : JSON_BODY_MAX_BYTES),
      onError: rule.tooLargeMessage ? tooLargeSaying(rule.tooLargeMessage) : tooLarge,
    }),
  }));

  return async (c, next) => {
    const path = c.req.path;
    const rule = rules.find((r) => r.re.test(path));
    const isUpload = rule?.multipart === true;
    if (STATE_CHANGING.has(c.req.method) && !crossSite.some((re) => re.test(path))) {
      // A bearer-token request carries no cookie, so no other site can forge it: it is exempt
      // from the Origin rule. A request with a cookie keeps the rule, token or not.
      if (!isBearerWithoutCookie(c) && !isSameOrigin(c, publicOrigin)) {
        return c.json(
          { error: "This request must come from this site's own pages.", code: "cross_origin" },
          403,
        );
      }
      const type = mediaType(c);
      const expected = isUpload ? "multipart/form-data" : "application/json";
      if ((type !== "" || hasBody(c)) && type !== expected) {
        return c.json(
          {
            error: isUpload
              ? "Send this form as multipart/form-data."
              : "Send the request body as JSON (Content-Type: application/json).",
            code: "unsupported_media_type",
          },
          415,
        );
      }
    }
    return (rule?.limit ?? jsonLimit)(c, next);
  };
}

/**
 * The rest of a refused body is never read, so the connection cannot carry another request: say
 * so (`Connection: close`), or a keep-alive client sends its next request on a socket that the
 * server is about to drop.
 */
function tooLarge(c: Context) {
  return tooLargeSaying("The request is too large.")(c);
}

const tooLargeSaying = (message: string) => (c: Context) =>
  c.json({ error: message, code: "too_large" }, 413, { Connection: "close" });
