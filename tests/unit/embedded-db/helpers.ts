import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `embedded-db-${label}-`));
}

/** Runs a .ts file on this Node (24, type stripping) from the repo root, so `#src/*` resolves. */
export function spawnNode(script: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NODE_NO_WARNINGS: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export type Finished = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

export function finished(child: ChildProcess): Promise<Finished> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (c) => {
    stdout += String(c);
  });
  child.stderr?.on("data", (c) => {
    stderr += String(c);
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Calls `onLine` for each complete stdout line of the child (a partial last line is not passed on). */
export function lines(child: ChildProcess, onLine: (line: string) => void): void {
  let buffered = "";
  child.stdout!.on("data", (chunk) => {
    buffered += String(chunk);
    const parts = buffered.split("\n");
    buffered = parts.pop()!;
    for (const line of parts) onLine(line);
  });
}

/** The rows of a raw SQL query (PGlite and node-postgres results both carry `rows`). */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
