import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type Database, migrationsFolder, openDatabase } from "#src/platform/db/db.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const templateFolder = path.join(repoRoot, "node_modules/.cache/pglite-test-template");

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * PostgreSQL database when TEST_DATABASE_URL is set (the integration run in CI).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    // Loading the migrated template costs well under a second; a new cluster (initdb) plus the
    // migrations cost several seconds per file on a busy two-core machine.
    const template = new Blob([await fs.promises.readFile(await pgliteTemplatePath())]);
    const database = await openDatabase({ memory: true, loadDataDir: template });
    // The template is keyed on the migrations, so this finds nothing to do; it stays as a guard.
    await database.migrate();
    return database;
  }
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * What the template depends on: every file under db/migrations (SQL, snapshots, journal) and the
 * PGlite version (its data-directory format). A change to either gives a new key, so a new or
 * edited migration can never be tested against a stale template.
 */
export function templateKey(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(path.relative(migrationsFolder, full));
        hash.update("\0");
        hash.update(fs.readFileSync(full));
        hash.update("\0");
      }
    }
  };
  walk(migrationsFolder);
  const pglite = JSON.parse(
    fs.readFileSync(path.join(repoRoot, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  hash.update(`pglite@${pglite.version}`);
  return hash.digest("hex").slice(0, 16);
}

/**
 * The path of the migrated template database (a PGlite data-directory dump), built on first use
 * and kept in node_modules/.cache under its key. Vitest's global setup builds it once per run
 * before any worker starts; a worker that still finds none builds it itself. Files appear by
 * rename, so a reader never sees half a file.
 */
export async function pgliteTemplatePath(): Promise<string> {
  const file = path.join(templateFolder, `${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir("none");
    fs.mkdirSync(templateFolder, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temp, file);
  } finally {
    await database.close();
  }
  // Templates of older migrations are of no further use.
  for (const name of fs.readdirSync(templateFolder)) {
    if (name !== path.basename(file) && name.endsWith(".tar"))
      fs.rmSync(path.join(templateFolder, name), { force: true });
  }
  return file;
}
