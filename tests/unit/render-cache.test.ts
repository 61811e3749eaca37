import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "#db/schema.ts";
import { listBlogPostSlugs } from "#src/features/content/server/index.ts";
import { getSiteSettings, saveSiteSettings } from "#src/features/site/server/index.ts";
import { dataCacheOf } from "#src/platform/cache/data-cache.ts";
import { loadConfig } from "#src/platform/config/config.ts";
import type { Database } from "#src/platform/db/db.ts";
import type { RequestState } from "#src/platform/http/app-context.ts";
import { createNodeListener } from "#src/platform/http/node-listener.ts";
import { createRenderCache } from "#src/platform/http/render-cache.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { buildHttpApp, createServices } from "#src/server.ts";
import { TEST_SECRET } from "../helpers/test-app.ts";
import { createTestDatabase } from "../helpers/test-db.ts";

const SCRIPT = "window.__page = 1;";
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

let database: Database;
let dataDir: string;
let app: ReturnType<typeof buildHttpApp>;
let renders = 0;
let queries = 0;

/** A stand-in for React Router: the shell's company name, the blog titles, one inline script. */
async function renderPage(request: Request, state: RequestState): Promise<Response> {
  renders++;
  const site = await getSiteSettings(state.services.db);
  const posts = new URL(request.url).pathname === "/blog" ? await listBlogPostSlugs(state.services.db) : [];
  const html = `<!doctype html><html><head><title>${site.companyName}</title></head><body>
<h1>${site.companyName}</h1><ul>${posts.map((p) => `<li>${p.slug}</li>`).join("")}</ul>
<p>variant ${state.variant ?? "none"}</p>${"<p>filler text for compression</p>".repeat(60)}
<script nonce="${state.nonce}">${SCRIPT}</script></body></html>`;
  return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  const before = queries;
  const res = await app.request(url, { method, headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, text: body.toString("utf8"), queries: queries - before };
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Count every statement the app sends to the database.
  const client = database.pglite ?? database.pool;
  const original = client!.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    queries++;
    return original(...args);
  };
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-render-cache-"));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000", SEED_DEMO: "0" });
  const services = createServices(config, silentLogger, database, TEST_SECRET);
  const cache = createRenderCache(renderPage, {
    buildId: "test-build",
    cacheable: (p) => p === "/" || p === "/blog",
    variants: (p) => (p === "/" ? 3 : 1),
    neutralCookies: ["theme"],
    dataCache: dataCacheOf(database.db),
  });
  app = buildHttpApp(services, cache.handler);
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("render cache", () => {
  it("renders an anonymous page once, then serves it from memory without a database query", async () => {
    const first = await get("/blog");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("x-render-cache")).toBe("miss");
    expect(first.queries).toBeGreaterThan(0);
    const rendersBefore = renders;
    const second = await get("/blog");
    expect(second.res.headers.get("x-render-cache")).toBe("hit");
    expect(renders).toBe(rendersBefore);
    expect(second.queries).toBe(0);
    expect(second.text).toBe(first.text);
    expect(second.res.headers.get("cache-control")).toContain("s-maxage=");
    expect(second.res.headers.get("cache-control")).toContain("stale-while-revalidate=");
  });

  it("allows the cached page's inline scripts by their hash, not by a stale nonce", async () => {
    const { res, text } = await get("/blog");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`'${sha256(SCRIPT)}'`);
    expect(csp).not.toContain("'nonce-");
    expect(text).toContain(SCRIPT);
  });

  it("never gives a signed-in visitor (a session cookie) the cached HTML", async () => {
    await get("/blog");
    const rendersBefore = renders;
    const cookie = "theme=dark; better-auth.session_token=abc.def";
    const a = await get("/blog", { cookie });
    const b = await get("/blog", { cookie });
    expect(renders).toBe(rendersBefore + 2);
    for (const r of [a, b]) {
      expect(r.res.headers.get("x-render-cache")).toBeNull();
      expect(r.res.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
      expect(r.res.headers.get("cache-control") ?? "").not.toContain("public");
    }
    // Their nonce is fresh and matches the page's script.
    const nonce = /'nonce-([^']+)'/.exec(a.res.headers.get("content-security-policy") ?? "")?.[1];
    expect(a.text).toContain(`<script nonce="${nonce}">`);
  });

  it("shows an edited setting on the next anonymous request", async () => {
    await get("/");
    const site = await getSiteSettings(database.db);
    await saveSiteSettings(database.db, { ...site, companyName: "Renamed Forge Co" });
    const after = await get("/");
    expect(after.text).toContain("<h1>Renamed Forge Co</h1>");
  });

  it("shows a published blog post on the next anonymous request, whoever wrote it", async () => {
    await get("/blog");
    expect((await get("/blog")).res.headers.get("x-render-cache")).toBe("hit");
    // A write straight to the table (no service call): the table's trigger announces it.
    await database.db.insert(blogPosts).values({
      slug: "fresh-off-the-press",
      title: "Fresh off the press",
      excerpt: "x",
      content: "x",
      author: "x",
      readTime: "1 min",
      publishedDate: "2026-11-24",
    });
    // On PGlite the notification arrives before the insert returns; PostgreSQL delivers it a
    // moment later over the listening connection.
    await vi.waitFor(async () => {
      const after = await get("/blog");
      expect(after.text).toContain("<li>fresh-off-the-press</li>");
    });
  });

  it("answers If-None-Match with 304 and serves the stored brotli and gzip forms", async () => {
    const plain = await get("/blog");
    const br = await get("/blog", { "accept-encoding": "gzip, br" });
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const gz = await get("/blog", { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.text);
    const etag = br.res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/blog", { "accept-encoding": "gzip, br", "if-none-match": etag });
    expect(again.res.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    const head = await get("/blog", { "accept-encoding": "gzip, br" }, "HEAD");
    expect(head.body.byteLength).toBe(0);
    expect(head.res.headers.get("content-length")).toBe(br.res.headers.get("content-length"));
  });

  it("keeps each version of a page with versions (the home page's taglines) and a theme apart", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(/variant (\d)/.exec((await get("/")).text)?.[1] ?? "none");
    expect([...seen].sort()).toEqual(["0", "1", "2"]);
    const light = await get("/", { cookie: "theme=light" });
    const lightAgain = await get("/", { cookie: "theme=light" });
    expect(light.res.headers.get("x-render-cache")).not.toBeNull();
    expect(lightAgain.res.headers.get("x-render-cache")).not.toBeNull();
  });

  it("reads the site settings once for uncached renders too (anonymous, page not cached)", async () => {
    await get("/not-cached");
    const second = await get("/not-cached");
    expect(second.res.headers.get("x-render-cache")).toBeNull();
    expect(second.queries).toBe(0);
  });
});

describe("render cache hits answered before the Hono app (node-listener.ts)", () => {
  let server: http.Server;
  let base: string;
  let appCalls = 0;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000", SEED_DEMO: "0" });
    const cache = createRenderCache(renderPage, {
      buildId: "test-build",
      cacheable: (p) => p === "/" || p === "/blog",
      variants: (p) => (p === "/" ? 3 : 1),
      neutralCookies: ["theme"],
      dataCache: dataCacheOf(database.db),
    });
    const services = createServices(config, silentLogger, database, TEST_SECRET);
    const honoApp = buildHttpApp(services, cache.handler);
    server = http.createServer(
      createNodeListener({
        fetch: (request) => {
          appCalls++;
          return honoApp.fetch(request);
        },
        staticFiles: undefined,
        config,
        renderCache: cache,
        logger: silentLogger,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function fetchRaw(pathname: string, headers: Record<string, string> = {}, method = "GET") {
    const before = appCalls;
    const res = await fetch(base + pathname, { method, headers });
    const body = Buffer.from(await res.arrayBuffer());
    return { res, text: body.toString("utf8"), body, viaApp: appCalls > before };
  }

  it("serves a stored page without the app, with the same headers the app gives a hit", async () => {
    const miss = await fetchRaw("/blog?fast=1");
    expect(miss.viaApp).toBe(true);
    expect(miss.res.headers.get("x-render-cache")).toBe("miss");
    const hit = await fetchRaw("/blog?fast=1");
    expect(hit.viaApp).toBe(false);
    expect(hit.res.headers.get("x-render-cache")).toBe("hit");
    expect(hit.text).toBe(miss.text);
    for (const name of [
      "content-type",
      "etag",
      "cache-control",
      "vary",
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(hit.res.headers.get(name), name).toBe(miss.res.headers.get(name));
    }
    expect(hit.res.headers.get("content-security-policy")).toContain(`'${sha256(SCRIPT)}'`);
    expect(hit.res.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    expect(hit.res.headers.get("x-request-id")).not.toBe(miss.res.headers.get("x-request-id"));
    // A well-formed incoming request id is kept; a malformed one is replaced.
    expect(
      (await fetchRaw("/blog?fast=1", { "x-request-id": "abc-123" })).res.headers.get("x-request-id"),
    ).toBe("abc-123");
    expect(
      (await fetchRaw("/blog?fast=1", { "x-request-id": "bad id!" })).res.headers.get("x-request-id"),
    ).not.toBe("bad id!");
  });

  it("negotiates the stored encodings, answers 304 and HEAD like the app does", async () => {
    await fetchRaw("/blog");
    const br = await fetchRaw("/blog", { "accept-encoding": "br" });
    expect(br.viaApp).toBe(false);
    expect(br.res.headers.get("content-encoding")).toBe("br");
    const etag = br.res.headers.get("etag") ?? "";
    expect(etag).toMatch(/-br"$/);
    const notModified = await fetchRaw("/blog", { "accept-encoding": "br", "if-none-match": etag });
    expect(notModified.viaApp).toBe(false);
    expect(notModified.res.status).toBe(304);
    const other = await fetchRaw("/blog", {
      "if-none-match": '"something-else"',
      "accept-encoding": "identity",
    });
    expect(other.res.status).toBe(200);
    expect(other.res.headers.get("content-encoding")).toBeNull();
    const head = await fetchRaw("/blog", { "accept-encoding": "identity" }, "HEAD");
    expect(head.viaApp).toBe(false);
    expect(head.body.byteLength).toBe(0);
    expect(head.res.headers.get("content-length")).toBe(String(other.body.byteLength));
  });

  it("sends a signed-in visitor, another cookie, credentials or a non-GET to the app", async () => {
    await fetchRaw("/blog");
    expect((await fetchRaw("/blog")).viaApp).toBe(false);
    expect(
      (await fetchRaw("/blog", { cookie: "theme=dark" })).res.headers.get("x-render-cache"),
    ).not.toBeNull();
    const personal: Record<string, string>[] = [
      { cookie: "better-auth.session_token=abc.def" },
      { cookie: "theme=dark; better-auth.session_token=abc.def" },
      { cookie: "other=1" },
      { authorization: "Bearer x" },
    ];
    for (const headers of personal) {
      const r = await fetchRaw("/blog", headers);
      expect(r.viaApp, JSON.stringify(headers)).toBe(true);
      expect(r.res.headers.get("x-render-cache")).toBeNull();
      expect(r.res.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    }
    expect((await fetchRaw("/blog", {}, "POST")).viaApp).toBe(true);
    // A page not in the cacheable list.
    expect((await fetchRaw("/not-cached")).viaApp).toBe(true);
  });

  it("stops serving a page once its content changed", async () => {
    await fetchRaw("/blog");
    expect((await fetchRaw("/blog")).viaApp).toBe(false);
    const site = await getSiteSettings(database.db);
    await saveSiteSettings(database.db, { ...site, companyName: "Fast Path Co" });
    const after = await fetchRaw("/blog");
    expect(after.viaApp).toBe(true);
    expect(after.text).toContain("<h1>Fast Path Co</h1>");
  });
});
