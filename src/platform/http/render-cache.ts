import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { DataCache } from "../cache/data-cache.ts";
import { Lru } from "../cache/lru.ts";
import { afterPaintModuleBodies } from "./after-paint-scripts.ts";
import type { RequestState } from "./app-context.ts";
import { compressOnce, type Encoding, selectEncoding } from "./compression.ts";
import { contentEtag, encodedEtag, isNotModified } from "./conditional.ts";
import { contentSecurityPolicy, type PageHandler } from "./http-app.ts";

/**
 * Pages that are the same for every anonymous visitor (home, services, blog…) are rendered once
 * per variant and then served from memory. What makes a variant: the page's address (path and
 * query), the theme cookie, the build, and for pages that show one of several versions at random
 * (the home page's tagline) the version. Rules:
 * - Only GET/HEAD of an allowed path, from a visitor with no cookie but the theme cookie: a session
 *   cookie (or any other) means the page may be personal, so it is rendered for that request alone.
 * - Only a 200 HTML answer without Set-Cookie is kept.
 * - The stored bytes are identical for everyone, so the inline scripts are allowed by their SHA-256
 *   in the CSP instead of a per-request nonce; brotli and gzip forms are made once and kept; the
 *   ETag is the bytes' hash and a matching If-None-Match gets 304.
 * - Dropped when any table behind a public page changes (DataCache.onChange), after a time to live
 *   (dates such as "upcoming" meetups move on by themselves), and on deploy (a new process).
 * - Bounded: least recently used entries go first once the byte budget is spent.
 */
export type RenderCacheOptions = {
  /** The build's identity (React Router's manifest version): part of every ETag. */
  buildId: string;
  /** True for the paths whose page is the same for every anonymous visitor. */
  cacheable: (pathname: string) => boolean;
  /** How many versions of the page at `pathname` exist (1 for most). */
  variants?: (pathname: string) => number;
  /** Cookies that do not make a page personal (the theme). */
  neutralCookies: readonly string[];
  dataCache: DataCache;
  dev?: boolean;
  maxBytes?: number;
  ttlMs?: number;
};

/** What CDNs and browsers may do with a cached page: share it a minute, serve stale while refreshing. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_TTL_MS = 5 * 60_000;

export type StoredPage = Stored;

type Stored = {
  html: Buffer;
  encoded: Record<Encoding, Buffer>;
  etag: string;
  csp: string;
  headers: [string, string][];
  status: number;
};

export type RenderCache = {
  handler: PageHandler;
  /**
   * The stored page a Node request would get from `handler` as a hit, without building a Fetch
   * Request (node-listener.ts serves it before the Hono app); undefined when the request is not
   * anonymous, the page is not cacheable or not stored yet: then the request takes the full path.
   */
  lookup(
    method: string | undefined,
    url: string | undefined,
    headers: IncomingHttpHeaders,
  ): StoredPage | undefined;
  clear(): void;
  readonly entries: number;
  readonly bytes: number;
};

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The SHA-256 sources of every inline script of `html`, including those the page adds itself. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs) || !m[2]) continue;
    hashes.add(sha256(m[2]));
  }
  for (const body of afterPaintModuleBodies(html)) hashes.add(sha256(body));
  return [...hashes];
}

function cookieNames(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

function cookieValue(header: string | null, name: string): string {
  for (const part of header?.split(";") ?? []) {
    const [k, ...v] = part.split("=");
    if (k?.trim() === name) return v.join("=").trim();
  }
  return "";
}

/** A visitor whose only cookies are neutral ones (the theme) and who sends no credentials. */
function isAnonymous(
  cookie: string | null | undefined,
  authorization: boolean,
  neutral: Set<string>,
): boolean {
  return !authorization && cookieNames(cookie ?? null).every((name) => neutral.has(name));
}

export function createRenderCache(handler: PageHandler, opts: RenderCacheOptions): RenderCache {
  const store = new Lru<Stored>({
    maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES,
    ttlMs: opts.ttlMs ?? DEFAULT_TTL_MS,
  });
  const inFlight = new Map<string, Promise<Stored | Response>>();
  const neutral = new Set(opts.neutralCookies);
  let generation = 0;
  opts.dataCache.onChange(() => {
    generation++;
    store.clear();
  });

  async function render(request: Request, state: RequestState): Promise<Stored | Response> {
    const started = generation;
    const res = await handler(
      request.method === "GET"
        ? request
        : new Request(request.url, { method: "GET", headers: request.headers }),
      state,
    );
    const type = res.headers.get("Content-Type") ?? "";
    if (res.status !== 200 || !type.startsWith("text/html") || res.headers.has("Set-Cookie")) return res;
    const html = Buffer.from(await res.arrayBuffer());
    const text = html.toString("utf8");
    const [br, gzip] = await Promise.all([compressOnce(html, "br"), compressOnce(html, "gzip")]);
    const headers: [string, string][] = [];
    res.headers.forEach((value, name) => {
      if (
        !/^(content-length|content-security-policy|content-encoding|etag|cache-control|vary)$/i.test(name)
      ) {
        headers.push([name, value]);
      }
    });
    const stored: Stored = {
      html,
      encoded: { br, gzip },
      etag: contentEtag(opts.buildId, html),
      csp: contentSecurityPolicy(undefined, opts.dev === true, inlineScriptHashes(text)),
      headers,
      status: res.status,
    };
    return { ...stored, started } as Stored & { started: number };
  }

  function respond(request: Request, stored: Stored, how: "hit" | "miss"): Response {
    const encoding = selectEncoding(request.headers.get("Accept-Encoding"));
    const headers = new Headers(stored.headers);
    const etag = encodedEtag(stored.etag, encoding);
    headers.set("ETag", etag);
    headers.set("Cache-Control", PAGE_CACHE_CONTROL);
    headers.set("Vary", "Accept-Encoding, Cookie");
    headers.set("Content-Security-Policy", stored.csp);
    headers.set("X-Render-Cache", how);
    const validators = {
      etags: [stored.etag, encodedEtag(stored.etag, "br"), encodedEtag(stored.etag, "gzip")],
    };
    const conditional = {
      ifNoneMatch: request.headers.get("If-None-Match") ?? undefined,
    };
    if (isNotModified(request.method, conditional, validators))
      return new Response(null, { status: 304, headers });
    const body = encoding ? stored.encoded[encoding] : stored.html;
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    // The stored Buffer itself, not a copy: a hit should cost little more than its headers.
    return new Response(request.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
      status: stored.status,
      headers,
    });
  }

  /** The version this request gets (random among the page's versions) and its key in the store. */
  function keyOf(pathname: string, search: string, cookie: string | null | undefined) {
    const count = Math.max(1, opts.variants?.(pathname) ?? 1);
    const variant = count === 1 ? 0 : Math.floor(Math.random() * count);
    let key = pathname + search;
    for (const n of opts.neutralCookies) key += `\u0000${cookieValue(cookie ?? null, n)}`;
    return { variant, key: `${key}\u0000${variant}` };
  }

  const cachedHandler: PageHandler = async (request, state) => {
    const url = new URL(request.url);
    const cookie = request.headers.get("Cookie");
    if (
      (request.method !== "GET" && request.method !== "HEAD") ||
      !isAnonymous(cookie, request.headers.has("Authorization"), neutral) ||
      !opts.cacheable(url.pathname)
    ) {
      return handler(request, state);
    }
    const { variant, key } = keyOf(url.pathname, url.search, cookie);
    const hit = store.get(key);
    if (hit) return respond(request, hit, "hit");
    let pending = inFlight.get(key);
    const mine = !pending;
    if (!pending) {
      pending = render(request, { ...state, variant }).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const result = await pending;
    if (result instanceof Response) {
      // Not cacheable after all (an error, a redirect); a request that joined another's render
      // cannot reuse its body, so it renders for itself.
      return mine ? result : handler(request, state);
    }
    const { started, ...stored } = result as Stored & { started: number };
    if (started === generation) {
      const bytes = stored.html.byteLength + stored.encoded.br.byteLength + stored.encoded.gzip.byteLength;
      store.set(key, stored, bytes);
    }
    return respond(request, stored, "miss");
  };

  const lookup: RenderCache["lookup"] = (method, rawUrl, headers) => {
    if ((method !== "GET" && method !== "HEAD") || !rawUrl || rawUrl[0] !== "/") return undefined;
    if (store.size === 0 || headers.authorization !== undefined) return undefined;
    if (!isAnonymous(headers.cookie, false, neutral)) return undefined;
    const q = rawUrl.indexOf("?");
    const pathname = q === -1 ? rawUrl : rawUrl.slice(0, q);
    // Only addresses the cacheable patterns accept as they are (no escapes, no dot segments), so
    // this key is the one the Fetch path computes from the parsed URL.
    if (!opts.cacheable(pathname)) return undefined;
    const search = q === -1 ? "" : new URL(rawUrl, "http://h").search;
    return store.get(keyOf(pathname, search, headers.cookie).key);
  };

  return {
    handler: cachedHandler,
    lookup,
    clear: () => store.clear(),
    get entries() {
      return store.size;
    },
    get bytes() {
      return store.bytes;
    },
  };
}

/**
 * Sends a stored page straight to Node's response, as `handler` would answer a hit: the same
 * headers (plus `baseHeaders`, the security headers and request id the Hono app adds), the
 * encoding the client takes, 304 for a matching If-None-Match, no body for HEAD.
 */
export function sendStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  stored: StoredPage,
  baseHeaders: Record<string, string>,
): void {
  const encoding = selectEncoding(req.headers["accept-encoding"]);
  const out: Record<string, string | number> = { ...baseHeaders };
  for (const [name, value] of stored.headers) out[name] = value;
  out.ETag = encodedEtag(stored.etag, encoding);
  out["Cache-Control"] = PAGE_CACHE_CONTROL;
  out.Vary = "Accept-Encoding, Cookie";
  out["Content-Security-Policy"] = stored.csp;
  out["X-Render-Cache"] = "hit";
  const ifNoneMatch = req.headers["if-none-match"];
  if (
    ifNoneMatch !== undefined &&
    isNotModified(
      req.method ?? "GET",
      { ifNoneMatch },
      { etags: [stored.etag, encodedEtag(stored.etag, "br"), encodedEtag(stored.etag, "gzip")] },
    )
  ) {
    res.writeHead(304, out);
    res.end();
    return;
  }
  const body = encoding ? stored.encoded[encoding] : stored.html;
  if (encoding) out["Content-Encoding"] = encoding;
  out["Content-Length"] = body.byteLength;
  res.writeHead(stored.status, out);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
