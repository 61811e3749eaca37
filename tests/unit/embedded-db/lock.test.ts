import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, LOCK_NAME, LOCK_STALE_MS } from "#src/platform/db/lock.ts";
import { finished, lines, spawnNode, tempDataDir } from "./helpers.ts";

const script = "tests/unit/embedded-db/take-lock.ts";
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
function newDataDir(label: string) {
  const dir = tempDataDir(label);
  dirs.push(dir);
  return dir;
}

/** A lock as another container on a shared volume leaves it: its host, its pid, its heartbeat age. */
function foreignLock(dataDir: string, ageMs: number) {
  const lock = path.join(dataDir, LOCK_NAME);
  fs.mkdirSync(lock);
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(lock, when, when);
  fs.writeFileSync(
    path.join(dataDir, "data.lock.owner.json"),
    JSON.stringify({ host: "other-container", pid: 999_999, since: when.toISOString() }),
  );
}

/** Starts an opener; resolves with "locked" or the refusal once it has decided. */
function opener(dataDir: string) {
  const child = spawnNode(script, [dataDir]);
  const done = finished(child);
  const outcome = new Promise<"locked" | "refused">((resolve) => {
    lines(child, (line) => line === "locked" && resolve("locked"));
    void done.then((r) => resolve(r.code === 1 ? "refused" : "locked"));
  });
  return { child, done, outcome };
}

describe("DATA_DIR lock: host identity and heartbeat", () => {
  it("refuses while another host's holder keeps its heartbeat, even though its pid means nothing here", async () => {
    const dataDir = newDataDir("lock-foreign");
    foreignLock(dataDir, 1_000);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/pid 999999 on host other-container/);
  });

  it("takes over a lock whose heartbeat stopped, from whichever host", () => {
    const dataDir = newDataDir("lock-stale");
    foreignLock(dataDir, LOCK_STALE_MS + 5_000);
    const release = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "data.lock.owner.json"), "utf8")).pid).toBe(
      process.pid,
    );
    release();
    expect(fs.existsSync(path.join(dataDir, LOCK_NAME))).toBe(false);
  });

  it("lets exactly one of two simultaneous openers take over the same stale lock", async () => {
    for (let round = 0; round < 3; round++) {
      const dataDir = newDataDir(`lock-race-${round}`);
      foreignLock(dataDir, LOCK_STALE_MS + 5_000);
      const a = opener(dataDir);
      const b = opener(dataDir);
      try {
        const outcomes = (await Promise.all([a.outcome, b.outcome])).sort();
        expect(outcomes, `round ${round}`).toEqual(["locked", "refused"]);
      } finally {
        a.child.kill("SIGKILL");
        b.child.kill("SIGKILL");
        await Promise.all([a.done, b.done]);
      }
    }
  }, 60_000);
});
