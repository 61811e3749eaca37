// Child-process plumbing for the benchmarks: free ports, spawning with captured output,
// readiness polling, graceful stop with a measured duration, and a kill-everything safety net.
import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";

export type OutputLine = { atMs: number; stream: "stdout" | "stderr"; text: string };

export type Child = {
  name: string;
  process: ChildProcess;
  pid: number;
  /** performance.now() right before spawn() was called. */
  spawnedAt: number;
  output: OutputLine[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; atMs: number }>;
  hasExited: () => boolean;
};

const live = new Set<Child>();

let nextFromBase = 0;

/**
 * A TCP port that was free a moment ago: any free one, or with BENCH_PORT_BASE the next free one of the 100 from
 * it (so several people benchmarking on one machine keep to their own ports).
 */
export async function freePort(): Promise<number> {
  const base = Number(process.env.BENCH_PORT_BASE ?? 0);
  if (!base) return listenOnce(0);
  for (let tries = 0; tries < 100; tries++) {
    const port = base + (nextFromBase++ % 100);
    try {
      return await listenOnce(port);
    } catch {
      // Taken: the next one.
    }
  }
  throw new Error(`no free port from ${base} to ${base + 99}`);
}

function listenOnce(wanted: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(wanted, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** Spawns `node <args>` with the running Node binary; stdout/stderr are kept line by line. */
export function spawnNode(name: string, args: string[], env: Record<string, string>): Child {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error(`could not spawn ${name}`);
  const output: OutputLine[] = [];
  const collect = (stream: "stdout" | "stderr") => {
    let pending = "";
    return (chunk: Buffer) => {
      const atMs = performance.now() - spawnedAt;
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const text of lines) if (text.trim()) output.push({ atMs, stream, text });
    };
  };
  child.stdout?.on("data", collect("stdout"));
  child.stderr?.on("data", collect("stderr"));
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; atMs: number }>(
    (resolve) => {
      child.on("exit", (code, signal) => {
        done = true;
        live.delete(handle);
        resolve({ code, signal, atMs: performance.now() });
      });
    },
  );
  const handle: Child = {
    name,
    process: child,
    pid: child.pid,
    spawnedAt,
    output,
    exited,
    hasExited: () => done,
  };
  live.add(handle);
  return handle;
}

/** One GET with a fresh connection (no keep-alive, so nothing lingers to delay a graceful stop). */
export function getStatus(url: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "GET", agent: false, headers: { connection: "close" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Ready = {
  /** spawn() → the first 200 response was fully read. */
  msToFirst200: number;
  /** Duration of the successful request alone (mostly the first render of the page). */
  lastRequestMs: number;
  attempts: number;
  statusesSeen: Record<string, number>;
};

/** Polls `url` every `intervalMs` (pause after each failed attempt) until it answers 200. */
export async function waitFor200(
  child: Child,
  url: string,
  intervalMs: number,
  timeoutMs: number,
): Promise<Ready> {
  const statusesSeen: Record<string, number> = {};
  let attempts = 0;
  for (;;) {
    if (child.hasExited()) {
      const tail = child.output.slice(-15).map((l) => l.text);
      throw new Error(`${child.name} exited before answering 200 on ${url}:\n${tail.join("\n")}`);
    }
    if (performance.now() - child.spawnedAt > timeoutMs) {
      throw new Error(`${child.name}: no 200 from ${url} within ${timeoutMs} ms`);
    }
    attempts++;
    const sent = performance.now();
    let key: string;
    try {
      const status = await getStatus(url, 30_000);
      if (status === 200) {
        const now = performance.now();
        const ready: Ready = {
          msToFirst200: now - child.spawnedAt,
          lastRequestMs: now - sent,
          attempts,
          statusesSeen,
        };
        return ready;
      }
      key = String(status);
    } catch (err) {
      key = (err as NodeJS.ErrnoException).code ?? "error";
    }
    statusesSeen[key] = (statusesSeen[key] ?? 0) + 1;
    await sleep(intervalMs);
  }
}

export type Stopped = { ms: number; code: number | null; signal: NodeJS.Signals | null; forced: boolean };

/** Sends SIGTERM, waits for the exit and returns how long it took; SIGKILL after `timeoutMs`. */
export async function stopChild(child: Child, timeoutMs = 20_000): Promise<Stopped> {
  const sentAt = performance.now();
  if (child.hasExited()) {
    const e = await child.exited;
    return { ms: 0, code: e.code, signal: e.signal, forced: false };
  }
  child.process.kill("SIGTERM");
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    child.process.kill("SIGKILL");
  }, timeoutMs);
  const e = await child.exited;
  clearTimeout(timer);
  return { ms: e.atMs - sentAt, code: e.code, signal: e.signal, forced };
}

/** Safety net: SIGKILL every child still running (used on error, on signals and at exit). */
export function killAll(): number {
  let n = 0;
  for (const child of live) {
    if (!child.hasExited()) {
      child.process.kill("SIGKILL");
      n++;
    }
  }
  live.clear();
  return n;
}

export { sleep };
