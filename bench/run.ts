// `npm run bench`: start-up time, throughput and memory of the platform server, and the public pages
// in a browser (bench/lighthouse.ts), written to docs/benchmarks.md. Figures, not tests: nothing here fails on a slow number.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_FLARE_CANVAS_PASSWORD, logIssues, POLL_INTERVAL_MS, startApp } from "./app-server.ts";
import { measurePublicPages, publicPagesFailure, renderPublicPagesSection } from "./lighthouse.ts";
import { readMemory } from "./memory.ts";
import { freePort, killAll, sleep, spawnNode, stopChild, waitFor200 } from "./processes.ts";
import { type BenchResults, type BuildStep, type PostgresMemory, renderReport } from "./report.ts";
import { measureStart, type StartRun } from "./startup.ts";
import { CONNECTIONS, DURATION_S, type LoadFigures, measureLoad, WARMUP_S } from "./throughput.ts";
import { failedSections, measureToolSections, measureTools } from "./tools.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const REPORT_FILE = path.join(ROOT, "docs", "benchmarks.md");
const WARM_RUNS = 3;
const IDLE_S = 5;
const START_TARGET_MS = 3_000;

const log = (msg: string) => console.log(`[bench] ${msg}`);

let tempRoot: string | undefined;

function cleanUp() {
  const killed = killAll();
  if (killed) log(`killed ${killed} leftover child process(es)`);
  if (tempRoot) {
    fs.rmSync(tempRoot, { recursive: true, force: true });
    tempRoot = undefined;
  }
}

process.on("exit", () => {
  killAll();
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    cleanUp();
    process.exit(130);
  });
}

function newestMtime(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/**
 * The start-up figures are for an already-built checkout. scripts/start.ts rebuilds when the build
 * is missing or older than the sources; the same rule is applied here, before any timing starts.
 */
function ensureBuild(): BuildStep {
  const buildFile = path.join(ROOT, "build/server/index.js");
  let reason: string | undefined;
  if (!fs.existsSync(buildFile)) reason = "build/server/index.js was missing";
  else {
    const sources = ["src", "public", "vite.config.ts", "react-router.config.ts"]
      .map((p) => path.join(ROOT, p))
      .filter((p) => fs.existsSync(p));
    const sourceTime = Math.max(...sources.map(newestMtime));
    if (fs.statSync(buildFile).mtimeMs < sourceTime) {
      reason = "the build was older than the sources, so scripts/start.ts would have rebuilt it";
    }
  }
  if (!reason) return { ran: false, reason: "build/ was present and up to date", ms: 0 };
  log(`building first: ${reason}`);
  const started = performance.now();
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed (status ${result.status})`);
  return { ran: true, reason, ms: performance.now() - started };
}

function describeStart(run: StartRun): string {
  return `${run.label}: first 200 after ${Math.round(run.msToFirst200)} ms, shutdown ${Math.round(run.shutdown.ms)} ms`;
}

/**
 * BENCH_ONLY=analytics,workspace runs only those bench modules of "Lead tools" (bench/tools.ts) and
 * puts each one's subsection in place of its previous one in docs/benchmarks.md (or, when it has
 * none yet, at the end of "Lead tools"); everything else in the file stays as it was. Without
 * BENCH_ONLY the full run is unchanged.
 */
async function onlyTools(keys: string[]) {
  process.chdir(ROOT);
  const sections = await measureToolSections(keys, log);
  let report = fs.existsSync(REPORT_FILE) ? fs.readFileSync(REPORT_FILE, "utf8") : "# Benchmarks\n";
  for (const { file, markdown } of sections) report = spliceToolSection(report, file, markdown);
  fs.writeFileSync(REPORT_FILE, report);
  log(`updated ${sections.map((s) => s.file).join(", ")} in ${path.relative(ROOT, REPORT_FILE)}`);
}

/** Replaces the `### … (\`file\`)` subsection (up to the next heading or kept block), or adds it. */
function spliceToolSection(report: string, file: string, markdown: string): string {
  const lines = report.split("\n");
  const start = lines.findIndex((l) => l.startsWith("### ") && l.includes(`(\`${file}\`)`));
  const isEnd = (l: string) => l.startsWith("## ") || l.startsWith("### ") || l.startsWith("<!-- ");
  const body = markdown.replace(/\n+$/, "").split("\n");
  if (start >= 0) {
    let end = start + 1;
    while (end < lines.length && !isEnd(lines[end]!)) end++;
    lines.splice(start, end - start, ...body, "");
    return lines.join("\n");
  }
  // No subsection yet: at the end of "Lead tools" (before the next ## or the kept test section).
  const tools = lines.findIndex((l) => l.startsWith("## Lead tools"));
  let at = tools >= 0 ? tools + 1 : lines.length;
  while (at < lines.length && !(lines[at]!.startsWith("## ") || lines[at]!.startsWith("<!-- "))) at++;
  if (tools < 0) body.unshift("## Lead tools", "");
  lines.splice(at, 0, ...body, "");
  return lines.join("\n");
}

async function main() {
  const only = process.env.BENCH_ONLY?.split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  if (only?.length) return onlyTools(only);
  const began = performance.now();
  const date = new Date();
  const loadAtStart = os.loadavg();
  process.chdir(ROOT);
  const build = ensureBuild();
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
  const dataDir = path.join(tempRoot, "data");

  // 1. Start-up: fresh DATA_DIR, then warm restarts on the same one.
  log("start-up: fresh DATA_DIR");
  const fresh = await measureStart("fresh", dataDir);
  log(describeStart(fresh));
  const warm: StartRun[] = [];
  for (let i = 1; i <= WARM_RUNS; i++) {
    const run = await measureStart(`warm ${i}`, dataDir);
    log(describeStart(run));
    warm.push(run);
  }

  // 2 + 3. Throughput and memory: the baseline and the platform, each in its own process.
  const helloPort = await freePort();
  const hello = spawnNode("hello-world", ["bench/hello-server.ts"], { PORT: String(helloPort) });
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await waitFor200(hello, helloUrl, POLL_INTERVAL_MS, 30_000);
  log("throughput: starting the platform server");
  const app = await startApp("throughput", dataDir);
  log(`idle ${IDLE_S} s`);
  await sleep(IDLE_S * 1000);
  const afterStart = readMemory(app.child.pid);
  const helloIdle = readMemory(hello.pid);

  log("autocannon: hello-world baseline");
  const baseline = await measureLoad("hello-world", helloUrl);
  const loadsFromMs = performance.now() - app.child.spawnedAt;
  const loads: LoadFigures[] = [];
  // A hashed asset of the home page (served from memory), and each page twice: from the render
  // cache (anonymous), and rendered (a cookie other than the theme's makes a visit personal).
  const home = await (await fetch(`${app.baseUrl}/`)).text();
  const asset = /\/assets\/[\w.-]+\.css/.exec(home)?.[0] ?? "/favicon.svg";
  const br = { "accept-encoding": "gzip, br" };
  const uncached = { cookie: "bench-uncached=1" };
  const runs: { label: string; path: string; headers?: Record<string, string> }[] = [
    { label: "/api/health", path: "/api/health" },
    { label: "/ (render cache)", path: "/" },
    { label: "/ (render cache, brotli)", path: "/", headers: br },
    { label: "/ (rendered, uncached)", path: "/", headers: uncached },
    { label: "/blog (render cache)", path: "/blog" },
    { label: "/blog (rendered, uncached)", path: "/blog", headers: uncached },
    { label: `${asset} (hashed asset)`, path: asset },
    { label: "/auth", path: "/auth" },
  ];
  for (const run of runs) {
    log(`autocannon: GET ${run.label}`);
    const figures = await measureLoad(run.label, `${app.baseUrl}${run.path}`, run.headers);
    log(
      `GET ${run.label}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}`,
    );
    loads.push(figures);
  }
  const afterLoad = readMemory(app.child.pid);
  await sleep(IDLE_S * 1000);
  const afterLoadIdle = readMemory(app.child.pid);
  const loadIssues = logIssues(app.child, loadsFromMs);
  const shutdownAfterLoad = await stopChild(app.child);
  await stopChild(hello);

  // 3b. Memory on PostgreSQL: the same server without PGlite, when a PostgreSQL answers.
  log("memory on PostgreSQL");
  const postgresMemory = await measurePostgresMemory(dataDir);

  // 4. Public pages in a browser (bench/lighthouse.ts), with its own server, after the others stopped.
  // BENCH_SERVER_ONLY=1 measures sections 1–3 only and keeps the rest of the report as it was.
  const serverOnly = process.env.BENCH_SERVER_ONLY === "1";
  let publicPages = "";
  if (!serverOnly) {
    try {
      publicPages = renderPublicPagesSection(await measurePublicPages({ log }));
    } catch (err) {
      log(`public pages failed: ${(err as Error).message}`);
      failedSections.push({ section: "bench/lighthouse.ts", message: (err as Error).message });
      publicPages = publicPagesFailure(err);
    }
  }

  const results: BenchResults = {
    date,
    totalMs: performance.now() - began,
    loadAtStart,
    nodePath: process.execPath,
    autocannonVersion: (
      JSON.parse(fs.readFileSync(path.join(ROOT, "bench/node_modules/autocannon/package.json"), "utf8")) as {
        version: string;
      }
    ).version,
    build,
    startTargetMs: START_TARGET_MS,
    fresh,
    warm,
    memory: { idleS: IDLE_S, afterStart, afterLoad, afterLoadIdle, helloIdle },
    postgresMemory,
    baseline,
    loads,
    loadIssues,
    shutdownAfterLoad,
    settings: {
      connections: CONNECTIONS,
      warmupS: WARMUP_S,
      durationS: DURATION_S,
      pollMs: POLL_INTERVAL_MS,
    },
  };
  fs.mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  // 5. The lead tools' engines, PDFs and the booking race (bench/tools.ts).
  if (serverOnly) {
    fs.writeFileSync(REPORT_FILE, `${renderReport(results)}\n${keptAfterServerSections()}`);
    log(`wrote sections 1–3 of ${path.relative(ROOT, REPORT_FILE)} (BENCH_SERVER_ONLY)`);
    return;
  }
  let tools: string;
  try {
    tools = await measureTools(log);
  } catch (err) {
    failedSections.push({ section: "bench/tools.ts", message: (err as Error).message });
    tools = `## Lead tools\n\n**Failed** (the bench run exited non-zero): ${(err as Error).message}\n`;
  }
  fs.writeFileSync(
    REPORT_FILE,
    `${renderReport(results)}\n${publicPages}\n${tools}${keptTestSuiteSection()}`,
  );
  log(`wrote ${path.relative(ROOT, REPORT_FILE)} (${(results.totalMs / 1000).toFixed(1)} s)`);
}

/**
 * BENCH_DATABASE_URL (default: the local server's `postgres` database) is only used to create and
 * drop a database of the benchmark's own, `agency_bench_memory` (BENCH_MEMORY_DATABASE names
 * another, so two benchmark runs on one PostgreSQL do not drop each other's).
 */
async function measurePostgresMemory(dataDir: string): Promise<PostgresMemory | { skipped: string }> {
  const admin = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (err) {
    return { skipped: `no PostgreSQL at ${admin} (${(err as Error).message})` };
  }
  const name = process.env.BENCH_MEMORY_DATABASE ?? "agency_bench_memory";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`BENCH_MEMORY_DATABASE: not a plain name: ${name}`);
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const app = await startApp("postgres", path.join(dataDir, "pg-files"), {
    DATABASE_URL: url.toString(),
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    SEED_DEMO: "1",
    FLARE_CANVAS_PASSWORD: BENCH_FLARE_CANVAS_PASSWORD,
  });
  try {
    await sleep(IDLE_S * 1000);
    const afterStart = readMemory(app.child.pid);
    const load = await measureLoad("/auth on PostgreSQL", `${app.baseUrl}/auth`);
    const afterLoad = readMemory(app.child.pid);
    await sleep(IDLE_S * 1000);
    const afterLoadIdle = readMemory(app.child.pid);
    return { url: url.toString(), afterStart, afterLoad, afterLoadIdle, load };
  } finally {
    await stopChild(app.child);
  }
}

try {
  await main();
  // Every section measures or the run fails: the report is still written (so the figures that were
  // measured are not lost), but a section that could not run is a red run, named here.
  if (failedSections.length) {
    console.error(`\n[bench] FAILED: ${failedSections.length} section(s) could not run:`);
    for (const f of failedSections) console.error(`  ${f.section}: ${f.message}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error("[bench] failed:", err);
  process.exitCode = 1;
} finally {
  cleanUp();
}

/** Everything of the previous report from section 4 on (BENCH_SERVER_ONLY keeps it as it was). */
function keptAfterServerSections(): string {
  const old = fs.existsSync(REPORT_FILE) ? fs.readFileSync(REPORT_FILE, "utf8") : "";
  const from = old.indexOf("## 4. Public pages");
  return from >= 0 ? old.slice(from) : keptTestSuiteSection();
}

/**
 * The `npm test` wall times and slowest tests are measured by hand (a whole test run is not a
 * benchmark step); the section between these markers survives every regeneration of the file.
 */
function keptTestSuiteSection(): string {
  const start = "<!-- npm-test:start -->";
  const end = "<!-- npm-test:end -->";
  const old = fs.existsSync(REPORT_FILE) ? fs.readFileSync(REPORT_FILE, "utf8") : "";
  const from = old.indexOf(start);
  const to = old.indexOf(end);
  return from >= 0 && to > from ? `\n${old.slice(from, to + end.length)}\n` : "";
}
