import { spawn } from "node:child_process";
import fs from "node:fs";
import http, { createServer, type Server } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#src/platform/config/config.ts";
import { httpServerOptions } from "#src/platform/http/server-options.ts";
import { createTestApp } from "../helpers/test-app.ts";

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/**
 * A stand-in page build: the server refuses to start without one, and `npm test` builds in a lane
 * beside the unit suite, so the real one may not exist yet when this file runs. The database is
 * opened (and fails) before the pages are ever needed.
 */
function standInBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-limits-build-"));
  fs.mkdirSync(path.join(dir, "server"));
  fs.writeFileSync(path.join(dir, "server/index.js"), "export default {};\n");
  return dir;
}

/** Starts the server entry with this DATABASE_URL and collects how it ends. */
function startWith(databaseUrl: string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const buildDir = standInBuild();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["src/server.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: "0",
        LOG_LEVEL: "silent",
        SEED_DEMO: "0",
        BUILD_DIR: buildDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.stdout.on("data", (d) => (stdout += d));
    const kill = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(kill);
      fs.rmSync(buildDir, { recursive: true, force: true });
      resolve({ code, stderr, stdout });
    });
  });
}

describe("start-up with a DATABASE_URL that does not lead to a database", () => {
  it("exits with one line naming the variable and the reason when nothing listens", async () => {
    const port = await freePort();
    const run = await startWith(`postgres://app:secret-pw@127.0.0.1:${port}/agency`);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `DATABASE_URL: cannot reach PostgreSQL at 127.0.0.1:${port} (connection refused).`,
    );
    expect(run.stderr).not.toContain("secret-pw");
  });

  it("names a database that does not exist (local PostgreSQL; skipped when it does not answer)", async (ctx) => {
    const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    const probe = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
    try {
      await probe.connect();
      await probe.end();
    } catch {
      ctx.skip();
    }
    const url = new URL(base);
    url.pathname = "/no_such_database_here";
    const run = await startWith(url.toString());
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `DATABASE_URL: the database "no_such_database_here" does not exist on ${url.hostname}:${url.port || "5432"}. Create it (createdb no_such_database_here) or correct the URL.`,
    );
  });
});

describe("slow clients", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    server = createServer(
      httpServerOptions({ headersMs: 1000, requestMs: 1500, keepAliveMs: 1000 }),
      getRequestListener(t.app.fetch),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** Opens a raw connection, sends `data`, and resolves with what came back when the server closed it. */
  const trickle = (data: string) =>
    new Promise<{ reply: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      let reply = "";
      const socket = net.connect(port, "127.0.0.1", () => socket.write(data));
      socket.on("data", (d) => (reply += d));
      socket.on("close", () => resolve({ reply, ms: Date.now() - started }));
      socket.on("error", reject);
      setTimeout(() => reject(new Error("the server kept the slow connection open")), 8000).unref();
    });

  it("closes a connection whose headers never finish, and one whose body never arrives", async () => {
    const slowHeaders = trickle("GET /api/identity/admin-status HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n");
    const slowBody = trickle(
      'POST /api/marketing/contact-messages HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:3000\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
    );
    // Others are served meanwhile.
    const res = await fetch(`http://127.0.0.1:${port}/api/identity/admin-status`);
    expect(res.status).toBe(200);
    const [headers, body] = await Promise.all([slowHeaders, slowBody]);
    expect(headers.reply).toMatch(/^HTTP\/1\.1 408|^$/);
    expect(body.reply).toMatch(/^HTTP\/1\.1 408|^$/);
    console.log(`slow headers closed after ${headers.ms} ms, slow body after ${body.ms} ms`);
  });

  it("answers an oversized body with 413 and Connection: close, and the client's next request works", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            method,
            path,
            agent,
            headers: {
              origin: "http://localhost:3000",
              ...(body
                ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
                : {}),
            },
          },
          (res) => {
            let text = "";
            res.on("data", (d) => (text += d));
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
            );
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    try {
      const big = JSON.stringify({ name: "x".repeat(200 * 1024) });
      const refused = await send("POST", "/api/marketing/contact-messages", big);
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe("close");
      expect(JSON.parse(refused.text).error).toBe("The request is too large.");
      // The same agent: it must not reuse the refused connection.
      const next = await send("GET", "/api/identity/admin-status");
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("defaults close slow clients within 20 seconds", () => {
    const { httpTimeouts } = loadConfig({});
    expect(httpTimeouts.headersMs).toBeLessThanOrEqual(20_000);
    expect(httpTimeouts.requestMs).toBeLessThanOrEqual(20_000);
    const options = httpServerOptions(httpTimeouts);
    expect(options.connectionsCheckingInterval).toBeLessThanOrEqual(1000);
  });
});
