import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import { type Database, openDatabase } from "../db/db.ts";

/** A TCP proxy in front of PostgreSQL that the test can cut (every connection dropped) and restore. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const stop = async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server?.close(resolve));
  };
  return { start, stop };
}

// PostgreSQL only: PGlite runs in this process and cannot be cut off.
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL going away behind a TCP proxy", () => {
  let base: Database & { url?: string };
  let proxied: Database;
  let proxy: ReturnType<typeof tcpProxy>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    base = await createTestDatabase();
    const url = new URL(base.url!);
    proxy = tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(await proxy.start());
    proxied = await openDatabase({ databaseUrl: url.toString() });
    t = await createTestApp({ database: proxied });
  });
  afterAll(async () => {
    await proxy.stop().catch(() => {});
    await proxied.close().catch(() => {});
    await base.close();
  });

  const message = { name: "Paula Proxy", email: "paula@proxy.example", message: "Still there?" };

  it("answers 503 with Retry-After while the database refuses, and recovers when it is back", async () => {
    expect((await t.client().post("/api/marketing/contact-messages", message)).status).toBe(201);
    await proxy.stop();
    for (const [method, url, body] of [
      ["POST", "/api/marketing/contact-messages", message],
      ["GET", "/api/guides/mvp-launch-checklist", undefined],
      ["GET", "/api/identity/admin-status", undefined],
      ["GET", "/api/health", undefined],
    ] as const) {
      const res = await t.client().request(method, url, body);
      expect(res.status, url).toBe(503);
      expect(res.headers.get("retry-after"), url).toMatch(/^\d+$/);
    }
    await proxy.start();
    expect((await t.client().post("/api/marketing/contact-messages", message)).status).toBe(201);
  });
});
