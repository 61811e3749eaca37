import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#src/platform/db/db.ts";
import {
  type BackupManifest,
  createBackup,
  restoreBackup,
  type Target,
} from "../../../scripts/backup-restore.ts";
import { pgliteTemplatePath } from "../../helpers/test-db.ts";
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

/** DATA_DIR/pglite from the migrated test template: no initdb, no migrations (seconds each). */
async function seedPglite(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir: new Blob([fs.readFileSync(await pgliteTemplatePath())]),
  });
  await client.close();
}

/** Everything in DATA_DIR but the lock's own files, with each file's content. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, full);
    if (rel.startsWith("pglite") || rel.startsWith("data.lock")) continue;
    out[rel] = entry.isFile() ? fs.readFileSync(full, "utf8") : "<dir>";
  }
  return out;
}

/** A hand-made archive: the given manifest and entries, packed as a backup would pack them. */
async function fabricate(file: string, manifest: unknown, entries: Record<string, string | Buffer>) {
  const stage = `${file}.d`;
  fs.mkdirSync(stage, { recursive: true });
  fs.writeFileSync(path.join(stage, "manifest.json"), JSON.stringify(manifest));
  for (const [name, body] of Object.entries(entries)) {
    fs.mkdirSync(path.dirname(path.join(stage, name)), { recursive: true });
    fs.writeFileSync(path.join(stage, name), body);
  }
  const top = [...new Set(Object.keys(entries).map((n) => n.split("/")[0]!))];
  await tar.c({ gzip: true, portable: true, file, cwd: stage }, ["manifest.json", ...top]);
  fs.rmSync(stage, { recursive: true, force: true });
}

// Each test opens, backs up and restores a database on disk: on a busy two-core machine that
// takes longer than the default 30 s, so the time limit is raised (the checks are unchanged).
describe("backup and restore of the embedded database", { timeout: 120_000 }, () => {
  // One directory for the whole file, in test order.
  const dataDir = tempDataDir("backup");
  dirs.push(dataDir);
  const target: Target = { dataDir, databaseUrl: undefined, s3: undefined, authSecretFromEnv: undefined };
  const out = path.join(tempDataDir("backup-out"));
  dirs.push(out);
  const file = path.join(out, "backup-test.tar.gz");
  let manifest: BackupManifest;

  it("writes one archive: manifest, database, uploaded files and the generated auth secret", async () => {
    await seedPglite(dataDir);
    const database = await openDatabase({ dataDir });
    await database.db.execute(
      sql`insert into site_settings (key, value) values ('company', '{"name":"Before"}'), ('motto', '"kept"')`,
    );
    await database.close();
    fs.mkdirSync(path.join(dataDir, "files", "avatar"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "files", "avatar", "one.png"), "png bytes");
    fs.writeFileSync(
      path.join(dataDir, "files", "avatar", "two.png.0123456789ab.tmp"),
      "a write in progress",
    );
    fs.writeFileSync(path.join(dataDir, "auth-secret"), "secret-before");

    ({ manifest } = await createBackup(target, file));
    expect([...fs.readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]); // gzip
    expect(fs.statSync(file).mode & 0o777).toBe(0o600); // it holds the auth secret
    expect(fs.readdirSync(out)).toEqual(["backup-test.tar.gz"]); // no .partial left behind
    const entries: string[] = [];
    await tar.t({ file, onReadEntry: (e) => entries.push(e.path) });
    expect(entries[0]).toBe("manifest.json");
    expect(entries.filter((e) => !e.endsWith("/")).sort()).toEqual([
      "database/pglite.tar",
      "files/avatar/one.png",
      "manifest.json",
      "secrets/auth-secret",
    ]);
    expect(manifest).toMatchObject({
      format: "agency-backup",
      formatVersion: 2,
      database: { kind: "pglite", entry: "database/pglite.tar" },
      files: { storage: "local", entry: "files/", count: 1, bytes: 9 },
      authSecret: { source: "archive", entry: "secrets/auth-secret" },
      notes: [],
    });
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses to restore over existing data without --force; with it, restores all and keeps the replaced data", async () => {
    const changed = await openDatabase({ dataDir });
    await changed.db.execute(sql`update site_settings set value = '{"name":"After"}' where key = 'company'`);
    await changed.db.execute(sql`delete from site_settings where key = 'motto'`);
    await changed.close();
    fs.writeFileSync(path.join(dataDir, "files", "avatar", "one.png"), "changed bytes");
    fs.writeFileSync(path.join(dataDir, "files", "avatar", "three.png"), "uploaded after the backup");
    fs.writeFileSync(path.join(dataDir, "auth-secret"), "secret-after");
    const before = snapshot(dataDir);

    await expect(restoreBackup(target, file)).rejects.toThrow(
      /^Refusing to restore over existing data: an embedded database in .*pglite, 2 uploaded files in .*files, an auth secret in .*auth-secret\. Run the restore again with --force/,
    );
    expect(snapshot(dataDir)).toEqual(before);
    expect(await readSettings(dataDir)).toEqual([{ key: "company", value: { name: "After" } }]);

    const result = await restoreBackup(target, file, { force: true });
    expect(result.restored).toEqual(["the embedded (PGlite) database", "1 uploaded file", "the auth secret"]);
    expect(await readSettings(dataDir)).toEqual([
      { key: "company", value: { name: "Before" } },
      { key: "motto", value: "kept" },
    ]);
    expect(fs.readdirSync(path.join(dataDir, "files", "avatar"))).toEqual(["one.png"]);
    expect(fs.readFileSync(path.join(dataDir, "files", "avatar", "one.png"), "utf8")).toBe("png bytes");
    expect(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe("secret-before");
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    // What it replaced is kept aside, intact.
    const aside = result.previousMovedTo!;
    expect(path.basename(aside)).toMatch(/^before-restore-/);
    expect(fs.existsSync(path.join(aside, "pglite", "PG_VERSION"))).toBe(true);
    expect(fs.readFileSync(path.join(aside, "files", "avatar", "three.png"), "utf8")).toBe(
      "uploaded after the backup",
    );
    expect(fs.readFileSync(path.join(aside, "auth-secret"), "utf8")).toBe("secret-after");
    expect(fs.readdirSync(dataDir).filter((f) => f.includes("restoring"))).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "data.lock"))).toBe(false);
    fs.rmSync(aside, { recursive: true });
  });

  it("refuses an archive it cannot fully apply, and leaves the data folder as it was", async () => {
    const before = snapshot(dataDir);
    const bad = (name: string) => path.join(out, name);
    fs.writeFileSync(bad("junk.tar.gz"), "not a tarball");
    fs.writeFileSync(bad("cut.tar.gz"), fs.readFileSync(file).subarray(0, 200_000));
    await fabricate(
      bad("short.tar.gz"),
      { ...manifest, files: { ...manifest.files, count: 2 } },
      {
        "database/pglite.tar": "x",
        "files/avatar/one.png": "png bytes",
      },
    );
    await fabricate(bad("broken-db.tar.gz"), manifest, {
      "database/pglite.tar": "not a database",
      "secrets/auth-secret": "s",
      "files/avatar/one.png": "png bytes",
    });
    await fabricate(bad("escape.tar.gz"), manifest, { "database/pglite.tar": "x", "etc/passwd": "x" });
    await fabricate(bad("newer.tar.gz"), { ...manifest, formatVersion: 3 }, {});
    await fabricate(
      bad("newer-db.tar.gz"),
      { ...manifest, database: { ...manifest.database, migrations: 999 } },
      {
        "database/pglite.tar": "x",
        "secrets/auth-secret": "s",
        "files/avatar/one.png": "png bytes",
      },
    );
    const cases: [string, RegExp][] = [
      [bad("missing.tar.gz"), /^Backup file not found/],
      [bad("junk.tar.gz"), /^Could not load .* as an embedded database backup: it is not a backup archive/],
      [bad("cut.tar.gz"), /^Could not load .* backup: the archive is damaged or cut short/],
      [
        bad("short.tar.gz"),
        /lacks what its manifest promises: .*auth secret; uploaded files \(the manifest lists 2, the archive holds 1\)/,
      ],
      [bad("broken-db.tar.gz"), /^Could not load .*broken-db\.tar\.gz as an embedded database backup/],
      [bad("escape.tar.gz"), /unexpected entry "etc\/"/],
      [bad("newer.tar.gz"), /written by a newer version of the app \(backup format 3/],
      [bad("newer-db.tar.gz"), /made by a newer version of the app: its database has 999 migrations/],
    ];
    for (const [archive, message] of cases) {
      await expect(restoreBackup(target, archive, { force: true }), archive).rejects.toThrow(message);
      expect(snapshot(dataDir), archive).toEqual(before);
    }
    expect(await readSettings(dataDir)).toHaveLength(2);
  });

  it("refuses an archive for another database or storage, and a database-only (format 1) backup unless asked", async () => {
    const pgTarget = { ...target, databaseUrl: "postgres://nobody@127.0.0.1:1/none" };
    await expect(restoreBackup(pgTarget, file)).rejects.toThrow(
      /holds an embedded \(PGlite\) database, but DATABASE_URL is set/,
    );
    const s3 = { endpoint: "https://s3.example", bucket: "agency", region: "us-east-1" };
    await expect(restoreBackup({ ...target, s3 }, file, { force: true })).rejects.toThrow(
      /holds 1 uploaded file for local storage, but S3_\* is set/,
    );

    // The format before this one: PGlite's data directory alone, gzipped.
    const legacy = path.join(out, "format-1.tar.gz");
    const old = await PGlite.create({
      dataDir: path.join(out, "format-1"),
      loadDataDir: new Blob([fs.readFileSync(await pgliteTemplatePath())]),
    });
    await old.query(`insert into site_settings (key, value) values ('company', '"Format 1"')`);
    fs.writeFileSync(legacy, Buffer.from(await (await old.dumpDataDir("gzip")).arrayBuffer()));
    await old.close();
    await expect(restoreBackup(target, legacy, { force: true })).rejects.toThrow(
      /is an older backup \(format 1\) that holds the embedded \(PGlite\) database alone: .* --database-only/,
    );
    const files = snapshot(dataDir);
    const result = await restoreBackup(target, legacy, { force: true, databaseOnly: true });
    expect(result.restored).toEqual(["the embedded (PGlite) database"]);
    expect(await readSettings(dataDir)).toEqual([{ key: "company", value: "Format 1" }]);
    // Files and secret untouched: only the database was replaced (and kept aside).
    expect(fs.readdirSync(result.previousMovedTo!)).toEqual(["pglite"]);
    fs.rmSync(result.previousMovedTo!, { recursive: true });
    expect(snapshot(dataDir)).toEqual(files);
  });

  it("with S3 storage, records the bucket instead of copying it and restores only where S3 is set", async () => {
    const s3 = { endpoint: "https://s3.example", bucket: "agency-files", region: "eu-west-1" };
    const s3File = path.join(out, "s3.tar.gz");
    const { manifest: m } = await createBackup({ ...target, s3, authSecretFromEnv: "x".repeat(40) }, s3File);
    expect(m.files).toEqual({ storage: "s3", ...s3, objects: 0, bytes: 0 });
    expect(m.authSecret).toEqual({ source: "environment", entry: "secrets/auth-secret" });
    expect(m.notes.join("\n")).toMatch(
      /not in this archive: .*S3 bucket "agency-files" at https:\/\/s3\.example.*separately/,
    );
    expect(m.notes.join("\n")).toMatch(/reads AUTH_SECRET from its environment\. Keep that value/);
    const entries: string[] = [];
    await tar.t({ file: s3File, onReadEntry: (e) => entries.push(e.path) });
    expect(entries.some((e) => e.startsWith("files"))).toBe(false);

    await expect(restoreBackup(target, s3File, { force: true })).rejects.toThrow(
      /are in the S3 bucket "agency-files" at https:\/\/s3\.example, not in the archive, but S3_\* is not set here/,
    );
    const result = await restoreBackup({ ...target, s3 }, s3File, { force: true });
    expect(result.notes.join("\n")).toMatch(/Make sure that bucket holds them/);
    expect(result.notes.join("\n")).toMatch(/same AUTH_SECRET/);
  });

  it("npm run backup / restore refuse while another process has the database open", async () => {
    const backupFile = path.join(out, "b.tar.gz");
    // The CLI writes a backup when nothing holds the database...
    const ok = await finished(
      spawnNode("scripts/backup.ts", [backupFile], { DATA_DIR: dataDir, DATABASE_URL: "" }),
    );
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`Backup written to ${backupFile}`);
    expect(ok.stdout).toContain("It holds the embedded (PGlite) database, 1 uploaded file, the auth secret.");

    // ...and refuses while a "server" holds it. The holder must be another process: the lock lets
    // its own process through.
    const holder = spawnNode("tests/unit/embedded-db/hold-open.ts", [dataDir]);
    const holderDone = finished(holder);
    try {
      await new Promise<void>((resolve) => lines(holder, (line) => line === "open" && resolve()));
      const refusals = await Promise.all(
        [
          ["scripts/backup.ts", path.join(out, "b2.tar.gz")],
          ["scripts/restore.ts", "--force", backupFile],
        ].map(([script, ...args]) =>
          finished(spawnNode(script!, args, { DATA_DIR: dataDir, DATABASE_URL: "" })),
        ),
      );
      for (const refused of refusals) {
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          /^Stop the server first\. The embedded database in .* is in use by another process \(pid \d+ on host /,
        );
      }
      expect(fs.existsSync(path.join(out, "b2.tar.gz"))).toBe(false);
    } finally {
      holder.kill("SIGKILL");
      await holderDone;
    }
  });
});
