/**
 * Messages a page leaves in session storage for the next page it loads (decision 051): a page
 * without a toaster (a static page's sign-out, the home page's contact form), and a router page
 * whose navigation ends on a static page, which is a page load that would lose the toasts just
 * shown. The next page with a toaster (the router's root, the home page's island) shows them once.
 * In lib/ so an island can import it without the site slice's browser entry (which brings React
 * Router).
 */
export const FLASH_KEY = "flash-toast";

export type FlashKind = "message" | "success" | "error" | "info" | "warning";
export type Flash = { kind: FlashKind; text: string; description?: string };

const KINDS = new Set<string>(["message", "success", "error", "info", "warning"]);

/** Set once this page has left its messages for the reload under way: none of it reads them. */
let reloading = false;

/**
 * Reloads the page with the messages it shows carried over. Until the reload replaces the
 * document, this page's own readers (an island's toaster rendered for the new URL) leave them be.
 */
export function reloadWithFlash(items: readonly Flash[]): void {
  leaveFlash(items);
  reloading = true;
  location.reload();
}

/** Leaves the messages for the next page; with storage disabled they are lost, as before. */
export function leaveFlash(items: readonly Flash[]): void {
  if (items.length === 0) return;
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(items));
  } catch {
    // storage disabled: the next page shows nothing
  }
}

const isFlash = (f: unknown): f is Flash => {
  const { kind, text, description } = (f ?? {}) as Record<string, unknown>;
  return (
    KINDS.has(kind as string) &&
    typeof text === "string" &&
    text !== "" &&
    ["undefined", "string"].includes(typeof description)
  );
};

/** Whether messages wait for this page, without taking them (an island with the toaster hydrates at once). */
export function hasFlash(): boolean {
  if (reloading) return false;
  try {
    return !!sessionStorage.getItem(FLASH_KEY);
  } catch {
    return false;
  }
}

/** The messages left for this page, removed as they are read (a plain string is one success). */
export function takeFlash(): Flash[] {
  if (reloading) return [];
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    if (!raw) return [];
    const list: unknown = raw.startsWith("[") ? JSON.parse(raw) : [{ kind: "success", text: raw }];
    return Array.isArray(list) ? list.filter(isFlash) : [];
  } catch {
    // storage disabled, or not ours to read: nothing to show
    return [];
  }
}
