// The lead tools' engines and the booking race, one section of docs/benchmarks.md. Each slice's
// bench module exports run() → rows; this file only runs them in turn and renders the table.
// Run alone with `node bench/tools.ts` (prints the section). Figures, not tests.
import os from "node:os";
import { run as analytics } from "./analytics.ts";
import { run as capture } from "./capture.ts";
import { run as codeLab } from "./code-lab.ts";
import { run as crm } from "./crm.ts";
import { run as enterprise } from "./enterprise.ts";
import { run as flare } from "./flare.ts";
import { run as flareDelivery } from "./flare-delivery.ts";
import { run as government } from "./government.ts";
import { run as csvImport } from "./import.ts";
import { run as intake } from "./intake.ts";
import { run as peopleRows } from "./people.ts";
import { run as revenue } from "./revenue.ts";
import { run as startupTool } from "./startup-tool.ts";
import { run as webhooks } from "./webhooks.ts";
import { run as workspace } from "./workspace.ts";

type Row = { name: string; value: number; unit: string; note?: string };

/**
 * The modules that could not run in this process. A section that cannot measure is a failure of
 * the bench, not a figure: bench/run.ts prints them after the report is written and exits non-zero.
 */
export const failedSections: { section: string; message: string }[] = [];

/** bench/people.ts reports one row per page; here each page gives its CPU time and latencies. */
async function people(): Promise<Row[]> {
  return (await peopleRows()).flatMap((r) => [
    {
      name: `\`${r.page}\` server CPU per request`,
      value: r.cpuMs,
      unit: "ms",
      note: `${Math.round(r.bytes / 1024)} KiB`,
    },
    { name: `\`${r.page}\` latency p50 / p95`, value: r.p50, unit: "ms", note: `p95 ${r.p95} ms` },
  ]);
}

const MODULES: { title: string; file: string; run: () => Promise<Row[]> }[] = [
  { title: "Startup pitch-to-plan", file: "bench/startup-tool.ts", run: startupTool },
  { title: "Enterprise analyzer and PDF", file: "bench/enterprise.ts", run: enterprise },
  { title: "Government compliance and PDF", file: "bench/government.ts", run: government },
  { title: "Code analyzer", file: "bench/code-lab.ts", run: codeLab },
  { title: "Intake scoring and booking", file: "bench/intake.ts", run: intake },
  {
    title: "FLARE: AI import engine, 1,000- and 500-node designs in the browser, live collaboration",
    file: "bench/flare.ts",
    run: flare,
  },
  {
    title: "FLARE: the proposal PDF of a 100-feature design",
    file: "bench/flare-delivery.ts",
    run: flareDelivery,
  },
  {
    title: "Lead capture under load (2,000 submissions at concurrency 30, both databases)",
    file: "bench/capture.ts",
    run: capture,
  },
  {
    title:
      "Revenue: campaign return over 100,000 leads, 10,000 deals and 1 M tracked events; duplicate suggestions among 100,000 leads",
    file: "bench/revenue.ts",
    run: revenue,
  },
  {
    title: "CRM at 100,000 leads and 10,000 deals (server time per page, search as you type)",
    file: "bench/crm.ts",
    run: crm,
  },
  {
    title: "CSV import of 100,000 contacts (rows/s and peak RSS, both databases)",
    file: "bench/import.ts",
    run: csvImport,
  },
  {
    title: "Employee portal with 5,000 profiles (server time per page, target under 100 ms)",
    file: "bench/people.ts",
    run: people,
  },
  {
    title: "Workspace: dashboard over 50,000 tasks, a 2,000-task list and board, live fan-out to 50 viewers",
    file: "bench/workspace.ts",
    run: workspace,
  },
  {
    title:
      "Visitor tracker: script size, ingestion, and the screens' queries at 1, 5 and 10 million interactions",
    file: "bench/analytics.ts",
    run: analytics,
  },
  {
    title: "Webhooks: signed deliveries to a local receiver that verifies each one (PGlite and PostgreSQL)",
    file: "bench/webhooks.ts",
    run: webhooks,
  },
];

const fmt = (v: number) => (Number.isInteger(v) ? v.toLocaleString("en-US") : v.toFixed(v < 10 ? 2 : 1));

/** The name BENCH_ONLY gives a module: its file's name without `.ts` (`analytics`, `workspace`). */
export const moduleKey = (file: string) => file.replace(/^bench\//, "").replace(/\.ts$/, "");
export const MODULE_KEYS = MODULES.map((m) => moduleKey(m.file));

/** One module's subsection of "Lead tools": its heading, then its table (or why it was not measured). */
async function measureModule(m: (typeof MODULES)[number]): Promise<string[]> {
  const out = [`### ${m.title} (\`${m.file}\`)`, ""];
  try {
    const rows = await m.run();
    out.push("| measure | value | unit | note |", "| --- | --- | --- | --- |");
    for (const r of rows) out.push(`| ${r.name} | ${fmt(r.value)} | ${r.unit} | ${r.note ?? ""} |`);
  } catch (err) {
    const message = (err as Error).message;
    failedSections.push({ section: m.file, message });
    console.error(`[bench] FAILED: ${m.file} could not run: ${message}`);
    out.push(`**Failed** (the bench run exited non-zero): ${message}`);
  }
  out.push("");
  return out;
}

/**
 * Only the modules named (BENCH_ONLY=analytics,workspace): each subsection, with the load around
 * its own run, for bench/run.ts to put in place of the same module's subsection.
 */
export async function measureToolSections(
  keys: readonly string[],
  log: (msg: string) => void,
): Promise<{ file: string; markdown: string }[]> {
  const unknown = keys.filter((k) => !MODULE_KEYS.includes(k));
  if (unknown.length)
    throw new Error(`BENCH_ONLY: no bench module ${unknown.join(", ")} (${MODULE_KEYS.join(", ")})`);
  const sections: { file: string; markdown: string }[] = [];
  for (const m of MODULES.filter((mod) => keys.includes(moduleKey(mod.file)))) {
    log(`tools: ${m.title}`);
    const before = os.loadavg()[0] ?? 0;
    const out = await measureModule(m);
    out.push(
      `Measured on its own (\`BENCH_ONLY=${moduleKey(m.file)}\`) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; the 1-minute load average was ${before.toFixed(2)} before and ${(os.loadavg()[0] ?? 0).toFixed(2)} after, on ${os.cpus().length} cores.`,
      "",
    );
    sections.push({ file: m.file, markdown: out.join("\n") });
  }
  return sections;
}

export async function measureTools(log: (msg: string) => void): Promise<string> {
  const out: string[] = ["## Lead tools", ""];
  out.push(
    "The built-in engines (target: p95 under 50 ms), PDF generation, and booking under contention. Each row comes from the module named in its heading.",
  );
  out.push("");
  const loadBefore = os.loadavg()[0] ?? 0;
  for (const m of MODULES) {
    log(`tools: ${m.title}`);
    out.push(...(await measureModule(m)));
  }
  out.push(
    `The 1-minute load average was ${loadBefore.toFixed(2)} before and ${(os.loadavg()[0] ?? 0).toFixed(2)} after, on ${os.cpus().length} cores.`,
    "",
  );
  return out.join("\n");
}

if (import.meta.main) {
  console.log(await measureTools((m) => console.error(`[tools] ${m}`)));
  if (failedSections.length) process.exitCode = 1;
}
