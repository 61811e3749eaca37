import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Config } from "../config/config.ts";
import { contentSecurityPolicy, isSecureRequest, securityHeaders } from "./http-app.ts";
import { type StaticFiles, sendStaticFile, staticPathOf } from "./static-files.ts";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The production request path: a GET or HEAD for one of the build's browser files is answered
 * right here from memory, with precomputed headers; everything else goes to the Hono app. Static
 * files need no request id, log line, nonce or session, and skipping the Fetch API Request and
 * Response objects is most of what makes them cheap.
 */
export function createNodeListener(opts: {
  fetch: (request: Request) => Response | Promise<Response>;
  staticFiles: StaticFiles | undefined;
  config: Config;
}): NodeListener {
  const app = getRequestListener(opts.fetch);
  const { staticFiles, config } = opts;
  if (!staticFiles) return app;
  const csp = contentSecurityPolicy(undefined, false);
  const plain = { "Content-Security-Policy": csp, ...securityHeaders(false) };
  const secure = { "Content-Security-Policy": csp, ...securityHeaders(true) };
  return (req, res) => {
    if (req.method === "GET" || req.method === "HEAD") {
      const urlPath = staticPathOf(req.url);
      const file = urlPath ? staticFiles.lookup(urlPath) : undefined;
      if (file) {
        const proto = req.headers["x-forwarded-proto"];
        sendStaticFile(
          req,
          res,
          file,
          isSecureRequest(
            config,
            typeof proto === "string" ? proto : undefined,
            "encrypted" in req.socket && req.socket.encrypted === true,
          )
            ? secure
            : plain,
        );
        return;
      }
    }
    app(req, res);
  };
}
