import type { ChildProcess } from "node:child_process";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import { finished, lines, repoRoot, spawnNode } from "../../../tests/unit/embedded-db/helpers.ts";
import type { Database } from "../db/db.ts";

/**
 * Rolling restarts behind a balancer (docs/deploy.md, "Rolling restarts"): two real app processes
 * on one PostgreSQL database, a small round-robin balancer in front that probes GET /api/ready on
 * each every 100 ms and sends nothing to a process that is not ready, visitors' form submissions
 * and page reads through it, and each process restarted in turn (SIGTERM, exit, start, ready).
 * No request may fail, and every acknowledged submission is stored exactly once.
 *
 * The balancer never retries: a request it sent to a process that then closed the connection, or
 * a connection refused, is a failed request here. Before readiness and the grace period, each
 * restart failed about one request in 1,600 that way.
 */

// The balancer's health check, as HAProxy's `inter 100 fall 2 rise 1 timeout check 1s`: a probe
// every 100 ms, out of rotation after two failed probes in a row (not 200, refused, or no answer
// within the timeout), back in after one success.
const PROBE_MS = 100;
const PROBE_FALL = 2;
const PROBE_TIMEOUT_MS = 1000;
// At least probe interval × failure threshold + probe timeout (docs/deploy.md): by then the
// balancer has taken the process out of rotation.
const GRACE_MS = 1500;
// Visitors sending one request after the other: enough to keep connections busy at every moment
// of a restart, light enough to leave the restarting process some CPU.
const WORKERS = 4;
// Alone the test takes about 30 s; beside the rest of the suite on two cores, starts are slower.
const TEST_TIMEOUT_MS = 180_000;
const PAGES = ["/", "/about", "/services", "/work"];
const AUTH_SECRET = "rolling-restart-secret-0123456789-abcdef";

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The production build the processes serve pages from: BUILD_DIR, else build/ (CI's `npm test`
 * builds it before `npm run test:pg`), else one made for this run in node_modules/.cache (about
 * 10 s), so the shared build/ folder is never written here.
 */
function productionBuild(): { dir: string; temporary: boolean } {
  const shared = path.resolve(repoRoot, process.env.BUILD_DIR ?? "build");
  if (fs.existsSync(path.join(shared, "server/index.js"))) return { dir: shared, temporary: false };
  const dir = path.join(repoRoot, "node_modules/.cache", `rolling-restart-build-${process.pid}`);
  const built = spawnSync(path.join(repoRoot, "node_modules/.bin/react-router"), ["build"], {
    cwd: repoRoot,
    env: { ...process.env, BUILD_DIR: dir },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`react-router build failed:\n${built.stdout}\n${built.stderr}`);
  return { dir, temporary: true };
}

type Backend = {
  name: string;
  port: number;
  child?: ChildProcess;
  exited?: ReturnType<typeof finished>;
  /** The balancer's view: only a 200 from /api/ready puts the process in rotation. */
  ready: boolean;
  /** Failed probes in a row. */
  failures: number;
  /** When a probe last succeeded (performance.now()). */
  lastOkAt: number;
  served: number;
  /** What the probes saw, in order, deduplicated: "ready", "not ready: stopping", "down"… */
  seen: string[];
  startups: Record<string, unknown>[];
  shutdowns: Record<string, unknown>[];
};

/**
 * The tiny balancer: node:http proxy, keep-alive agent to the backends, no retries. Like nginx's
 * `keepalive` pool it keeps only a few idle connections and opens new ones as load comes and goes.
 */
function createBalancer(backends: Backend[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32, maxFreeSockets: 2 });
  const inFlightProbes = new Set<Backend>();
  const note = (b: Backend, what: string) => {
    if (b.seen.at(-1) !== what) b.seen.push(what);
  };
  const result = (b: Backend, ok: boolean, what: string) => {
    inFlightProbes.delete(b);
    b.failures = ok ? 0 : b.failures + 1;
    if (ok) b.lastOkAt = performance.now();
    if (ok) b.ready = true;
    else if (b.failures >= PROBE_FALL) b.ready = false;
    note(b, what);
  };
  const probe = (b: Backend) => {
    if (inFlightProbes.has(b)) return;
    inFlightProbes.add(b);
    const req = http.get(
      { host: "127.0.0.1", port: b.port, path: "/api/ready", agent: false, timeout: PROBE_TIMEOUT_MS },
      (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => {
          const ok = res.statusCode === 200;
          let reason = "";
          try {
            reason = (JSON.parse(body) as { reason?: string }).reason ?? "";
          } catch {}
          result(b, ok, ok ? "ready" : `${res.statusCode}${reason ? ` ${reason}` : ""}`);
        });
      },
    );
    let timedOut = false;
    req.on("timeout", () => {
      timedOut = true;
      req.destroy();
    });
    req.on("error", () => result(b, false, timedOut ? "timeout" : "down"));
  };
  const probes = setInterval(() => {
    for (const b of backends) probe(b);
  }, PROBE_MS);

  let next = 0;
  const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "proxy-connection", "upgrade"]);
  const strip = (headers: http.IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(headers).filter(([k]) => !hopByHop.has(k)));
  const server = http.createServer((req, res) => {
    const candidates = backends.filter((b) => b.ready);
    if (candidates.length === 0) {
      res.writeHead(503, { "x-balancer": "no backend ready" }).end();
      return;
    }
    const b = candidates[next++ % candidates.length]!;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: b.port,
        method: req.method,
        path: req.url,
        headers: strip(req.headers),
        agent,
      },
      (ures) => {
        b.served++;
        res.writeHead(ures.statusCode!, { ...strip(ures.headers), "x-backend": b.name });
        ures.pipe(res);
      },
    );
    upstream.on("error", (err: NodeJS.ErrnoException) => {
      if (!res.headersSent) res.writeHead(502, { "x-balancer": `${b.name} ${err.code ?? err.message}` });
      res.end();
    });
    req.pipe(upstream);
  });
  return {
    server,
    close: async () => {
      clearInterval(probes);
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Outcome = { method: string; path: string; status: number | string; detail?: string; at: number };

describe.skipIf(!process.env.TEST_DATABASE_URL)("rolling restart of two processes behind a balancer", () => {
  let database: Database & { url?: string };
  let build: { dir: string; temporary: boolean };
  let balancer: ReturnType<typeof createBalancer>;
  let balancerUrl: string;
  let dataDir: string;
  const backends: Backend[] = [];
  const t0 = performance.now();
  const now = () => Math.round(performance.now() - t0);

  const start = (b: Backend) => {
    const child = spawnNode("src/server.ts", [], {
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      PORT: String(b.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: balancerUrl,
      AUTH_SECRET,
      SEED_DEMO: "0",
      SETUP_CODE: "rolling-restart-setup-code",
      FLARE_CANVAS_PASSWORD: "rolling-restart-canvas",
      // Every visitor here comes from the balancer's address.
      RATE_LIMIT_SCALE: "1000",
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      BUILD_DIR: build.dir,
      LOG_LEVEL: "info",
    });
    b.child = child;
    b.exited = finished(child);
    // A test worker that dies without its teardown must not leave the process behind.
    const kill = () => child.kill("SIGKILL");
    process.once("exit", kill);
    void b.exited.then(() => process.removeListener("exit", kill));
    lines(child, (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      if (entry.msg === "server started") b.startups.push({ at: now(), ...entry });
      else if (typeof entry.msg === "string" && /shutting down|shutdown|database closed/.test(entry.msg))
        b.shutdowns.push({ at: now(), ...entry });
    });
    return performance.now();
  };

  /** Until the balancer has seen the process started at `since` ready (its own probe, not ours). */
  const untilInRotation = async (b: Backend, since: number) => {
    while (!b.ready || b.lastOkAt < since) {
      if (b.child?.exitCode !== null && b.child?.exitCode !== undefined) {
        const run = await b.exited!;
        throw new Error(`${b.name} exited (${run.code}) before it was ready:\n${run.stderr}`);
      }
      await delay(20);
    }
  };

  beforeAll(async () => {
    build = productionBuild();
    // Local files (none are written here): the database is PostgreSQL.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rolling-restart-"));
    database = await createTestDatabase();
    for (const name of ["a", "b"]) {
      backends.push({
        name,
        port: await freePort(),
        ready: false,
        failures: 0,
        lastOkAt: 0,
        served: 0,
        seen: [],
        startups: [],
        shutdowns: [],
      });
    }
    balancer = createBalancer(backends);
    await new Promise<void>((resolve) => balancer.server.listen(0, "127.0.0.1", resolve));
    balancerUrl = `http://127.0.0.1:${(balancer.server.address() as net.AddressInfo).port}`;
    await Promise.all(backends.map((b) => untilInRotation(b, start(b))));
  });

  afterAll(async () => {
    await balancer?.close();
    for (const b of backends) {
      if (b.child && b.child.exitCode === null) {
        b.child.kill("SIGTERM");
        const killer = setTimeout(() => b.child?.kill("SIGKILL"), 10_000);
        await b.exited;
        clearTimeout(killer);
      }
    }
    await database?.close();
    if (build?.temporary) fs.rmSync(build.dir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "fails no request and stores every acknowledged submission once",
    async () => {
      const client = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
      const outcomes: Outcome[] = [];
      const acknowledged = new Set<string>();
      let submissions = 0;
      let running = true;

      const send = (method: string, urlPath: string, body?: string, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; text: string; backend: string }>((resolve, reject) => {
          const req = http.request(`${balancerUrl}${urlPath}`, { method, headers, agent: client }, (res) => {
            let text = "";
            res.on("data", (d) => (text += d));
            res.on("end", () =>
              resolve({
                status: res.statusCode!,
                text: text || String(res.headers["x-balancer"] ?? ""),
                backend: String(res.headers["x-backend"] ?? ""),
              }),
            );
            res.on("error", reject);
          });
          req.on("error", reject);
          req.end(body);
        });

      const worker = async () => {
        for (let i = 0; running; i++) {
          const post = i % 2 === 0;
          const n = submissions++;
          const contact = `visitor-${n}@rolling.example`;
          const [method, urlPath] = post
            ? ["POST", "/api/marketing/contact-submissions"]
            : ["GET", PAGES[i % PAGES.length]!];
          try {
            const res = post
              ? await send(
                  "POST",
                  urlPath,
                  JSON.stringify({
                    full_name: `Visitor ${n}`,
                    job_title: "CTO",
                    company_name: "Rolling Restarts Ltd",
                    segment: "enterprise",
                    service_type: "Cloud Migration",
                    goal: "enhance security posture",
                    timeframe: "1-3 months",
                    contact_method: "Email",
                    contact_info: contact,
                  }),
                  {
                    "content-type": "application/json",
                    origin: balancerUrl,
                    "idempotency-key": `rolling-${n}`,
                  },
                )
              : await send("GET", urlPath, undefined, { "accept-encoding": "gzip, br" });
            const expected = post ? 201 : 200;
            if (res.status === expected) {
              if (post) acknowledged.add(contact);
              outcomes.push({ method, path: urlPath, status: res.status, at: now() });
            } else {
              outcomes.push({
                method,
                path: urlPath,
                status: res.status,
                detail: res.text.slice(0, 200),
                at: now(),
              });
            }
          } catch (err) {
            outcomes.push({ method, path: urlPath, status: "error", detail: String(err), at: now() });
          }
        }
      };

      const load = Array.from({ length: WORKERS }, () => worker());
      await delay(1000);
      const restarts: { name: string; stopMs: number; exit: number | null; readyAgainMs: number }[] = [];
      for (const b of backends) {
        const stopAt = performance.now();
        b.child!.kill("SIGTERM");
        const run = await b.exited!;
        const stopMs = Math.round(performance.now() - stopAt);
        const spawnedAt = start(b);
        await untilInRotation(b, spawnedAt);
        restarts.push({
          name: b.name,
          stopMs,
          exit: run.code,
          readyAgainMs: Math.round(performance.now() - spawnedAt),
        });
        // Back in rotation and taking its share: it serves a request of the load again. Waited
        // for, not timed: on a busy machine the first one may take a few seconds to reach it.
        const servedBefore = b.served;
        const waitUntil = performance.now() + 30_000;
        while (b.served <= servedBefore && performance.now() < waitUntil) await delay(50);
        expect(b.served, `${b.name} serves again after its restart`).toBeGreaterThan(servedBefore);
      }
      running = false;
      await Promise.all(load);
      client.destroy();

      const failed = outcomes.filter((o) => o.status !== (o.method === "POST" ? 201 : 200));
      console.log(
        JSON.stringify(
          {
            requests: outcomes.length,
            submissions: acknowledged.size,
            failed: failed.length,
            restarts,
            probes: Object.fromEntries(backends.map((b) => [b.name, b.seen])),
            startups: backends.flatMap((b) =>
              b.startups.map((s) => ({
                backend: b.name,
                ms: s.ms,
                sinceProcessStart: s.sinceProcessStart,
                phases: s.phases,
              })),
            ),
            shutdowns: backends.flatMap((b) =>
              b.shutdowns.map((s) => ({
                backend: b.name,
                at: s.at,
                msg: s.msg,
                graceMs: s.graceMs,
                drainMs: s.drainMs,
                cut: s.cut,
                ms: s.ms,
              })),
            ),
          },
          null,
          1,
        ),
      );
      expect(failed).toEqual([]);
      expect(acknowledged.size).toBeGreaterThan(50);
      for (const r of restarts) expect(r.exit, `${r.name} exits 0 on SIGTERM`).toBe(0);
      // Each process told the balancer it was stopping before it went away.
      for (const b of backends)
        expect(b.seen.join(" → ")).toMatch(/ready → 503 stopping → (timeout → )*down/);

      const rows = (
        (await database.db.execute(
          sql`select contact_info, count(*)::int as n from madlib_contact_submissions
            where contact_info like '%@rolling.example' group by contact_info`,
        )) as unknown as { rows: { contact_info: string; n: number }[] }
      ).rows;
      expect(
        rows.filter((r) => r.n !== 1),
        "submissions stored more than once",
      ).toEqual([]);
      expect(new Set(rows.map((r) => r.contact_info))).toEqual(acknowledged);
    },
    TEST_TIMEOUT_MS,
  );
});
