// Lead capture under load: 2,000 home-form submissions at concurrency 30 against a real app
// instance, then the stored rows counted in the database (exactly 2,000 submissions and 2,000 leads
// expected), then 200 of them retried with their Idempotency-Key (nothing new may be stored).
// Every lead is routed as it is written (issue 30): a round-robin rule over two colleagues, one of
// whom wants an email, so each capture also writes its assignment, audit row and notification;
// exactly one assignment per lead is expected. Run on
// the embedded PGlite and, when PostgreSQL answers on 127.0.0.1:5432, on a fresh PostgreSQL
// database. Figures, not tests. Run alone with `node bench/capture.ts`.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { serverEnv } from "./app-server.ts";
import { freePort, spawnNode, stopChild, waitFor200 } from "./processes.ts";

type BenchRow = { name: string; value: number; unit: string; note?: string };

export const SUBMISSIONS = 2_000;
export const CONCURRENCY = 30;
const RETRIED = 200;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function submission(run: string, i: number) {
  return {
    full_name: `Bench Person ${i}`,
    job_title: "Founder",
    company_name: `Bench Co ${i}`,
    segment: "startup",
    service_type: "MVP Development",
    goal: "launch our MVP",
    timeframe: "1-3 months",
    contact_method: "Email",
    contact_info: `bench-${run}-${i}@capture.example`,
  };
}

/**
 * Keep-alive connections, one per request in flight, through node:http rather than fetch: the
 * load generator runs on the same two cores as the server and PostgreSQL, and fetch (undici) cost
 * it about 2 ms of CPU per request, about a sixth of what the server spends on a capture.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(baseUrl: string, body: unknown, key: string) {
  const started = performance.now();
  const payload = Buffer.from(JSON.stringify(body));
  const url = new URL(`${baseUrl}/api/marketing/contact-submissions`);
  return new Promise<{ status: number; ms: number; replayed: boolean }>((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": payload.byteLength,
          origin: baseUrl,
          "idempotency-key": key,
          "accept-encoding": "gzip, br",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            replayed: res.headers["idempotent-replayed"] !== undefined,
          }),
        );
        res.on("error", () => resolve({ status: 0, ms: performance.now() - started, replayed: false }));
      },
    );
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started, replayed: false }));
    req.end(payload);
  });
}

/** CPU time (user + system, ms) of the given processes so far, from /proc (Linux). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended (a PostgreSQL backend that closed): its time is lost to both readings.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The PostgreSQL server's processes (postmaster and backends) on this machine. */
function postgresPids(): number[] {
  if (!fs.existsSync("/proc")) return [];
  return fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Sends every body with at most `concurrency` requests in flight. */
async function pool<T>(items: T[], concurrency: number, send: (item: T) => ReturnType<typeof post>) {
  const results: Awaited<ReturnType<typeof post>>[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        results.push(await send(item));
      }
    }),
  );
  return results;
}

type Counts = {
  submissions: number;
  leads: number;
  assignments: number;
  assignedLeads: number;
  mails: number;
};
const COUNT_SQL = (run: string) => [
  `select count(*)::int as n from madlib_contact_submissions where contact_info like 'bench-${run}-%'`,
  `select count(*)::int as n from leads where email like 'bench-${run}-%'`,
  `select count(*)::int as n from lead_assignments a join leads l on l.id = a.lead_id where l.email like 'bench-${run}-%'`,
  `select count(distinct a.lead_id)::int as n from lead_assignments a join leads l on l.id = a.lead_id where l.email like 'bench-${run}-%'`,
  `select count(*)::int as n from mail_outbox where kind = 'crm-lead-assigned' and subject like '%Bench Person%'`,
];
const countAll = async (run: string, n: (q: string) => Promise<number>): Promise<Counts> => {
  const [submissions, leads, assignments, assignedLeads, mails] = COUNT_SQL(run);
  return {
    submissions: await n(submissions!),
    leads: await n(leads!),
    assignments: await n(assignments!),
    assignedLeads: await n(assignedLeads!),
    mails: await n(mails!),
  };
};

/** As the demo admin: a round-robin rule over the demo employee and admin; the employee wants email. */
async function setUpRouting(baseUrl: string) {
  const cookies: string[] = [];
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { "content-type": "application/json", origin: baseUrl, cookie: cookies.join("; ") },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) cookies.push(c.split(";")[0]!);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const signIn = (email: string, password: string) =>
    call("POST", "/api/identity/sign-in", { email, password, portal: "general" });
  await signIn("employee@demo.agency.example", "demo-employee-pass");
  await call("PUT", "/api/crm/preferences", { emailOnAssignment: true });
  cookies.length = 0;
  await signIn("admin@demo.agency.example", "demo-admin-pass");
  const { staff } = (await call("GET", "/api/crm/staff")) as { staff: { id: string }[] };
  await call("POST", "/api/crm/routing/rules", {
    name: `Bench round-robin ${Date.now()}`,
    staffIds: staff.map((s) => s.id),
  });
}

/**
 * `processes` app processes on the one database (PostgreSQL only): the production setup of
 * docs/deploy.md, one process per core behind a balancer. The load generator is the balancer here,
 * sending the requests to the processes in turn.
 */
async function measure(
  label: string,
  env: Record<string, string>,
  count: (run: string) => Promise<Counts>,
  processes = 1,
) {
  const children: ReturnType<typeof spawnNode>[] = [];
  const baseUrls: string[] = [];
  const run = randomUUID().slice(0, 8);
  const bodies = Array.from({ length: SUBMISSIONS }, (_, i) => ({
    body: submission(run, i),
    key: `${run}-${i}`,
  }));
  let stats: { wallMs: number; acked: number; statuses: Record<string, number>; times: number[] };
  let retries: Awaited<ReturnType<typeof post>>[];
  let cpu = { server: 0, pg: 0, client: 0 };
  try {
    // One after another: the first migrates and seeds, the next find it done.
    for (let i = 0; i < processes; i++) {
      const port = await freePort();
      const child = spawnNode(
        `capture-${label}-${i + 1}`,
        ["src/server.ts"],
        serverEnv(port, {
          // The demo accounts own the routed leads (setUpRouting).
          SEED_DEMO: "1",
          NODE_ENV: "production",
          // One client address sends every request here; the limits are not what is measured.
          RATE_LIMIT_SCALE: "1000",
          // A profile of the server alone: BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/p".
          ...(process.env.BENCH_SERVER_NODE_OPTIONS
            ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
            : {}),
          ...env,
        }),
      );
      children.push(child);
      baseUrls.push(`http://127.0.0.1:${port}`);
      await waitFor200(child, `${baseUrls[i]}/api/ready`, 50, 240_000);
    }
    await setUpRouting(baseUrls[0]!);
    const pids = children.map((c) => c.pid);
    const pgPids = label.startsWith("PostgreSQL") ? postgresPids() : [];
    const cpuBefore = { server: cpuMs(pids), pg: cpuMs(pgPids), client: process.cpuUsage() };
    let next = 0;
    const to = () => baseUrls[next++ % baseUrls.length]!;
    const started = performance.now();
    const results = await pool(bodies, CONCURRENCY, (b) => post(to(), b.body, b.key));
    const wallMs = performance.now() - started;
    const client = process.cpuUsage(cpuBefore.client);
    cpu = {
      server: cpuMs(pids) - cpuBefore.server,
      pg: cpuMs(pgPids) - cpuBefore.pg,
      client: (client.user + client.system) / 1000,
    };
    const statuses: Record<string, number> = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    stats = {
      wallMs,
      acked: results.filter((r) => r.status === 201).length,
      statuses,
      times: results.map((r) => r.ms).sort((a, b) => a - b),
    };
    // A retry may reach another process than the first try did, as behind a balancer.
    retries = await pool(bodies.slice(0, RETRIED), CONCURRENCY, (b) => post(to(), b.body, b.key));
  } finally {
    for (const child of children) await stopChild(child);
  }
  const stored = await count(run);
  // Every acknowledged capture stored once and assigned once (issue 30): a figure without this is void.
  const problems = [
    stored.submissions !== stats.acked &&
      `${stored.submissions} submissions stored for ${stats.acked} acknowledged`,
    stored.leads !== stats.acked && `${stored.leads} leads for ${stats.acked} acknowledged`,
    stored.assignments !== stored.leads && `${stored.assignments} assignments for ${stored.leads} leads`,
    stored.assignedLeads !== stored.leads && `${stored.assignedLeads} of ${stored.leads} leads assigned`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`${label}: capture invariants broken: ${problems.join("; ")}`);
  const statusNote = Object.entries(stats.statuses)
    .map(([s, n]) => `${n}× ${s === "0" ? "no answer" : s}`)
    .join(", ");
  return [
    {
      name: `${label}: acknowledged (201) of ${SUBMISSIONS}`,
      value: stats.acked,
      unit: "submissions",
      note: `concurrency ${CONCURRENCY}; ${statusNote}`,
    },
    {
      name: `${label}: stored, counted in the database`,
      value: stored.submissions,
      unit: "rows",
      note: `${stored.leads} leads; exactly ${SUBMISSIONS} expected of each`,
    },
    {
      name: `${label}: leads assigned by the routing rule`,
      value: stored.assignedLeads,
      unit: "leads",
      note: `${stored.assignments} assignment rows (one per lead expected); ${stored.mails} owner emails queued`,
    },
    {
      name: `${label}: ${RETRIED} retries with the same Idempotency-Key`,
      value: retries.filter((r) => r.replayed).length,
      unit: "replayed",
      note: "the stored count above is taken after them: a retry stores nothing",
    },
    {
      name: `${label}: throughput`,
      value: Math.round((SUBMISSIONS / stats.wallMs) * 1000),
      unit: "submissions/s",
    },
    {
      name: `${label}: server CPU per capture`,
      value: Math.round((cpu.server / SUBMISSIONS) * 100) / 100,
      unit: "ms",
      note: `the app ${processes > 1 ? `processes' (${processes})` : "process's"} user + system time over the ${SUBMISSIONS} captures (background jobs included)${
        label.startsWith("PostgreSQL")
          ? `; PostgreSQL's processes ${Math.round((cpu.pg / SUBMISSIONS) * 100) / 100} ms more (backends that closed meanwhile not counted)`
          : ""
      }; the load generator ${Math.round((cpu.client / SUBMISSIONS) * 100) / 100} ms, on the same two cores`,
    },
    { name: `${label}: latency p50`, value: Math.round(quantile(stats.times, 0.5)), unit: "ms" },
    { name: `${label}: latency p95`, value: Math.round(quantile(stats.times, 0.95)), unit: "ms" },
    { name: `${label}: latency p99`, value: Math.round(quantile(stats.times, 0.99)), unit: "ms" },
  ] satisfies BenchRow[];
}

async function onPglite(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-capture-"));
  try {
    return await measure("PGlite", { DATA_DIR: dataDir }, async (run) => {
      // The server has stopped and released the data folder: read it directly.
      const db = await PGlite.create(path.join(dataDir, "pglite"));
      try {
        return await countAll(run, async (q) => (await db.query<{ n: number }>(q)).rows[0]!.n);
      } finally {
        await db.close();
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(1_000);
    socket
      .on("connect", () => resolve(true))
      .on("error", () => resolve(false))
      .on("timeout", () => resolve(false));
  });

async function onPostgres(): Promise<BenchRow[]> {
  const admin = new URL(PG_ADMIN_URL);
  if (!(await answers(admin.hostname, Number(admin.port || 5432)))) {
    return [
      { name: "PostgreSQL", value: 0, unit: "-", note: `not measured: nothing answers at ${admin.host}` },
    ];
  }
  const name = `bench_capture_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: PG_ADMIN_URL });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  const dbUrl = new URL(PG_ADMIN_URL);
  dbUrl.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-capture-pg-"));
  try {
    const env = {
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-capture-auth-secret-0123456789abcdef",
    };
    const count = async (run: string) => {
      const client = new pg.Client({ connectionString: dbUrl.toString() });
      await client.connect();
      try {
        return await countAll(run, async (q) => (await client.query<{ n: number }>(q)).rows[0]!.n);
      } finally {
        await client.end();
      }
    };
    // One process (the figure comparable with PGlite's), then the production setup: one per core.
    const cores = Math.max(2, os.availableParallelism());
    return [
      ...(await measure("PostgreSQL", env, count)),
      ...(await measure(`PostgreSQL, ${cores} app processes`, env, count, cores)),
    ];
  } finally {
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  // BENCH_CAPTURE_DB=postgres or pglite measures one database only.
  const which = process.env.BENCH_CAPTURE_DB;
  return [
    ...(which === "postgres" ? [] : await onPglite()),
    ...(which === "pglite" ? [] : await onPostgres()),
  ];
}

if (import.meta.main) {
  for (const row of await run())
    console.log(`${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ""}`);
}
