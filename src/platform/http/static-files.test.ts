import fs from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/config.ts";
import { createNodeListener } from "./node-listener.ts";
import { loadStaticFiles } from "./static-files.ts";

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(2000))};\n`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`;

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let root: string;
let server: Server;
let base: string;
let appCalls = 0;

function get(urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${urlPath}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-static-"));
  fs.mkdirSync(path.join(root, "assets"));
  fs.writeFileSync(path.join(root, "assets/app-Ab12.js"), SCRIPT);
  // A precompressed form written by the build step wins over compressing at start-up.
  fs.writeFileSync(
    path.join(root, "assets/app-Ab12.js.br"),
    zlib.brotliCompressSync(`// from the build\n${SCRIPT}`),
  );
  fs.writeFileSync(path.join(root, "favicon.svg"), SVG);
  fs.writeFileSync(path.join(root, "photo.png"), Buffer.alloc(4000, 7));
  const files = loadStaticFiles(root);
  const config = loadConfig({ DATA_DIR: root });
  const listener = createNodeListener({
    fetch: () => {
      appCalls++;
      return new Response("from the app", { status: 404, headers: { "x-request-id": "app" } });
    },
    staticFiles: files,
    config,
  });
  server = createServer(listener);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(root, { recursive: true, force: true });
});

describe("static files", () => {
  it("serves a hashed asset from memory in the encoding the client prefers, with immutable caching", async () => {
    const br = await get("/assets/app-Ab12.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(`// from the build\n${SCRIPT}`);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8/);
    expect(Number(br.headers["content-length"])).toBe(br.body.byteLength);
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    expect(br.headers["content-security-policy"]).toContain("script-src 'self';");

    const gz = await get("/assets/app-Ab12.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    const plain = await get("/assets/app-Ab12.js", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("never runs the app's per-request work (log line, nonce, session) for a static file", async () => {
    const before = appCalls;
    const res = await get("/assets/app-Ab12.js");
    expect(res.headers["x-request-id"]).toBeUndefined();
    expect(appCalls).toBe(before);
  });

  it("compresses SVG too", async () => {
    const res = await get("/favicon.svg", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SVG);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("leaves binary files uncompressed", async () => {
    const res = await get("/photo.png", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.body.byteLength).toBe(4000);
  });

  it("answers 304 to If-None-Match and If-Modified-Since, with the validators and no body", async () => {
    const first = await get("/assets/app-Ab12.js", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get("/assets/app-Ab12.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // A weak form of the tag matches too (If-None-Match compares weakly).
    expect(
      (await get("/favicon.svg", { "if-none-match": `W/${(await get("/favicon.svg")).headers.etag}` }))
        .status,
    ).toBe(304);
    expect((await get("/assets/app-Ab12.js", { "if-none-match": '"other"' })).status).toBe(200);
    const lastModified = String(first.headers["last-modified"]);
    expect((await get("/photo.png", { "if-modified-since": lastModified })).status).toBe(304);
    expect((await get("/photo.png", { "if-modified-since": "Thu, 01 Jan 1998 00:00:00 GMT" })).status).toBe(
      200,
    );
  });

  it("answers HEAD with GET's headers and no body", async () => {
    const getRes = await get("/assets/app-Ab12.js", { "accept-encoding": "gzip" });
    const head = await get("/assets/app-Ab12.js", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    for (const name of [
      "content-type",
      "content-length",
      "content-encoding",
      "etag",
      "vary",
      "cache-control",
    ]) {
      expect(head.headers[name], name).toBe(getRes.headers[name]);
    }
  });

  it("passes misses, other methods and paths outside the root to the app", async () => {
    expect((await get("/assets/missing.js")).body.toString()).toBe("from the app");
    expect((await get("/assets/app-Ab12.js", {}, "POST")).body.toString()).toBe("from the app");
    expect((await get("/assets/../../etc/passwd")).body.toString()).toBe("from the app");
    expect((await get("/assets/app-Ab12.js.br")).body.toString()).toBe("from the app");
  });
});
