// Intake benchmarks: booking under contention against a real app instance (100 simultaneous
// requests for the 14 slots of one day must give exactly 14 bookings) and the lead-scoring p95.
// Figures, not tests. Run alone with `node bench/intake.ts`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, format, parse } from "date-fns";
import type { IntakeForm } from "../src/features/intake/intake.contract.ts";
import { BUDGET_RANGES, PROJECT_TYPES, TIMELINES } from "../src/features/intake/intake.contract.ts";
import { enrichLead } from "../src/features/intake/server/enrichment.engine.ts";
import { serverEnv } from "./app-server.ts";
import { freePort, spawnNode, stopChild, waitFor200 } from "./processes.ts";

export type BenchRow = { name: string; value: number; unit: string; note?: string };

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The built-in enrich-lead-data engine, in process, over varied forms. */
function scoringFigures(): BenchRow[] {
  const descriptions = [
    "An app idea.",
    "We need a customer portal for 3,000 users integrating with Salesforce and Stripe, live by Q3, with dashboards and reports for managers.",
    "Replace our spreadsheet order tracking ".repeat(30),
  ];
  const forms: IntakeForm[] = [];
  for (let i = 0; i < 3000; i++) {
    forms.push({
      fullName: `Person ${i}`,
      email: i % 2 ? `p${i}@gmail.com` : `p${i}@company${i % 7}.io`,
      companyName: `Company${i % 7}`,
      linkedinProfile: i % 3 ? "" : `https://www.linkedin.com/in/person-${i}`,
      projectType: PROJECT_TYPES[i % PROJECT_TYPES.length]!.value,
      budgetRange: BUDGET_RANGES[i % BUDGET_RANGES.length]!.value,
      timeline: TIMELINES[i % TIMELINES.length]!.value,
      projectDescription: descriptions[i % descriptions.length]!,
    });
  }
  for (const f of forms.slice(0, 200)) enrichLead(f); // warm-up
  const times: number[] = [];
  for (const f of forms) {
    const t = performance.now();
    enrichLead(f);
    times.push((performance.now() - t) * 1000);
  }
  times.sort((a, b) => a - b);
  return [
    { name: "intake scoring (built-in engine) p50", value: Math.round(p(times, 0.5)), unit: "µs" },
    {
      name: "intake scoring (built-in engine) p95",
      value: Math.round(p(times, 0.95)),
      unit: "µs",
      note: `${forms.length} varied forms, in process`,
    },
  ];
}

async function post(url: string, body: unknown): Promise<{ status: number; ms: number }> {
  const t = performance.now();
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(url).origin },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t };
}

export async function run(): Promise<BenchRow[]> {
  const rows = scoringFigures();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-intake-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnNode(
    "intake-app",
    ["src/server.ts"],
    serverEnv(port, {
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      // One client address sends every request here; the limits are not what is measured.
      RATE_LIMIT_SCALE: "1000",
    }),
  );
  try {
    await waitFor200(child, `${baseUrl}/api/health`, 50, 180_000);
    const window = (await (await fetch(`${baseUrl}/api/intake/slots?date=2000-01-01`)).json()) as {
      today: string;
    };
    // The first working day at least two days ahead (weekends offer no slots).
    const from = format(addDays(parse(window.today, "yyyy-MM-dd", new Date(0)), 2), "yyyy-MM-dd");
    const to = format(addDays(parse(window.today, "yyyy-MM-dd", new Date(0)), 9), "yyyy-MM-dd");
    const range = (await (await fetch(`${baseUrl}/api/intake/slots?from=${from}&to=${to}`)).json()) as {
      days: { date: string; slots: { time: string }[] }[];
    };
    const day = range.days.find((d) => d.slots.length > 0)!;
    const date = day.date;
    const times = day.slots.map((s) => s.time);

    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(`${baseUrl}/api/intake/bookings`, {
          date,
          time: times[i % times.length],
          fullName: `Racer ${i}`,
          email: `racer${i}@bench.example`,
          source: "intake",
        }),
      ),
    );
    const wall = performance.now() - started;
    const booked = results.filter((r) => r.status === 201).length;
    const conflicts = results.filter((r) => r.status === 409).length;
    const other = results.length - booked - conflicts;
    const left = (await (await fetch(`${baseUrl}/api/intake/slots?date=${date}`)).json()) as {
      days: { slots: unknown[] }[];
    };
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    rows.push(
      {
        name: "booking contention: confirmed bookings",
        value: booked,
        unit: "bookings",
        note: `100 simultaneous requests for the ${times.length} slots of one day; ${conflicts} answered 409, ${other} other; ${left.days[0]!.slots.length} slots left`,
      },
      { name: "booking contention: time for all 100 requests", value: Math.round(wall), unit: "ms" },
      { name: "booking contention: request p95", value: Math.round(p(latencies, 0.95)), unit: "ms" },
    );

    const intakeTimes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await post(`${baseUrl}/api/intake/submissions`, {
        fullName: `Lead ${i}`,
        email: `lead${i}@company${i % 5}.io`,
        companyName: `Company${i % 5}`,
        projectType: "web_application",
        budgetRange: "50k_100k",
        timeline: "3_6_months",
        projectDescription: "A customer portal for 2,000 users integrating with our ERP by Q3.",
      });
      if (r.status === 201) intakeTimes.push(r.ms);
    }
    intakeTimes.sort((a, b) => a - b);
    if (intakeTimes.length)
      rows.push({
        name: "POST /api/intake/submissions p95",
        value: Math.round(p(intakeTimes, 0.95)),
        unit: "ms",
        note: `${intakeTimes.length} sequential submissions: score, store submission and lead`,
      });
  } finally {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await run())
    console.log(`${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ""}`);
}
