// FLARE live collaboration (issue 33, docs/decisions/036-flare-live-collaboration.md):
// 1. Two browsers on one design over loopback: a node dragged in one is drawn in the other; the
//    delay from its drawing in the first to its drawing in the second, over 200 edits (target p95
//    ≤ 300 ms).
// 2. Ten simulated editors (Hocuspocus providers in this process) editing one design at once: the
//    server's own time per message (target p95 ≤ 100 ms), from its log line "flare live canvas:
//    messages handled" (socket hand-over, event-loop wait included, to the update applied and
//    broadcast), and beside it the delay from an editor's change to every other editor having it,
//    which adds two loopback hops and the ten clients' own work in this one process.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import type { Browser, Page } from "@playwright/test";
import WebSocket from "ws";
import * as Y from "yjs";
import { COLLAB_PATH } from "../src/features/flare/flare.contract.ts";
import { newFeatureData } from "../src/features/flare/lib/design.ts";
import { nodesOf, writeNode } from "../src/features/flare/lib/shared-doc.ts";
import { DEMO_FLARE_CANVAS_PASSWORD } from "../src/platform/config/config.ts";

type BenchRow = { name: string; value: number; unit: string; note?: string };

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const EDITS = Number(process.env.BENCH_FLARE_EDITS ?? 200);
const EDITORS = 10;
const EDITS_PER_EDITOR = 40;

type Design = { id: string; accessCode: string };

async function gate(base: string): Promise<string> {
  const res = await fetch(`${base}/api/flare/gate`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ password: DEMO_FLARE_CANVAS_PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (res.status !== 200 || !cookie) throw new Error(`gate answered ${res.status}`);
  return cookie;
}

async function createDesign(base: string, cookie: string): Promise<Design> {
  const h = { origin: base, cookie, "content-type": "application/json" };
  const code = await (
    await fetch(`${base}/api/flare/access-codes`, { method: "POST", headers: h, body: "{}" })
  ).json();
  const res = await fetch(`${base}/api/flare/designs`, {
    method: "POST",
    headers: h,
    body: JSON.stringify({
      title: "Live bench",
      accessCode: code.code,
      clientName: "Bench",
      clientCompany: "Bench Co",
    }),
  });
  if (res.status !== 201) throw new Error(`create answered ${res.status}`);
  return (await res.json()) as Design;
}

/** Marks, in the page, when feature-0's position on screen changes (absolute, sub-ms clock). */
async function watchNode(page: Page) {
  await page.evaluate(() => {
    const marks: { transform: string; t: number }[] = [];
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    const node = document.querySelector('.react-flow__node[data-id="feature-0"]') as HTMLElement;
    new MutationObserver(() => {
      const transform = node.style.transform;
      if (marks.at(-1)?.transform !== transform)
        marks.push({ transform, t: performance.timeOrigin + performance.now() });
    }).observe(node, { attributes: true, attributeFilter: ["style"] });
  });
}

const marksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marks: { transform: string; t: number }[] }).__marks);

async function twoBrowsers(browser: Browser, base: string): Promise<BenchRow[]> {
  const cookie = await gate(base);
  const design = await createDesign(base, cookie);
  // One feature to move, placed in view.
  const h = { origin: base, cookie, "content-type": "application/json" };
  const current = await (await fetch(`${base}/api/flare/designs/${design.id}`, { headers: h })).json();
  const feature = {
    id: "feature-0",
    type: "feature",
    position: { x: 96, y: 96 },
    data: newFeatureData({ label: "Drag me" }),
  };
  const put = await fetch(`${base}/api/flare/designs/${design.id}`, {
    method: "PUT",
    headers: h,
    body: JSON.stringify({ baseVersion: current.version, nodes: [...current.nodes, feature], edges: [] }),
  });
  if (put.status !== 200) throw new Error(`save answered ${put.status}`);

  const pages: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.request.post(`${base}/api/flare/gate`, {
      data: { password: DEMO_FLARE_CANVAS_PASSWORD },
      headers: { origin: base },
    });
    await context.request.post(`${base}/api/flare/designs/access`, {
      data: { code: design.accessCode },
      headers: { origin: base },
    });
    const page = await context.newPage();
    await page.goto(`${base}/flare/canvas/design/${design.id}`);
    await page.waitForSelector('[data-testid="live-status"][data-status="connected"]', { timeout: 60_000 });
    await page.waitForSelector('.react-flow__node[data-id="feature-0"]');
    await watchNode(page);
    pages.push(page);
  }
  const [a, b] = pages as [Page, Page];
  const node = a.locator('.react-flow__node[data-id="feature-0"]');
  for (let i = 0; i < EDITS; i++) {
    const box = (await node.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // A snake path, so no position repeats: 19 grid steps right (8 units at zoom 0.8 ≈ 10 px),
    // one down, 19 left, one down… Each drag is two pointer moves, as a hand makes.
    const leg = Math.floor(i / 20);
    const down = i % 20 === 19;
    const dx = down ? 0 : leg % 2 ? -10 : 10;
    const dy = down ? 10 : 0;
    await a.mouse.move(x, y);
    await a.mouse.down();
    await a.mouse.move(x + dx / 2, y + dy / 2);
    await a.mouse.move(x + dx, y + dy);
    await a.mouse.up();
  }
  // Let the last one arrive.
  await b.waitForTimeout(1_000);
  const sent = await marksOf(a);
  const seen = await marksOf(b);
  // Every position is drawn once in each browser (a position the second one skipped, because two
  // arrived in one frame, is left out).
  const seenAt = new Map(seen.map((m) => [m.transform, m.t]));
  const delays = sent
    .slice(1)
    .map((m) => (seenAt.get(m.transform) ?? Number.NaN) - m.t)
    .filter((d) => Number.isFinite(d));
  delays.sort((x, y) => x - y);
  const note = `${delays.length} of ${sent.length - 1} positions drawn in the first browser also drawn in the second; two contexts of one headless Chromium, loopback`;
  for (const p of pages) await p.context().close();
  return [
    {
      name: "live canvas: drawn in the other browser p50",
      value: Number(q(delays, 0.5).toFixed(1)),
      unit: "ms",
      note,
    },
    {
      name: "live canvas: drawn in the other browser p95",
      value: Number(q(delays, 0.95).toFixed(1)),
      unit: "ms",
      note,
    },
  ];
}

type ServerLog = () => string[];

/** The server's "messages handled" lines logged since `from` (its pino JSON). */
function handledStats(lines: string[]): { messages: number; p50Ms: number; p95Ms: number }[] {
  return lines
    .filter((l) => l.includes("flare live canvas: messages handled"))
    .map((l) => JSON.parse(l) as { messages: number; p50Ms: number; p95Ms: number });
}

async function tenEditors(base: string, serverLog: ServerLog): Promise<BenchRow[]> {
  const logFrom = serverLog().length;
  const cookie = await gate(base);
  const design = await createDesign(base, cookie);
  const origin = base;
  class Socket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin } });
      this.on("error", () => {});
    }
  }
  const url = `${base.replace(/^http/, "ws")}${COLLAB_PATH}`;
  const editors = Array.from({ length: EDITORS }, () => {
    const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: Socket });
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({ websocketProvider: socket, name: design.id, document: doc });
    provider.attach();
    return { doc, provider, socket };
  });
  const end = Date.now() + 30_000;
  while (!editors.every((e) => e.provider.isSynced)) {
    if (Date.now() > end) throw new Error("editors did not sync");
    await new Promise((r) => setTimeout(r, 20));
  }
  // Each editor notes when every change arrives: the change's id → arrival time.
  const sentAt = new Map<string, number>();
  const arrivals: number[] = [];
  editors.forEach((e, i) => {
    nodesOf(e.doc).observe((ev, tr) => {
      if (tr.local) return;
      const now = performance.now();
      for (const key of ev.changes.keys.keys()) {
        const t0 = sentAt.get(key);
        if (t0 !== undefined && !key.startsWith(`e${i}-`)) arrivals.push(now - t0);
      }
    });
  });
  // Every editor adds a feature every 50 ms (200 changes a second in all), 40 each.
  for (let round = 0; round < EDITS_PER_EDITOR; round++) {
    editors.forEach((e, i) => {
      const id = `e${i}-${round}`;
      sentAt.set(id, performance.now());
      e.doc.transact(() =>
        writeNode(
          nodesOf(e.doc),
          {
            id,
            type: "feature",
            position: { x: i * 200, y: round * 80 },
            data: newFeatureData({ label: id }),
          },
          round * EDITORS + i,
        ),
      );
    });
    await new Promise((r) => setTimeout(r, 50));
  }
  const expected = EDITORS * EDITS_PER_EDITOR * (EDITORS - 1);
  const until = Date.now() + 15_000;
  while (arrivals.length < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  for (const e of editors) {
    e.provider.destroy();
    e.socket.destroy();
  }
  arrivals.sort((x, y) => x - y);
  const note = `${EDITORS} editors × ${EDITS_PER_EDITOR} changes at 200 changes/s in all; ${arrivals.length} of ${expected} deliveries measured`;
  // The server logs its figures every 10 s: wait for the window that holds the run.
  const logUntil = Date.now() + 25_000;
  let stats = handledStats(serverLog().slice(logFrom));
  while (stats.reduce((n, s) => n + s.messages, 0) < EDITORS * EDITS_PER_EDITOR && Date.now() < logUntil) {
    await new Promise((r) => setTimeout(r, 500));
    stats = handledStats(serverLog().slice(logFrom));
  }
  const busiest = stats.sort((a, b) => b.messages - a.messages)[0];
  const serverNote = `the server's log of its own time per message; ${stats.map((s) => `${s.messages} messages p95 ${s.p95Ms} ms`).join(", ")}`;
  return [
    {
      name: "10 editors: server time per message p50",
      value: busiest?.p50Ms ?? -1,
      unit: "ms",
      note: serverNote,
    },
    {
      name: "10 editors: server time per message p95",
      value: busiest?.p95Ms ?? -1,
      unit: "ms",
      note: serverNote,
    },
    {
      name: "10 editors: change to every other editor p50",
      value: Number(q(arrivals, 0.5).toFixed(1)),
      unit: "ms",
      note,
    },
    {
      name: "10 editors: change to every other editor p95",
      value: Number(q(arrivals, 0.95).toFixed(1)),
      unit: "ms",
      note,
    },
  ];
}

/** Both figures against one running app at `base` (its PUBLIC_URL origin). */
export async function collabRows(browser: Browser, base: string, serverLog: ServerLog): Promise<BenchRow[]> {
  return [...(await twoBrowsers(browser, base)), ...(await tenEditors(base, serverLog))];
}
