import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "#src/platform/db/db.ts";
import { acquireDataDirLock, DataDirLockedError } from "#src/platform/db/lock.ts";

/** A failure with a message meant for the person at the terminal; the CLI prints it and exits 1. */
export class BackupError extends Error {}

/** 2025-01-31T09-15-02-123Z: sortable and safe in file names on every OS. */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, "-");
}

export function defaultBackupFile(kind: "pglite" | "postgres", cwd = process.cwd()): string {
  return path.resolve(cwd, "backups", `backup-${timestamp()}.${kind === "pglite" ? "tar.gz" : "sql.gz"}`);
}

function pgliteDirOf(dataDir: string): string {
  return path.join(path.resolve(dataDir), "pglite");
}

function hasDatabase(pgliteDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir, "PG_VERSION"));
}

function serverRunning(err: unknown): never {
  if (err instanceof DataDirLockedError) throw new BackupError(`Stop the server first. ${err.message}`);
  throw err;
}

/**
 * Dumps the embedded database in `dataDir` to a gzipped tarball at `outFile` and returns its path.
 * Takes the DATA_DIR lock, so it refuses while the server (or anything else) has the database open.
 */
export async function backupEmbedded(dataDir: string, outFile: string): Promise<string> {
  const pgliteDir = pgliteDirOf(dataDir);
  if (!hasDatabase(pgliteDir))
    throw new BackupError(`There is no embedded database in ${pgliteDir} to back up.`);
  const database = await openDatabase({ dataDir }).catch(serverRunning);
  const target = path.resolve(outFile);
  try {
    // Flush WAL into the data files first, so the restored copy starts without crash recovery.
    await database.pglite!.query("CHECKPOINT");
    const tarball = await database.pglite!.dumpDataDir("gzip");
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: a half-written file never carries the final name.
    const partial = `${target}.partial`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, target);
  } finally {
    await database.close();
  }
  return target;
}

export type RestoreResult = { restoredFrom: string; previousMovedTo: string | undefined };

/**
 * Replaces the embedded database in `dataDir` with the one in `file` (a backupEmbedded tarball).
 * The tarball is loaded into a new folder and opened before anything is replaced; the current
 * database is kept as `pglite.before-restore-<timestamp>`. Refuses while the server runs.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) {
    throw new BackupError(`Backup file not found: ${source}`);
  }
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (err) {
    serverRunning(err);
  }
  try {
    const pgliteDir = pgliteDirOf(dataDir);
    const stamp = timestamp();
    const staging = `${pgliteDir}.restoring-${stamp}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    try {
      const client = await PGlite.create({
        dataDir: staging,
        loadDataDir: new Blob([fs.readFileSync(source)]),
      });
      try {
        await client.query("select 1");
        await client.query("CHECKPOINT");
      } finally {
        await client.close();
      }
    } catch (err) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new BackupError(
        `Could not load ${source} as an embedded database backup: ${(err as Error).message}`,
      );
    }
    let previousMovedTo: string | undefined;
    if (fs.existsSync(pgliteDir)) {
      previousMovedTo = `${pgliteDir}.before-restore-${stamp}`;
      fs.renameSync(pgliteDir, previousMovedTo);
    }
    fs.renameSync(staging, pgliteDir);
    return { restoredFrom: source, previousMovedTo };
  } finally {
    release();
  }
}

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

/** pg_dump of the whole database as gzipped plain SQL that drops and recreates every object. */
export async function backupPostgres(databaseUrl: string, outFile: string): Promise<string> {
  const target = path.resolve(outFile);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, fs.createWriteStream(partial));
  try {
    await run(
      "pg_dump",
      ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--dbname", databaseUrl],
      {
        stdout: gzip,
      },
    );
    await written;
    fs.renameSync(partial, target);
  } catch (err) {
    gzip.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return target;
}

/** Replays a backupPostgres file with psql in one transaction (all or nothing). */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`Backup file not found: ${source}`);
  const input = fs
    .createReadStream(source)
    .pipe(source.endsWith(".gz") ? zlib.createGunzip() : new PassThrough());
  await run(
    "psql",
    ["--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", "--single-transaction", "--dbname", databaseUrl],
    {
      stdin: input,
    },
  );
}

export type Env = { DATA_DIR?: string | undefined; DATABASE_URL?: string | undefined };

/** `npm run backup [-- <file>]`: prints the path of the written backup. */
export async function backupCommand(env: Env, fileArg: string | undefined): Promise<string> {
  if (env.DATABASE_URL) {
    return backupPostgres(env.DATABASE_URL, fileArg ?? defaultBackupFile("postgres"));
  }
  return backupEmbedded(env.DATA_DIR || "./data", fileArg ?? defaultBackupFile("pglite"));
}

/** `npm run restore -- <file>`: returns a sentence describing what happened. */
export async function restoreCommand(env: Env, fileArg: string | undefined): Promise<string> {
  if (!fileArg) throw new BackupError("Usage: npm run restore -- <backup file>");
  if (env.DATABASE_URL) {
    await restorePostgres(env.DATABASE_URL, fileArg);
    return `Restored the PostgreSQL database from ${path.resolve(fileArg)}.`;
  }
  const result = await restoreEmbedded(env.DATA_DIR || "./data", fileArg);
  return (
    `Restored the embedded database from ${result.restoredFrom}.` +
    (result.previousMovedTo ? ` The previous database was kept in ${result.previousMovedTo}.` : "")
  );
}

/** Shared CLI wrapper: known failures print one clear line and exit 1. */
export async function runCli(action: () => Promise<string>): Promise<void> {
  try {
    console.log(await action());
    process.exitCode = 0;
  } catch (err) {
    console.error(err instanceof BackupError ? err.message : err);
    process.exitCode = 1;
  }
}
