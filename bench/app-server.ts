// The agency platform as the benchmarks run it: `node scripts/start.ts` on a free port and a
// DATA_DIR of our own, ready when `GET /` first answers 200.
import fs from "node:fs";
import path from "node:path";
import { type Child, freePort, type Ready, spawnNode, waitFor200 } from "./processes.ts";

/**
 * The arguments `npm start` gives Node (package.json's "start" without the leading `node`), so the
 * benchmark starts the server exactly as users do, V8 flags included.
 */
export const START_ARGS: string[] = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const [bin, ...args] = pkg.scripts.start.split(/\s+/);
  if (bin !== "node") throw new Error(`package.json "start" should run node, not ${bin}`);
  return args;
})();

export const POLL_INTERVAL_MS = 20;
export const START_TIMEOUT_MS = 180_000;

export type AppServer = {
  child: Child;
  port: number;
  baseUrl: string;
  ready: Ready;
  /** The server's own "started in N ms" (measured inside main(), from its first line to listen()). */
  reportedStartMs: number | null;
  /** spawn() → the "ready on" line reached our pipe. */
  readyLineAtMs: number | null;
  /** scripts/start.ts decided the build was stale and rebuilt it inside the measured run. */
  rebuilt: boolean;
};

export function appEnv(port: number, dataDir: string): Record<string, string> {
  return { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" };
}

/**
 * FLARE's canvas password for a benchmark server outside demo mode (SEED_DEMO=0, or a
 * DATABASE_URL): there the server has no default and stops at start-up without one.
 */
export const BENCH_FLARE_CANVAS_PASSWORD = "bench-flare-password";

/**
 * The environment of a benchmark's own `node src/server.ts` on 127.0.0.1:`port`, with PUBLIC_URL
 * to match and FLARE's canvas password set, so it starts with or without demo mode; `extra` wins.
 */
export function serverEnv(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    FLARE_CANVAS_PASSWORD: BENCH_FLARE_CANVAS_PASSWORD,
    ...extra,
  };
}

export async function startApp(
  name: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnNode(name, START_ARGS, { ...appEnv(port, dataDir), ...extraEnv });
  const ready = await waitFor200(child, `${baseUrl}/`, POLL_INTERVAL_MS, START_TIMEOUT_MS);
  const readyLine = child.output.find((l) => /ready on .*started in \d+ ms/.test(l.text));
  const reported = readyLine ? /started in (\d+) ms/.exec(readyLine.text) : null;
  return {
    child,
    port,
    baseUrl,
    ready,
    reportedStartMs: reported?.[1] ? Number(reported[1]) : null,
    readyLineAtMs: readyLine ? readyLine.atMs : null,
    rebuilt: child.output.some((l) => l.text.includes("Building the web app")),
  };
}

export type LogIssue = { level: string; text: string };

const LEVELS: Record<number, string> = { 40: "warn", 50: "error", 60: "fatal" };

/** Lines the server wrote at warn or above (pino JSON), plus anything on stderr. */
export function logIssues(child: Child, fromMs = 0): LogIssue[] {
  const issues: LogIssue[] = [];
  for (const line of child.output) {
    if (line.atMs < fromMs) continue;
    let level: string | undefined;
    if (line.text.startsWith("{")) {
      try {
        const parsed = JSON.parse(line.text) as { level?: number };
        if (typeof parsed.level === "number" && parsed.level >= 40) level = LEVELS[parsed.level] ?? "warn";
      } catch {
        // not JSON: fall through
      }
    }
    if (!level && line.stream === "stderr") level = "stderr";
    if (level) issues.push({ level, text: line.text });
  }
  return issues;
}
