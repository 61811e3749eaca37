// Public pages as a visitor's browser sees them: Lighthouse (its default mobile settings) on the system
// Chromium, the first-load JavaScript of /, and server-rendered requests per second for / and /blog.
// Part of `npm run bench` (bench/run.ts); also runnable alone: `node bench/lighthouse.ts` prints the
// section (BUILD_DIR picks the build, default build/). Figures, not tests: nothing here fails on a score.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadScripts } from "../scripts/first-load.ts";
import { POLL_INTERVAL_MS, START_TIMEOUT_MS } from "./app-server.ts";
import { FIRST_LOAD_BUDGETS, firstLoadTarget, LIGHTHOUSE_TARGETS } from "./budgets.ts";
import { freePort, spawnNode, stopChild, waitFor200 } from "./processes.ts";
import { type LoadFigures, measureLoad } from "./throughput.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** Lighthouse varies from run to run; each page is measured this often and the median run kept. */
export const RUNS_PER_PAGE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_PATHS=/,/blog audits only those pages; LIGHTHOUSE_SAVE_DIR keeps every report's JSON. */
const ONLY_PATHS = process.env.LIGHTHOUSE_PATHS?.split(",").filter(Boolean);
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE_DIR;
/**
 * LIGHTHOUSE_TRACKER=off audits the pages as a visitor whose browser sends Do Not Track (Chromium's
 * own preference): the page then never fetches the visitor tracker, so a run with and a run without
 * it compare the pages' scores with and without the tracker, on the same build (docs/benchmarks.md).
 */
export const TRACKER_OFF = process.env.LIGHTHOUSE_TRACKER === "off";
/** Chunks left out of the first-load figure: the lazily imported 3D scene (three.js). */
const LAZY_CHUNK = /ember-scene/;

export type PageRun = {
  path: string;
  status: number;
  /** Why no Lighthouse figures exist for this page (not built yet, error). */
  skipped?: string;
  scores?: Record<Category, number | null>;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  speedIndexMs?: number;
  /** All runs' performance scores, to show the spread behind the median. */
  performanceRuns?: (number | null)[];
  /** Audits that cost points in accessibility, best practices or SEO. */
  failing?: { category: Category; id: string; title: string }[];
  /** JavaScript the browser really downloaded during the Lighthouse run (transfer size). */
  scriptTransfer?: { firstLoadBytes: number; lazyBytes: number; files: number };
  /** Gzip bytes of every script the page's server-rendered HTML names (as the size check counts). */
  firstLoadGzip?: number;
  /**
   * The SEO score without `is-crawlable`, for a page that loses only that audit: one that says
   * `noindex` on purpose (a page reached after sending a form, or one made from the visitor's own
   * details), where being left out of search is the point.
   */
  seoNoindexOnPurpose?: number;
};

export type FirstLoadJs = {
  files: { path: string; rawBytes: number; gzipBytes: number }[];
  excluded: { path: string; rawBytes: number; gzipBytes: number }[];
  totalGzip: number;
  totalRaw: number;
};

export type PublicPagesResults = {
  lighthouseVersion: string;
  chromium: string;
  buildDir: string;
  runsPerPage: number;
  pages: PageRun[];
  firstLoad: FirstLoadJs;
  loads: LoadFigures[];
  notes: string[];
  totalMs: number;
  /** 1-minute load average before and after: Lighthouse's simulated timings scale with a busy CPU. */
  load: [number, number];
};

const ROOT = path.resolve(import.meta.dirname, "..");

export function measureFirstLoad(html: string, clientDir: string): FirstLoadJs {
  const files: FirstLoadJs["files"] = [];
  const excluded: FirstLoadJs["excluded"] = [];
  for (const p of firstLoadScripts(html)) {
    const file = path.join(clientDir, p);
    if (!fs.existsSync(file)) continue;
    const body = fs.readFileSync(file);
    const entry = { path: p, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    (LAZY_CHUNK.test(p) ? excluded : files).push(entry);
  }
  // The lazy chunk is not in the HTML; list it anyway so its size is on record.
  for (const name of fs.existsSync(path.join(clientDir, "assets"))
    ? fs.readdirSync(path.join(clientDir, "assets"))
    : []) {
    if (LAZY_CHUNK.test(name) && name.endsWith(".js") && !excluded.some((e) => e.path.endsWith(name))) {
      const body = fs.readFileSync(path.join(clientDir, "assets", name));
      excluded.push({
        path: `/assets/${name}`,
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      });
    }
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    excluded,
    totalGzip: files.reduce((s, f) => s + f.gzipBytes, 0),
    totalRaw: files.reduce((s, f) => s + f.rawBytes, 0),
  };
}

/**
 * A real address for a page with a parameter (`/blog/any-post` in bench/budgets.ts): the first
 * /blog/<slug> in the sitemap, else the first one linked from /blog; a case study from /work, a
 * guide from /resources.
 */
async function firstLinked(baseUrl: string, prefix: string): Promise<string | null> {
  const from: Record<string, string> = {
    "/blog/": "/blog",
    "/case-study/": "/work",
    "/guide/": "/resources",
  };
  const escaped = prefix.replaceAll("/", "\\/");
  for (const [page, pattern] of [
    ["/sitemap.xml", new RegExp(`<loc>[^<]*?(${escaped}[^<\\s/]+)</loc>`)],
    [from[prefix] ?? "/", new RegExp(`href="(${escaped}[^"?#/]+)"`)],
  ] as const) {
    try {
      const res = await fetch(`${baseUrl}${page}`);
      if (!res.ok) continue;
      const match = pattern.exec(await res.text());
      if (match?.[1]) return match[1];
    } catch {
      // try the next source
    }
  }
  return null;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summarise(pathName: string, status: number, runs: Lhr[]): PageRun {
  const perf = (l: Lhr) => l.categories.performance?.score ?? null;
  const sorted = [...runs].sort((a, b) => (perf(a) ?? -1) - (perf(b) ?? -1));
  const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const num = (id: string) => lhr.audits[id]?.numericValue;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]),
  ) as PageRun["scores"] & object;
  const failing: NonNullable<PageRun["failing"]> = [];
  for (const c of CATEGORIES.filter((c) => c !== "performance")) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push({ category: c, id: ref.id, title: audit.title });
      }
    }
  }
  const seoFailing = failing.filter((f) => f.category === "seo").map((f) => f.id);
  let seoNoindexOnPurpose: number | undefined;
  if (seoFailing.length === 1 && seoFailing[0] === "is-crawlable") {
    const refs = (lhr.categories.seo?.auditRefs ?? []).filter(
      (r) => r.weight > 0 && r.id !== "is-crawlable" && lhr.audits[r.id]?.score != null,
    );
    const weight = refs.reduce((sum, r) => sum + r.weight, 0);
    if (weight > 0)
      seoNoindexOnPurpose = refs.reduce((sum, r) => sum + r.weight * lhr.audits[r.id]!.score!, 0) / weight;
  }
  const requests = (
    lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined
  )?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === "Script");
  const bytes = (r: Record<string, unknown>) => Number(r.transferSize ?? 0);
  return {
    path: pathName,
    status,
    scores,
    fcpMs: num("first-contentful-paint"),
    lcpMs: num("largest-contentful-paint"),
    tbtMs: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    speedIndexMs: num("speed-index"),
    performanceRuns: runs.map(perf),
    failing,
    ...(seoNoindexOnPurpose === undefined ? {} : { seoNoindexOnPurpose }),
    scriptTransfer: {
      firstLoadBytes: scripts
        .filter((r) => !LAZY_CHUNK.test(String(r.url)))
        .reduce((s, r) => s + bytes(r), 0),
      lazyBytes: scripts.filter((r) => LAZY_CHUNK.test(String(r.url))).reduce((s, r) => s + bytes(r), 0),
      files: scripts.length,
    },
  };
}

export async function measurePublicPages(opts: {
  log: (msg: string) => void;
  buildDir?: string;
}): Promise<PublicPagesResults> {
  const began = performance.now();
  const loadBefore = os.loadavg()[0] ?? 0;
  const { log } = opts;
  const buildDir = path.resolve(ROOT, opts.buildDir ?? process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`no production build in ${buildDir}: run \`npm run build\` first`);
  }
  const notes: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lighthouse-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The production server on its own port and data; PUBLIC_URL matches, so canonical URLs are same-origin.
  const server = spawnNode("lighthouse-server", [path.join(ROOT, "src/server.ts")], {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor200(server, `${baseUrl}/`, POLL_INTERVAL_MS, START_TIMEOUT_MS);
    const homeHtml = await (await fetch(`${baseUrl}/`)).text();
    const firstLoad = measureFirstLoad(homeHtml, path.join(buildDir, "client"));
    log(
      `first-load JS of /: ${(firstLoad.totalGzip / 1024).toFixed(1)} KiB gzip in ${firstLoad.files.length} files`,
    );

    // Every public page of bench/budgets.ts; a page with a parameter at a real address.
    const budgetOf = new Map<string, number>();
    for (const [page, budget] of Object.entries(FIRST_LOAD_BUDGETS)) {
      const param = /^(\/[a-z-]+\/)any-/.exec(page)?.[1];
      const real = param ? await firstLinked(baseUrl, param) : page;
      if (!real) notes.push(`No ${param}<slug> was linked from the site, so ${page} was not audited.`);
      else budgetOf.set(real, budget);
    }
    const paths = ONLY_PATHS ?? [...budgetOf.keys()];

    chrome = await chromeLauncher.launch({
      port: await freePort(),
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: "silent",
      ...(TRACKER_OFF ? { prefs: { enable_do_not_track: true } } : {}),
    });
    if (TRACKER_OFF)
      notes.push("LIGHTHOUSE_TRACKER=off: Do Not Track on, so the visitor tracker was not loaded.");
    // One discarded run first: the freshly launched Chromium (its caches, its compiler) and the
    // server's first renders would otherwise count against whichever page comes first.
    const warmUp = await lighthouse(`${baseUrl}/`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    notes.push(
      `A discarded warm-up run of / (performance ${pct(warmUp?.lhr.categories.performance?.score ?? null)}) came before the measured runs, so that a freshly launched Chromium does not count against the first page.`,
    );
    const pages: PageRun[] = [];
    let lighthouseVersion = "";
    let chromium = "";
    for (const p of paths) {
      const status = (await fetch(`${baseUrl}${p}`)).status;
      if (status !== 200) {
        pages.push({ path: p, status, skipped: `answered ${status}` });
        log(`${p}: answered ${status}, not audited`);
        continue;
      }
      const runs: Lhr[] = [];
      // A run that Lighthouse itself could not record (NO_NAVSTART and the like) is noted and
      // replaced, up to RUNS_PER_PAGE extra attempts.
      for (let attempt = 1; runs.length < RUNS_PER_PAGE && attempt <= RUNS_PER_PAGE * 2; attempt++) {
        const result = await lighthouse(`${baseUrl}${p}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${p}`);
        for (const w of result.lhr.runWarnings) notes.push(`${p}: Lighthouse warning: ${w}`);
        if (SAVE_DIR) {
          fs.mkdirSync(SAVE_DIR, { recursive: true });
          const name = `${p.replace(/[^a-z0-9]+/gi, "_") || "_"}-${attempt}.json`;
          fs.writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(result.lhr));
        }
        lighthouseVersion = result.lhr.lighthouseVersion;
        chromium = result.lhr.environment.hostUserAgent;
        if (result.lhr.runtimeError) {
          notes.push(
            `${p}: a run failed and was repeated (Lighthouse runtime error ${result.lhr.runtimeError.code}).`,
          );
          continue;
        }
        runs.push(result.lhr);
      }
      if (!runs.length) {
        pages.push({ path: p, status, skipped: "every Lighthouse run failed" });
        continue;
      }
      const summary = summarise(p, status, runs);
      if (summary.failing?.some((f) => f.id === "is-crawlable"))
        notes.push(
          `${p}: SEO loses \`is-crawlable\` because the page says \`noindex\` on purpose (a page a visitor reaches after sending a form, not one to find by search).`,
        );
      const html = await (await fetch(`${baseUrl}${p}`)).text();
      summary.firstLoadGzip = measureFirstLoad(html, path.join(buildDir, "client")).totalGzip;
      const s = summary.scores!;
      log(
        `${p}: performance ${pct(s.performance)}, accessibility ${pct(s.accessibility)}, best practices ${pct(s["best-practices"])}, SEO ${pct(s.seo)}; LCP ${Math.round(summary.lcpMs ?? 0)} ms, TBT ${Math.round(summary.tbtMs ?? 0)} ms, CLS ${(summary.cls ?? 0).toFixed(3)}`,
      );
      pages.push(summary);
    }
    await chrome.kill();
    chrome = undefined;

    const loads: LoadFigures[] = [];
    for (const p of ["/", "/blog"]) {
      log(`autocannon: GET ${p}`);
      const figures = await measureLoad(p, `${baseUrl}${p}`);
      log(
        `GET ${p}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
      );
      loads.push(figures);
    }
    return {
      lighthouseVersion,
      chromium: chromium.match(/(?:Headless)?Chrom(?:e|ium)\/[\d.]+/)?.[0] ?? chromium,
      buildDir: path.relative(ROOT, buildDir) || ".",
      runsPerPage: RUNS_PER_PAGE,
      pages,
      firstLoad,
      loads,
      notes,
      totalMs: performance.now() - began,
      load: [loadBefore, os.loadavg()[0] ?? 0],
    };
  } finally {
    if (chrome) await chrome.kill();
    await stopChild(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The enforced budget of a page, by its address or by its route's stand-in (`/blog/any-post`). */
function budgetFor(page: string): number {
  const exact = FIRST_LOAD_BUDGETS[page];
  if (exact !== undefined) return exact;
  const key = Object.keys(FIRST_LOAD_BUDGETS).find(
    (k) => k.includes("/any-") && page.startsWith(k.slice(0, k.indexOf("any-"))),
  );
  return key ? FIRST_LOAD_BUDGETS[key]! : Number.NaN;
}

const pct = (v: number | null | undefined) =>
  v === null || v === undefined ? "—" : String(Math.round(v * 100));
const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
const msText = (v: number | undefined) =>
  v === undefined ? "—" : `${Math.round(v).toLocaleString("en-US")} ms`;

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

const TARGETS = LIGHTHOUSE_TARGETS;

const SECTION_TITLE = "## 4. Public pages: Lighthouse, first-load JavaScript, server-rendered throughput";

/** The section when the measurement itself broke (no build, Chromium missing): the reason, not figures. */
export function publicPagesFailure(err: unknown): string {
  return `${SECTION_TITLE}\n\n**Failed** (the bench run exited non-zero): \`${String((err as Error)?.message ?? err).replaceAll("`", "'")}\`\n`;
}

export function renderPublicPagesSection(r: PublicPagesResults): string {
  const out: string[] = [];
  out.push(SECTION_TITLE);
  out.push("");
  out.push(
    `Lighthouse ${r.lighthouseVersion} (the \`lighthouse\` npm package, programmatic API) with its default settings, which are mobile: a Moto G Power-sized screen, simulated slow 4G and 4× CPU slowdown. Browser: ${r.chromium} (\`${CHROMIUM_PATH}\` via chrome-launcher, flags \`${CHROME_FLAGS.join(" ")}\`). Server: \`node src/server.ts\` on the production build in \`${r.buildDir}/\`, its own port and a fresh temporary \`DATA_DIR\` with the demo content. Each page ran ${r.runsPerPage} time(s); the run with the median performance score is shown (all performance scores in the last column).`,
  );
  out.push("");
  out.push(
    `Targets (bench/budgets.ts, issues 3 and 32): performance ≥ ${TARGETS.performance * 100}, accessibility, best practices and SEO ${TARGETS.others * 100}, CLS < ${TARGETS.cls}; first-load JavaScript (every script the page's HTML names, gzip) ≤ ${firstLoadTarget("/") / 1024} KiB for / and ≤ ${firstLoadTarget("/x") / 1024} KiB for every other page, the column showing the page's figure, the budget \`npm test\` enforces now and, in bold, a page over the issue's target. A page that says \`noindex\` on purpose and loses only Lighthouse's \`is-crawlable\` audit (which checks nothing but that a page may be indexed) is judged on its SEO score without that audit, shown beside the score itself.`,
  );
  out.push("");
  const mark = (ok: boolean, text: string) => (ok ? text : `**${text}**`);
  out.push(
    table(
      [
        "page",
        "status",
        "performance",
        "accessibility",
        "best practices",
        "SEO",
        "FCP",
        "LCP",
        "TBT",
        "CLS",
        "speed index",
        "performance, every run",
        "first-load JS (budget)",
      ],
      r.pages.map((p) => {
        if (!p.scores)
          return [
            `\`${p.path}\``,
            String(p.status),
            `not audited (${p.skipped})`,
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
          ];
        const s = p.scores;
        return [
          `\`${p.path}\``,
          String(p.status),
          mark((s.performance ?? 0) >= TARGETS.performance, pct(s.performance)),
          mark((s.accessibility ?? 0) >= TARGETS.others, pct(s.accessibility)),
          mark((s["best-practices"] ?? 0) >= TARGETS.others, pct(s["best-practices"])),
          p.seoNoindexOnPurpose === undefined
            ? mark((s.seo ?? 0) >= TARGETS.others, pct(s.seo))
            : mark(
                p.seoNoindexOnPurpose >= TARGETS.others,
                `${pct(s.seo)}; ${pct(p.seoNoindexOnPurpose)} without \`is-crawlable\` (noindex on purpose)`,
              ),
          msText(p.fcpMs),
          msText(p.lcpMs),
          msText(p.tbtMs),
          mark((p.cls ?? 0) < TARGETS.cls, (p.cls ?? 0).toFixed(3)),
          msText(p.speedIndexMs),
          (p.performanceRuns ?? []).map(pct).join(", "),
          p.firstLoadGzip === undefined
            ? "—"
            : `${mark(p.firstLoadGzip <= firstLoadTarget(p.path), kib(p.firstLoadGzip))} (${kib(budgetFor(p.path))})`,
        ];
      }),
    ),
  );
  out.push("");
  out.push("Bold: misses its target.");
  out.push("");
  const failing = r.pages.filter((p) => p.failing?.length);
  if (failing.length) {
    out.push("Audits that cost points (accessibility, best practices, SEO):");
    out.push("");
    for (const p of failing) {
      out.push(
        `- \`${p.path}\`: ${p.failing!.map((f) => `${f.category} \`${f.id}\` (${f.title})`).join("; ")}`,
      );
    }
    out.push("");
  }

  const fl = r.firstLoad;
  out.push("### First-load JavaScript of `/`");
  out.push("");
  out.push(
    `Every script the server-rendered HTML of \`/\` references (\`<link rel="modulepreload">\`, \`<script src>\` and the inline module's imports), read from \`${r.buildDir}/client/\` and gzipped with zlib at level 9: **${kib(fl.totalGzip)} gzip** (${kib(fl.totalRaw)} minified) in ${fl.files.length} files, ${fl.totalGzip <= firstLoadTarget("/") ? "under" : "**over**"} the ${firstLoadTarget("/") / 1024} KiB target.`,
  );
  const home = r.pages.find((p) => p.path === "/");
  if (home?.scriptTransfer) {
    out.push(
      `What the browser actually downloaded in the Lighthouse run of \`/\` (transfer size, compressed by the server): ${kib(home.scriptTransfer.firstLoadBytes)} of JavaScript besides the 3D scene, plus ${kib(home.scriptTransfer.lazyBytes)} for the 3D scene chunk, which is imported after the first paint${home.scriptTransfer.lazyBytes ? "" : " (not fetched in that run: this headless Chromium has no GPU and offers only software WebGL, which the scene declines, showing its fallback message instead)"}.`,
    );
  }
  out.push("");
  out.push(
    table(
      ["file", "gzip", "minified"],
      [
        ...fl.files.map((f) => [`\`${f.path}\``, kib(f.gzipBytes), kib(f.rawBytes)]),
        ...fl.excluded.map((f) => [
          `\`${f.path}\` (lazy 3D scene, three.js; excluded)`,
          kib(f.gzipBytes),
          kib(f.rawBytes),
        ]),
      ],
    ),
  );
  out.push("");

  out.push("### Server-rendered requests per second");
  out.push("");
  out.push(
    "autocannon against the same server after the Lighthouse runs (10 connections, a 2 s warm-up discarded, then 10 s measured; no `Accept-Encoding`, so the HTML is not compressed).",
  );
  out.push("");
  out.push(
    table(
      ["page", "requests/s (avg)", "p50 latency", "p99 latency", "requests", "non-2xx", "errors + timeouts"],
      r.loads.map((l) => [
        `\`GET ${new URL(l.url).pathname}\``,
        Math.round(l.requestsPerSecond).toLocaleString("en-US"),
        l.p50Ms === 0 ? "< 1 ms" : `${l.p50Ms} ms`,
        l.p99Ms === 0 ? "< 1 ms" : `${l.p99Ms} ms`,
        l.totalRequests.toLocaleString("en-US"),
        String(l.non2xx),
        String(l.errors + l.timeouts),
      ]),
    ),
  );
  out.push("");
  if (r.notes.length) {
    out.push("Notes:");
    out.push("");
    for (const n of r.notes) out.push(`- ${n}`);
    out.push("");
  }
  out.push(
    `This section took ${(r.totalMs / 1000).toFixed(1)} s; the 1-minute load average was ${r.load[0].toFixed(2)} before and ${r.load[1].toFixed(2)} after, on ${os.cpus().length} cores. Lighthouse simulates a slow phone by multiplying the main-thread time it observes, so a busy machine lowers the performance scores (above all TBT); compare runs made on a quiet machine.`,
  );
  out.push("");
  return out.join("\n");
}

if (import.meta.main) {
  process.chdir(ROOT);
  const log = (msg: string) => console.log(`[lighthouse] ${msg}`);
  try {
    const results = await measurePublicPages({ log });
    console.log(renderPublicPagesSection(results));
  } catch (err) {
    console.error("[lighthouse] failed:", err);
    process.exitCode = 1;
  }
}
