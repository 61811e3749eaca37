// V8 collects garbage when allocation asks for it. A server that goes quiet after start-up (the
// migrations, the demo seed, the first renders) or after a burst of traffic allocates little, so it
// keeps the heap that burst grew to: measured 207 MiB of heap holding 78 MiB of live objects, and
// 410 MiB resident where one full collection brings it to 290 (docs/decisions/028-memory.md). The
// idle collector does what V8's own memory reducer does for a browser tab: once the process has
// been quiet for a few seconds and the heap has grown since the last collection, one full collection.
import v8 from "node:v8";
import vm from "node:vm";

type GcOptions = { type: "major"; execution: "sync"; flavor?: "last-resort" };

/**
 * A full, synchronous garbage collection that also gives memory back to the system. A plain `gc()`
 * frees the objects but V8 keeps the emptied pages (and the young generation's 32 MiB) for later
 * allocations: measured on PostgreSQL at rest, 243 MiB resident before and 243 MiB after it. The
 * "last-resort" flavour, the collection V8 runs before it gives up on an allocation, also compacts
 * the old generation and returns free pages: 197 MiB after it, for ~50 ms of a quiet process.
 * Exposing `gc` late is harmless: it only adds the function.
 */
export function collectGarbage(): void {
  runGc({ type: "major", execution: "sync", flavor: "last-resort" });
}

/** V8's `gc` with these options (exposed on first use). */
function runGc(options: GcOptions): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as unknown;
  if (typeof gc === "function") (gc as (options: GcOptions) => void)(options);
}

export type IdleCollector = { touch(): void; stop(): void };

/**
 * Checks every `checkEveryMs`; collects when nothing called `touch()` for `quietMs` and the heap grew
 * by `growthBytes` since the last collection. The first quiet check after start always collects.
 */
export function startIdleCollector(
  opts: { checkEveryMs?: number; quietMs?: number; growthBytes?: number; collect?: () => void } = {},
): IdleCollector {
  const {
    checkEveryMs = 1_000,
    quietMs = 3_000,
    growthBytes = 16 * 1024 * 1024,
    collect = collectGarbage,
  } = opts;
  let lastActivity = performance.now();
  let heapAfterLastCollection = Number.NEGATIVE_INFINITY;
  const timer = setInterval(() => {
    if (performance.now() - lastActivity < quietMs) return;
    if (v8.getHeapStatistics().total_heap_size - heapAfterLastCollection < growthBytes) return;
    collect();
    heapAfterLastCollection = v8.getHeapStatistics().total_heap_size;
  }, checkEveryMs);
  timer.unref();
  return {
    touch: () => {
      lastActivity = performance.now();
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * For a long job that works in batches (a CSV import): call it between batches; it runs one full
 * collection when the heap has grown by `growthBytes` since the last one. A batch's garbage (the
 * SQL text and parameters of a 1,000-row insert, ~15 MiB) outlives the young generation while the
 * statement runs and is promoted; V8 then lets the old generation grow to about twice the live heap
 * before it collects, so an import held ~100 MiB of dead batches at its peak (decision 050). A
 * plain major collection (no compaction) costs ~15 ms on this heap, once every batch or two.
 */
export function heapCheckpoint(
  growthBytes = 24 * 1024 * 1024,
  collect: () => void = collectMajor,
): () => void {
  let after = v8.getHeapStatistics().used_heap_size;
  return () => {
    if (v8.getHeapStatistics().used_heap_size - after < growthBytes) return;
    collect();
    after = v8.getHeapStatistics().used_heap_size;
  };
}

/** A full collection that keeps the emptied pages for the next batch (no "last-resort" compaction). */
function collectMajor(): void {
  runGc({ type: "major", execution: "sync" });
}
