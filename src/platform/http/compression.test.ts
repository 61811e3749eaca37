import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, selectEncoding } from "./compression.ts";
import { isNotModified } from "./conditional.ts";

describe("selectEncoding", () => {
  it("prefers brotli, falls back to gzip, honours q=0 and the wildcard", () => {
    expect(selectEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(selectEncoding("gzip, deflate")).toBe("gzip");
    expect(selectEncoding("br;q=0, gzip")).toBe("gzip");
    expect(selectEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(selectEncoding("*")).toBe("br");
    expect(selectEncoding("identity")).toBeUndefined();
    expect(selectEncoding("*;q=0")).toBeUndefined();
    expect(selectEncoding(undefined)).toBeUndefined();
  });
});

describe("isNotModified", () => {
  const validators = { etags: ['"abc"', '"abc-br"'], lastModifiedMs: Date.UTC(2026, 0, 1, 12, 0, 0, 500) };
  it("compares If-None-Match weakly and lets it decide alone", () => {
    expect(isNotModified("GET", { ifNoneMatch: '"x", W/"abc-br"' }, validators)).toBe(true);
    expect(isNotModified("GET", { ifNoneMatch: "*" }, validators)).toBe(true);
    expect(
      isNotModified(
        "GET",
        { ifNoneMatch: '"x"', ifModifiedSince: "Fri, 01 Jan 2027 00:00:00 GMT" },
        validators,
      ),
    ).toBe(false);
    expect(isNotModified("POST", { ifNoneMatch: '"abc"' }, validators)).toBe(false);
  });
  it("compares If-Modified-Since at whole seconds", () => {
    expect(isNotModified("HEAD", { ifModifiedSince: "Thu, 01 Jan 2026 12:00:00 GMT" }, validators)).toBe(
      true,
    );
    expect(isNotModified("GET", { ifModifiedSince: "Thu, 01 Jan 2026 11:59:59 GMT" }, validators)).toBe(
      false,
    );
    expect(isNotModified("GET", { ifModifiedSince: "yesterday" }, validators)).toBe(false);
  });
});

describe("compression middleware", () => {
  const html = `<!doctype html><p>${"hello world ".repeat(500)}</p>`;
  const app = new Hono();
  app.use(compression());
  app.get("/page", (c) => c.html(html));
  app.get("/tiny", (c) => c.body("ok", 200, { "Content-Type": "text/plain", "Content-Length": "2" }));
  const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Row ${i}` }));
  app.get("/small-json", (c) => c.json({ id: "abc", message: "Thanks!" }, 201));
  app.get("/large-json", (c) => c.json({ rows }, 200, { ETag: '"v1"' }));
  app.get("/svg", (c) =>
    c.body(`<svg>${"<g/>".repeat(500)}</svg>`, 200, { "Content-Type": "image/svg+xml" }),
  );

  it("sends HTML in brotli to a client that takes it, gzip to one that does not", async () => {
    const br = await app.request("/page", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gz = await app.request("/page", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const plain = await app.request("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("compresses SVG and leaves tiny bodies alone", async () => {
    expect(
      (await app.request("/svg", { headers: { "accept-encoding": "br" } })).headers.get("content-encoding"),
    ).toBe("br");
    expect(
      (await app.request("/tiny", { headers: { "accept-encoding": "br" } })).headers.get("content-encoding"),
    ).toBeNull();
  });

  it("sends a small JSON answer whole, with its length, and compresses a large one in one piece", async () => {
    const small = await app.request("/small-json", { headers: { "accept-encoding": "gzip, br" } });
    expect(small.status).toBe(201);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toContain("Accept-Encoding");
    const text = await small.text();
    expect(JSON.parse(text)).toEqual({ id: "abc", message: "Thanks!" });
    expect(small.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));

    const br = await app.request("/large-json", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("etag")).toBe('W/"v1"');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(JSON.parse(zlib.brotliDecompressSync(bytes).toString())).toEqual({ rows });

    const gz = await app.request("/large-json", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual({ rows });

    const plain = await app.request("/large-json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(await plain.text())).toEqual({ rows });
  });
});
