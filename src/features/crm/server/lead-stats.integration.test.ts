import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { compactLeadStats } from "./lead-stats.ts";

// Lead analytics reads a rollup the database keeps with triggers (decision 052). Whatever writes
// the leads, the rollup plus its deltas must equal a grouping of the leads themselves.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
type G = { status: string; band: string; source: string; segment: string; week: string; n: number };
const key = (g: G) => `${g.status}|${g.band}|${g.source}|${g.segment}|${g.week}`;
const asMap = (gs: G[]) => new Map(gs.map((g) => [key(g), g.n]));

async function fromLeads(): Promise<Map<string, number>> {
  return asMap(
    rows<G>(
      await database.db.execute(sql`
        select status,
          case when lead_score >= 70 then 'high' when lead_score >= 30 then 'medium' else 'low' end as band,
          source, coalesce(segment, 'unknown') as segment,
          to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as n
        from leads where merged_into_id is null group by 1, 2, 3, 4, 5`),
    ),
  );
}

async function fromRollup(): Promise<Map<string, number>> {
  return asMap(
    rows<G>(
      await database.db.execute(sql`
        select status, band, source, segment, to_char(week, 'YYYY-MM-DD') as week, sum(n)::int as n
        from (select status, band, source, segment, week, n from lead_stats
              union all select status, band, source, segment, week, n from lead_stats_deltas) g
        group by 1, 2, 3, 4, 5 having sum(n) <> 0`),
    ),
  );
}

describe("lead analytics' rollup", () => {
  it("equals a grouping of the leads after inserts, updates, merges, deletes and folds", async () => {
    const db = database.db;
    // 600 leads over ~40 weeks, in three statements (one statement inserts many rows at once).
    for (let part = 0; part < 3; part++)
      await db.execute(sql`
        insert into leads (dedupe_key, name, email, segment, source, lead_score, status, created_at)
        select 'stats:' || ${part} || ':' || g, 'Lead ' || g, 'lead' || g || '@p' || ${part} || '.example',
          (array['startup', 'enterprise', null])[1 + (g * 7 + ${part}) % 3],
          (array['madlib-form', 'intake', 'booking'])[1 + (g * 3) % 3],
          (g * 37 + ${part}) % 101,
          (array['new', 'contacted', 'qualified', 'converted', 'lost'])[1 + g % 5],
          now() - ((g * 11 + ${part}) || ' hours')::interval
        from generate_series(1, 200) g`);
    expect(await fromRollup()).toEqual(await fromLeads());

    // Single-row and many-row updates that move leads between groups, and ones that move none.
    await db.execute(
      sql`update leads set status = 'qualified' where dedupe_key like 'stats:0:%' and status = 'new'`,
    );
    await db.execute(
      sql`update leads set lead_score = (lead_score + 45) % 101 where dedupe_key like 'stats:1:%'`,
    );
    await db.execute(sql`update leads set last_activity_at = now() where dedupe_key like 'stats:2:%'`);
    await db.execute(sql`update leads set segment = 'government' where dedupe_key = 'stats:2:5'`);
    await db.execute(
      sql`update leads set created_at = created_at - interval '9 days' where dedupe_key like 'stats:2:1%'`,
    );
    expect(await fromRollup()).toEqual(await fromLeads());

    // Fold half-way, then merge (a merged lead leaves the counts) and undo a merge.
    await compactLeadStats(db);
    expect(
      rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from lead_stats_deltas`))[0]!.n,
    ).toBe(0);
    await db.execute(sql`
      update leads set merged_into_id = (select id from leads where dedupe_key = 'stats:0:1')
      where dedupe_key in ('stats:1:1', 'stats:1:2', 'stats:2:3')`);
    await db.execute(sql`update leads set merged_into_id = null where dedupe_key = 'stats:2:3'`);
    expect(await fromRollup()).toEqual(await fromLeads());

    // Deletes, then fold again: lead_stats alone holds the figures and no empty group is kept.
    await db.execute(sql`delete from leads where dedupe_key like 'stats:1:1%'`);
    expect(await fromRollup()).toEqual(await fromLeads());
    await compactLeadStats(db);
    await compactLeadStats(db);
    expect(await fromRollup()).toEqual(await fromLeads());
    const zero = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from lead_stats where n = 0`),
    );
    expect(zero[0]!.n).toBe(0);
  });

  it("writes no delta for a statement that leaves every group as it was", async () => {
    const db = database.db;
    await compactLeadStats(db);
    await db.execute(sql`update leads set name = name || '.' , last_activity_at = now()`);
    await db.execute(sql`update leads set lead_score = lead_score where true`);
    const n = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from lead_stats_deltas`));
    expect(n[0]!.n).toBe(0);
  });
});
