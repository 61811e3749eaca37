// The README's backup and restore, end to end: `npm run backup`, the data folder (and, on
// PostgreSQL, the database) wiped, `npm run restore`, then the same browser comes back. Runs on
// PGlite in the unit suite and on PostgreSQL in `npm run test:pg` (TEST_DATABASE_URL).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "#src/platform/config/config.ts";
import { type Database, openDatabase } from "#src/platform/db/db.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { buildHttpApp, createServices } from "#src/server.ts";
import { TEST_ORIGIN, TestClient } from "../tests/helpers/test-app.ts";
import { createTestDatabase, pgliteTemplatePath } from "../tests/helpers/test-db.ts";
import { finished, spawnNode } from "../tests/unit/embedded-db/helpers.ts";
import { createBackup, restoreBackup, type Target } from "./backup-restore.ts";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// A 1×1 PNG with a random text chunk, so "the same bytes" cannot be a coincidence.
function pngBytes(): Buffer {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  const text = Buffer.from(`Comment\0${randomBytes(24).toString("hex")}`);
  const chunk = Buffer.concat([Buffer.alloc(4), Buffer.from("tEXt"), text, Buffer.alloc(4)]);
  chunk.writeUInt32BE(text.length, 0);
  // The CRC is not checked by the upload rules; a wrong one is still the same bytes both ways.
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

/**
 * The server's rule for the session secret (src/server.ts, resolveAuthSecret): AUTH_SECRET, else
 * DATA_DIR/auth-secret; on the embedded database a missing file is generated (new sessions
 * only), on PostgreSQL the server refuses to start.
 */
function serverAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  if (onPostgres) throw new Error("the server refuses to start: no AUTH_SECRET and no DATA_DIR/auth-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The HTTP app as `npm start` builds it on this DATA_DIR (and DATABASE_URL). */
function startApp(database: Database, dataDir: string, databaseUrl: string | undefined) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    SEED_DEMO: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  return buildHttpApp(createServices(config, silentLogger, database, serverAuthSecret(dataDir)));
}

/** Drops every schema of the database (the tables, drizzle's journal, pg-boss): an empty database. */
async function wipePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname !~ '^pg_' and nspname <> 'information_schema'",
    );
    for (const { name } of rows) await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

const roots: string[] = [];
afterAll(() => {
  for (const dir of roots) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`backup, wipe and restore (${onPostgres ? "PostgreSQL" : "embedded PGlite"})`, {
  timeout: 120_000,
}, () => {
  it("brings back the database, the uploaded files and the auth secret: old sessions and files still work", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "backup-round-trip-"));
    roots.push(root);
    const dataDir = path.join(root, "data");
    const archive = path.join(root, "backups", "backup.tar.gz");
    // PostgreSQL: a throw-away database (dropped at the end); embedded: DATA_DIR/pglite, loaded
    // from the migrated test template (initdb and the migrations would cost several seconds).
    const pgDatabase = onPostgres ? await createTestDatabase() : undefined;
    const url = pgDatabase?.url;
    const open = () => (url ? openDatabase({ databaseUrl: url }) : openDatabase({ dataDir }));
    const cli = (script: string, ...args: string[]) =>
      finished(spawnNode(script, args, { DATA_DIR: dataDir, DATABASE_URL: url ?? "", AUTH_SECRET: "" }));
    try {
      if (url) {
        // On PostgreSQL the server needs AUTH_SECRET or this file (one kept from an embedded start).
        fs.mkdirSync(dataDir, { recursive: true });
        fs.writeFileSync(path.join(dataDir, "auth-secret"), randomBytes(32).toString("hex"), { mode: 0o600 });
      } else {
        fs.mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
        const seed = await PGlite.create({
          dataDir: path.join(dataDir, "pglite"),
          loadDataDir: new Blob([fs.readFileSync(await pgliteTemplatePath())]),
        });
        await seed.close();
      }

      // Before the backup: a visitor signs up (a session cookie) and uploads an avatar.
      const before = await open();
      let avatarUrl: string;
      let cookies: Map<string, string>;
      const avatar = pngBytes();
      try {
        await before.migrate();
        const browser = new TestClient(startApp(before, dataDir, url));
        const signedUp = await browser.post("/api/identity/sign-up", {
          email: "kept@x.example",
          password: "secret-pass",
        });
        expect(signedUp.status, JSON.stringify(signedUp.json)).toBe(201);
        const form = new FormData();
        form.set("avatar", new File([new Uint8Array(avatar)], "me.png", { type: "image/png" }));
        const uploaded = await browser.request("POST", "/api/identity/profile/avatar", form);
        expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
        avatarUrl = uploaded.json.avatarUrl;
        cookies = new Map(browser.cookies);
      } finally {
        await before.close();
      }

      // The README: npm run backup, the data lost, npm run restore.
      const backedUp = await cli("scripts/backup.ts", archive);
      expect(backedUp.code, backedUp.stderr).toBe(0);
      expect(backedUp.stdout).toContain(`Backup written to ${archive}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (url) await wipePostgres(url);
      const restored = await cli("scripts/restore.ts", archive);
      expect(restored.code, restored.stderr).toBe(0);

      // After: the same browser, with the cookie it had before the backup.
      const after = await open();
      try {
        const app = startApp(after, dataDir, url);
        const returning = new TestClient(app);
        for (const [k, v] of cookies) returning.cookies.set(k, v);
        const me = await returning.get("/api/identity/me");
        expect(me.status).toBe(200);
        expect
          .soft(me.json.user?.email, "the session from before the backup is signed in")
          .toBe("kept@x.example");
        // The file, byte for byte: read by a fresh sign-in, so it does not hang on the session above.
        const reader = new TestClient(app);
        const signedIn = await reader.post("/api/identity/sign-in", {
          email: "kept@x.example",
          password: "secret-pass",
          portal: "general",
        });
        expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
        const cookie = [...reader.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
        const download = await app.request(avatarUrl, { headers: { cookie, origin: TEST_ORIGIN } });
        expect.soft(download.status, "the avatar uploaded before the backup is served").toBe(200);
        expect.soft(Buffer.from(await download.arrayBuffer()).equals(avatar), "the same bytes").toBe(true);
      } finally {
        await after.close();
      }
    } finally {
      await pgDatabase?.close();
    }
  });
});

describe.skipIf(!onPostgres)("restore on PostgreSQL", { timeout: 120_000 }, () => {
  it("refuses a database that holds tables unless --force, then replaces it in one transaction", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "backup-pg-"));
    roots.push(root);
    const database = await createTestDatabase();
    const target: Target = {
      dataDir: path.join(root, "data"),
      databaseUrl: database.url,
      s3: undefined,
      authSecretFromEnv: "a".repeat(40),
    };
    try {
      await database.db.execute(sql`insert into site_settings (key, value) values ('company', '"Before"')`);
      const file = path.join(root, "pg.tar.gz");
      const { manifest } = await createBackup(target, file);
      expect(manifest).toMatchObject({
        database: { kind: "postgres", entry: "database/postgres.sql" },
        files: { storage: "local", count: 0 },
        authSecret: { source: "environment" },
      });
      await database.db.execute(sql`update site_settings set value = '"After"' where key = 'company'`);
      await database.db.execute(sql`insert into site_settings (key, value) values ('extra', '1')`);

      await expect(restoreBackup(target, file)).rejects.toThrow(
        /^Refusing to restore over existing data: \d+ tables in the PostgreSQL database .*--force.*PostgreSQL keeps no copy/,
      );
      // A replay that fails half way changes nothing: not the tables, not the files.
      const live = path.join(target.dataDir, "files", "avatar", "live.png");
      fs.mkdirSync(path.dirname(live), { recursive: true });
      fs.writeFileSync(live, "live bytes");
      const stage = path.join(root, "broken");
      fs.mkdirSync(path.join(stage, "database"), { recursive: true });
      fs.mkdirSync(path.join(stage, "files", "avatar"), { recursive: true });
      fs.writeFileSync(
        path.join(stage, "manifest.json"),
        JSON.stringify({ ...manifest, files: { ...manifest.files, count: 1, bytes: 3 } }),
      );
      fs.writeFileSync(
        path.join(stage, "database", "postgres.sql"),
        "delete from site_settings;\nthis is not sql;\n",
      );
      fs.writeFileSync(path.join(stage, "files", "avatar", "old.png"), "old");
      const broken = path.join(root, "broken.tar.gz");
      await tar.c({ gzip: true, file: broken, cwd: stage }, ["manifest.json", "database", "files"]);
      await expect(restoreBackup(target, broken, { force: true })).rejects.toThrow(/^psql failed/);
      expect(fs.readdirSync(target.dataDir).sort()).toEqual(["files"]);
      expect(fs.readdirSync(path.dirname(live))).toEqual(["live.png"]);
      const count = (await database.db.execute(
        sql`select count(*)::int as n from site_settings`,
      )) as unknown as { rows: { n: number }[] };
      expect(count.rows).toEqual([{ n: 2 }]);

      const result = await restoreBackup(target, file, { force: true });
      expect(result.notes.join("\n")).toMatch(/same AUTH_SECRET/);
      expect(fs.existsSync(live)).toBe(false); // replaced by the backup's (empty) files folder, kept aside
      expect(fs.readFileSync(path.join(result.previousMovedTo!, "files", "avatar", "live.png"), "utf8")).toBe(
        "live bytes",
      );

      const rows = (await database.db.execute(
        sql`select key, value from site_settings order by key`,
      )) as unknown as {
        rows: unknown[];
      };
      expect(rows.rows).toEqual([{ key: "company", value: "Before" }]);

      // A format-1 backup (the gzipped pg_dump alone) restores only when asked to restore just that.
      const legacy = path.join(root, "format-1.sql.gz");
      await database.db.execute(sql`update site_settings set value = '"Format 1"' where key = 'company'`);
      const dumped = await finished(
        spawn(
          "sh",
          ["-c", `pg_dump --clean --if-exists --no-owner --no-privileges --dbname "$URL" | gzip > "$OUT"`],
          {
            env: { ...process.env, URL: database.url!, OUT: legacy },
          },
        ),
      );
      expect(dumped.code, dumped.stderr).toBe(0);
      await database.db.execute(sql`update site_settings set value = '"Later"' where key = 'company'`);
      await expect(restoreBackup(target, legacy, { force: true })).rejects.toThrow(
        /is an older backup \(format 1\) that holds the PostgreSQL database alone: .*--database-only/,
      );
      const old = await restoreBackup(target, legacy, { force: true, databaseOnly: true });
      expect(old.restored).toEqual(["the PostgreSQL database"]);
      const company = (await database.db.execute(
        sql`select value from site_settings where key = 'company'`,
      )) as unknown as { rows: { value: unknown }[] };
      expect(company.rows).toEqual([{ value: "Format 1" }]);
    } finally {
      await database.close();
    }
  });
});
