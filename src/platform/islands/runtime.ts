// The island runtime (decision 051, step 3): what an island module runs in the browser of a page
// that hydrates no router. The page's HTML names each island's module (its chunk and static
// imports, found by the server in the client build's manifest, src/platform/http/client-entries.ts);
// the module calls `mountIslands(name, mount)` once, which finds the server-rendered
// `[data-island="name"]` elements (src/ui/island.tsx), parses their props and mounts each.
// No React here: a vanilla island mounts with a few lines of DOM code, a React island with
// `hydrateIsland` (./react.ts), which alone brings React DOM's client.

// Before any island loads zod (the home page's contact form does, lazily): under the CSP zod must
// not probe for `new Function`, as root.tsx ensures on the pages that hydrate the router.
import "#src/lib/zod-jitless.ts";
import type { IslandHydrate } from "#src/ui/island.tsx";

/** Mounts one server-rendered island element with its props. */
export type IslandMount<P> = (el: HTMLElement, props: P) => void | Promise<void>;

/**
 * How far outside the viewport a `visible` island starts to hydrate: a screen or so ahead of a
 * person scrolling, so it is ready when it arrives.
 */
export const VISIBLE_MARGIN_PX = 800;

/** A person acting on a part that waits: it hydrates before the event reaches it (see `arm`). */
const INPUT_EVENTS = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Mounts every element of island `name` on the page, once each, when its `data-hydrate` says
 * (`<Island hydrate>`, src/ui/island.tsx; decision 051, "Hydrating when needed"):
 * - `load` (no attribute): now, one island per task (`queue`), so no one task holds them all;
 * - `idle`: when the browser is next idle (at most a few seconds later);
 * - `visible`: when its first element comes within `VISIBLE_MARGIN_PX` of the viewport, or at the
 *   first pointerdown, focusin or keydown inside it, whichever comes first. While it waits the
 *   element carries `data-deferred`.
 * `eager` mounts every element now whatever its attribute (the page has something to show at once).
 * An element is marked `data-ready` when its mount has finished (tests wait for
 * `[data-hydrates]:not([data-ready])` outside `[data-deferred]`, as for the router app's lazily
 * loaded parts); a mount that fails is logged and left unmarked.
 */
export function mountIslands<P>(
  name: string,
  mount: IslandMount<P>,
  options: { eager?: boolean } = {},
): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    if (el.dataset.mounted) continue;
    el.dataset.mounted = "true";
    let props: P;
    try {
      props = JSON.parse(el.dataset.props ?? "{}") as P;
    } catch (err) {
      console.error(`island ${name}: unreadable props`, err);
      continue;
    }
    // Called from a listener, the mount runs before the event goes on (React's listeners in place).
    const start = () => {
      let mounted: Promise<void>;
      try {
        mounted = Promise.resolve(mount(el, props));
      } catch (err) {
        mounted = Promise.reject(err);
      }
      mounted.then(
        () => {
          el.dataset.ready = "true";
        },
        (err: unknown) => console.error(`island ${name} did not start`, err),
      );
    };
    const when = options.eager ? "load" : ((el.dataset.hydrate ?? "load") as IslandHydrate);
    if (when === "idle") whenIdle(() => queue(start));
    else if (when === "visible") arm(el, start);
    else queue(start);
  }
}

const waiting: (() => void)[] = [];

/** Runs `start` in a task of its own after the ones queued before it. */
function queue(start: () => void): void {
  waiting.push(start);
  if (waiting.length === 1) nextTask(drain);
}

function drain(): void {
  waiting.shift()?.();
  if (waiting.length > 0) nextTask(drain);
}

function nextTask(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) void scheduler.yield().then(run);
  else setTimeout(run, 0);
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

/**
 * Starts `el`'s island when it comes near the viewport (queued, as at load) or when a person acts
 * on it (at once). The wrapper is `display: contents` and has no box, so its first element child
 * is observed; the input listeners are the document's, in the capture phase, so React's own
 * listeners, which hydrateRoot puts on the wrapper, are in place when the event gets there and the
 * press, focus or key reaches the hydrated component (React hydrates synchronously for it).
 */
function arm(el: HTMLElement, start: () => void): void {
  const target = el.firstElementChild;
  if (!target || near(target)) {
    queue(start);
    return;
  }
  el.dataset.deferred = "true";
  let started = false;
  // Near the viewport it is queued, and the input listeners stay until it starts: a press in
  // between starts it at once (the queued run then does nothing).
  const run = () => {
    if (started) return;
    started = true;
    io.disconnect();
    for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, true);
    delete el.dataset.deferred;
    start();
  };
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      delete el.dataset.deferred;
      queue(run);
    },
    { rootMargin: `${VISIBLE_MARGIN_PX}px 0px` },
  );
  const onInput = (event: Event) => {
    if (event.target instanceof Node && el.contains(event.target)) run();
  };
  io.observe(target);
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, true);
}

/** Whether `target` is already within the margin of the viewport (opened at its fragment, say). */
function near(target: Element): boolean {
  const rect = target.getBoundingClientRect();
  return rect.bottom > -VISIBLE_MARGIN_PX && rect.top < innerHeight + VISIBLE_MARGIN_PX;
}
