import { hasFlash, takeFlash } from "#src/lib/page-flash.ts";
import { toast } from "./toaster.tsx";

/** The toast after an email verification link (`?verified=1`). */
export const VERIFIED_TEXT = "Your email address is verified.";

/**
 * The messages a page shows once when it opens: a success a page without a toaster left in session
 * storage (src/lib/page-flash.ts), and the verified address of `?verified=1`. The router's root shows them on
 * the pages it hydrates; the home page, which hydrates no router (decision 051), from its island.
 */
export function showPageMessages(search: string) {
  showFlash();
  if (new URLSearchParams(search).get("verified") === "1") toast.success(VERIFIED_TEXT);
}

/** Whether `showPageMessages(search)` has something to show (the island with the toaster then hydrates at once). */
export function hasPageMessages(search: string): boolean {
  return hasFlash() || new URLSearchParams(search).get("verified") === "1";
}

/** Shows, once, the messages the previous page left (src/lib/page-flash.ts). */
export function showFlash() {
  for (const { kind, text, description } of takeFlash()) {
    if (kind === "message") toast(text, description ? { description } : undefined);
    else toast[kind](text, description ? { description } : undefined);
  }
}
