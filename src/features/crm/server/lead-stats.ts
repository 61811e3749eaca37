import { sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { leadStats, leadStatsDeltas } from "./crm.tables.ts";

/** Deltas beyond which a read folds them in first (a rescore can leave tens of thousands). */
const BACKLOG = 2_000;

/** True when more than BACKLOG deltas wait to be folded into lead_stats. */
export async function leadStatsBacklog(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${leadStatsDeltas} limit ${BACKLOG + 1}) d`,
  );
  return ((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > BACKLOG;
}

/**
 * Folds the deltas the triggers wrote into lead_stats (decision 052), in one statement: the rows it
 * deletes are the rows it adds, so a delta is counted exactly once. A delta written by a
 * transaction still open is not visible to the delete and waits for the next fold; two folds at
 * once each take the rows the other has not (a deleted row is skipped). Empty groups are dropped.
 */
export async function compactLeadStats(db: Db): Promise<void> {
  await db.execute(sql`
    with moved as (
      delete from ${leadStatsDeltas}
      returning status, band, source, segment, week, n
    )
    insert into ${leadStats} (status, band, source, segment, week, n)
    select status, band, source, segment, week, sum(n)::int from moved
    group by 1, 2, 3, 4, 5
    on conflict (status, band, source, segment, week) do update set n = ${leadStats}.n + excluded.n`);
  await db.execute(sql`delete from ${leadStats} where n = 0`);
}
