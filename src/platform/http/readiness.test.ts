import { once } from "node:events";
import http, { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildHttpApp } from "#src/server.ts";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import {
  closeConnectionsWhenStopping,
  createReadiness,
  drainServer,
  graceFor,
  type Readiness,
  readinessAnswer,
} from "./readiness.ts";

describe("readiness states", () => {
  it("is starting, then ready, then stopping for good", () => {
    const r = createReadiness();
    expect(r.state).toBe("starting");
    expect(readinessAnswer(r.state)).toEqual({
      status: 503,
      body: { status: "not ready", reason: "starting" },
    });
    r.ready();
    expect(readinessAnswer(r.state)).toEqual({ status: 200, body: { status: "ready" } });
    r.stop();
    r.ready();
    expect(readinessAnswer(r.state)).toEqual({
      status: 503,
      body: { status: "not ready", reason: "stopping" },
    });
  });

  it("stays stopping when asked to stop before start-up finished", () => {
    const r = createReadiness();
    r.stop();
    r.ready();
    expect(r.state).toBe("stopping");
  });

  it("gives SIGTERM the grace period, and Ctrl-C in a terminal none", () => {
    expect(graceFor("SIGTERM", 5000, true)).toBe(5000);
    expect(graceFor("SIGTERM", 5000, false)).toBe(5000);
    expect(graceFor("SIGINT", 5000, false)).toBe(5000);
    expect(graceFor("SIGINT", 5000, true)).toBe(0);
  });
});

describe("GET /api/ready", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 503 with the reason while starting or stopping, 200 when ready; /api/health stays 200", async () => {
    const readiness = createReadiness();
    const app = buildHttpApp(t.services, undefined, false, false, readiness);
    const ready = async () => {
      const res = await app.request("/api/ready");
      return { status: res.status, body: await res.json(), cache: res.headers.get("cache-control") };
    };
    expect(await ready()).toEqual({
      status: 503,
      body: { status: "not ready", reason: "starting" },
      cache: "no-store",
    });
    readiness.ready();
    expect(await ready()).toMatchObject({ status: 200, body: { status: "ready" } });
    readiness.stop();
    expect(await ready()).toMatchObject({ status: 503, body: { status: "not ready", reason: "stopping" } });
    expect((await app.request("/api/health")).status).toBe(200);
  });

  it("is ready in an app built without a readiness (tests, tools)", async () => {
    expect((await t.app.request("/api/ready")).status).toBe(200);
  });
});

describe("drainServer", () => {
  let server: Server;
  let readiness: Readiness;
  let port: number;
  const streams = new Set<ServerResponse>();
  const agent = new http.Agent({ keepAlive: true });

  /** `/` answers at once, `/slow` after 300 ms, `/stream` until endStreams, `/hang` never. */
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === "/slow") setTimeout(() => res.end("slow"), 300);
    else if (req.url === "/stream") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(": connected\n\n");
      streams.add(res);
    } else if (req.url === "/hang") res.writeHead(200).write("…");
    else res.end("ok");
  };
  const endStreams = () => {
    for (const res of streams) res.end();
    streams.clear();
  };

  const get = (path: string) =>
    new Promise<{
      status: number;
      headers: http.IncomingHttpHeaders;
      body: string;
      socketClosed: Promise<unknown>;
    }>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        const socket = res.socket;
        const socketClosed = new Promise((done) => socket.once("close", done));
        res.on("error", reject);
        res.on("data", (d) => (body += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body,
            socketClosed,
          }),
        );
      });
      req.on("error", reject);
    });

  beforeAll(async () => {
    readiness = createReadiness("ready");
    // Keep-alive as in production (5 s): the drain must not wait for it.
    server = createServer({ keepAliveTimeout: 5000 }, closeConnectionsWhenStopping(readiness, handler));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => agent.destroy());

  it("serves through the grace period with Connection: close, then closes idle connections at once and lets in-flight work finish", async () => {
    const idle = await get("/");
    expect(idle.headers.connection).toBe("keep-alive");
    const slow = get("/slow");
    const stream = get("/stream");
    await new Promise((r) => setTimeout(r, 50));

    readiness.stop();
    const started = performance.now();
    const drained = drainServer({ server, graceMs: 200, drainMs: 3000, endStreams });
    // During the grace period: served as usual, but the connection is not kept.
    const during = await get("/");
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe("close");

    // The kept-alive idle connection is closed when the grace period ends, not 5 s later.
    await idle.socketClosed;
    const idleClosedAfter = performance.now() - started;
    expect((await slow).body).toBe("slow");
    expect((await stream).body).toBe(": connected\n\n");
    const result = await drained;
    expect(result.cut).toBe(0);
    expect(result.graceMs).toBeGreaterThanOrEqual(190);
    expect(result.drainMs).toBeLessThan(1000);
    expect(idleClosedAfter).toBeGreaterThanOrEqual(190);
    expect(idleClosedAfter).toBeLessThan(1000);
    // No longer accepting.
    await expect(get("/")).rejects.toThrow(/ECONNREFUSED/);
  });

  it("cuts what is still busy when the drain bound is over", async () => {
    const bounded = createServer(handler);
    bounded.listen(0, "127.0.0.1");
    await once(bounded, "listening");
    port = (bounded.address() as AddressInfo).port;
    const hanging = get("/hang").catch((err: Error) => err);
    await new Promise((r) => setTimeout(r, 50));
    const result = await drainServer({ server: bounded, graceMs: 0, drainMs: 200, endStreams });
    expect(result.cut).toBe(1);
    expect(result.drainMs).toBeLessThan(1000);
    expect(await hanging).toBeInstanceOf(Error);
  });

  it("skips what is left of the grace period when hurried (a second signal)", async () => {
    const hurried = createServer(handler);
    hurried.listen(0, "127.0.0.1");
    await once(hurried, "listening");
    const result = await drainServer({
      server: hurried,
      graceMs: 10_000,
      drainMs: 10_000,
      endStreams,
      hurry: new Promise((r) => setTimeout(r, 50)),
    });
    expect(result.graceMs).toBeLessThan(1000);
  });
});
