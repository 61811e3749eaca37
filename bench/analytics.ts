// The visitor tracker and its events store: the tracker's size, ingestion in batches of 20 (the
// public endpoint's own parse and store, in process) on PGlite and PostgreSQL, and the growth curve
// behind docs/scaling.md: at 1, 5 and 10 million stored interactions on PostgreSQL (monthly
// partitions) and 1 million on PGlite, the time of the aggregation job, of the heatmap and traffic
// screens' queries (which read only the aggregates), and of one raw scan for comparison.
// Figures, not tests. Run alone with `node bench/analytics.ts` (after `npm run build` for the size).

import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { eventBatchSchema } from "../src/features/analytics/analytics.contract.ts";
import { userInteractions } from "../src/features/analytics/server/analytics.tables.ts";
import { type EventsStore, sqlEventsStore } from "../src/features/analytics/server/events-store.ts";
import { ingestBatch } from "../src/features/analytics/server/ingest.service.ts";
import { heatmapCells, trafficOverview } from "../src/features/analytics/server/reports.service.ts";
import { countLeadsBySegmentAndStatus } from "../src/features/crm/server/index.ts";
import { type Db, openDatabase } from "../src/platform/db/db.ts";
import type { Actor } from "../src/platform/http/session.ts";

type BenchRow = { name: string; value: number; unit: string; note?: string };

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const STAFF: Actor = {
  user: { id: "bench", email: "bench@example.org", emailVerified: true } as Actor["user"],
  roles: ["employee"],
};
const PAGES = [
  "/",
  "/about",
  "/services",
  "/work",
  "/blog",
  "/contact",
  "/startup",
  "/enterprise",
  "/government",
  "/ventures",
  "/intake",
  "/resources",
];
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const ms = (t0: number) => Math.round(performance.now() - t0);

function trackerSize(): BenchRow[] {
  const dir = path.resolve(import.meta.dirname, "../build/client/assets");
  const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => /^tracker-.*\.js$/.test(f)) : undefined;
  if (!file)
    return [{ name: "Tracker script, gzip", value: 0, unit: "bytes", note: "not built (run npm run build)" }];
  const raw = fs.readFileSync(path.join(dir, file));
  return [
    { name: "Tracker script, minified", value: raw.byteLength, unit: "bytes", note: file },
    {
      name: "Tracker script, gzip -9",
      value: gzipSync(raw, { level: 9 }).byteLength,
      unit: "bytes",
      note: "target ≤ 2,048",
    },
  ];
}

function batchOf(i: number) {
  const events = Array.from({ length: 20 }, (_, k) =>
    k === 0
      ? { t: "pageview" as const }
      : k % 5 === 0
        ? { t: "scroll" as const, d: (k * 7) % 100 }
        : { t: "click" as const, x: ((i * 13 + k * 7) % 100) / 100, y: (i * 37 + k * 53) % 4000 },
  );
  return JSON.stringify({
    s: `bench-${i % 500}-session`,
    p: PAGES[i % PAGES.length],
    dv: "desktop",
    vw: 1280,
    vh: 800,
    e: events,
  });
}

/**
 * The endpoint's work per batch: JSON parse, schema, bot and page checks, and the store's insert
 * (one unnest statement; batches arriving while one is written are written together).
 */
async function ingestion(db: Db, batches: number, concurrency: number, baseline = false): Promise<number> {
  // The baseline: the insert before issue 19's last step, one Drizzle multi-row INSERT per batch.
  const store: EventsStore = baseline
    ? {
        ...sqlEventsStore(db),
        insertBatch: async (rows) => {
          await db.insert(userInteractions).values(rows);
        },
      }
    : sqlEventsStore(db);
  const bodies = Array.from({ length: batches }, (_, i) => batchOf(i));
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        await ingestBatch(store, eventBatchSchema.parse(JSON.parse(body)), UA);
      }
    }),
  );
  return Math.round((batches * 20) / ((performance.now() - t0) / 1000));
}

/** Adds `count` interactions over the last 30 days (12 pages, 3 devices, 60 % clicks) in chunks. */
async function grow(db: Db, count: number): Promise<void> {
  const chunk = 500_000;
  for (let done = 0; done < count; done += chunk) {
    const n = Math.min(chunk, count - done);
    await db.execute(sql`
      insert into user_interactions (page_url, interaction_type, x_coordinate, y_coordinate, device_type,
        session_id, viewport_width, viewport_height, scroll_depth, created_at)
      select (array[${sql.raw(PAGES.map((p) => `'${p}'`).join(","))}])[1 + (g % ${sql.raw(String(PAGES.length))})],
        case when g % 10 < 6 then 'click' when g % 10 < 8 then 'scroll' else 'pageview' end,
        case when g % 10 < 6 then (g % 997) / 997.0 end,
        case when g % 10 < 6 then ((g * 7919) % 6000)::int end,
        (array['desktop','mobile','tablet'])[1 + (g % 3)],
        's' || (g % 40000), 1280, 800,
        case when g % 10 between 6 and 7 then (g % 100)::smallint end,
        now() - ((g % 2592000) || ' seconds')::interval
      from generate_series(${sql.raw(String(done + 1))}::bigint, ${sql.raw(String(done + n))}) g`);
  }
}

/** Rows are printed as they are measured: a long run shows its progress (stderr). */
const report = (rows: BenchRow[]) => {
  for (const r of rows)
    console.error(`  ${r.name}: ${r.value.toLocaleString("en-US")} ${r.unit} ${r.note ?? ""}`);
  return rows;
};

/**
 * `offline` runs the 30-day rebuild (no statement timeout: it is a one-off, not the app's job);
 * `db` is the app's own connection for the job and the screens' queries.
 */
async function queries(db: Db, label: string, stored: number, offline: Db = db): Promise<BenchRow[]> {
  const store = sqlEventsStore(offline);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  let t0 = performance.now();
  await store.aggregateFrom(from);
  const fullAggregate = ms(t0);
  t0 = performance.now();
  await sqlEventsStore(db).aggregateFrom(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  const jobAggregate = ms(t0);
  const time = async (f: () => Promise<unknown>) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      await f();
      runs.push(performance.now() - s);
    }
    return Math.round(runs.sort((a, b) => a - b)[2]! * 10) / 10;
  };
  const heatmap = await time(() => heatmapCells(sqlEventsStore(db), STAFF, "/", "desktop", 30));
  const traffic = await time(() =>
    trafficOverview(sqlEventsStore(db), db, STAFF, 30, countLeadsBySegmentAndStatus),
  );
  t0 = performance.now();
  await db.execute(
    sql`select count(distinct session_id) from user_interactions where page_url = '/' and created_at > now() - interval '30 days'`,
  );
  const rawScan = ms(t0);
  const size = rowsOf<{ b: string }>(
    await db.execute(sql`select coalesce(sum(pg_total_relation_size(c.oid)), pg_total_relation_size('user_interactions'))::bigint as b
      from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'user_interactions'::regclass`),
  )[0]!.b;
  const m = `${(stored / 1e6).toLocaleString("en-US")} M`;
  return report([
    {
      name: `${label}, ${m}: heatmap query (30 days)`,
      value: heatmap,
      unit: "ms",
      note: "median of 5; target < 300",
    },
    {
      name: `${label}, ${m}: traffic overview queries (30 days)`,
      value: traffic,
      unit: "ms",
      note: "median of 5; target < 300",
    },
    {
      name: `${label}, ${m}: aggregation job (today + yesterday)`,
      value: jobAggregate,
      unit: "ms",
      note: "every 5 minutes",
    },
    { name: `${label}, ${m}: aggregation of all 30 days`, value: fullAggregate, unit: "ms" },
    {
      name: `${label}, ${m}: one raw scan (visitors of / over 30 days)`,
      value: rawScan,
      unit: "ms",
      note: "what a screen would cost without aggregates",
    },
    { name: `${label}, ${m}: raw events on disk`, value: Math.round(Number(size) / 1048576), unit: "MiB" },
  ]);
}

async function onPglite(): Promise<BenchRow[]> {
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    const rows: BenchRow[] = report([
      {
        name: "PGlite: ingestion, batches of 20, baseline (one Drizzle multi-row insert a batch)",
        value: await ingestion(database.db, 500, 1, true),
        unit: "events/s",
        note: "the same run's reference",
      },
      {
        name: "PGlite: ingestion, batches of 20",
        value: await ingestion(database.db, 500, 1),
        unit: "events/s",
        note: "target 5,000",
      },
      {
        name: "PGlite: ingestion, batches of 20, 8 at a time",
        value: await ingestion(database.db, 1000, 8),
        unit: "events/s",
        note: "target 5,000",
      },
    ]);
    await database.db.execute(sql`truncate user_interactions`);
    await grow(database.db, 1_000_000);
    rows.push(...(await queries(database.db, "PGlite", 1_000_000)));
    return rows;
  } finally {
    await database.close();
  }
}

async function onPostgres(): Promise<BenchRow[]> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return [{ name: "PostgreSQL", value: 0, unit: "", note: `not reachable at ${PG_ADMIN_URL}` }];
  }
  const name = `bench_analytics_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
    const rows: BenchRow[] = report([
      {
        name: "PostgreSQL: ingestion, batches of 20, 8 at a time, baseline (one Drizzle multi-row insert a batch)",
        value: await ingestion(database.db, 2000, 8, true),
        unit: "events/s",
        note: "the same run's reference",
      },
      {
        name: "PostgreSQL: ingestion, batches of 20, 8 at a time",
        value: await ingestion(database.db, 2000, 8),
        unit: "events/s",
        note: "target 20,000",
      },
    ]);
    const offlineClient = new pg.Client({ connectionString: url.toString() });
    await offlineClient.connect();
    const offline = drizzle(offlineClient) as unknown as Db;
    await database.db.execute(sql`truncate user_interactions`);
    let stored = 0;
    for (const target of (process.env.BENCH_ANALYTICS_STEPS ?? "1000000,5000000,10000000")
      .split(",")
      .map(Number)) {
      await grow(offline, target - stored);
      stored = target;
      await offline.execute(sql`analyze user_interactions`);
      rows.push(...(await queries(database.db, "PostgreSQL", stored, offline)));
    }
    await offlineClient.end();
    return rows;
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function run(): Promise<BenchRow[]> {
  return [...report(trackerSize()), ...(await onPglite()), ...(await onPostgres())];
}

if (import.meta.main) {
  for (const r of await run())
    console.log(`${r.name}: ${r.value.toLocaleString("en-US")} ${r.unit} ${r.note ?? ""}`);
  process.exit(0);
}
