// The visitor tracker. Loaded by VisitorTracker after the page has hydrated, on public
// pages only. Anonymous: no cookie is set or sent, no address, nothing typed; the session id is a
// random value kept in sessionStorage for the tab. Nothing here may import more than this file:
// its whole weight is what a visitor downloads (budget: 2 KB gzipped).

const ENDPOINT = "/api/analytics/events";
const FLUSH_AT = 20;
const FLUSH_MS = 5000;
const SCROLL_DEBOUNCE_MS = 300;
const SCROLL_STEP = 10;

type Pending = { t: string; x?: number; y?: number; d?: number; at: number };

let queue: Pending[] = [];
let page = "";
let lastDepth = 0;
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let scrollTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;
let memorySid = "";
/** How this page load arrived: sent once, with its first page view (attribution). */
let arrival: Record<string, string> | undefined;

function arrivalOf(): Record<string, string> {
  const l: Record<string, string> = {};
  try {
    const ref = document.referrer ? new URL(document.referrer).host : "";
    if (ref && ref !== location.host) l.r = ref.toLowerCase();
  } catch {}
  const q = new URLSearchParams(location.search);
  for (const k of "smctn") {
    const name = { s: "source", m: "medium", c: "campaign", t: "term", n: "content" }[k]!;
    const v = q.get(`utm_${name}`)?.trim().slice(0, 100);
    if (v) l[k] = v;
  }
  return l;
}

function sessionId(): string {
  const fresh = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  };
  try {
    let sid = sessionStorage.getItem("tracker.sid");
    if (!sid) {
      sid = fresh();
      sessionStorage.setItem("tracker.sid", sid);
    }
    return sid;
  } catch {
    memorySid ||= fresh();
    return memorySid;
  }
}

export const deviceType = (width: number) => (width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop");

function scrollDepth(): number {
  const max = document.documentElement.scrollHeight - innerHeight;
  return max <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((scrollY / max) * 100)));
}

function push(event: Omit<Pending, "at">) {
  queue.push({ ...event, at: Date.now() });
  if (queue.length >= FLUSH_AT) flush();
  else flushTimer ??= setTimeout(flush, FLUSH_MS);
}

/** Sends what is queued: one batch, with keepalive so it survives the page going away. */
export function flush() {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (!queue.length || !page) return;
  const now = Date.now();
  const body = JSON.stringify({
    s: sessionId(),
    p: page,
    dv: deviceType(innerWidth),
    vw: innerWidth,
    vh: innerHeight,
    e: queue.map(({ at, ...e }) => ({ ...e, a: Math.min(600_000, now - at) })),
    l: arrival,
  });
  queue = [];
  arrival = undefined;
  try {
    fetch(ENDPOINT, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
  } catch {
    navigator.sendBeacon?.(ENDPOINT, body);
  }
}

const point = (e: MouseEvent) => ({
  x: Math.round((e.pageX / Math.max(1, document.documentElement.scrollWidth)) * 10_000) / 10_000,
  y: Math.max(0, Math.round(e.pageY)),
});

function start() {
  started = true;
  arrival = arrivalOf();
  const opts = { capture: true, passive: true };
  addEventListener("click", (e) => push({ t: "click", ...point(e) }), opts);
  addEventListener(
    "mouseover",
    (e) => {
      // Only elements marked for tracking, once per entry.
      const el = (e.target as Element | null)?.closest?.("[data-track]");
      const from = e.relatedTarget as Node | null;
      if (el && !(from && el.contains(from))) push({ t: "mouseover", ...point(e) });
    },
    opts,
  );
  addEventListener(
    "scroll",
    () => {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(() => {
        const d = scrollDepth();
        if (Math.abs(d - lastDepth) > SCROLL_STEP) {
          lastDepth = d;
          push({ t: "scroll", d });
        }
      }, SCROLL_DEBOUNCE_MS);
    },
    opts,
  );
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}

/** A page view of `path`: what was queued for the previous page goes first. */
export function track(path: string) {
  if (path === page) return;
  if (!started) start();
  flush();
  page = path;
  lastDepth = scrollDepth();
  push({ t: "pageview" });
}
