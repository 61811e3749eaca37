// `npm test` (after the build): every public page's first-load JavaScript under its budget.
//
// Reads the production build (BUILD_DIR, default build/), computes for each page of
// bench/budgets.ts the scripts its HTML names (scripts/first-load.ts) and their gzip size, and
// exits 1 when a page is over its budget, naming the page and the chunks that grew against the
// recorded sizes in bench/first-load-chunks.json (or, for a chunk not recorded, that it is new).
// `--record` rewrites that file from the current build (after a deliberate change of the budgets).
import fs from "node:fs";
import path from "node:path";
import { FIRST_LOAD_BUDGETS, FRAMEWORK_CHUNKS, firstLoadTarget } from "../bench/budgets.ts";
import { measurePages, type PageLoad } from "./first-load.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RECORD_FILE = path.join(ROOT, "bench", "first-load-chunks.json");
type Recorded = Record<string, Record<string, number>>;

const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;

/** A page's chunks by name (hash left out), the sizes of same-named chunks added up. */
export function chunksByName(page: PageLoad): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of page.chunks) out[c.name] = (out[c.name] ?? 0) + c.gzipBytes;
  return out;
}

/** The lines that explain an overrun: the chunks that are new or larger than recorded, largest growth first. */
export function grownChunks(page: PageLoad, recorded: Record<string, number> | undefined): string[] {
  const now = chunksByName(page);
  const grown = Object.entries(now)
    .map(([name, bytes]) => ({ name, bytes, before: recorded?.[name] }))
    .filter((c) => c.before === undefined || c.bytes > c.before)
    .sort((a, b) => b.bytes - (b.before ?? 0) - (a.bytes - (a.before ?? 0)));
  if (!recorded || !grown.length) {
    return page.chunks
      .filter((c) => !FRAMEWORK_CHUNKS.includes(c.name))
      .slice(0, 5)
      .map((c) => `largest chunk ${c.path}: ${kib(c.gzipBytes)}`);
  }
  return grown.map((c) =>
    c.before === undefined
      ? `new chunk ${c.name}: ${kib(c.bytes)}`
      : `chunk ${c.name} grew ${kib(c.before)} → ${kib(c.bytes)} (+${kib(c.bytes - c.before)})`,
  );
}

function main() {
  const buildDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
  const pages = measurePages(path.join(buildDir, "client"), Object.keys(FIRST_LOAD_BUDGETS));
  if (process.argv.includes("--record")) {
    const record: Recorded = Object.fromEntries(pages.map((p) => [p.page, chunksByName(p)]));
    fs.writeFileSync(RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`recorded the chunks of ${pages.length} pages in ${path.relative(ROOT, RECORD_FILE)}`);
    return;
  }
  const recorded: Recorded = fs.existsSync(RECORD_FILE)
    ? JSON.parse(fs.readFileSync(RECORD_FILE, "utf8"))
    : {};
  let failed = 0;
  for (const p of pages) {
    const budget = FIRST_LOAD_BUDGETS[p.page]!;
    const over = p.totalGzip > budget;
    const target = firstLoadTarget(p.page);
    console.log(
      `${over ? "OVER" : "ok  "} ${p.page.padEnd(24)} ${kib(p.totalGzip).padStart(10)} of ${kib(budget)} budget` +
        `${p.totalGzip > target ? ` (issue 32 target ${kib(target)})` : ""}`,
    );
    if (over) {
      failed++;
      console.log(`     ${p.page} is ${kib(p.totalGzip - budget)} over its first-load budget:`);
      for (const line of grownChunks(p, recorded[p.page])) console.log(`       ${line}`);
    }
  }
  if (failed) {
    console.error(
      `\n${failed} public page(s) over their first-load JavaScript budget (bench/budgets.ts). Move what grew behind a lazy import or out of the shared chunks (decision 041).`,
    );
    process.exitCode = 1;
  } else console.log(`\nevery public page is under its first-load budget (${pages.length} pages)`);
}

if (import.meta.main) main();
