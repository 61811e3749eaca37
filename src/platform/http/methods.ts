import type { Context } from "hono";
import type { HonoEnv } from "./session.ts";

/**
 * HTTP method semantics shared by the API and the pages (RFC 9110 §9):
 * - a known path asked with a method it does not serve answers 405 with the `Allow` list;
 * - OPTIONS answers 204 with the same list;
 * - HEAD answers with exactly the headers GET would send (Content-Type, Vary, Content-Length), no body.
 */

/** GET implies HEAD, and every known path answers OPTIONS. Order as in RFC 9110's list. */
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export function allowHeader(methods: Iterable<string>): string {
  const set = new Set([...methods].map((m) => m.toUpperCase()));
  if (set.has("GET")) set.add("HEAD");
  set.add("OPTIONS");
  return [...set].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b)).join(", ");
}

/** Hono route pattern ("/identity/users/:userId", "/auth/*") as a regular expression on the full path. */
function patternRegex(prefix: string, routePath: string): RegExp {
  const escaped = `${prefix}${routePath}`
    .split("/")
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${escaped.replace(/\/\.\*$/, "(?:/.*)?")}/?$`);
}

/**
 * The last handler of a sub-app (the API): answers OPTIONS for a known path with 204 + Allow, any
 * other method a known path does not serve with 405 + Allow, and everything else with `notFound`.
 * The allowed methods come from the router itself, so a new endpoint needs no extra line here.
 */
export function methodFallback(
  app: { routes: readonly { method: string; path: string }[] },
  prefix: string,
  notFound: (c: Context<HonoEnv>) => Response | Promise<Response>,
) {
  let table: { regex: RegExp; method: string }[] | undefined;
  return (c: Context<HonoEnv>) => {
    table ??= app.routes
      .filter((r) => r.method !== "ALL" && r.path !== "/*" && r.path !== "*")
      .map((r) => ({ regex: patternRegex(prefix, r.path), method: r.method }));
    const path = c.req.path;
    const methods = new Set(table.filter((r) => r.regex.test(path)).map((r) => r.method));
    if (methods.size === 0) return notFound(c);
    const allow = allowHeader(methods);
    if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: allow });
    return c.json(
      { error: `${c.req.method} is not allowed here. Allowed: ${allow}.`, code: "method_not_allowed" },
      405,
      { Allow: allow },
    );
  };
}

/** Requests that reached the app as HEAD and run as GET inside it (for the request log line). */
export const headRequests = new WeakSet<Request>();

type Fetch<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Response | Promise<Response>;

/**
 * Runs a HEAD request as the GET it mirrors (so every middleware, compression included, sees a GET)
 * and sends GET's status and headers with no body. Content-Length is the length GET's body has.
 */
export function headAsGet<Rest extends unknown[]>(fetch: Fetch<Rest>): Fetch<Rest> {
  return async (request, ...rest) => {
    if (request.method !== "HEAD") return fetch(request, ...rest);
    const get = new Request(request.url, { method: "GET", headers: request.headers, signal: request.signal });
    headRequests.add(get);
    const res = await fetch(get, ...rest);
    const headers = new Headers(res.headers);
    if (res.body) {
      if (headers.has("content-length") && !headers.has("content-encoding")) await res.body.cancel();
      else headers.set("content-length", String((await res.arrayBuffer()).byteLength));
    } else if (!headers.has("content-length") && res.status !== 204 && res.status !== 304) {
      headers.set("content-length", "0");
    }
    return new Response(null, { status: res.status, statusText: res.statusText, headers });
  };
}
