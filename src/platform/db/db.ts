import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./lock.ts";
import { isEmptyCluster, PGLITE_CONF, readPgliteTemplate } from "./pglite-template.ts";

/** The handle every service takes. A transaction (`tx`) has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * The rows of `db.execute(sql…)`'s result: `{ rows }` from node-postgres and from PGlite's driver
 * (an array from any driver that returns one as is).
 */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PGlite instance, for pg-boss's adapter; undefined on PostgreSQL. */
  pglite: PGlite | undefined;
  /** The node-postgres pool, for pg-boss; undefined on PGlite. */
  pool: pg.Pool | undefined;
  migrate(): Promise<void>;
  ping(): Promise<{ ok: boolean; latencyMs: number; error?: string }>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from any process. On PostgreSQL a connection of
   * the pool is held for it and re-opened after a loss; `onLost` runs when notifications may have
   * been missed. Ends with close().
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../db/migrations",
);

/**
 * Extensions every embedded cluster loads, the same on every open: a migration creates pg_trgm
 * (fuzzy duplicate checks, decision 045) and its indexes need it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's WebAssembly memory only grows; PostgreSQL's default buffers made the process hold about
 * 500 MB at rest. 32 MB of shared buffers is ample for the embedded (one small office) case.
 */
const PGLITE_OPTIONS = { postgresqlconf: PGLITE_CONF, extensions: PGLITE_EXTENSIONS };

export type OpenOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  memory?: boolean;
  /**
   * In memory only: start from this dumped data directory (PGlite's dumpDataDir) instead of an
   * empty cluster. Tests load one migrated template this way, which skips initdb and migrations.
   */
  loadDataDir?: Blob;
};

/** Opens PostgreSQL when a URL is given, else PGlite on disk (or in memory for tests). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.memory ? undefined : opts.dataDir, opts.memory ? opts.loadDataDir : undefined);
}

/**
 * An unreachable or stuck database must give quick errors (503s), not requests that hang until the
 * client gives up: connecting may take 5 s, a statement 30 s (the server cancels it).
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;
export const PG_STATEMENT_TIMEOUT_MS = 30_000;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    statement_timeout: PG_STATEMENT_TIMEOUT_MS,
    // Also on our side, for a server that accepted the connection and then went silent.
    query_timeout: PG_STATEMENT_TIMEOUT_MS + 5_000,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it and the next query reports errors.
  });
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  const listeners = pgListeners(pool);
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
    listen: (channel, onPayload, onLost) => listeners.add(channel, onPayload, onLost),
    close: async () => {
      await listeners.stop();
      await pool.end();
    },
  };
}

/** LISTEN on PostgreSQL: one pooled connection per channel, re-established after a loss. */
function pgListeners(pool: pg.Pool) {
  // Each held client maps to its one-shot release: an "error" can arrive after stop() released the
  // client (or twice), and pg-pool throws on a second release.
  const held = new Map<pg.PoolClient, () => boolean>();
  let stopped = false;
  const connect = async (channel: string, onPayload: (p: string) => void, onLost?: () => void) => {
    const client = await pool.connect();
    let released = false;
    const drop = () => {
      if (released) return false;
      released = true;
      held.delete(client);
      // A LISTENing connection never goes back to the pool: it is destroyed.
      client.release(true);
      return true;
    };
    held.set(client, drop);
    client.on("notification", (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? "");
    });
    client.on("error", () => {
      if (!drop()) return;
      onLost?.();
      if (stopped) return;
      const retry = () => {
        if (stopped) return;
        connect(channel, onPayload, onLost).then(onLost, () => setTimeout(retry, 5_000).unref());
      };
      setTimeout(retry, 1_000).unref();
    });
    try {
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      drop();
      throw err;
    }
  };
  return {
    add: connect,
    stop: async () => {
      stopped = true;
      for (const drop of [...held.values()]) drop();
    },
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let release = () => {};
  let pgliteDir: string | undefined;
  if (dataDir) {
    release = acquireDataDirLock(dataDir);
    pgliteDir = path.join(dataDir, "pglite");
    fs.mkdirSync(pgliteDir, { recursive: true });
  }
  let client: PGlite;
  try {
    // A new folder starts from the initialised-cluster template when there is one (no initdb here).
    const template = pgliteDir && isEmptyCluster(pgliteDir) ? readPgliteTemplate() : undefined;
    client = pgliteDir
      ? await PGlite.create(pgliteDir, { ...PGLITE_OPTIONS, ...(template ? { loadDataDir: template } : {}) })
      : await PGlite.create({ ...PGLITE_OPTIONS, ...(loadDataDir ? { loadDataDir } : {}) });
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
    listen: async (channel, onPayload) => {
      // PGlite runs in this process: notifications arrive before the writing query resolves.
      await client.listen(channel, onPayload);
    },
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
