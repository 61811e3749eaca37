import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { type UtmFunnelRow, utmFunnel } from "./attribution.service.ts";
import { compactCampaignReturn, utmFunnelByDay } from "./campaign-return-rollup.ts";
import { mergeLeads, undoMerge } from "./lead-merge.service.ts";

// The campaign return report's lead side reads a daily rollup the database keeps with triggers on
// leads, deals and lead_touches (decision 049). Whatever writes those tables, the rollup plus its
// deltas must give utmFunnel's raw join for every period the report offers.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`insert into "user" (id, name, email) values ('rollup-staff', 'Rollup Staff', 'rollup@agency.example')`,
  );
});
afterAll(async () => {
  await database?.close();
});

const actor = {
  user: { id: "rollup-staff", email: "rollup@agency.example", name: "Rollup Staff" },
  roles: ["employee"],
} as unknown as Actor;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const DAY = 86_400_000;
const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
const lastDays = (n: number) => ({ from: new Date(today - (n - 1) * DAY), to: new Date(today + DAY) });
/** The report's periods (7, 30, 90 days) and custom ranges, some reaching before and after the data. */
const RANGES = [
  lastDays(7),
  lastDays(30),
  lastDays(90),
  { from: new Date(today - 150 * DAY), to: new Date(today - 40 * DAY) },
  { from: new Date(today - 3 * DAY), to: new Date(today - 2 * DAY) },
  { from: new Date("2000-01-01T00:00:00Z"), to: new Date("2100-01-01T00:00:00Z") },
];

const asMap = (fs: UtmFunnelRow[]) =>
  new Map(
    fs
      .map((f) => [
        JSON.stringify([f.source, f.medium, f.campaign]),
        [f.leads, f.qualified, f.deals, f.won, Math.round(f.wonRevenue * 100)],
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))) as [string, number[]][],
  );

/** Every range: the rollup's answer equals the raw join's, and the figure is not empty. */
async function expectExact() {
  let leads = 0;
  for (const r of RANGES) {
    const raw = asMap(await utmFunnel(database.db, r.from, r.to));
    expect(asMap(await utmFunnelByDay(database.db, r.from, r.to))).toEqual(raw);
    leads += [...raw.values()].reduce((s, v) => s + v[0]!, 0);
  }
  expect(leads).toBeGreaterThan(0);
}
const count = async (table: string) =>
  rows<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
const idOf = async (key: string) =>
  rows<{ id: string }>(await database.db.execute(sql`select id from leads where dedupe_key = ${key}`))[0]!.id;

describe("campaign return's rollup", () => {
  it("equals utmFunnel's join after inserts, deal and touch changes, merges, deletes and folds", async () => {
    const db = database.db;
    // 400 leads over ~130 days (some at 23:59 and 00:00 UTC), in two statements.
    for (let part = 0; part < 2; part++)
      await db.execute(sql`
        insert into leads (dedupe_key, name, email, source, status, created_at)
        select 'cr:' || ${part} || ':' || g, 'Lead ' || g, 'cr' || g || '@p' || ${part} || '.example', 'madlib-form',
          (array['new', 'contacted', 'qualified', 'converted', 'lost'])[1 + (g + ${part}) % 5],
          case when g % 13 = 0 then date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - (g % 60 || ' days')::interval - interval '1 minute'
               when g % 17 = 0 then date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - (g % 60 || ' days')::interval
               else now() - ((g * 7 + ${part}) % 3100 || ' hours')::interval end
        from generate_series(1, 200) g`);
    // First touches for most leads, over UTM triples with nulls (and an empty string, which is not
    // null); last touches too (the report ignores them).
    await db.execute(sql`
      insert into lead_touches (lead_id, kind, session_id, touched_at, landing_page, utm_source, utm_medium, utm_campaign)
      select id, 'first', 's-' || id, created_at, '/',
        (array['google', 'linkedin', null, ''])[1 + n % 4],
        (array['cpc', null, 'social'])[1 + n % 3],
        case when n % 5 = 0 then null else 'camp-' || (n % 6) end
      from (select id, created_at, row_number() over (order by dedupe_key) as n from leads) l where n % 9 <> 0`);
    await db.execute(sql`
      insert into lead_touches (lead_id, kind, session_id, touched_at, landing_page, utm_source)
      select lead_id, 'last', session_id, touched_at, '/x', 'other' from lead_touches where kind = 'first'`);
    // Deals: some leads with two, some with none, some deals with no lead.
    await db.execute(sql`
      insert into deals (name, value, stage, lead_id)
      select 'Deal ' || n, 1000 + n * 17.25, (array['qualification', 'won', 'lost', 'won', 'proposal'])[1 + n % 5],
        case when n % 11 = 0 then null else id end
      from (select id, row_number() over (order by dedupe_key desc) as n from leads) l
      where n % 3 = 0 or n % 7 = 0`);
    await db.execute(sql`
      insert into deals (name, value, stage, lead_id)
      select 'Second ' || d.name, 500, 'won', d.lead_id from deals d where d.lead_id is not null and d.value::int % 4 = 0`);
    await expectExact();

    // A deal won, values changed, a deal moved to another lead (with and without a first touch).
    await db.execute(sql`update deals set stage = 'won' where name in ('Deal 3', 'Deal 6', 'Deal 9')`);
    await db.execute(sql`update deals set value = value * 2 where stage = 'won' and name like 'Deal 1%'`);
    await db.execute(sql`update deals set value = null where name = 'Deal 12'`);
    await db.execute(sql`update deals set name = name || '.' where stage = 'lost'`);
    await db.execute(
      sql`update deals set lead_id = (select id from leads where dedupe_key = 'cr:0:5') where name = 'Deal 21'`,
    );
    await db.execute(
      sql`update deals set lead_id = (select id from leads where dedupe_key = 'cr:0:9') where name = 'Deal 24'`,
    );
    await db.execute(sql`update deals set lead_id = null where name = 'Deal 27'`);
    await expectExact();

    // Fold half-way.
    await compactCampaignReturn(db);
    expect(await count("campaign_return_deltas")).toBe(0);
    await expectExact();

    // First touches changed, removed and added; leads qualified, lost, moved to another day.
    await db.execute(
      sql`update lead_touches set utm_campaign = 'spring' where kind = 'first' and utm_source = 'google'`,
    );
    await db.execute(
      sql`update lead_touches set utm_source = null, utm_medium = null where kind = 'first' and utm_campaign = 'camp-1'`,
    );
    await db.execute(
      sql`delete from lead_touches where kind = 'first' and utm_campaign = 'camp-2' and lead_id in (select id from leads where status = 'new')`,
    );
    await db.execute(sql`
      insert into lead_touches (lead_id, kind, session_id, touched_at, landing_page, utm_source, utm_campaign)
      select l.id, 'first', 'late', l.created_at, '/', 'newsletter', 'late' from leads l
      where not exists (select 1 from lead_touches t where t.lead_id = l.id and t.kind = 'first') and l.dedupe_key like 'cr:1:%'`);
    await db.execute(
      sql`update leads set status = 'qualified' where status = 'new' and dedupe_key like 'cr:0:%'`,
    );
    await db.execute(
      sql`update leads set status = 'lost' where status = 'converted' and dedupe_key like 'cr:1:1%'`,
    );
    await db.execute(
      sql`update leads set created_at = created_at - interval '45 days' where dedupe_key like 'cr:1:2%'`,
    );
    await db.execute(
      sql`update leads set created_at = created_at + interval '20 hours' where dedupe_key like 'cr:0:3%'`,
    );
    await expectExact();

    // A merge and its undo, through the service (touches replaced, the merged lead hidden).
    const kept = await idOf("cr:0:4");
    const dup = await idOf("cr:1:8");
    const { merge } = await mergeLeads(db, actor, kept, { duplicateId: dup });
    expect(
      rows<{ m: string }>(await db.execute(sql`select merged_into_id as m from leads where id = ${dup}`))[0]!
        .m,
    ).toBe(kept);
    await expectExact();
    await compactCampaignReturn(db);
    await expectExact();
    await undoMerge(db, actor, merge.id);
    await expectExact();
    // A merge left in place, and another lead merged by hand.
    await mergeLeads(db, actor, await idOf("cr:0:6"), { duplicateId: await idOf("cr:0:10") });
    await db.execute(sql`update leads set merged_into_id = ${kept} where dedupe_key = 'cr:1:14'`);
    await expectExact();

    // Deletes of deals, then of leads (with deals and touches, without a touch, merged away).
    await db.execute(sql`delete from deals where stage = 'proposal'`);
    await expectExact();
    await db.execute(
      sql`delete from leads where dedupe_key like 'cr:0:1%' or dedupe_key in ('cr:1:14', 'cr:1:9', 'cr:0:10')`,
    );
    await expectExact();
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from deals where name like 'Second %' and value = 500`);
      await tx.execute(sql`delete from leads where dedupe_key like 'cr:1:3%'`);
    });
    await expectExact();

    // Folded twice: the daily table alone holds the figures, with no empty group kept.
    await compactCampaignReturn(db);
    await compactCampaignReturn(db);
    expect(await count("campaign_return_deltas")).toBe(0);
    await expectExact();
    expect(
      await count(
        "campaign_return_daily where leads = 0 and qualified = 0 and deals = 0 and won = 0 and won_revenue = 0",
      ),
    ).toBe(0);
  });

  it("takes a deleted lead out once, before its foreign keys clear its deals and touches", async () => {
    const db = database.db;
    await compactCampaignReturn(db);
    const [lead] = rows<{ id: string; deals: number; won: number }>(
      await db.execute(sql`
        select l.id, count(d.id)::int as deals, (count(d.id) filter (where d.stage = 'won'))::int as won
        from leads l join lead_touches t on t.lead_id = l.id and t.kind = 'first' join deals d on d.lead_id = l.id
        where l.merged_into_id is null group by l.id having count(d.id) filter (where d.stage = 'won') > 0 limit 1`),
    );
    expect(lead).toBeDefined();
    await db.execute(sql`delete from leads where id = ${lead!.id}`);
    // The row trigger's one delta; the foreign keys' own statements (deals set to null, touches
    // deleted) ran after the lead was gone and wrote none, on this database as on the other.
    const deltas = rows<{ leads: number; deals: number; won: number }>(
      await db.execute(sql`select leads, deals, won from campaign_return_deltas`),
    );
    expect(deltas).toEqual([{ leads: -1, deals: -lead!.deals, won: -lead!.won }]);
    expect(await count(`deals where lead_id = '${lead!.id}'`)).toBe(0);
    expect(await count(`lead_touches where lead_id = '${lead!.id}'`)).toBe(0);
    await expectExact();
  });

  it("writes no delta for a statement that moves nothing the report reads", async () => {
    const db = database.db;
    await compactCampaignReturn(db);
    await db.execute(
      sql`update leads set name = name || '.', lead_score = (lead_score + 40) % 101, last_activity_at = now()`,
    );
    await db.execute(sql`update leads set status = 'converted' where status = 'qualified'`);
    await db.execute(sql`update deals set notes = 'seen', stage = 'lost' where stage = 'qualification'`);
    await db.execute(
      sql`update lead_touches set landing_page = '/y', utm_source = 'moved' where kind = 'last'`,
    );
    await db.execute(sql`update lead_touches set landing_page = '/z' where kind = 'first'`);
    expect(await count("campaign_return_deltas")).toBe(0);
  });

  it("is built for the rows already there by the migration's backfill", async () => {
    const db = database.db;
    const file = fs.readFileSync(path.join(migrationsFolder, "0039_campaign_return.sql"), "utf8");
    const backfill = file
      .split("--> statement-breakpoint")
      .find((s) => s.includes("-- The rows already there"));
    expect(backfill).toBeDefined();
    const before = RANGES.map((r) => utmFunnel(db, r.from, r.to));
    await db.execute(sql`delete from campaign_return_deltas`);
    await db.execute(sql`delete from campaign_return_daily`);
    await db.execute(sql.raw(backfill!));
    for (const [i, r] of RANGES.entries())
      expect(asMap(await utmFunnelByDay(db, r.from, r.to))).toEqual(asMap(await before[i]!));
  });

  // Two transactions at once on one lead: one wins its deal, the other moves its first touch to
  // another campaign (or the lead to another day). Each trigger locks the lead it keys on, so the
  // second waits for the first and then reads what it committed; without that lock the won deal
  // would stay counted under the old campaign. PostgreSQL only (PGlite has one connection).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "stays exact when two transactions change one lead's deals and its key at once",
    async () => {
      const db = database.db;
      const connect = async () => {
        const c = new pg.Client({ connectionString: database.url });
        await c.connect();
        return c;
      };
      const a = await connect();
      const b = await connect();
      try {
        for (const [i, change] of [
          "update lead_touches set utm_campaign = 'moved-away' where kind = 'first' and lead_id = $1",
          "update leads set created_at = created_at - interval '3 days', status = 'qualified' where id = $1",
        ].entries()) {
          const [lead] = rows<{ id: string }>(
            await db.execute(sql`
              insert into leads (dedupe_key, email, source, created_at)
              values (${`race:${i}`}, ${`race${i}@x.example`}, 'madlib-form', now() - interval '2 days')
              returning id`),
          );
          await db.execute(sql`
            insert into lead_touches (lead_id, kind, session_id, touched_at, landing_page, utm_source, utm_campaign)
            values (${lead!.id}, 'first', 'race', now(), '/', 'google', 'race')`);
          await db.execute(
            sql`insert into deals (name, value, stage, lead_id) values (${`Race ${i}`}, 4200, 'proposal', ${lead!.id})`,
          );
          await expectExact();
          await a.query("begin");
          await a.query("update deals set stage = 'won' where lead_id = $1", [lead!.id]);
          await b.query("begin");
          let done = false;
          const moving = b.query(change, [lead!.id]).then(() => {
            done = true;
          });
          await new Promise((r) => setTimeout(r, 300));
          expect(done).toBe(false); // waits for the deal's transaction
          await a.query("commit");
          await moving;
          await b.query("commit");
          await expectExact();
        }
      } finally {
        await a.end();
        await b.end();
      }
    },
  );
});
