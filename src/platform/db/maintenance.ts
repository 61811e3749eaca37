// PostgreSQL's autovacuum removes the dead rows updates and deletes leave, and keeps the planner's
// statistics current. PGlite runs PostgreSQL in single-user mode, without the autovacuum launcher:
// its `autovacuum` setting reads "on" but nothing ever runs (checked: 100,000 rows updated, their
// 100,000 dead versions still there minutes later, `last_autovacuum` null). An embedded deployment
// therefore bloated every table it updated (leads on each rescore, the job queue, rate limits) and
// planned every query on the statistics of an empty table. This does autovacuum's work there, with
// autovacuum's own default thresholds, from a job; on PostgreSQL it does nothing.
import { sql } from "drizzle-orm";
import { type Database, type Db, rowsOf } from "./db.ts";

/** autovacuum_vacuum_threshold / _scale_factor and autovacuum_analyze_* defaults of PostgreSQL. */
export const VACUUM_THRESHOLD = 50;
export const VACUUM_SCALE = 0.2;
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE = 0.1;

type TableStats = { name: string; live: number; dead: number; modified: number };

export type MaintenanceResult = { vacuumed: string[]; analyzed: string[] };

/** The tables autovacuum would vacuum (with ANALYZE) or only analyze now, by its formulas. */
export async function tablesDue(db: Db): Promise<{ vacuum: string[]; analyze: string[] }> {
  // The session's counters reach the statistics views when it goes idle; read them current.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const stats = rowsOf<TableStats>(
    await db.execute(sql`
      select relid::regclass::text as name, n_live_tup::float8 as live, n_dead_tup::float8 as dead,
        n_mod_since_analyze::float8 as modified
      from pg_stat_user_tables order by 1`),
  );
  const vacuum: string[] = [];
  const analyze: string[] = [];
  for (const t of stats) {
    if (t.dead > VACUUM_THRESHOLD + VACUUM_SCALE * t.live) vacuum.push(t.name);
    else if (t.modified > ANALYZE_THRESHOLD + ANALYZE_SCALE * t.live) analyze.push(t.name);
  }
  return { vacuum, analyze };
}

/**
 * Vacuums and analyzes the embedded database's tables that autovacuum would have (PGlite only;
 * on PostgreSQL autovacuum does it, and this returns at once). Each table is one statement
 * outside any transaction; on PGlite it holds the one connection for its duration (about half a
 * second for 100,000 updated rows), so it runs from a job, never in a request.
 */
export async function maintainEmbedded(database: Pick<Database, "db" | "kind">): Promise<MaintenanceResult> {
  if (database.kind !== "pglite") return { vacuumed: [], analyzed: [] };
  const due = await tablesDue(database.db);
  // regclass text is the table's name as SQL needs it (quoted and schema-qualified when needed).
  for (const name of due.vacuum) await database.db.execute(sql.raw(`vacuum (analyze) ${name}`));
  for (const name of due.analyze) await database.db.execute(sql.raw(`analyze ${name}`));
  return { vacuumed: due.vacuum, analyzed: due.analyze };
}
