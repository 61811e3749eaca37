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
