import type { Database, Db } from "../db/db.ts";
import type { Logger } from "../log/logger.ts";
import { Lru } from "./lru.ts";

/**
 * Rarely-changing rows (site settings, and whatever later slices add) read once and kept in
 * memory, dropped when a table they came from changes. A change is announced two ways: the writing
 * code calls `changed(table)` (this process, at once), and a database trigger sends NOTIFY
 * "content_changed" with the table name (migration 0003), which reaches every process on the same
 * database, whoever wrote. A time to live bounds what a missed notification could cost.
 */
export type DataCache = {
  /** The cached value of `key`, else `load()`'s, kept until one of `tables` changes. */
  memo<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T>;
  /** Drops everything read from `table` and tells the subscribers (render cache). */
  changed(table: string): void;
  /** Called with the table name on every change; returns the unsubscribe function. */
  onChange(listener: (table: string) => void): () => void;
  clear(): void;
};

export const CONTENT_CHANNEL = "content_changed";
/** The safety net when a notification was missed (a dropped LISTEN connection, a bug). */
const TTL_MS = 5 * 60_000;

export function createDataCache(opts: { ttlMs?: number } = {}): DataCache {
  const values = new Lru<Promise<unknown>>({ maxBytes: 4 * 1024 * 1024, ttlMs: opts.ttlMs ?? TTL_MS });
  const keysByTable = new Map<string, Set<string>>();
  const listeners = new Set<(table: string) => void>();
  let generation = 0;
  const cache: DataCache = {
    memo<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
      const hit = values.get(key);
      if (hit) return hit as Promise<T>;
      const started = generation;
      const pending = load();
      // Rows are small; the budget counts entries at 1 KiB each rather than measuring them.
      values.set(key, pending, 1024);
      for (const table of tables) {
        const keys = keysByTable.get(table) ?? new Set<string>();
        keys.add(key);
        keysByTable.set(table, keys);
      }
      pending.then(
        () => {
          // A change while the rows were being read: they may be the old ones, so don't keep them.
          if (generation !== started) values.delete(key);
        },
        () => values.delete(key),
      );
      return pending;
    },
    changed(table) {
      generation++;
      for (const key of keysByTable.get(table) ?? []) values.delete(key);
      keysByTable.delete(table);
      for (const listener of listeners) listener(table);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      generation++;
      values.clear();
      keysByTable.clear();
      for (const listener of listeners) listener("*");
    },
  };
  return cache;
}

// The server entry and the server build each load their own copy of this module (see
// app-context.ts), so the registry that ties a cache to its database handle lives on globalThis.
const REGISTRY = Symbol.for("agency.dataCaches");
const g = globalThis as unknown as Record<symbol, WeakMap<object, DataCache>>;
g[REGISTRY] ??= new WeakMap();
const registry = g[REGISTRY];

/**
 * The data cache of the database `db` belongs to. Services take `db`, so this is how they reach
 * it; a handle never registered (a transaction) gets a cache of its own that nothing shares.
 */
export function dataCacheOf(db: Db): DataCache {
  let cache = registry.get(db);
  if (!cache) {
    cache = createDataCache();
    registry.set(db, cache);
  }
  return cache;
}

/**
 * Creates the data cache of `database` and subscribes it to the change notifications. Called once
 * per database by createServices.
 */
export async function startDataCache(database: Database, logger: Logger): Promise<DataCache> {
  const cache = dataCacheOf(database.db);
  await database.listen(
    CONTENT_CHANNEL,
    (table) => cache.changed(table),
    () => {
      logger.warn("change notifications were interrupted: cached content is dropped");
      cache.clear();
    },
  );
  return cache;
}
