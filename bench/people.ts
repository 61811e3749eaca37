// The employee portal with 5,000 profiles: the dashboard, the admin's employee list (first page,
// a deep page sorted Z to A, a search), the org chart and the organization page, timed as the
// built server answers them on PGlite. The profiles are written into the data folder before the
// server starts (a reporting tree: 1 CEO, 12 vice presidents, 120 managers, everyone else under a
// manager; 2 % archived), then the demo accounts are seeded by the server as usual.
// Figures, not tests. Run with `node bench/people.ts` (after `npm run build`).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_DEPARTMENTS as DEPARTMENTS } from "../src/features/people/server/org-lists.seed.ts";
import { employeeProfiles } from "../src/features/people/server/people.tables.ts";
import { openDatabase } from "../src/platform/db/db.ts";
import { freePort, spawnNode, stopChild, waitFor200 } from "./processes.ts";

const PROFILES = 5_000;
const RUNS = 30;
const FIRST = [
  "Ada",
  "Bo",
  "Cy",
  "Dee",
  "Eli",
  "Fay",
  "Gus",
  "Hal",
  "Ivy",
  "Jo",
  "Kai",
  "Lu",
  "Max",
  "Nia",
  "Oz",
  "Pia",
];
const LAST = [
  "Smith",
  "Garcia",
  "Khan",
  "Okafor",
  "Nguyen",
  "Haddad",
  "Rossi",
  "Kim",
  "Silva",
  "Novak",
  "Ali",
  "Berg",
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function seedProfiles(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const ids = Array.from({ length: PROFILES }, () => crypto.randomUUID());
    const managerOf = (i: number) => {
      if (i === 0) return null;
      if (i <= 12) return ids[0]!;
      if (i <= 132) return ids[1 + ((i - 13) % 12)]!;
      return ids[13 + (i % 120)]!;
    };
    const rows = ids.map((id, i) => {
      const dept = DEPARTMENTS[i % DEPARTMENTS.length]!;
      return {
        id,
        firstName: FIRST[i % FIRST.length]!,
        lastName: `${LAST[(i * 7) % LAST.length]}-${String(i).padStart(4, "0")}`,
        email: `bench-${i}@people.example`,
        title: dept.titles[i % dept.titles.length]!,
        department: dept.name,
        location: "Arlington Virginia",
        startDate: "2022-01-03",
        reportsTo: managerOf(i),
        status: i > 132 && i % 50 === 0 ? "archived" : "active",
        medicalInfo: { allergies: ["Peanuts"], conditions: "Private" },
      };
    });
    // Parents first: the reporting line is a foreign key.
    for (let i = 0; i < rows.length; i += 500)
      await database.db.insert(employeeProfiles).values(rows.slice(i, i + 500));
  } finally {
    await database.close();
  }
}

type Row = { page: string; p50: number; p95: number; cpuMs: number; bytes: number };

/**
 * CPU time the server process has used so far, in ms (Linux /proc, clock ticks of 10 ms). Unlike
 * wall-clock latency it hardly moves when other programs load the machine.
 */
function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function time(baseUrl: string, cookie: string, url: string, pid: number): Promise<Row> {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${url}`, { headers: { cookie, "accept-encoding": "identity" } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < 3; i++) await get();
  const times: number[] = [];
  let bytes = 0;
  const cpuBefore = cpuMsOf(pid);
  for (let i = 0; i < RUNS; i++) {
    const r = await get();
    times.push(r.ms);
    bytes = r.bytes;
  }
  const cpuMs = Math.round(((cpuMsOf(pid) - cpuBefore) / RUNS) * 10) / 10;
  times.sort((a, b) => a - b);
  return {
    page: url,
    p50: Math.round(quantile(times, 0.5)),
    p95: Math.round(quantile(times, 0.95)),
    cpuMs,
    bytes,
  };
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/identity/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password, portal: "general" }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function run(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-people-"));
  const seeded = performance.now();
  await seedProfiles(dataDir);
  console.log(`[people] ${PROFILES} profiles written in ${Math.round(performance.now() - seeded)} ms`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnNode("people", ["src/server.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    RATE_LIMIT_SCALE: "1000",
  });
  try {
    await waitFor200(child, `${baseUrl}/api/health`, 50, 180_000);
    const admin = await signIn(baseUrl, "admin@demo.agency.example", "demo-admin-pass");
    const employee = await signIn(baseUrl, "employee@demo.agency.example", "demo-employee-pass");
    const rows: Row[] = [];
    for (const url of [
      "/employee/dashboard?tab=employees",
      "/employee/dashboard?tab=employees&sort=desc&page=90",
      "/employee/dashboard?tab=employees&q=okafor",
      "/api/people/employees?page=1",
      "/employee/dashboard",
      "/employee/dashboard?tab=employees&view=org",
      "/employee/organization",
    ]) {
      rows.push(await time(baseUrl, admin, url, child.pid));
    }
    // The employee's pages: the dashboard (metrics with the remote-day count over the year, the
    // next three days worked out from the schedule), My Schedule (six weeks of days, the team and
    // proposals from the reporting tree), and the handbook as the baseline they are compared with.
    for (const url of ["/employee/dashboard", "/employee/schedule", "/employee/handbook"]) {
      rows.push({ ...(await time(baseUrl, employee, url, child.pid)), page: `${url} (employee)` });
    }
    return rows;
  } finally {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const load = os.loadavg()[0]!.toFixed(1);
  const rows = await run();
  console.log(
    `${PROFILES} profiles, PGlite, ${RUNS} sequential requests per page; load average ${load} on ${os.cpus().length} cores`,
  );
  console.log("| page | server CPU ms per request | latency p50 ms | p95 ms | HTML or JSON |");
  console.log("|---|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| \`${r.page}\` | ${r.cpuMs} | ${r.p50} | ${r.p95} | ${Math.round(r.bytes / 1024)} KiB |`);
  }
  const base = rows.find((r) => r.page === "/employee/handbook (employee)")!;
  for (const page of ["/employee/dashboard (employee)", "/employee/schedule (employee)"]) {
    const r = rows.find((x) => x.page === page)!;
    console.log(`${page}: ${(r.cpuMs / base.cpuMs).toFixed(2)}× the handbook's server CPU per request`);
  }
}
