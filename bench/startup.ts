// Start-up benchmark: spawn → first 200 of GET /, then SIGTERM → exit.
import { type LogIssue, logIssues, startApp } from "./app-server.ts";
import { type MemorySample, readMemory } from "./memory.ts";
import { type Stopped, stopChild } from "./processes.ts";

export type StartRun = {
  label: string;
  msToFirst200: number;
  reportedStartMs: number | null;
  readyLineAtMs: number | null;
  firstPageMs: number;
  attempts: number;
  statusesSeen: Record<string, number>;
  rebuilt: boolean;
  shutdown: Stopped;
  issues: LogIssue[];
  /** Read at the first 200, before SIGTERM: VmHWM is the process's peak through start-up. */
  memory: MemorySample;
};

export async function measureStart(label: string, dataDir: string): Promise<StartRun> {
  const app = await startApp(label, dataDir);
  const memory = readMemory(app.child.pid);
  const shutdown = await stopChild(app.child);
  return {
    label,
    msToFirst200: app.ready.msToFirst200,
    reportedStartMs: app.reportedStartMs,
    readyLineAtMs: app.readyLineAtMs,
    firstPageMs: app.ready.lastRequestMs,
    attempts: app.ready.attempts,
    statusesSeen: app.ready.statusesSeen,
    rebuilt: app.rebuilt,
    shutdown,
    issues: logIssues(app.child),
    memory,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 ? hi : ((sorted[mid - 1] ?? Number.NaN) + hi) / 2;
}

/** The server's own start-up phases (ms each), from its "server started" log line (LOG_LEVEL=info). */
export function startPhases(child: { output: { text: string }[] }): Record<string, number> | null {
  for (const line of child.output) {
    if (!line.text.startsWith("{") || !line.text.includes('"server started"')) continue;
    try {
      return (JSON.parse(line.text) as { phases?: Record<string, number> }).phases ?? null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * `node bench/startup.ts`: the start-up section alone — a fresh DATA_DIR, then STARTUP_WARM_RUNS
 * (default 5) warm restarts on it — with the server's own phases per run (where the time goes),
 * printed as a Markdown table. BENCH_PORT_BASE keeps its ports in a range.
 */
async function startupOnly() {
  const os = await import("node:os");
  const fs = await import("node:fs");
  const path = await import("node:path");
  const warmRuns = Number(process.env.STARTUP_WARM_RUNS ?? 5);
  const load0 = os.loadavg()[0]!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-startup-"));
  const rows: { label: string; ms: number; phases: Record<string, number> | null }[] = [];
  try {
    for (let i = 0; i <= warmRuns; i++) {
      const label = i === 0 ? "fresh" : `warm ${i}`;
      const app = await startApp(label, dataDir, { LOG_LEVEL: "info" });
      // The phases are logged once the warm-up and the jobs are done, which can be after the first 200.
      for (let waited = 0; !startPhases(app.child) && waited < 10_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      rows.push({ label, ms: app.ready.msToFirst200, phases: startPhases(app.child) });
      await stopChild(app.child);
      console.error(`[startup] ${label}: first 200 after ${Math.round(app.ready.msToFirst200)} ms`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const names = [...new Set(rows.flatMap((r) => Object.keys(r.phases ?? {})))];
  console.log(`| run | spawn → first 200 | ${names.join(" | ")} |`);
  console.log(`| --- | --- | ${names.map(() => "---").join(" | ")} |`);
  for (const r of rows)
    console.log(
      `| ${r.label} | ${Math.round(r.ms)} ms | ${names.map((n) => (r.phases?.[n] === undefined ? "—" : `${r.phases[n]}`)).join(" | ")} |`,
    );
  const warm = rows.slice(1).map((r) => r.ms);
  console.log(
    `\nwarm median ${Math.round(median(warm))} ms (target 3,000), fresh ${Math.round(rows[0]!.ms)} ms (target 15,000); load average ${load0.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`,
  );
}

if (import.meta.main) await startupOnly();
