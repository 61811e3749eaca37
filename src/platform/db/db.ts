import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./lock.ts";

/** The handle every service takes. A transaction (`tx`) has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PGlite instance, for pg-boss's adapter; undefined on PostgreSQL. */
  pglite: PGlite | undefined;
  /** The node-postgres pool, for pg-boss; undefined on PGlite. */
  pool: pg.Pool | undefined;
  migrate(): Promise<void>;
  ping(): Promise<{ ok: boolean; latencyMs: number; error?: string }>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../db/migrations",
);

/**
 * PGlite's WebAssembly memory only grows; PostgreSQL's default buffers made the process hold about
 * 500 MB at rest. 32 MB of shared buffers is ample for the embedded (one small office) case.
 */
const PGLITE_OPTIONS = { postgresqlconf: "shared_buffers = 32MB\n" };

export type OpenOptions = { databaseUrl?: string | undefined; dataDir?: string; memory?: boolean };

/** Opens PostgreSQL when a URL is given, else PGlite on disk (or in memory for tests). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.memory ? undefined : opts.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it and the next query reports errors.
  });
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    pglite: undefined,
    pool,
    migrate: async () => {
      // An advisory lock keeps several app processes from migrating at once.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727001)");
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock(727001)").catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    close: async () => {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  let pgliteDir: string | undefined;
  if (dataDir) {
    release = acquireDataDirLock(dataDir);
    pgliteDir = path.join(dataDir, "pglite");
    fs.mkdirSync(pgliteDir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = pgliteDir ? await PGlite.create(pgliteDir, PGLITE_OPTIONS) : await PGlite.create(PGLITE_OPTIONS);
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    pglite: client,
    pool: undefined,
    migrate: async () => {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    },
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        if (pgliteDir) await client.query("CHECKPOINT");
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function ping(db: Db) {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch (err) {
    return { ok: false, latencyMs: 0, error: (err as Error).message };
  }
}
