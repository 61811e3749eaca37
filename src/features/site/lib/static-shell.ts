// The public shell without React (decision 051): on a static page the header, drawer and footer
// are server-rendered HTML, and this script gives them the behaviour their React components have
// on pages that hydrate the router. No React, no router: a few event listeners.
import { applyTheme, themeToggleLabel } from "#src/lib/apply-theme.ts";
import { leaveFlash } from "#src/lib/page-flash.ts";
import { clearPreferredSegment } from "#src/lib/preferences.ts";
import { signOutRequest } from "#src/lib/sign-out.ts";
import { CONTACT_ANCHOR } from "../content/navigation.ts";
import { SIGN_OUT_TEXTS, type SignOutPlace } from "./sign-out-texts.ts";

const HOVER_CLOSE_DELAY_MS = 300;

/**
 * A `[data-hover-menu]` element: a button and a panel (its last child). Opens on hover, click and
 * keyboard; closes 300 ms after the pointer leaves, on Escape (focus back to the button) and when
 * focus moves out, as `HoverMenu` does. `data-hover-menu="focus"` (Contact Us) also opens on
 * focus and its button is not a toggle.
 */
function hoverMenu(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>(":scope > button");
  const panel = root.lastElementChild as HTMLElement | null;
  if (!button || !panel || panel === button) return;
  const onFocus = root.dataset.hoverMenu === "focus";
  let open = false;
  let byHover = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (value: boolean) => {
    open = value;
    if (!value) byHover = false;
    panel.hidden = !value;
    if (!onFocus) {
      button.setAttribute("aria-expanded", String(value));
      button.querySelector("svg:last-of-type")?.classList.toggle("rotate-180", value);
    }
  };
  root.addEventListener("pointerenter", (e) => {
    if (e.pointerType !== "mouse") return;
    clearTimeout(timer);
    if (!open) byHover = true;
    set(true);
  });
  root.addEventListener("pointerleave", (e) => {
    if (e.pointerType !== "mouse") return;
    clearTimeout(timer);
    timer = setTimeout(() => set(false), HOVER_CLOSE_DELAY_MS);
  });
  root.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && open) {
      set(false);
      button.focus();
    }
  });
  root.addEventListener("focusout", (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) set(false);
  });
  if (onFocus) root.addEventListener("focusin", () => set(true));
  else
    button.addEventListener("click", () => {
      if (open && byHover) byHover = false;
      else set(!open);
    });
}

/** The mobile drawer: a modal `<dialog>`; Tab stays inside, Escape and the backdrop close it. */
function drawer(openButton: HTMLElement) {
  const dialog = document.getElementById(openButton.getAttribute("aria-controls") ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  openButton.addEventListener("click", () => {
    dialog.showModal();
    openButton.setAttribute("aria-expanded", "true");
  });
  dialog.addEventListener("close", () => {
    openButton.setAttribute("aria-expanded", "false");
    openButton.focus();
  });
  dialog.addEventListener("click", (e) => {
    if (e.target === dialog) dialog.close();
  });
  dialog.addEventListener("keydown", (e) => {
    if (e.key !== "Tab") return;
    const items = [...dialog.querySelectorAll<HTMLElement>("a[href], button")];
    const first = items[0];
    const last = items.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  });
}

async function signOut(place: SignOutPlace) {
  const texts = SIGN_OUT_TEXTS[place];
  try {
    await signOutRequest();
    leaveFlash([{ kind: "success", text: texts.success }]);
    location.assign(texts.to);
  } catch (err) {
    window.alert(texts.failure(err instanceof Error ? err.message : ""));
  }
}

function onClick(e: MouseEvent) {
  const target = e.target instanceof Element ? e.target : null;
  const el = target?.closest<HTMLElement>(
    "[data-theme-toggle], [data-contact], [data-sign-out], [data-scroll-top], [data-clear-segment], [data-drawer-close]",
  );
  if (!el) return;
  if (el.hasAttribute("data-theme-toggle")) {
    const next = document.documentElement.classList.contains("dark") ? "light" : "dark";
    applyTheme(next);
    for (const b of document.querySelectorAll("[data-theme-toggle]")) {
      b.setAttribute("aria-label", themeToggleLabel(next));
      b.setAttribute("title", themeToggleLabel(next));
    }
  } else if (el.hasAttribute("data-contact")) {
    location.assign(`/#${CONTACT_ANCHOR}`);
  } else if (el.dataset.signOut) {
    void signOut(el.dataset.signOut as SignOutPlace);
  } else if (el.hasAttribute("data-scroll-top")) {
    window.scrollTo({ top: 0, behavior: "smooth" });
  } else if (el.hasAttribute("data-clear-segment")) {
    clearPreferredSegment();
  } else if (el.hasAttribute("data-drawer-close")) {
    el.closest("dialog")?.close();
  }
}

/** Wires the shell of a static page; called once by src/entry.static.ts. */
export function startStaticShell() {
  for (const el of document.querySelectorAll<HTMLElement>("[data-hover-menu]")) hoverMenu(el);
  for (const el of document.querySelectorAll<HTMLElement>("[data-drawer-open]")) drawer(el);
  document.addEventListener("click", onClick);
}
