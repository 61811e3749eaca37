import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "#src/platform/db/db.ts";
import { DataDirLockedError } from "#src/platform/db/lock.ts";
import { finished, lines, selectRows, spawnNode, tempDataDir } from "./helpers.ts";

const here = "tests/unit/embedded-db";
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function newDataDir(label: string) {
  const dir = tempDataDir(label);
  dirs.push(dir);
  return dir;
}

// Each test starts a child process that creates a PGlite database (initdb ~3 s on a quiet machine,
// far longer on a loaded one), so these get more than the default 30 s.
describe("embedded database: one process per DATA_DIR", { timeout: 120_000 }, () => {
  // Shared by the first and the last test: a fresh directory costs ~3 s of initdb.
  const dataDir = newDataDir("lock");

  it("refuses a second process with a clear message while this one holds the directory", async () => {
    const database = await openDatabase({ dataDir });
    try {
      const second = await finished(spawnNode(`${here}/hold-open.ts`, [dataDir]));
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `The embedded database in ${dataDir} is in use by another process (pid ${process.pid} on host`,
      );
      expect(second.stderr).toMatch(
        /stop that process first, or set DATA_DIR to another folder, or set DATABASE_URL/,
      );
    } finally {
      await database.close();
    }
  });

  it("refuses this process while another one holds the directory", async () => {
    const otherDir = newDataDir("lock-other");
    const holder = spawnNode(`${here}/hold-open.ts`, [otherDir]);
    const done = finished(holder);
    try {
      await new Promise<void>((resolve, reject) => {
        lines(holder, (line) => line === "open" && resolve());
        holder.on("close", () => reject(new Error("holder exited early")));
      });
      await expect(openDatabase({ dataDir: otherDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ dataDir: otherDir })).rejects.toThrow(`pid ${holder.pid} on host`);
    } finally {
      holder.kill("SIGKILL");
      await done;
    }
  });

  it("close() runs CHECKPOINT and releases the lock, so the directory opens again", async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.execute(sql`insert into site_settings (key, value) values ('closed', 'true')`);
    const lockFile = path.join(dataDir, "data.lock");
    expect(fs.statSync(lockFile).isDirectory()).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "data.lock.owner.json"), "utf8")).pid).toBe(
      process.pid,
    );
    const query = vi.spyOn(first.pglite!, "query");
    await first.close();
    expect(query).toHaveBeenCalledWith("CHECKPOINT");
    expect(first.pglite!.closed).toBe(true);
    expect(fs.existsSync(lockFile)).toBe(false);
    await expect(first.close()).resolves.toBeUndefined(); // idempotent

    const second = await openDatabase({ dataDir });
    try {
      const rows = await selectRows(second.db, sql`select value from site_settings where key = 'closed'`);
      expect(rows).toEqual([{ value: true }]);
    } finally {
      await second.close();
    }
  });
});
