// CSV import of 100,000 contacts (src/features/integrations/server/import-runner.ts) on PGlite and on
// PostgreSQL: the upload through the real Hono app, the check of every row (validation and
// duplicate matching, import-check.ts), then the import job, batch by batch; then the same file
// again, where every row is a duplicate (the check's and the review's worst case). Each
// database runs in its own child process, so its peak RSS (the target is under 500 MiB) is the
// import's own. Baseline: the same 100,000 rows written by plain set inserts of 1,000 (no parsing,
// validation, matching or report), so the ratio is what the import's work costs on top of writing.
// Figures, not tests. Run alone with `node bench/import.ts`, or `BENCH_ONLY=import npm run bench`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { contacts } from "../src/features/crm/server/index.ts";
import { runPendingImports } from "../src/features/integrations/server/index.ts";
import { user } from "../src/platform/auth/auth.tables.ts";
import { grantRole } from "../src/platform/auth/roles.ts";
import { loadConfig } from "../src/platform/config/config.ts";
import { openDatabase } from "../src/platform/db/db.ts";
import { silentLogger } from "../src/platform/log/logger.ts";
import { collectGarbage, startIdleCollector } from "../src/platform/runtime/settle-memory.ts";
import { buildHttpApp, createServices } from "../src/server.ts";

type BenchRow = { name: string; value: number; unit: string; note?: string };
type ChildResult = {
  rows: number;
  bytes: number;
  uploadMs: number;
  checkMs: number;
  checkPeakRssMiB: number;
  dupCheckMs: number;
  lastPageMs: number;
  bulkMs: number;
  dupRunMs: number;
  dupPeakRssMiB: number;
  importMs: number;
  baselineMs: number;
  undoMs: number;
  created: number;
  peakRssMiB: number;
  importPeakRssMiB: number;
};

const ROWS = 100_000;
const ORIGIN = "http://localhost:3000";
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Writes the CSV line by line (never the whole file in memory). */
async function writeCsv(file: string) {
  const out = fs.createWriteStream(file);
  out.write("First name,Last name,Email,Phone,Job title,Department,Tags\r\n");
  for (let i = 0; i < ROWS; i++) {
    const line = `Person${i},Import${i % 977},person${i}@bench-import.example,+44 20 ${String(7_000_000 + i).padStart(8, "0")},Engineer,R&D,"bench; csv"\r\n`;
    if (!out.write(line)) await new Promise((r) => out.once("drain", r));
  }
  await new Promise((r) => out.end(r));
}

/**
 * Resets the process's peak resident set (Linux: writing 5 to /proc/self/clear_refs), so the next
 * reading is the peak of what runs after it alone (the import, not the seeding before it).
 * Fails loudly where the kernel does not offer it: a figure that is not the import's is no figure.
 */
function resetPeakRss(): void {
  fs.writeFileSync("/proc/self/clear_refs", "5");
}

/** The process's peak resident set so far (VmHWM), in MiB. */
function peakRssMiB(): number {
  const status = fs.readFileSync("/proc/self/status", "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? process.resourceUsage().maxRSS);
  return kb / 1024;
}

async function child(databaseUrl: string | undefined): Promise<ChildResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  const database = await openDatabase({ dataDir: path.join(dataDir, "db"), databaseUrl });
  try {
    await database.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      SEED_DEMO: "0",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const services = createServices(
      config,
      silentLogger,
      database,
      "bench-secret-0123456789-0123456789-abcdef",
    );
    const app = buildHttpApp(services);
    const signUp = await app.request("/api/identity/sign-up", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email: "bench-import@agency.example", password: "bench-pass-1" }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const [u] = await database.db.select({ id: user.id }).from(user);
    await grantRole(database.db, u!.id, "employee", null);
    const headers = { cookie, origin: ORIGIN };

    const file = path.join(dataDir, "contacts.csv");
    await writeCsv(file);
    const bytes = fs.statSync(file).size;

    let t0 = performance.now();
    const form = new FormData();
    form.set("file", await fs.openAsBlob(file, { type: "text/csv" }), "contacts.csv");
    const up = await app.request("/api/integrations/imports", { method: "POST", headers, body: form });
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
    const { import: imp } = (await up.json()) as {
      import: { id: string; guessedMapping: Record<string, string> };
    };
    const uploadMs = performance.now() - t0;

    const json = { ...headers, "content-type": "application/json" };
    const checkRes = await app.request(`/api/integrations/imports/${imp.id}/check`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ kind: "contacts", mapping: imp.guessedMapping }),
    });
    if (checkRes.status !== 202) throw new Error(`check: ${checkRes.status} ${await checkRes.text()}`);
    // Each job's own peak: collect what came before (as the server's idle collector does once it
    // is quiet), then restart the reading. The jobs run with the server's idle collector, as in
    // the server (src/server.ts): no request comes in while they work.
    const job = async () => {
      collectGarbage();
      resetPeakRss();
      const idle = startIdleCollector();
      const start = performance.now();
      await runPendingImports(database.db);
      const ms = performance.now() - start;
      const peak = peakRssMiB();
      idle.stop();
      return { ms, peak };
    };
    const check = await job();
    const runRes = await app.request(`/api/integrations/imports/${imp.id}/run`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ duplicatePolicy: "skip" }),
    });
    if (runRes.status !== 202) throw new Error(`run: ${runRes.status} ${await runRes.text()}`);
    const { ms: importMs, peak: importPeakRssMiB } = await job();
    const got = await app.request(`/api/integrations/imports/${imp.id}`, { headers });
    const done = (await got.json()) as { import: { status: string; counts: { created: number } } };
    if (done.import.status !== "done") throw new Error(`import ended ${done.import.status}`);

    // The check's worst case: the same file again, every row now a duplicate (by email), so each
    // row's finding is stored; then the deepest page of the review, one choice for all remaining
    // duplicates, and the run, which writes an outcome onto every finding.
    const form2 = new FormData();
    form2.set("file", await fs.openAsBlob(file, { type: "text/csv" }), "contacts.csv");
    const up2 = await app.request("/api/integrations/imports", { method: "POST", headers, body: form2 });
    const again = ((await up2.json()) as { import: { id: string } }).import.id;
    const base = `/api/integrations/imports/${again}`;
    const post = async (path: string, body: unknown, status: number) => {
      const res = await app.request(`${base}${path}`, {
        method: "POST",
        headers: json,
        body: JSON.stringify(body),
      });
      if (res.status !== status) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    };
    await post("/check", { kind: "contacts", mapping: imp.guessedMapping }, 202);
    const dupCheck = await job();
    t0 = performance.now();
    const last = await app.request(`${base}/rows?page=${ROWS / 50}`, { headers });
    const lastPageMs = performance.now() - t0;
    const lastPage = (await last.json()) as { total: number; rows: unknown[] };
    if (lastPage.total !== ROWS || lastPage.rows.length !== 50)
      throw new Error(`review: ${lastPage.total} duplicates, ${lastPage.rows.length} on the last page`);
    t0 = performance.now();
    await post("/choices/remaining", { choice: "update" }, 200);
    const bulkMs = performance.now() - t0;
    await post("/run", { duplicatePolicy: "skip" }, 202);
    const dupRun = await job();

    t0 = performance.now();
    const undo = await app.request(`/api/integrations/imports/${imp.id}/undo`, { method: "POST", headers });
    if (undo.status !== 200) throw new Error(`undo: ${undo.status} ${await undo.text()}`);
    const undoMs = performance.now() - t0;

    // Baseline: the same rows as plain set inserts of 1,000, nothing else.
    t0 = performance.now();
    for (let start = 0; start < ROWS; start += 1000) {
      const values = [];
      for (let i = start; i < Math.min(ROWS, start + 1000); i++)
        values.push({
          firstName: `Person${i}`,
          lastName: `Import${i % 977}`,
          email: `person${i}@bench-import.example`,
          phone: `+44 20 ${String(7_000_000 + i).padStart(8, "0")}`,
          jobTitle: "Engineer",
          department: "R&D",
          tags: ["bench", "csv"],
        });
      await database.db.insert(contacts).values(values);
    }
    const baselineMs = performance.now() - t0;
    return {
      rows: ROWS,
      bytes,
      uploadMs,
      checkMs: check.ms,
      checkPeakRssMiB: check.peak,
      dupCheckMs: dupCheck.ms,
      lastPageMs,
      bulkMs,
      dupRunMs: dupRun.ms,
      dupPeakRssMiB: Math.max(dupCheck.peak, dupRun.peak),
      importMs,
      baselineMs,
      undoMs,
      created: done.import.counts.created,
      peakRssMiB: peakRssMiB(),
      importPeakRssMiB,
    };
  } finally {
    await database.close();
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

function inChild(label: string, databaseUrl?: string): BenchRow[] {
  // The V8 flags `npm start` runs the server with (package.json), so the memory is the server's.
  const res = spawnSync(
    process.execPath,
    ["--liftoff-only", "--max-semi-space-size=16", "--expose-gc", import.meta.filename, "--child"],
    {
      env: { ...process.env, BENCH_IMPORT_DATABASE_URL: databaseUrl ?? "" },
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const line = res.stdout.trim().split("\n").at(-1) ?? "";
  if (res.status !== 0 || !line.startsWith("{"))
    throw new Error(`${label}: ${res.stderr.slice(-500) || line}`);
  const r = JSON.parse(line) as ChildResult;
  const s = (ms: number) => ms / 1000;
  return [
    {
      name: `${label}: upload of ${Math.round(r.bytes / 1024 / 1024)} MB (streamed to disk, header and preview)`,
      value: Math.round(r.uploadMs),
      unit: "ms",
    },
    {
      name: `${label}: check of ${r.rows.toLocaleString("en-US")} contacts (every row validated and matched)`,
      value: Math.round(r.rows / s(r.checkMs)),
      unit: "rows/s",
      note: `${s(r.checkMs).toFixed(1)} s; peak RSS during the check ${Math.round(r.checkPeakRssMiB)} MiB`,
    },
    {
      name: `${label}: import of ${r.rows.toLocaleString("en-US")} contacts`,
      value: Math.round(r.rows / s(r.importMs)),
      unit: "rows/s",
      note: `${s(r.importMs).toFixed(1)} s, ${r.created.toLocaleString("en-US")} created; baseline (plain set inserts) ${Math.round(r.rows / s(r.baselineMs))} rows/s, ratio ${(r.importMs / r.baselineMs).toFixed(2)}× the baseline's time`,
    },
    { name: `${label}: undo of the whole import`, value: Math.round(r.undoMs), unit: "ms" },
    {
      name: `${label}: check of the same file again (every row a duplicate, each finding stored)`,
      value: Math.round(r.rows / s(r.dupCheckMs)),
      unit: "rows/s",
      note: `${s(r.dupCheckMs).toFixed(1)} s`,
    },
    {
      name: `${label}: review, last page of ${r.rows.toLocaleString("en-US")} duplicates`,
      value: Math.round(r.lastPageMs),
      unit: "ms",
    },
    {
      name: `${label}: one choice for all ${r.rows.toLocaleString("en-US")} remaining duplicates`,
      value: Math.round(r.bulkMs),
      unit: "ms",
    },
    {
      name: `${label}: import of ${r.rows.toLocaleString("en-US")} duplicates, each with its choice`,
      value: Math.round(r.rows / s(r.dupRunMs)),
      unit: "rows/s",
      note: `${s(r.dupRunMs).toFixed(1)} s`,
    },
    {
      name: `${label}: peak RSS during the check and the import jobs (target < 500 MiB)`,
      value: Math.round(Math.max(r.checkPeakRssMiB, r.importPeakRssMiB, r.dupPeakRssMiB)),
      unit: "MiB",
      note: `peak of the whole process, seeding and baseline included: ${Math.round(r.peakRssMiB)} MiB`,
    },
  ];
}

export async function run(): Promise<BenchRow[]> {
  const rows = inChild("PGlite");
  const admin = new URL(PG_ADMIN_URL);
  if (!(await answers(admin.hostname, Number(admin.port || 5432)))) {
    // A section that cannot run fails the bench; it never prints a row saying "not measured".
    throw new Error(`import bench, PostgreSQL: nothing answers at ${admin.host} (set BENCH_PG_URL)`);
  }
  const name = `bench_import_${process.pid}`;
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  await client.query(`create database ${name}`);
  try {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    rows.push(...inChild("PostgreSQL", url.toString()));
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
  return rows;
}

if (import.meta.main) {
  if (process.argv.includes("--child")) {
    const result = await child(process.env.BENCH_IMPORT_DATABASE_URL || undefined);
    console.log(JSON.stringify(result));
    process.exit(0);
  }
  for (const row of await run())
    console.log(`${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ""}`);
}
