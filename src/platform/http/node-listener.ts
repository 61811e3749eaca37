import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Config } from "../config/config.ts";
import type { Logger } from "../log/logger.ts";
import { contentSecurityPolicy, isSecureRequest, securityHeaders } from "./http-app.ts";
import { type RenderCache, sendStoredPage } from "./render-cache.ts";
import { type StaticFiles, sendStaticFile, staticPathOf } from "./static-files.ts";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The production request path: a GET or HEAD for one of the build's browser files is answered
 * right here from memory, with precomputed headers; everything else goes to the Hono app. Static
 * files need no request id, log line, nonce or session, and skipping the Fetch API Request and
 * Response objects is most of what makes them cheap.
 *
 * A page the render cache already holds for this anonymous visitor is answered here too, with the
 * headers the Hono app would add (security headers, request id, the request log line): building a
 * Fetch Request, running the middleware chain and streaming the stored bytes through a web
 * ReadableStream cost more than the rest of a hit together.
 */
export function createNodeListener(opts: {
  fetch: (request: Request) => Response | Promise<Response>;
  staticFiles: StaticFiles | undefined;
  config: Config;
  renderCache?: Pick<RenderCache, "lookup"> | undefined;
  logger?: Logger | undefined;
}): NodeListener {
  const app = getRequestListener(opts.fetch);
  const { staticFiles, config, renderCache, logger } = opts;
  if (!staticFiles && !renderCache) return app;
  const csp = contentSecurityPolicy(undefined, false);
  const plainBase = securityHeaders(false);
  const secureBase = securityHeaders(true);
  const plain = { "Content-Security-Policy": csp, ...plainBase };
  const secure = { "Content-Security-Policy": csp, ...secureBase };
  const isSecure = (req: IncomingMessage) => {
    const proto = req.headers["x-forwarded-proto"];
    return isSecureRequest(
      config,
      typeof proto === "string" ? proto : undefined,
      "encrypted" in req.socket && req.socket.encrypted === true,
    );
  };
  return (req, res) => {
    if (req.method === "GET" || req.method === "HEAD") {
      if (staticFiles) {
        const urlPath = staticPathOf(req.url);
        const file = urlPath ? staticFiles.lookup(urlPath) : undefined;
        if (file) {
          sendStaticFile(req, res, file, isSecure(req) ? secure : plain);
          return;
        }
      }
      const page = renderCache?.lookup(req.method, req.url, req.headers);
      if (page) {
        const started = performance.now();
        const incoming = req.headers["x-request-id"];
        const requestId =
          typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        sendStoredPage(req, res, page, {
          ...(isSecure(req) ? secureBase : plainBase),
          "x-request-id": requestId,
        });
        if (logger?.isLevelEnabled("info")) {
          const forwarded = config.trustProxy
            ? String(req.headers["x-forwarded-for"] ?? "")
                .split(",")
                .at(-1)
                ?.trim()
            : undefined;
          const ms = Math.round((performance.now() - started) * 10) / 10;
          logger.info(
            {
              requestId,
              method: req.method,
              path: req.url?.split("?")[0],
              status: res.statusCode,
              ms,
              ip: forwarded || req.socket.remoteAddress || "unknown",
            },
            "request",
          );
        }
        return;
      }
    }
    app(req, res);
  };
}
