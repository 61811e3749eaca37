// `npm run backup` / `npm run restore`: one archive holds everything a restore needs.
//
// The archive is a gzipped tar (node-tar), `backup-<timestamp>.tar.gz`:
//   manifest.json          format and version, created-at, database kind, what it holds, what it does not
//   database/pglite.tar    embedded: the PGlite data directory (dumpDataDir, after CHECKPOINT)
//   database/postgres.sql  PostgreSQL: pg_dump --clean --if-exists --no-owner --no-privileges
//   secrets/auth-secret    DATA_DIR/auth-secret, the session secret the server generated (when there is one)
//   files/<storage key>    local storage: every uploaded file (DATA_DIR/files)
// With S3 storage the bucket is not copied: the manifest names it and says it must be kept separately.
// Format 1 (before this) was the database alone: a PGlite tarball or a gzipped pg_dump.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import * as tar from "tar";
import { z } from "zod";
import { ConfigError, loadConfig } from "#src/platform/config/config.ts";
import { migrationsFolder, openDatabase } from "#src/platform/db/db.ts";
import { acquireDataDirLock, DataDirLockedError } from "#src/platform/db/lock.ts";
import { assertValidStorageKey } from "#src/platform/storage/storage.driver.ts";

/** A failure with a message meant for the person at the terminal; the CLI prints it and exits 1. */
export class BackupError extends Error {}

export const BACKUP_FORMAT = "agency-backup";
/** 2: database, uploaded files (local storage) and the generated auth secret. 1: the database alone. */
export const BACKUP_FORMAT_VERSION = 2;

const MANIFEST_ENTRY = "manifest.json";
const PGLITE_ENTRY = "database/pglite.tar";
const POSTGRES_ENTRY = "database/postgres.sql";
const SECRET_ENTRY = "secrets/auth-secret";
const FILES_DIR = "files";
/** The secret the server generates when AUTH_SECRET is unset (src/server.ts, resolveAuthSecret). */
const AUTH_SECRET_FILE = "auth-secret";
/** A write in progress by the local-disk driver (`<key>.<12 hex>.tmp`): never part of a backup. */
const TEMP_UPLOAD = /\.[0-9a-f]{12}\.tmp$/;

type DatabaseKind = "pglite" | "postgres";

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  app: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    entry: z.enum([PGLITE_ENTRY, POSTGRES_ENTRY]),
    serverVersion: z.string(),
    /** Migrations applied to the backed-up database (drizzle's journal). */
    migrations: z.number().int().nonnegative(),
  }),
  files: z.discriminatedUnion("storage", [
    z.object({
      storage: z.literal("local"),
      entry: z.literal(`${FILES_DIR}/`),
      count: z.number().int().nonnegative(),
      bytes: z.number().nonnegative(),
    }),
    z.object({
      storage: z.literal("s3"),
      endpoint: z.string(),
      bucket: z.string(),
      region: z.string(),
      /** Objects the database references (stored_files rows); their bytes are in the bucket only. */
      objects: z.number().int().nonnegative(),
      bytes: z.number().nonnegative(),
    }),
  ]),
  /** Where the server's session secret comes from; `entry` when DATA_DIR/auth-secret is in the archive. */
  authSecret: z.object({
    source: z.enum(["archive", "environment"]),
    entry: z.literal(SECRET_ENTRY).optional(),
  }),
  /** Plain sentences: what the archive does not hold and must be kept elsewhere. */
  notes: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

/** What the commands act on, from the same environment the server reads. */
export type Target = {
  dataDir: string;
  databaseUrl: string | undefined;
  s3: { endpoint: string; bucket: string; region: string } | undefined;
  /** AUTH_SECRET, when the environment sets it (the server then ignores DATA_DIR/auth-secret). */
  authSecretFromEnv: string | undefined;
};

/** The target as the server would see it (src/platform/config); empty variables count as unset. */
export function targetFromEnv(env: Record<string, string | undefined>): Target {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(set);
  } catch (err) {
    if (err instanceof ConfigError) throw new BackupError(err.message);
    throw err;
  }
  return {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    s3: config.s3 && { endpoint: config.s3.endpoint, bucket: config.s3.bucket, region: config.s3.region },
    authSecretFromEnv: config.authSecret,
  };
}

/** 2025-01-31T09-15-02-123Z: sortable and safe in file names on every OS. */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, "-");
}

export function defaultBackupFile(cwd = process.cwd()): string {
  return path.resolve(cwd, "backups", `backup-${timestamp()}.tar.gz`);
}

const kindLabel = (kind: DatabaseKind) => (kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL");

function isFile(file: string): boolean {
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

function hasCluster(pgliteDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir, "PG_VERSION"));
}

/** The URL without its password, for messages. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "DATABASE_URL";
  }
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function lockDataDir(dataDir: string): () => void {
  try {
    return acquireDataDirLock(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new BackupError(`Stop the server first. ${err.message}`);
    throw err;
  }
}

/** Migrations this code knows: a database with more was made by a newer version of the app. */
function knownMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function appVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "..", "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  return `${pkg.name}@${pkg.version}`;
}

// ---------------------------------------------------------------------------------------------
// External commands (pg_dump, psql)

/** Runs a command, feeding `stdin` / collecting `stdout` as streams; explains a missing binary. */
async function run(
  command: string,
  args: string[],
  io: { stdin?: NodeJS.ReadableStream; stdout?: NodeJS.WritableStream },
): Promise<void> {
  const child = spawn(command, args, {
    stdio: [io.stdin ? "pipe" : "ignore", io.stdout ? "pipe" : "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT") {
        reject(
          new BackupError(
            `${command} was not found on PATH. Install the PostgreSQL client tools matching your server's ` +
              "major version (Debian/Ubuntu: apt-get install postgresql-client), then run this again.",
          ),
        );
      } else reject(err);
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
  const streams: Promise<void>[] = [];
  if (io.stdin && child.stdin) streams.push(pipeline(io.stdin, child.stdin));
  if (io.stdout && child.stdout) streams.push(pipeline(child.stdout, io.stdout));
  const [code] = await Promise.all([exited, ...streams.map((p) => p.catch(() => {}))]);
  if (code !== 0) throw new BackupError(`${command} failed (exit code ${code}): ${stderr.trim()}`);
}

type Rows = Record<string, unknown>[];
type Query = (text: string) => Promise<Rows>;

async function withPg<T>(url: string, use: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Could not connect to ${describeUrl(url)}: ${(err as Error).message}`);
  }
  try {
    return await use(async (text) => (await client.query(text)).rows as Rows);
  } finally {
    await client.end().catch(() => {});
  }
}

/** What the backed-up database says about itself and about the files it references. */
async function inspectDatabase(query: Query) {
  const [version] = await query("select current_setting('server_version') as v");
  const migrations = await query("select count(*)::int as n from drizzle.__drizzle_migrations").then(
    (rows) => Number(rows[0]?.n ?? 0),
    () => 0,
  );
  const stored = await query("select storage_key as key, size from stored_files").catch(() => [] as Rows);
  return {
    serverVersion: String(version?.v ?? ""),
    migrations,
    stored: stored.map((r) => ({ key: String(r.key), size: Number(r.size) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Backup

/** Hard-links (else copies) every uploaded file under `root` into `into`; returns what it took. */
function snapshotFiles(root: string, into: string): { count: number; bytes: number; keys: Set<string> } {
  fs.mkdirSync(into, { recursive: true });
  const keys = new Set<string>();
  let bytes = 0;
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const key = `${prefix}${entry.name}`;
      const from = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(from, `${key}/`);
      if (!entry.isFile() || TEMP_UPLOAD.test(entry.name)) continue;
      try {
        assertValidStorageKey(key);
      } catch {
        continue; // not a file the app wrote: nothing references it
      }
      const to = path.join(into, ...key.split("/"));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      try {
        fs.linkSync(from, to); // no copy: the driver replaces files by rename, never in place
      } catch {
        fs.copyFileSync(from, to);
      }
      keys.add(key);
      bytes += fs.statSync(to).size;
    }
  };
  if (fs.existsSync(root)) walk(root, "");
  return { count: keys.size, bytes, keys };
}

export type BackupResult = { file: string; manifest: BackupManifest };

/**
 * Writes one archive holding the database, the uploaded files (local storage) and the generated
 * auth secret. On the embedded database it takes the DATA_DIR lock, so it refuses while the
 * server runs; on PostgreSQL the server may keep running (the files are read after the dump, so
 * every file the dumped database references is in the archive).
 */
export async function createBackup(target: Target, outFile: string): Promise<BackupResult> {
  const out = path.resolve(outFile);
  const kind: DatabaseKind = target.databaseUrl ? "postgres" : "pglite";
  const partial = `${out}.partial`;
  const stage = `${out}.partial.d`;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(path.join(stage, "database"), { recursive: true, mode: 0o700 });
  try {
    const takeRest = () => {
      const files = target.s3
        ? undefined
        : snapshotFiles(path.join(target.dataDir, FILES_DIR), path.join(stage, FILES_DIR));
      const secretFile = path.join(target.dataDir, AUTH_SECRET_FILE);
      const secret = isFile(secretFile) ? fs.readFileSync(secretFile) : undefined;
      if (secret) {
        fs.mkdirSync(path.join(stage, "secrets"), { mode: 0o700 });
        fs.writeFileSync(path.join(stage, SECRET_ENTRY), secret, { mode: 0o600 });
      }
      return { files, hasSecret: Boolean(secret) };
    };
    let info: Awaited<ReturnType<typeof inspectDatabase>>;
    let rest: ReturnType<typeof takeRest>;
    if (kind === "postgres") {
      const url = target.databaseUrl!;
      await run("pg_dump", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--dbname", url], {
        stdout: fs.createWriteStream(path.join(stage, POSTGRES_ENTRY), { mode: 0o600 }),
      });
      info = await withPg(url, inspectDatabase);
      rest = takeRest();
    } else {
      const pgliteDir = path.join(target.dataDir, "pglite");
      if (!hasCluster(pgliteDir))
        throw new BackupError(`There is no embedded database in ${pgliteDir} to back up.`);
      // Takes the DATA_DIR lock: refused while the server (or anything else) has the database open.
      const database = await openDatabase({ dataDir: target.dataDir }).catch((err: unknown) => {
        if (err instanceof DataDirLockedError) throw new BackupError(`Stop the server first. ${err.message}`);
        throw err;
      });
      try {
        const client = database.pglite!;
        // Flush WAL into the data files first, so the restored copy starts without crash recovery.
        await client.query("CHECKPOINT");
        info = await inspectDatabase(
          async (text) => (await client.query<Record<string, unknown>>(text)).rows,
        );
        const dump = await client.dumpDataDir("none");
        fs.writeFileSync(path.join(stage, PGLITE_ENTRY), Buffer.from(await dump.arrayBuffer()), {
          mode: 0o600,
        });
        rest = takeRest(); // still under the lock: the files match the database exactly
      } finally {
        await database.close();
      }
    }

    const notes: string[] = [];
    let files: BackupManifest["files"];
    if (target.s3) {
      files = {
        storage: "s3",
        ...target.s3,
        objects: info.stored.length,
        bytes: info.stored.reduce((sum, f) => sum + f.size, 0),
      };
      notes.push(
        `Uploaded files are not in this archive: they are the objects of the S3 bucket "${target.s3.bucket}" at ` +
          `${target.s3.endpoint}, which the database references by key (${plural(info.stored.length, "object")}). ` +
          "Back the bucket up or version it separately, and keep that copy with this archive.",
      );
    } else {
      const snap = rest.files!;
      files = { storage: "local", entry: `${FILES_DIR}/`, count: snap.count, bytes: snap.bytes };
      const missing = info.stored.filter((f) => !snap.keys.has(f.key)).length;
      if (missing > 0) {
        notes.push(
          `${plural(missing, "file")} that the database references ${missing === 1 ? "was" : "were"} not found in ` +
            `${path.join(target.dataDir, FILES_DIR)} and ${missing === 1 ? "is" : "are"} not in this archive. ` +
            "If the server stores files in S3, run the backup with the server's S3_* settings.",
        );
      }
    }
    const authSecret: BackupManifest["authSecret"] = {
      source: target.authSecretFromEnv || !rest.hasSecret ? "environment" : "archive",
      ...(rest.hasSecret ? { entry: SECRET_ENTRY } : {}),
    };
    if (authSecret.source === "environment") {
      notes.push(
        "The auth secret that signs sessions is not taken from this archive: the server reads AUTH_SECRET from its " +
          "environment. Keep that value; sessions survive a restore only under the same AUTH_SECRET.",
      );
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: appVersion(),
      database: {
        kind,
        entry: kind === "pglite" ? PGLITE_ENTRY : POSTGRES_ENTRY,
        serverVersion: info.serverVersion,
        migrations: info.migrations,
      },
      files,
      authSecret,
      notes,
    };
    fs.writeFileSync(path.join(stage, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest first, so a reader knows what follows; mode 0600: the archive holds the secret.
    await tar.c({ gzip: true, portable: true, file: partial, cwd: stage, mode: 0o600 }, [
      MANIFEST_ENTRY,
      "database",
      ...(rest.hasSecret ? ["secrets"] : []),
      ...(files.storage === "local" ? [FILES_DIR] : []),
    ]);
    // Written beside the target, then renamed: a half-written file never carries the final name.
    fs.renameSync(partial, out);
    return { file: out, manifest };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/** One line per thing the archive holds, for the terminal. */
export function describeContents(manifest: BackupManifest): string {
  const parts = [`the ${kindLabel(manifest.database.kind)} database`];
  if (manifest.files.storage === "local") parts.push(`${plural(manifest.files.count, "uploaded file")}`);
  if (manifest.authSecret.source === "archive") parts.push("the auth secret");
  return parts.join(", ");
}

// ---------------------------------------------------------------------------------------------
// Reading an archive

type Archive =
  | { version: 2; kind: DatabaseKind; manifest: BackupManifest; fileEntries: number }
  | { version: 1; kind: DatabaseKind };

function cannotLoad(source: string, kind: DatabaseKind, reason: string): BackupError {
  return new BackupError(
    `Could not load ${source} as ${kind === "pglite" ? "an embedded database" : "a PostgreSQL"} backup: ${reason}`,
  );
}

/** Why an archive entry may not be restored, or undefined when it is one a backup writes. */
function entryProblem(entryPath: string, type: string): string | undefined {
  const name = entryPath.replace(/\/$/, "");
  const isDir = type === "Directory";
  const isRegular = type === "File" || type === "OldFile";
  if (isDir && (name === "database" || name === "secrets" || name === FILES_DIR)) return undefined;
  if (isRegular && [MANIFEST_ENTRY, PGLITE_ENTRY, POSTGRES_ENTRY, SECRET_ENTRY].includes(name))
    return undefined;
  if ((isDir || isRegular) && name.startsWith(`${FILES_DIR}/`)) {
    try {
      assertValidStorageKey(name.slice(FILES_DIR.length + 1));
      return undefined;
    } catch {
      // falls through
    }
  }
  return `it holds an unexpected entry ${JSON.stringify(entryPath)} (${type})`;
}

/** True when the file is a plain or gzipped pg_dump (a format-1 PostgreSQL backup). */
function looksLikeSqlDump(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(16_384);
    const n = fs.readSync(fd, head, 0, head.length, 0);
    let text = head.subarray(0, n);
    if (text[0] === 0x1f && text[1] === 0x8b) {
      try {
        text = zlib.gunzipSync(text, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch {
        return false;
      }
    }
    return text.toString("utf8").includes("PostgreSQL database dump");
  } finally {
    fs.closeSync(fd);
  }
}

/** Lists the archive once: its manifest, and a refusal for anything a backup never writes. */
async function readArchive(source: string, expected: DatabaseKind): Promise<Archive> {
  const entries: { path: string; type: string }[] = [];
  let manifestText = "";
  try {
    await tar.t({
      file: source,
      strict: true,
      onReadEntry: (entry) => {
        entries.push({ path: entry.path, type: entry.type });
        if (entry.path === MANIFEST_ENTRY && entries.length === 1) {
          entry.on("data", (chunk: Buffer) => {
            manifestText += chunk.toString("utf8");
          });
        }
      },
    });
  } catch (err) {
    if (entries.length === 0 && looksLikeSqlDump(source)) return { version: 1, kind: "postgres" };
    const reason = (err as Error).message;
    throw cannotLoad(
      source,
      expected,
      entries.length > 0
        ? `the archive is damaged or cut short (${reason})`
        : `it is not a backup archive (${reason})`,
    );
  }
  if (entries[0]?.path !== MANIFEST_ENTRY) {
    if (entries.some((e) => e.path.replace(/^\/+/, "") === "PG_VERSION"))
      return { version: 1, kind: "pglite" };
    throw cannotLoad(source, expected, "it has no manifest.json");
  }
  let raw: { format?: unknown; formatVersion?: unknown };
  try {
    raw = JSON.parse(manifestText);
  } catch {
    throw cannotLoad(source, expected, "its manifest.json is not valid JSON");
  }
  if (raw.format !== BACKUP_FORMAT)
    throw cannotLoad(source, expected, "its manifest is not an agency-backup manifest");
  if (typeof raw.formatVersion === "number" && raw.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${source} was written by a newer version of the app (backup format ${raw.formatVersion}; this one reads ` +
        `up to ${BACKUP_FORMAT_VERSION}). Update the app, then restore.`,
    );
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw cannotLoad(source, expected, `its manifest is incomplete or invalid (${where})`);
  }
  const manifest = parsed.data;
  for (const entry of entries.slice(1)) {
    const problem = entryProblem(entry.path, entry.type);
    if (problem) throw cannotLoad(source, expected, problem);
  }
  const has = (name: string) => entries.some((e) => e.path === name);
  const fileEntries = entries.filter(
    (e) => e.type !== "Directory" && e.path.startsWith(`${FILES_DIR}/`),
  ).length;
  const missing: string[] = [];
  if (
    !has(manifest.database.entry) ||
    manifest.database.entry !== (manifest.database.kind === "pglite" ? PGLITE_ENTRY : POSTGRES_ENTRY)
  )
    missing.push("the database");
  if (manifest.authSecret.entry && !has(SECRET_ENTRY)) missing.push("the auth secret");
  if (manifest.files.storage === "local" && fileEntries !== manifest.files.count)
    missing.push(
      `uploaded files (the manifest lists ${manifest.files.count}, the archive holds ${fileEntries})`,
    );
  if (missing.length > 0)
    throw cannotLoad(source, expected, `the archive lacks what its manifest promises: ${missing.join("; ")}`);
  return { version: 2, kind: manifest.database.kind, manifest, fileEntries };
}

// ---------------------------------------------------------------------------------------------
// Restore

export type RestoreOptions = {
  /** Replace a database, files or auth secret that are already there (else refused). */
  force?: boolean;
  /** Restore the database alone: the only way to restore a format-1 (database-only) backup. */
  databaseOnly?: boolean;
};

export type RestoreResult = {
  restoredFrom: string;
  /** When the backup was made (format 2). */
  createdAt: string | undefined;
  /** What was put in place, in words. */
  restored: string[];
  /** Where what was replaced in DATA_DIR was moved (DATA_DIR/before-restore-<timestamp>). */
  previousMovedTo: string | undefined;
  /** What the operator must still see to (the bucket, AUTH_SECRET). */
  notes: string[];
};

type Plan = { files: boolean; secret: boolean; notes: string[] };

/** Refuses what this target cannot take whole; says what it will restore and what to see to. */
function planRestore(source: string, archive: Archive, target: Target, opts: RestoreOptions): Plan {
  const kind: DatabaseKind = target.databaseUrl ? "postgres" : "pglite";
  if (archive.kind !== kind) {
    throw new BackupError(
      archive.kind === "pglite"
        ? `${source} holds an embedded (PGlite) database, but DATABASE_URL is set. Unset DATABASE_URL to restore ` +
            `it into DATA_DIR (${target.dataDir}); backups do not move data between PGlite and PostgreSQL.`
        : `${source} holds a PostgreSQL database: set DATABASE_URL to the database to restore it into.`,
    );
  }
  if (archive.version === 1) {
    if (!opts.databaseOnly) {
      throw new BackupError(
        `${source} is an older backup (format 1) that holds the ${kindLabel(kind)} database alone: restoring it ` +
          "brings back no uploaded files and no auth secret. To restore just its database, run the restore " +
          "again with --database-only.",
      );
    }
    return {
      files: false,
      secret: false,
      notes: ["Only the database was restored (a format-1 backup holds nothing else)."],
    };
  }
  const { manifest } = archive;
  const known = knownMigrations();
  if (manifest.database.migrations > known) {
    throw new BackupError(
      `${source} was made by a newer version of the app: its database has ${manifest.database.migrations} ` +
        `migrations, this code knows ${known}. Update the app, then restore.`,
    );
  }
  if (opts.databaseOnly) {
    return {
      files: false,
      secret: false,
      notes: [
        "Only the database was restored (--database-only): uploaded files and the auth secret were left as they were.",
      ],
    };
  }
  const notes: string[] = [];
  let files = false;
  if (manifest.files.storage === "local") {
    if (target.s3) {
      throw new BackupError(
        `${source} holds ${plural(manifest.files.count, "uploaded file")} for local storage, but S3_* is set, so ` +
          "the server would not find them. Unset the S3_* variables to restore them into DATA_DIR/files " +
          "(copy them to the bucket later), or run with --database-only to leave the files out.",
      );
    }
    files = true;
  } else {
    if (!target.s3) {
      throw new BackupError(
        `The uploaded files of ${source} are in the S3 bucket "${manifest.files.bucket}" at ` +
          `${manifest.files.endpoint}, not in the archive, but S3_* is not set here. Run the restore with the ` +
          "server's S3_* settings (or with --database-only).",
      );
    }
    const same = target.s3.bucket === manifest.files.bucket && target.s3.endpoint === manifest.files.endpoint;
    notes.push(
      `Uploaded files are not in the archive: the database references ${plural(manifest.files.objects, "object")} ` +
        `of the S3 bucket "${manifest.files.bucket}" at ${manifest.files.endpoint}` +
        (same ? "" : ` (this server uses "${target.s3.bucket}" at ${target.s3.endpoint})`) +
        ". Make sure that bucket holds them: restore it from its own backup or versions if needed.",
    );
  }
  const secret = Boolean(manifest.authSecret.entry);
  if (manifest.authSecret.source === "environment") {
    notes.push(
      "The backed-up server took its auth secret from AUTH_SECRET: start the server with the same AUTH_SECRET, " +
        "or every session ends.",
    );
  }
  return { files, secret, notes };
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !TEMP_UPLOAD.test(e.name)).length;
}

/** Without --force, a restore never replaces data: it names what it found. */
async function refuseOccupied(target: Target, plan: Plan): Promise<void> {
  const found: string[] = [];
  if (target.databaseUrl) {
    const tables = await withPg(target.databaseUrl, async (query) => {
      const [row] = await query(
        "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      return Number(row?.n ?? 0);
    });
    if (tables > 0)
      found.push(`${plural(tables, "table")} in the PostgreSQL database ${describeUrl(target.databaseUrl)}`);
  } else if (hasCluster(path.join(target.dataDir, "pglite"))) {
    found.push(`an embedded database in ${path.join(target.dataDir, "pglite")}`);
  }
  if (plan.files) {
    const n = countFiles(path.join(target.dataDir, FILES_DIR));
    if (n > 0) found.push(`${plural(n, "uploaded file")} in ${path.join(target.dataDir, FILES_DIR)}`);
  }
  if (plan.secret && fs.existsSync(path.join(target.dataDir, AUTH_SECRET_FILE))) {
    found.push(`an auth secret in ${path.join(target.dataDir, AUTH_SECRET_FILE)}`);
  }
  if (found.length === 0) return;
  throw new BackupError(
    `Refusing to restore over existing data: ${found.join(", ")}. Run the restore again with --force to replace ` +
      `it (what it replaces in DATA_DIR is kept in ${path.join(target.dataDir, "before-restore-<timestamp>")}` +
      (target.databaseUrl ? "; PostgreSQL keeps no copy of the tables it replaces: back them up first" : "") +
      ").",
  );
}

/** Loads a PGlite dump (plain or gzipped tar) into `dir` and opens it once, so a bad dump fails here. */
async function loadPglite(dump: string, dir: string, source: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    const client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([fs.readFileSync(dump)]) });
    try {
      await client.query("select 1");
      await client.query("CHECKPOINT");
    } finally {
      await client.close();
    }
  } catch (err) {
    throw cannotLoad(source, "pglite", (err as Error).message);
  }
}

/**
 * Moves each staged item to its place in `dataDir`, first moving what is there to `aside`.
 * Returns an undo; on a failure midway it undoes what it did and rethrows.
 */
function swapIn(dataDir: string, staged: [name: string, from: string][], aside: string): () => void {
  const done: (() => void)[] = [];
  const undo = () => {
    for (const step of done.reverse()) {
      try {
        step();
      } catch {
        // keep undoing the rest
      }
    }
    done.length = 0;
    try {
      fs.rmdirSync(aside); // only when empty: everything went back
    } catch {
      // absent, or something could not be moved back: keep it
    }
  };
  try {
    for (const [name, from] of staged) {
      const live = path.join(dataDir, name);
      if (fs.existsSync(live)) {
        fs.mkdirSync(aside, { recursive: true });
        const kept = path.join(aside, name);
        fs.renameSync(live, kept);
        done.push(() => fs.renameSync(kept, live));
      }
      fs.renameSync(from, live);
      done.push(() => fs.renameSync(live, from));
    }
  } catch (err) {
    undo();
    throw err;
  }
  return undo;
}

/**
 * Drops every table first (partitions go with their parent): pg_dump's --clean drops a partition's
 * constraint before its parent's, which PostgreSQL refuses ("cannot drop inherited constraint").
 * In the replay's transaction, so a failure leaves the database as it was.
 */
const DROP_TABLES = `DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
  LOOP
    EXECUTE format('DROP TABLE IF EXISTS %I.%I CASCADE', t.nspname, t.relname);
  END LOOP;
END $$;`;

/** Replays a pg_dump with psql in one transaction (all or nothing), over whatever tables are there. */
async function replaySql(databaseUrl: string, file: string): Promise<void> {
  const input = fs.createReadStream(file).pipe(looksGzipped(file) ? zlib.createGunzip() : new PassThrough());
  await run(
    "psql",
    [
      "--quiet",
      "--no-psqlrc",
      "-v",
      "ON_ERROR_STOP=1",
      "--single-transaction",
      "--dbname",
      databaseUrl,
      "--command",
      DROP_TABLES,
      "--file",
      "-",
    ],
    { stdin: input },
  );
}

function looksGzipped(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(2);
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Restores an archive written by createBackup: the database, the uploaded files (local storage)
 * and the auth secret, all or nothing. Everything is unpacked and the database loaded (PGlite) in
 * DATA_DIR/restoring-<timestamp> first; then each part is renamed into place, what it replaces
 * moved to DATA_DIR/before-restore-<timestamp>. On PostgreSQL psql replays the dump in one
 * transaction, and a failed replay puts the files and secret back as they were.
 * Refuses: a missing or unreadable file, a running server (embedded), an archive for the other
 * database kind or storage, a newer format, and existing data without `force`.
 */
export async function restoreBackup(
  target: Target,
  file: string,
  opts: RestoreOptions = {},
): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!isFile(source)) throw new BackupError(`Backup file not found: ${source}`);
  const kind: DatabaseKind = target.databaseUrl ? "postgres" : "pglite";
  const release = kind === "pglite" ? lockDataDir(target.dataDir) : () => {};
  let stage: string | undefined;
  try {
    const archive = await readArchive(source, kind);
    const plan = planRestore(source, archive, target, opts);
    if (!opts.force) await refuseOccupied(target, plan);

    const stamp = timestamp();
    fs.mkdirSync(target.dataDir, { recursive: true });
    stage = path.join(target.dataDir, `restoring-${stamp}`);
    fs.mkdirSync(stage, { mode: 0o700 });
    if (archive.version === 2) {
      const wanted = (p: string) =>
        p === MANIFEST_ENTRY ||
        p.startsWith("database") ||
        (plan.secret && p.startsWith("secrets")) ||
        (plan.files && p.startsWith(FILES_DIR));
      try {
        await tar.x({
          file: source,
          cwd: stage,
          strict: true,
          preserveOwner: false,
          filter: (p, entry) => wanted(p) && !entryProblem(p, (entry as tar.ReadEntry).type),
        });
      } catch (err) {
        throw cannotLoad(source, kind, `the archive could not be unpacked (${(err as Error).message})`);
      }
    }
    const restored = [`the ${kindLabel(kind)} database`];
    const staged: [string, string][] = [];
    if (plan.files) {
      const dir = path.join(stage, FILES_DIR);
      fs.mkdirSync(dir, { recursive: true }); // an archive with no files restores an empty folder
      staged.push([FILES_DIR, dir]);
      restored.push(plural(countFiles(dir), "uploaded file"));
    }
    const notes = [...plan.notes];
    if (plan.secret) {
      const secretFile = path.join(stage, SECRET_ENTRY);
      fs.chmodSync(secretFile, 0o600);
      staged.push([AUTH_SECRET_FILE, secretFile]);
      restored.push("the auth secret");
      if (
        target.authSecretFromEnv &&
        target.authSecretFromEnv !== fs.readFileSync(secretFile, "utf8").trim()
      ) {
        notes.push(
          "AUTH_SECRET is set here and differs from the restored DATA_DIR/auth-secret: the server uses AUTH_SECRET, " +
            "so the backed-up sessions end. Unset AUTH_SECRET to keep them.",
        );
      }
    }
    const aside = path.join(target.dataDir, `before-restore-${stamp}`);
    if (kind === "pglite") {
      const dump = archive.version === 2 ? path.join(stage, PGLITE_ENTRY) : source;
      const loaded = path.join(stage, "pglite");
      await loadPglite(dump, loaded, source);
      swapIn(target.dataDir, [["pglite", loaded], ...staged], aside);
    } else {
      const dump = archive.version === 2 ? path.join(stage, POSTGRES_ENTRY) : source;
      const undo = swapIn(target.dataDir, staged, aside);
      try {
        await replaySql(target.databaseUrl!, dump);
      } catch (err) {
        undo();
        throw err;
      }
    }
    return {
      restoredFrom: source,
      createdAt: archive.version === 2 ? archive.manifest.createdAt : undefined,
      restored,
      previousMovedTo: fs.existsSync(aside) ? aside : undefined,
      notes,
    };
  } finally {
    if (stage) fs.rmSync(stage, { recursive: true, force: true });
    release();
  }
}

// ---------------------------------------------------------------------------------------------
// The commands

/** `npm run backup [-- <file>]`: returns what to print. */
export async function backupCommand(
  env: Record<string, string | undefined>,
  argv: string[],
): Promise<string> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new BackupError("Usage: npm run backup [-- <archive file>]");
  const target = targetFromEnv(env);
  const { file, manifest } = await createBackup(target, positionals[0] ?? defaultBackupFile());
  return [
    `Backup written to ${file}`,
    `It holds ${describeContents(manifest)}.`,
    ...manifest.notes.map((n) => `Keep separately: ${n}`),
    "Settings from the environment (DATABASE_URL, S3_*, SMTP_URL, AI_*, FLARE_CANVAS_PASSWORD…) are not in it: keep your environment file too.",
  ].join("\n");
}

/** `npm run restore -- [--force] [--database-only] <file>`: returns what to print. */
export async function restoreCommand(
  env: Record<string, string | undefined>,
  argv: string[],
): Promise<string> {
  let parsed: ReturnType<typeof parseRestoreArgs>;
  try {
    parsed = parseRestoreArgs(argv);
  } catch (err) {
    throw new BackupError(`${(err as Error).message}\n${RESTORE_USAGE}`);
  }
  if (parsed.positionals.length !== 1) throw new BackupError(RESTORE_USAGE);
  const result = await restoreBackup(targetFromEnv(env), parsed.positionals[0]!, {
    force: parsed.values.force,
    databaseOnly: parsed.values["database-only"],
  });
  return [
    `Restored ${result.restoredFrom}${result.createdAt ? ` (made ${result.createdAt})` : ""}: ${result.restored.join(", ")}.`,
    ...(result.previousMovedTo ? [`What it replaced in DATA_DIR is kept in ${result.previousMovedTo}.`] : []),
    ...result.notes.map((n) => `Note: ${n}`),
  ].join("\n");
}

const RESTORE_USAGE = "Usage: npm run restore -- [--force] [--database-only] <archive file>";

function parseRestoreArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: "boolean" }, "database-only": { type: "boolean" } },
  });
}

/** Shared CLI wrapper: known failures print one clear message and exit 1. */
export async function runCli(action: () => Promise<string>): Promise<void> {
  try {
    console.log(await action());
    process.exitCode = 0;
  } catch (err) {
    console.error(err instanceof BackupError ? err.message : err);
    process.exitCode = 1;
  }
}
