// From first visit to won revenue (issue 30) at the size the issue names: 100,000 leads (70 % with
// a first touch from one of 60 UTM source/medium/campaign combinations), 10,000 deals made from
// those leads (a seventh won), 1,000,000 tracked page views over 150,000 visits, and 20 stored
// campaigns. Measures the campaign-return report (every join it makes) on both databases, and the
// duplicate suggestions of one lead among the 100,000 (phone, company domain, pg_trgm fuzzy name).
// The services are called in process, as the page loaders call them: server time, no HTTP.
// Figures, not tests. Run alone with `node bench/revenue.ts` or `BENCH_ONLY=revenue npm run bench`.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { campaignReturn } from "../src/features/command-center/server/campaign-return.service.ts";
import { leadDuplicates } from "../src/features/crm/server/lead-merge.service.ts";
import { type Database, openDatabase } from "../src/platform/db/db.ts";
import type { Actor } from "../src/platform/http/session.ts";

type BenchRow = { name: string; value: number; unit: string; note?: string };

export const LEADS = 100_000;
export const DEALS = 10_000;
export const EVENTS = 1_000_000;
const VISITS = 150_000;
const RUNS = 20;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const actor = {
  user: { id: "bench", email: "bench@agency.example", name: "Bench" },
  roles: ["employee"],
} as unknown as Actor;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

const FIRST = ["Ada", "Grace", "Alan", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances", "Edsger"];
const SOURCES = ["linkedin", "google", "newsletter"];
const MEDIUMS = ["social", "cpc"];

type Exec = (q: string) => Promise<unknown>;

/** Everything in SQL set inserts; the same statements on PGlite and PostgreSQL. */
export async function seed(exec: Exec) {
  const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(",")}]`;
  // Names: pseudo-random first and last names (distinct people, as in a real inbox), at 7,000
  // organisations; a phone for every other lead. Three near-duplicates of lead 5000 are planted
  // below (a typo in the name, the same phone written another way, a colleague at the same domain).
  await exec(`
    insert into leads (dedupe_key, name, email, phone, company, segment, source, score, status,
      lead_score, scored_at, created_at, last_activity_at)
    select 'email:lead' || g || '@org' || (g % 7000) || '.example',
      (${arr(FIRST)})[1 + g % ${FIRST.length}] || ' ' || initcap(translate(substr(md5(g::text), 1, 5), '0123456789', 'aeiouybrsk'))
        || ' ' || initcap(translate(substr(md5((g * 7)::text), 1, 8), '0123456789', 'aeioulnrst')),
      'lead' || g || '@org' || (g % 7000) || '.example',
      case when g % 2 = 0 then '+44 20 ' || lpad((g % 100000000)::text, 8, '0') end,
      'Org ' || (g % 7000),
      (array['startup','enterprise','government'])[1 + g % 3],
      (array['madlib-form','contact-page','startup-tool','enterprise-analyzer'])[1 + g % 4],
      g % 101,
      (array['new','new','contacted','qualified','converted','lost'])[1 + g % 6],
      (g * 37) % 101, now(),
      now() - ((g % 86) || ' days')::interval - ((g % 1440) || ' minutes')::interval, now()
    from generate_series(1, ${LEADS}) g`);
  await exec(`
    insert into leads (dedupe_key, name, email, phone, company, segment, source, created_at)
    select 'email:' || e, n, e, p, c, 'startup', 'contact-page', now() - interval '1 day'
    from (select l.name as n0, l.phone as p0, l.company as c0 from leads l where email like 'lead5000@%') x,
      lateral (values
        ('dupe-a@elsewhere.example', x.n0 || 'e', null, x.c0),
        ('dupe-b@elsewhere.example', 'Someone Else', '020 ' || right(regexp_replace(x.p0, '[^0-9]', '', 'g'), 8), null),
        ('dupe-c@org5000.example', 'A Colleague', null, x.c0)
      ) v(e, n, p, c)`);
  await exec(`
    insert into lead_touches (lead_id, kind, session_id, touched_at, landing_page, referrer_host,
      utm_source, utm_medium, utm_campaign)
    select id, 'first', 'sess-' || n, created_at - interval '10 minutes', '/',
      (${arr(SOURCES)})[1 + n % 3] || '.example',
      (${arr(SOURCES)})[1 + n % 3], (${arr(MEDIUMS)})[1 + n % 2], 'campaign-' || (n % 10)
    from (select id, created_at, row_number() over (order by id) as n from leads) l
    where n % 10 < 7`);
  await exec(`
    insert into deals (name, value, stage, lead_id, utm_source, utm_medium, utm_campaign, created_at)
    select 'Deal ' || n, 5000 + (n * 7919) % 150000,
      (array['qualification','proposal','negotiation','won','lost','won','closing'])[1 + (n / 7) % 7],
      l.id, t.utm_source, t.utm_medium, t.utm_campaign, l.created_at + interval '1 day'
    from (select id, created_at, row_number() over (order by created_at) as n from leads) l
    join lead_touches t on t.lead_id = l.id and t.kind = 'first'
    where n % 7 = 0 limit ${DEALS}`);
  await exec(`
    insert into visit_touches (session_id, started_at, landing_page, referrer_host, utm_source, utm_medium, utm_campaign)
    select 'sess-' || g, now() - ((g % 88) || ' days')::interval - ((g % 1440) || ' minutes')::interval, '/',
      (${arr(SOURCES)})[1 + g % 3] || '.example',
      case when g % 5 < 4 then (${arr(SOURCES)})[1 + g % 3] end,
      case when g % 5 < 4 then (${arr(MEDIUMS)})[1 + g % 2] end,
      case when g % 5 < 4 then 'campaign-' || (g % 10) end
    from generate_series(1, ${VISITS}) g`);
  // The tracker's page views: about 7 per visit, over 90 days.
  for (let from = 0; from < EVENTS; from += 250_000) {
    await exec(`
      insert into user_interactions (page_url, interaction_type, device_type, session_id,
        viewport_width, viewport_height, created_at)
      select (array['/','/services','/work','/enterprise','/about','/blog','/startup'])[1 + g % 7], 'pageview',
        'desktop', 'sess-' || (1 + g % ${VISITS}), 1280, 800,
        now() - ((g % 88) || ' days')::interval - ((g % 1440) || ' minutes')::interval
      from generate_series(${from + 1}, ${Math.min(EVENTS, from + 250_000)}) g`);
  }
  await exec(`
    insert into campaigns (name, description, pillar_type, budget, budget_spent, status, start_date, end_date,
      utm_source, utm_medium, utm_campaign)
    select 'Campaign ' || g, 'Bench campaign', 'awareness', 10000, 1000 + g * 100, 'active',
      current_date - 90, current_date + 30,
      (${arr(SOURCES)})[1 + g % 3], null, 'campaign-' || (g % 10)
    from generate_series(1, 20) g`);
  await exec("analyze");
}

async function timed(fn: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t = performance.now();
    await fn();
    if (i >= 2) times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

async function measure(label: string, database: Database, seedExec?: Exec): Promise<BenchRow[]> {
  const db = database.db;
  await database.migrate();
  const t0 = performance.now();
  // The app's pool cancels statements after 30 s; PostgreSQL seeds through its own client.
  await seed(seedExec ?? ((q) => db.execute(sql.raw(q))));
  const seedMs = performance.now() - t0;
  const rows: BenchRow[] = [
    {
      name: `${label}: seed`,
      value: Math.round(seedMs),
      unit: "ms",
      note: `${LEADS.toLocaleString("en-US")} leads, ${DEALS.toLocaleString("en-US")} deals, ${EVENTS.toLocaleString("en-US")} page views, ${VISITS.toLocaleString("en-US")} visits`,
    },
  ];
  const report = async (name: string, fn: () => Promise<unknown>, note: string) => {
    const t = await timed(fn);
    rows.push({ name: `${label}: ${name} p50`, value: round1(quantile(t, 0.5)), unit: "ms" });
    rows.push({ name: `${label}: ${name} p95`, value: round1(quantile(t, 0.95)), unit: "ms", note });
  };
  const sample = await campaignReturn(db, actor, { days: 90 });
  await report(
    "campaign return, 90 days",
    () => campaignReturn(db, actor, { days: 90 }),
    `${sample.byUtm.length} UTM rows, ${sample.byCampaign.length} campaigns; ${sample.byUtm.reduce((s, r) => s + r.leads, 0).toLocaleString("en-US")} leads, ${sample.byUtm.reduce((s, r) => s + r.won, 0).toLocaleString("en-US")} won deals; target ${label === "PostgreSQL" ? "300 ms" : "1 s"}`,
  );
  await report(
    "campaign return, 30 days",
    () => campaignReturn(db, actor, { days: 30 }),
    "the default period",
  );
  // Duplicate suggestions: a lead whose phone, company domain and name all have matches.
  const probe = (await db.execute(
    sql.raw(`select id from leads where phone is not null and email like 'lead5000@%' limit 1`),
  )) as unknown as { rows: { id: string }[] };
  const leadId = probe.rows[0]!.id;
  const found = await leadDuplicates(db, actor, leadId);
  await report(
    "duplicate suggestions for one lead",
    () => leadDuplicates(db, actor, leadId),
    `${found.candidates.length} candidates (${found.matching}); ${[...new Set(found.candidates.flatMap((c) => c.reasons.map((r) => r.kind)))].join(", ")}${label === "PostgreSQL" ? "; target 50 ms" : ""}`,
  );
  return rows;
}

const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(1_000);
    socket
      .on("connect", () => {
        socket.end();
        resolve(true);
      })
      .on("error", () => resolve(false))
      .on("timeout", () => resolve(false));
  });

async function onPglite(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-revenue-"));
  const database = await openDatabase({ dataDir: dir });
  try {
    return await measure("PGlite", database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<BenchRow[]> {
  const admin = new URL(PG_ADMIN_URL);
  if (!(await answers(admin.hostname, Number(admin.port || 5432))))
    return [
      { name: "PostgreSQL", value: 0, unit: "-", note: `not measured: nothing answers at ${admin.host}` },
    ];
  const name = `bench_revenue_${process.pid}`;
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const seeder = new pg.Client({ connectionString: url.toString() });
  await seeder.connect();
  try {
    return await measure("PostgreSQL", database, (q) => seeder.query(q));
  } finally {
    await seeder.end();
    await database.close();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

export async function run(): Promise<BenchRow[]> {
  const which = process.env.BENCH_REVENUE_DB;
  return [
    ...(which === "pglite" ? [] : await onPostgres()),
    ...(which === "postgres" ? [] : await onPglite()),
  ];
}

if (import.meta.main) {
  for (const r of await run()) console.log(`${r.name}: ${r.value} ${r.unit}${r.note ? ` (${r.note})` : ""}`);
  process.exit(0);
}
