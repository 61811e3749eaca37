import type { IslandMount } from "./runtime.ts";

// An island whose code is fetched when it starts (decision 051, "A first screen without React"):
// the island's module, loaded with the page, is a few lines; React and the component arrive by
// import() when the island comes near the viewport or is used. Between the trigger and the mount a
// person may already press or type in the server's markup: what they do is kept and handed over.

/**
 * A mount that first loads `load()`'s mount (React's `hydrateIsland` with the component, say) and
 * runs it, holding the clicks and remembering the edits made meanwhile, then replaying them.
 */
export function lazyIsland<P>(load: () => Promise<IslandMount<P>>): IslandMount<P> {
  return async (el, props) => {
    const held = holdClicks(el);
    const edits = watchEdits(el);
    try {
      const mount = await load();
      await mount(el, props);
      // Parts of the island that load their own code (a form behind React.lazy) hydrate after it:
      // an edit replayed before they are in place would reach nobody.
      await partsReady(el);
    } catch (err) {
      edits.stop();
      held.release(false);
      throw err;
    }
    edits.replay();
    held.release(true);
  };
}

/** How long a replay waits for the island's lazily loaded parts before it goes ahead anyway. */
const PARTS_WAIT_MS = 10_000;

/** Resolves once every lazily loaded part inside `el` (`[data-hydrates]`) is ready, or after a while. */
function partsReady(el: HTMLElement): Promise<void> {
  const pending = () => el.querySelector("[data-hydrates]:not([data-ready])");
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!pending()) done();
    });
    observer.observe(el, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-ready"],
    });
    const timer = setTimeout(done, PARTS_WAIT_MS);
  });
}

/**
 * Until `release`, a click inside `el` is stopped before it does anything (a checkbox would toggle
 * with no component to know, a button would do nothing) and the last one is replayed on release
 * when the island started: a person's first press on a part still fetching its code is not lost.
 */
function holdClicks(el: HTMLElement): { release: (replay: boolean) => void } {
  let last: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement) || !el.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    last = event.target;
  };
  document.addEventListener("click", onClick, true);
  return {
    release: (replay) => {
      document.removeEventListener("click", onClick, true);
      const target = last as HTMLElement | null;
      if (replay && target?.isConnected) target.click();
    },
  };
}

/**
 * The fields a person typed in or chose from while `el` was still fetching its code: React keeps
 * what the field shows when it hydrates, but its state never heard of it, so a form sent at once
 * would send the old value. `replay` tells it, as a fresh edit would: each text field's input event
 * is dispatched with React's record of the last value cleared (set through the element, then the
 * shown value put back through the prototype's setter, which React does not watch), each select's
 * change event as it is. Checkboxes and radios change by click, which holdClicks replays.
 */
function watchEdits(el: HTMLElement): { replay: () => void; stop: () => void } {
  const edited = new Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
  const onEdit = (event: Event) => {
    const t = event.target;
    if (
      (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) &&
      el.contains(t)
    )
      edited.add(t);
  };
  document.addEventListener("input", onEdit, true);
  document.addEventListener("change", onEdit, true);
  const stop = () => {
    document.removeEventListener("input", onEdit, true);
    document.removeEventListener("change", onEdit, true);
  };
  return {
    stop,
    replay: () => {
      stop();
      for (const field of edited) {
        if (!field.isConnected) continue;
        if (field instanceof HTMLSelectElement) {
          field.dispatchEvent(new Event("change", { bubbles: true }));
          continue;
        }
        if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
          continue;
        const shown = field.value;
        const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
        field.value = "";
        Object.getOwnPropertyDescriptor(proto.prototype, "value")?.set?.call(field, shown);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    },
  };
}
