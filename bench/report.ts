// Renders docs/benchmarks.md from the measured figures. Figures only: nothing here passes or fails.
import os from "node:os";
import type { LogIssue } from "./app-server.ts";
import type { MemorySample } from "./memory.ts";

import { median, type StartRun } from "./startup.ts";
import type { LoadFigures } from "./throughput.ts";

export type PostgresMemory = {
  url: string;
  afterStart: MemorySample;
  afterLoad: MemorySample;
  afterLoadIdle: MemorySample;
  load: LoadFigures;
};

export type BuildStep = { ran: boolean; reason: string; ms: number };

export type BenchResults = {
  date: Date;
  totalMs: number;
  loadAtStart: number[];
  nodePath: string;
  autocannonVersion: string;
  build: BuildStep;
  startTargetMs: number;
  fresh: StartRun;
  warm: StartRun[];
  /** The same measurements on PostgreSQL (DATABASE_URL, no PGlite), when one answered. */
  postgresMemory: PostgresMemory | { skipped: string };
  memory: {
    idleS: number;
    afterStart: MemorySample;
    afterLoad: MemorySample;
    afterLoadIdle: MemorySample;
    helloIdle: MemorySample;
  };
  baseline: LoadFigures;
  loads: LoadFigures[];
  loadIssues: LogIssue[];
  shutdownAfterLoad: StartRun["shutdown"];
  settings: { connections: number; warmupS: number; durationS: number; pollMs: number };
};

const ms = (v: number) => `${Math.round(v).toLocaleString("en-US")} ms`;
const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
// autocannon keeps latencies in a whole-millisecond histogram: 0 ms means "under 1 ms".
const lat = (v: number) => (v === 0 ? "< 1 ms" : `${Number.isInteger(v) ? v : v.toFixed(2)} ms`);
const mib = (kb: number) => `${(kb / 1024).toFixed(1)} MiB`;
const ratio = (v: number) => `${v.toFixed(v < 0.1 ? 4 : v < 1 ? 3 : v < 10 ? 2 : 1)}×`;
/** Latency ratio; against a baseline under 1 ms it is only a lower bound. */
const latRatio = (v: number, baseline: number) => {
  if (v === 0 && baseline === 0) return "—";
  if (baseline === 0) return `> ${ratio(v)} (baseline < 1 ms)`;
  return ratio(v / baseline);
};
const int = (v: number) => Math.round(v).toLocaleString("en-US");

const loadText = (l: number[]) => l.map((v) => v.toFixed(2)).join(" / ");

function table(head: string[], rows: string[][]): string {
  const lines = [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`];
  for (const row of rows) lines.push(`| ${row.join(" | ")} |`);
  return lines.join("\n");
}

function codes(c: Record<string, number>): string {
  const entries = Object.entries(c);
  return entries.length ? entries.map(([k, v]) => `${k}: ${int(v)}`).join(", ") : "—";
}

function exitText(run: StartRun): string {
  const { code, signal, forced } = run.shutdown;
  if (forced) return "killed (SIGKILL after timeout)";
  return signal ? `signal ${signal}` : `code ${code}`;
}

function startRow(run: StartRun): string[] {
  return [
    run.label,
    `**${ms(run.msToFirst200)}**`,
    run.readyLineAtMs === null ? "—" : ms(run.readyLineAtMs),
    run.readyLineAtMs === null || run.reportedStartMs === null
      ? "—"
      : ms(run.readyLineAtMs - run.reportedStartMs),
    run.reportedStartMs === null ? "—" : ms(run.reportedStartMs),
    ms(run.firstPageMs),
    String(run.attempts),
    ms(run.shutdown.ms),
    exitText(run),
    mib(run.memory.peakRssKb),
  ];
}

function observations(r: BenchResults): string[] {
  const notes: string[] = [];
  const allStarts = [r.fresh, ...r.warm];
  const cores = os.cpus().length;
  const busiest = Math.max(r.loadAtStart[0] ?? 0, os.loadavg()[0] ?? 0);
  if (busiest >= cores / 2) {
    notes.push(
      `The machine was busy with other work (1-minute load average up to ${busiest.toFixed(2)} on ${cores} cores): expect these figures to be noisier and slower than on an idle machine.`,
    );
  }
  const rebuilt = allStarts.filter((run) => run.rebuilt).map((run) => run.label);
  if (rebuilt.length) {
    notes.push(
      `scripts/start.ts rebuilt the pages inside the measured run(s) ${rebuilt.join(", ")} (sources changed during the benchmark); those figures include a build.`,
    );
  }
  const startIssues = allStarts.flatMap((run) => run.issues.map((i) => ({ ...i, run: run.label })));
  if (startIssues.length) {
    notes.push(`The server logged ${startIssues.length} line(s) at warn or above during the start-up runs:`);
    for (const i of startIssues.slice(0, 6)) notes.push(`  - ${i.run}, ${i.level}: \`${clip(i.text)}\``);
  }
  if (r.loadIssues.length) {
    const byLevel: Record<string, number> = {};
    for (const i of r.loadIssues) byLevel[i.level] = (byLevel[i.level] ?? 0) + 1;
    notes.push(
      `The server logged ${r.loadIssues.length} line(s) at warn or above during the throughput runs (${codes(byLevel)}); first ones:`,
    );
    for (const i of r.loadIssues.slice(0, 6)) notes.push(`  - ${i.level}: \`${clip(i.text)}\``);
  } else {
    notes.push("The server logged nothing at warn or above during the throughput runs.");
  }
  for (const l of [r.baseline, ...r.loads]) {
    if (l.non2xx || l.errors || l.timeouts || l.warmupNon2xx || l.warmupErrors) {
      notes.push(
        `${l.label}: ${int(l.non2xx)} non-2xx, ${int(l.errors)} errors, ${int(l.timeouts)} timeouts in the measured run (status codes ${codes(l.statusCodes)}); warm-up: ${int(l.warmupNon2xx)} non-2xx, ${int(l.warmupErrors)} errors/timeouts.`,
      );
    }
  }
  if (![r.baseline, ...r.loads].some((l) => l.non2xx || l.errors || l.timeouts)) {
    notes.push("Every autocannon response was a 2xx; no errors or timeouts.");
  }
  const forced = [...allStarts.map((run) => run.shutdown), r.shutdownAfterLoad].filter((x) => x.forced);
  if (forced.length) notes.push(`${forced.length} graceful shutdown(s) did not finish and were killed.`);
  const bad = allStarts.filter((run) => !run.shutdown.forced && run.shutdown.code !== 0);
  if (bad.length)
    notes.push(
      `Non-zero exit after SIGTERM: ${bad.map((run) => `${run.label} (${exitText(run)})`).join(", ")}.`,
    );
  return notes;
}

function clip(text: string): string {
  const oneLine = text.replaceAll("`", "'");
  return oneLine.length > 300 ? `${oneLine.slice(0, 300)}…` : oneLine;
}

export function renderReport(r: BenchResults): string {
  const cpus = os.cpus();
  const warmTimes = r.warm.map((run) => run.msToFirst200);
  const warmMin = Math.min(...warmTimes);
  const warmMedian = median(warmTimes);
  const targetText = (v: number) =>
    v < r.startTargetMs
      ? `under the ${s(r.startTargetMs)} target`
      : `**over** the ${s(r.startTargetMs)} target`;
  const base = r.baseline;

  const out: string[] = [];
  out.push("# Benchmarks");
  out.push("");
  out.push(
    "Generated by `npm run bench` (`bench/run.ts`); this file is overwritten on every run. These are figures, not tests: nothing asserts a timing. Compare runs only on the same machine.",
  );
  out.push("");
  out.push("## Machine");
  out.push("");
  out.push(
    table(
      ["fact", "value"],
      [
        ["date", r.date.toISOString()],
        ["CPU cores (`os.cpus().length`)", String(cpus.length)],
        ["CPU model", cpus[0]?.model.trim() ?? "unknown"],
        ["total memory", `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`],
        ["Node.js", process.version],
        ["OS", `${os.type()} ${os.release()} (${process.arch})`],
        ["load average at the start (1/5/15 min)", loadText(r.loadAtStart)],
        ["load average at the end (1/5/15 min)", loadText(os.loadavg())],
        ["whole benchmark run", s(r.totalMs)],
      ],
    ),
  );
  out.push("");
  out.push(
    "The load generator (autocannon, in the `bench/run.ts` process), the server under test and the baseline server all share these cores.",
  );
  out.push("");

  // 1. Start-up
  out.push("## 1. Start-up time");
  out.push("");
  out.push("How it is measured:");
  out.push("");
  out.push(
    `- Build: ${r.build.ran ? `\`npm run build\` ran first (${r.build.reason}, ${s(r.build.ms)}); not part of any timing.` : `not run (${r.build.reason}).`}`,
  );
  out.push(
    `- Each run: \`PORT=<free port> DATA_DIR=<temp dir> LOG_LEVEL=warn node scripts/start.ts\` from the repository root, spawned with \`process.execPath\` (${r.nodePath}).`,
  );
  out.push(
    `- Timed from just before \`spawn()\` to the first \`200\` of \`GET http://127.0.0.1:<port>/\` (the whole body read). Polling: one request at a time on a fresh connection, ${r.settings.pollMs} ms pause after each refused/non-200 attempt.`,
  );
  out.push(
    "- Fresh: an empty `DATA_DIR` (creates the PGlite database, runs the migrations, seeds the demo data). Warm: the same `DATA_DIR` again, three times.",
  );
  out.push(
    "- Then `SIGTERM`, timed until the process exits (graceful shutdown: close HTTP, stop pg-boss, close the database).",
  );
  out.push("");
  out.push(
    table(
      ["case", "runs", "min", "median", `target (warm) < ${s(r.startTargetMs)}`],
      [
        ["fresh DATA_DIR (first run)", "1", ms(r.fresh.msToFirst200), ms(r.fresh.msToFirst200), "—"],
        [
          "warm restart (same DATA_DIR)",
          String(r.warm.length),
          ms(warmMin),
          ms(warmMedian),
          targetText(warmMedian),
        ],
      ],
    ),
  );
  out.push("");
  out.push("Every run:");
  out.push("");
  out.push(
    table(
      [
        "run",
        "spawn → first 200 of `GET /`",
        'spawn → "ready on" line',
        "before `main()` (≈ boot + imports)",
        'server\'s own "started in"',
        "first `GET /` alone",
        "poll attempts",
        "SIGTERM → exit",
        "exit",
        "peak RSS through start-up (VmHWM)",
      ],
      [startRow(r.fresh), ...r.warm.map(startRow)],
    ),
  );
  out.push("");
  out.push(
    '"started in" is what `src/server.ts` prints (from the start of `main()` to `listen()`); "before `main()`" is the rest of the time to the "ready on" line: Node start-up, the build-freshness check of `scripts/start.ts` and loading `src/server.ts` with its imports (plus pipe latency). "first `GET /` alone" is the successful poll request by itself (the first server render).',
  );
  out.push("");

  // 2. Throughput
  out.push("## 2. Throughput");
  out.push("");
  out.push(
    `autocannon ${r.autocannonVersion} programmatic API from \`bench/run.ts\`: \`autocannon({ url, connections: ${r.settings.connections}, duration: ${r.settings.warmupS} })\` as a warm-up (discarded), then \`autocannon({ url, connections: ${r.settings.connections}, duration: ${r.settings.durationS} })\` measured; no pipelining, autocannon's default headers (no \`Accept-Encoding\`, so responses are uncompressed), one endpoint after the other.`,
  );
  out.push(
    `The platform server is a warm start of \`scripts/start.ts\` (same settings as above, \`LOG_LEVEL=warn\`, demo data). The baseline is \`bench/hello-server.ts\`, a bare \`node:http\` hello-world, in its own process.`,
  );
  out.push("");
  const loadRow = (l: LoadFigures): string[] => [
    l === base ? "`GET /` on the node:http hello-world (baseline)" : `\`GET ${l.label}\``,
    int(l.requestsPerSecond),
    lat(l.p50Ms),
    lat(l.p99Ms),
    ratio(l.requestsPerSecond / base.requestsPerSecond),
    latRatio(l.p50Ms, base.p50Ms),
    latRatio(l.p99Ms, base.p99Ms),
    int(l.totalRequests),
    `${(l.bytesPerSecond / 1024 ** 2).toFixed(2)} MiB/s`,
    String(l.non2xx),
    String(l.errors + l.timeouts),
  ];
  out.push(
    table(
      [
        "endpoint",
        "requests/s (avg)",
        "p50 latency",
        "p99 latency",
        "req/s vs baseline",
        "p50 vs baseline",
        "p99 vs baseline",
        "requests",
        "throughput",
        "non-2xx",
        "errors + timeouts",
      ],
      [loadRow(base), ...r.loads.map(loadRow)],
    ),
  );
  out.push("");
  out.push(
    '`/api/health` pings the database. "render cache": an anonymous visit, served from the render cache after the first (the stored HTML; "brotli" with `Accept-Encoding: gzip, br`, as browsers send). "rendered, uncached": the same page with a cookie other than the theme\'s, which the cache treats as personal, so React renders it every time. The hashed asset is served from memory before the app. `/auth` is rendered every time and its loader reads the database. Read each row against the baseline in the same run: the issue\'s targets are ≥ 10 % of the baseline for / and /blog from the cache (p99 under 50 ms), ≥ 300 req/s for an uncached /, and ≥ 15 % for a hashed asset. Render cache hits are answered before the Hono app; during those runs a CPU profile of the server (`node --cpu-prof`) shows it idle 75–90 % of the time: the load generator, on the same two cores, is the limit. autocannon appends every response body to a string (`req.body += data`), so its cost grows with the body: `/` (about 110 KiB, 16 KiB in brotli) gets fewer requests per second than `/blog` (46 KiB, 8 KiB) for that reason, not because the server does more for it.',
  );
  out.push("");

  // 3. Memory
  out.push("## 3. Memory");
  out.push("");
  out.push(
    "`VmRSS` (resident set) and `VmHWM` (peak resident set) from `/proc/<pid>/status` of the server process (`scripts/start.ts` runs the server in its own process; no wrapper), started as `npm start` starts it (V8 flags included). Targets (issue 13): on the embedded database at most 350 MiB at rest and 500 MiB after the load, first-start peak under 900 MiB; with `DATABASE_URL` under 200 MiB at rest. Where the memory goes and why: docs/decisions/028-memory.md.",
  );
  out.push("");
  out.push(
    table(
      ["moment", "RSS (VmRSS)", "peak RSS (VmHWM)"],
      [
        [
          `platform: after start-up (first 200 of \`GET /\`) and ${r.memory.idleS} s idle`,
          mib(r.memory.afterStart.rssKb),
          mib(r.memory.afterStart.peakRssKb),
        ],
        [
          "platform: right after the throughput runs",
          mib(r.memory.afterLoad.rssKb),
          mib(r.memory.afterLoad.peakRssKb),
        ],
        [
          `platform: after the throughput runs and ${r.memory.idleS} s idle`,
          mib(r.memory.afterLoadIdle.rssKb),
          mib(r.memory.afterLoadIdle.peakRssKb),
        ],
        ...("skipped" in r.postgresMemory
          ? [[`PostgreSQL (\`DATABASE_URL\`): not measured: ${r.postgresMemory.skipped}`, "—", "—"]]
          : [
              [
                `PostgreSQL (\`DATABASE_URL\`, no PGlite): after start-up and ${r.memory.idleS} s idle`,
                mib(r.postgresMemory.afterStart.rssKb),
                mib(r.postgresMemory.afterStart.peakRssKb),
              ],
              [
                `PostgreSQL: right after ${r.settings.durationS} s of \`GET /auth\` (${Math.round(r.postgresMemory.load.requestsPerSecond)} req/s)`,
                mib(r.postgresMemory.afterLoad.rssKb),
                mib(r.postgresMemory.afterLoad.peakRssKb),
              ],
              [
                `PostgreSQL: after that load and ${r.memory.idleS} s idle`,
                mib(r.postgresMemory.afterLoadIdle.rssKb),
                mib(r.postgresMemory.afterLoadIdle.peakRssKb),
              ],
            ]),
        [
          `baseline hello-world: after start-up and ${r.memory.idleS} s idle`,
          mib(r.memory.helloIdle.rssKb),
          mib(r.memory.helloIdle.peakRssKb),
        ],
      ],
    ),
  );
  out.push("");
  out.push(
    `Graceful shutdown after the throughput runs: ${ms(r.shutdownAfterLoad.ms)} (${r.shutdownAfterLoad.forced ? "forced" : `exit code ${r.shutdownAfterLoad.code}`}).`,
  );
  out.push("");

  out.push("## Observations (generated)");
  out.push("");
  for (const note of observations(r)) out.push(note.startsWith("  ") ? note : `- ${note}`);
  out.push("");
  return out.join("\n");
}
