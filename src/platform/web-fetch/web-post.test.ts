import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebFetchError } from "./web-fetch.ts";
import { checkPublicUrl, postToPublicUrl } from "./web-post.ts";

let server: http.Server;
let base: string;
const seen: { path: string; method: string; body: string }[] = [];
const local = { allowPrivateTargetForTests: (t: { address: string }) => t.address === "127.0.0.1" };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen.push({ path: req.url ?? "", method: req.method ?? "", body: Buffer.concat(chunks).toString() });
      const port = (server.address() as AddressInfo).port;
      if (req.url === "/keep") return res.writeHead(308, { location: "/ok" }).end();
      if (req.url === "/see-other") return res.writeHead(303, { location: "/ok" }).end();
      if (req.url === "/metadata") return res.writeHead(307, { location: "http://169.254.169.254/x" }).end();
      if (req.url === "/loop") return res.writeHead(307, { location: `http://127.0.0.1:${port}/loop` }).end();
      if (req.url === "/big") return res.writeHead(200).end("y".repeat(100_000));
      if (req.url === "/slow") return setTimeout(() => res.writeHead(200).end(), 2_000);
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof WebFetchError ? e.kind : String(e)),
  );

describe("postToPublicUrl", () => {
  it("refuses the local server unless a test allows it", async () => {
    expect(await refusal(postToPublicUrl(`${base}/ok`, "{}"))).toBe("blocked-address");
    const res = await postToPublicUrl(`${base}/ok`, '{"a":1}', { ...local, headers: { "x-a": "1" } });
    expect(res).toMatchObject({ status: 200, body: "ok" });
    expect(seen.at(-1)).toMatchObject({ method: "POST", body: '{"a":1}' });
  });

  it("follows 307/308 with the body, checks each hop, and does not follow 303", async () => {
    seen.length = 0;
    expect((await postToPublicUrl(`${base}/keep`, "B", local)).status).toBe(200);
    expect(seen.map((s) => `${s.method} ${s.path} ${s.body}`)).toEqual(["POST /keep B", "POST /ok B"]);
    expect((await postToPublicUrl(`${base}/see-other`, "B", local)).status).toBe(303);
    expect(await refusal(postToPublicUrl(`${base}/metadata`, "B", local))).toBe("blocked-address");
    expect((await postToPublicUrl(`${base}/loop`, "B", local)).status).toBe(307);
  });

  it("keeps only the start of a long answer, and gives up after its timeout", async () => {
    const big = await postToPublicUrl(`${base}/big`, "", { ...local, maxResponseBytes: 1024 });
    expect(big.body).toHaveLength(1024);
    expect(await refusal(postToPublicUrl(`${base}/slow`, "", { ...local, timeoutMs: 200 }))).toBe("timeout");
  });

  it("refuses http:// when https is required, on the first URL and on a redirect", async () => {
    expect(await refusal(postToPublicUrl(`${base}/ok`, "", { ...local, requireHttps: true }))).toBe("scheme");
    expect(await refusal(checkPublicUrl(`${base}/ok`, { ...local, requireHttps: true }))).toBe("scheme");
    expect((await checkPublicUrl(`${base}/ok`, local)).href).toBe(`${base}/ok`);
    expect(await refusal(checkPublicUrl("https://[fe80::1]/x"))).toBe("blocked-address");
  });
});
