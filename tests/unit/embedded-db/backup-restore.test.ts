import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#src/platform/db/db.ts";
import { backupEmbedded, restoreEmbedded } from "../../../scripts/backup-restore.ts";
import { finished, lines, selectRows, spawnNode, tempDataDir } from "./helpers.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function readSettings(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await selectRows(database.db, sql`select key, value from site_settings order by key`);
  } finally {
    await database.close();
  }
}

// Each test opens, backs up and restores a database on disk: on a busy two-core machine that
// takes longer than the default 30 s, so the time limit is raised (the checks are unchanged).
describe("backup and restore of the embedded database", { timeout: 120_000 }, () => {
  // One directory for the whole file, in test order: a fresh one costs ~3 s of initdb.
  const dataDir = tempDataDir("backup");
  dirs.push(dataDir);

  it("restores exactly the rows that were backed up and keeps the replaced database", async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.db.execute(
      sql`insert into site_settings (key, value) values ('company', '{"name":"Before"}'), ('motto', '"kept"')`,
    );
    await database.close();

    const file = path.join(dataDir, "out", "backup-test.tar.gz");
    expect(await backupEmbedded(dataDir, file)).toBe(file);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    expect([...fs.readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]); // gzip

    const changed = await openDatabase({ dataDir });
    await changed.db.execute(sql`update site_settings set value = '{"name":"After"}' where key = 'company'`);
    await changed.db.execute(sql`delete from site_settings where key = 'motto'`);
    await changed.db.execute(sql`insert into site_settings (key, value) values ('extra', '1')`);
    expect(await selectRows(changed.db, sql`select key, value from site_settings order by key`)).toEqual([
      { key: "company", value: { name: "After" } },
      { key: "extra", value: 1 },
    ]);
    await changed.close();

    const result = await restoreEmbedded(dataDir, file);
    expect(await readSettings(dataDir)).toEqual([
      { key: "company", value: { name: "Before" } },
      { key: "motto", value: "kept" },
    ]);
    // The database it replaced is kept aside, intact.
    expect(result.previousMovedTo).toMatch(/pglite\.before-restore-/);
    expect(fs.existsSync(path.join(result.previousMovedTo!, "PG_VERSION"))).toBe(true);
    expect(fs.readdirSync(dataDir).filter((f) => f.includes("restoring"))).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "data.lock"))).toBe(false);
  });

  it("refuses a file that is not a backup and leaves the database alone", async () => {
    const before = fs.readdirSync(dataDir).sort();
    const junk = path.join(dataDir, "junk.tar.gz");
    fs.writeFileSync(junk, "not a tarball");
    await expect(restoreEmbedded(dataDir, junk)).rejects.toThrow(
      /Could not load .* as an embedded database backup/,
    );
    await expect(restoreEmbedded(dataDir, path.join(dataDir, "missing.tar.gz"))).rejects.toThrow(
      /Backup file not found/,
    );
    expect(await readSettings(dataDir)).toEqual([
      { key: "company", value: { name: "Before" } },
      { key: "motto", value: "kept" },
    ]);
    expect(fs.readdirSync(dataDir).sort()).toEqual([...before, "junk.tar.gz"].sort());
  });

  it("npm run backup / restore refuse while another process has the database open", async () => {
    const backupFile = path.join(dataDir, "b.tar.gz");
    // The CLI writes a backup when nothing holds the database...
    const ok = await finished(
      spawnNode("scripts/backup.ts", [backupFile], { DATA_DIR: dataDir, DATABASE_URL: "" }),
    );
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`Backup written to ${backupFile}`);

    // ...and refuses while a "server" holds it. The holder must be another process: the lock lets
    // its own process through.
    const holder = spawnNode("tests/unit/embedded-db/hold-open.ts", [dataDir]);
    const holderDone = finished(holder);
    try {
      await new Promise<void>((resolve) => lines(holder, (line) => line === "open" && resolve()));
      const refusals = await Promise.all(
        [
          ["scripts/backup.ts", path.join(dataDir, "b2.tar.gz")],
          ["scripts/restore.ts", backupFile],
        ].map(([script, arg]) =>
          finished(spawnNode(script!, [arg!], { DATA_DIR: dataDir, DATABASE_URL: "" })),
        ),
      );
      for (const refused of refusals) {
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          /^Stop the server first\. The embedded database in .* is in use by another process \(pid \d+ on host /,
        );
      }
      expect(fs.existsSync(path.join(dataDir, "b2.tar.gz"))).toBe(false);
    } finally {
      holder.kill("SIGKILL");
      await holderDone;
    }
  });
});
