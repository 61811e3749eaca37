// The CRM at the size the issue names: 100,000 leads (each with a capture) and 10,000 deals over
// 2,000 companies and 5,000 contacts, on the embedded PGlite. Measures the server time of the
// lead inbox and pipeline pages' data (the /api/crm endpoints their loaders share, through the real
// Hono app in process), search as you type (the header search, one request per key), and a scoring
// rule change that rescores every lead. Figures, not tests. Run alone with `node bench/crm.ts`;
// BENCH_CRM_DB=pglite or =postgres measures on one database only, BENCH_CRM_ONLY=rescore skips the
// pages and search (seed, first scoring and the rule change only).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { rescoreLeads } from "../src/features/crm/server/lead-scoring.ts";
import { user } from "../src/platform/auth/auth.tables.ts";
import { grantRole } from "../src/platform/auth/roles.ts";
import { loadConfig } from "../src/platform/config/config.ts";
import { type Db, openDatabase } from "../src/platform/db/db.ts";
import { maintainEmbedded } from "../src/platform/db/maintenance.ts";
import { silentLogger } from "../src/platform/log/logger.ts";
import { buildHttpApp, createServices } from "../src/server.ts";

type BenchRow = { name: string; value: number; unit: string; note?: string };

export const LEADS = 100_000;
export const DEALS = 10_000;
const COMPANIES = 2_000;
const CONTACTS = 5_000;
const ORIGIN = "http://localhost:3000";
const RUNS = 20;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const FIRST = [
  "Ada",
  "Grace",
  "Alan",
  "Linus",
  "Margaret",
  "Dennis",
  "Barbara",
  "Ken",
  "Frances",
  "Edsger",
  "Radia",
  "Tim",
  "Hedy",
  "John",
  "Katherine",
];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Torvalds",
  "Hamilton",
  "Ritchie",
  "Liskov",
  "Thompson",
  "Allen",
  "Dijkstra",
  "Perlman",
  "Berners",
  "Lamarr",
  "Backus",
  "Johnson",
];

/** Fills the database with SQL set operations (seconds, not minutes). */
export async function seed(db: Db) {
  const firsts = `array[${FIRST.map((f) => `'${f}'`).join(",")}]`;
  const lasts = `array[${LAST.map((l) => `'${l}'`).join(",")}]`;
  await db.execute(
    sql.raw(`
    insert into leads (dedupe_key, name, email, company, segment, source, score, lead_score, lead_score_reasons, status, scored_at, created_at, last_activity_at)
    select 'email:lead' || g || '@org' || (g % 7000) || '.example',
      (${firsts})[1 + g % ${FIRST.length}] || ' ' || (${lasts})[1 + (g / ${FIRST.length}) % ${LAST.length}] || ' ' || g,
      'lead' || g || '@org' || (g % 7000) || '.example',
      'Org ' || (g % 7000),
      (array['startup','enterprise','government'])[1 + g % 3],
      (array['madlib-form','contact-page','startup-tool','enterprise-analyzer','government-assessment','intake','booking','ventures-pitch'])[1 + g % 8],
      g % 101, 0, '[]'::jsonb,
      (array['new','new','new','contacted','qualified','converted','lost'])[1 + g % 7],
      null, now() - (g || ' minutes')::interval, now() - ((g % 5000) || ' minutes')::interval
    from generate_series(1, ${LEADS}) g`),
  );
  await db.execute(
    sql.raw(`insert into lead_activities (lead_id, type, source, segment, score, created_at)
      select id, 'capture', source, segment, score, created_at from leads`),
  );
  await db.execute(
    sql.raw(`insert into companies (name, domain, website_url, industry, location, created_at)
      select 'Org ' || g, 'org' || g || '.example', 'https://org' || g || '.example/',
        (array['Retail','Healthcare','Finance','Education','Government','Logistics'])[1 + g % 6], 'City ' || (g % 50),
        now() - (g || ' hours')::interval
      from generate_series(1, ${COMPANIES}) g`),
  );
  await db.execute(
    sql.raw(`with c as (select id, row_number() over (order by created_at) - 1 as n from companies)
      insert into contacts (first_name, last_name, email, job_title, company_id, created_at)
      select (${firsts})[1 + g % ${FIRST.length}], (${lasts})[1 + g % ${LAST.length}] || g, 'person' || g || '@org.example', 'Manager', c.id, now() - (g || ' minutes')::interval
      from generate_series(0, ${CONTACTS - 1}) g join c on c.n = g % ${COMPANIES}`),
  );
  await db.execute(
    sql.raw(`with c as (select id, row_number() over (order by created_at) - 1 as n from companies)
      insert into deals (name, value, stage, priority, company_id, expected_close_date, created_at, stage_changed_at)
      select 'Deal ' || g || ' ' || (array['Portal','Mobile app','Data platform','Rebuild','Automation'])[1 + g % 5],
        5000 + (g * 7919) % 150000,
        (array['qualification','discovery','proposal','negotiation','closing','won','lost'])[1 + g % 7],
        (array['low','medium','high'])[1 + g % 3], c.id, (current_date + (g % 120)), now() - (g || ' minutes')::interval, now()
      from generate_series(0, ${DEALS - 1}) g join c on c.n = g % ${COMPANIES}`),
  );
  await db.execute(
    sql.raw(`insert into deal_analytics (deal_id, probability_score, input_hash)
      select id, ((abs(hashtext(id::text)) % 100) / 100.0), 'bench' from deals`),
  );
  await db.execute(sql.raw("analyze"));
}

/** CPU milliseconds this process spent (user + system): the server's own work, whatever else runs on the machine. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function timed(
  fn: () => Response | Promise<Response>,
  runs = RUNS,
): Promise<{ times: number[]; cpuPerRequest: number }> {
  const times: number[] = [];
  let cpu = 0;
  for (let i = 0; i < runs + 2; i++) {
    const t = performance.now();
    const c = cpuMs();
    const res = await fn();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    if (i >= 2) {
      times.push(performance.now() - t);
      cpu += cpuMs() - c;
    }
  }
  return { times: times.sort((a, b) => a - b), cpuPerRequest: cpu / runs };
}

/** Every figure on one database, each row's name prefixed with the database's name. */
async function measure(label: string, database: Awaited<ReturnType<typeof openDatabase>>, dataDir: string) {
  const rows = await measureOn(database, dataDir);
  return rows.map((r) => ({ ...r, name: `${label}: ${r.name}` }));
}

async function measureOn(database: Awaited<ReturnType<typeof openDatabase>>, dataDir: string) {
  {
    await database.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      SEED_DEMO: "0",
    });
    const services = createServices(
      config,
      silentLogger,
      database,
      "bench-secret-0123456789-0123456789-abcdef",
    );
    const app = buildHttpApp(services);
    const t0 = performance.now();
    await seed(database.db);
    const seedMs = performance.now() - t0;
    // The seed's leads are unscored, as leads kept from before the rules existed: the first scoring
    // is what a deployment upgrading to the rules runs once; afterwards a capture scores its lead.
    const t1 = performance.now();
    const first = await rescoreLeads(database.db, { unscoredOnly: true });
    const firstScoringMs = performance.now() - t1;
    // The first scoring left a dead version of every lead. What a running server does about them
    // before the next rule change: on PostgreSQL autovacuum, on PGlite (no autovacuum) the
    // db.maintenance job every ten minutes, by the same thresholds (src/platform/db/maintenance.ts).
    if (database.kind === "pglite") await maintainEmbedded(database);
    else await database.db.execute(sql`vacuum (analyze) leads, lead_activities`);

    // A staff session (admin: the rule change needs it).
    const signUp = await app.request("/api/identity/sign-up", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({
        email: "bench-admin@agency.example",
        password: "bench-pass-1",
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const [admin] = await database.db.select({ id: user.id }).from(user);
    await grantRole(database.db, admin!.id, "employee", null);
    await grantRole(database.db, admin!.id, "admin", null);
    const get = (url: string) => () => app.request(url, { headers: { cookie, origin: ORIGIN } });

    const rows: BenchRow[] = [
      {
        name: "seed: 100,000 leads (+ captures), 10,000 deals, 2,000 companies, 5,000 contacts",
        value: Math.round(seedMs),
        unit: "ms",
        note: "SQL set inserts",
      },
      {
        name: "first scoring of 100,000 unscored leads",
        value: Math.round(firstScoringMs),
        unit: "ms",
        note: `${first.leadsScored.toLocaleString("en-US")} scored, one set-based statement`,
      },
    ];
    const page = async (name: string, url: string, note?: string) => {
      const { times: t, cpuPerRequest } = await timed(get(url));
      rows.push({
        name: `${name}, server CPU per request`,
        value: Math.round(cpuPerRequest * 10) / 10,
        unit: "ms",
      });
      rows.push({
        name: `${name} p50`,
        value: Math.round(quantile(t, 0.5) * 10) / 10,
        unit: "ms",
      });
      rows.push({
        name: `${name} p95`,
        value: Math.round(quantile(t, 0.95) * 10) / 10,
        unit: "ms",
        ...(note ? { note } : {}),
      });
    };
    const only = process.env.BENCH_CRM_ONLY;
    if (only === "rescore") return [...rows, await ruleChange(app, cookie, get)];
    await page("lead inbox, first page (25, newest)", "/api/crm/leads");
    await page("lead inbox, filtered by source and status", "/api/crm/leads?source=intake&status=new");
    await page("lead inbox, high score band sorted by score", "/api/crm/leads?band=high&sort=score&dir=desc");
    await page(
      "lead inbox, page 2,000 (offset 49,975)",
      "/api/crm/leads?page=2000&pageSize=25",
      "deep offset",
    );
    await page("lead inbox, search 'grace hop'", "/api/crm/leads?q=grace%20hop");
    await page("pipeline (7 columns, 25 cards each, totals)", "/api/crm/pipeline");
    await page("deal list view, sorted by value", "/api/crm/deals?sort=value&dir=desc");
    await page("deal analytics (four charts)", "/api/crm/deal-analytics");
    await page("lead analytics", "/api/crm/lead-analytics");
    await page("companies, search any field 'city 7'", "/api/crm/companies?q=city%207");

    // Search as you type: one request per key, as the header sends them.
    const typed = [
      "Grace Hopper",
      "lovelace",
      "Org 123",
      "org6000.example",
      "Deal 77",
      "Margaret Ha",
      "Turing 4242",
    ];
    const times: number[] = [];
    const cpu: number[] = [];
    for (const word of typed) {
      for (let i = 1; i <= word.length; i++) {
        const q = encodeURIComponent(word.slice(0, i));
        const t = performance.now();
        const c = cpuMs();
        const res = await app.request(`/api/crm/search?q=${q}`, {
          headers: { cookie, origin: ORIGIN },
        });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        cpu.push(cpuMs() - c);
      }
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    rows.push({
      name: "search as you type, server CPU per keystroke p95",
      value: Math.round(quantile(cpu, 0.95) * 10) / 10,
      unit: "ms",
    });
    rows.push({
      name: "search as you type p50",
      value: Math.round(quantile(times, 0.5) * 10) / 10,
      unit: "ms",
    });
    rows.push({
      name: "search as you type p95",
      value: Math.round(quantile(times, 0.95) * 10) / 10,
      unit: "ms",
      note: `${times.length} keystrokes over leads, contacts, companies and deals`,
    });

    rows.push(await ruleChange(app, cookie, get));
    return rows;
  }
}

/** A scoring rule change rescores every lead in its transaction. */
async function ruleChange(
  app: ReturnType<typeof buildHttpApp>,
  cookie: string,
  get: (url: string) => () => Response | Promise<Response>,
): Promise<BenchRow> {
  const rules = (await (await get("/api/crm/scoring-rules")()).json()) as {
    rules: { id: string; ruleName: string }[];
  };
  const rule = rules.rules.find((r) => r.ruleName === "Enterprise segment")!;
  const t = performance.now();
  const res = await app.request(`/api/crm/scoring-rules/${rule.id}`, {
    method: "PATCH",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ scoreWeight: 25 }),
  });
  const body = (await res.json()) as {
    leadsScored: number;
    leadsChanged: number;
  };
  return {
    name: "scoring rule change (Enterprise segment weight), every lead rescored",
    value: Math.round(performance.now() - t),
    unit: "ms",
    note: `${body.leadsScored.toLocaleString("en-US")} scored, ${body.leadsChanged.toLocaleString("en-US")} changed`,
  };
}

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * The embedded PGlite (the default, sized for one office: 32 MB of shared buffers, so a 100,000-lead
 * table is read from its files) and the PostgreSQL server a CRM of this size runs on in production.
 */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const only = process.env.BENCH_CRM_DB;
  if (only !== "postgres") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-crm-"));
    const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      rows.push(...(await measure("PGlite", database, dataDir)));
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only === "pglite") return rows;
  const name = `bench_crm_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  // No PostgreSQL is a failed section (bench/run.ts fails the run), not a quiet "not measured".
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-crm-pg-"));
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    rows.push(...(await measure("PostgreSQL", database, dataDir)));
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.main) {
  for (const r of await run()) console.log(`${r.name}: ${r.value} ${r.unit}${r.note ? ` (${r.note})` : ""}`);
  process.exit(0);
}
