import { mountIslands } from "#src/platform/islands/runtime.ts";
import { type BlogQuery, blogQueryToSearch } from "../lib/blog-index.ts";
import { guardPostImages } from "./post-image-guard.ts";
import { tagToggleClass } from "./tag-toggle-class.ts";

// /blog's search box, tags and page links without React or the router (decision 051). The server
// renders the results for the URL (blog-index.tsx); a change of search or tags goes to the URL
// (typing replaces the history entry, a tag or a submit adds one), and this script fetches that
// URL's HTML and swaps the results, the tags' state and the page links in place, so the focus
// stays where it is and the live region announces the new count. Back and forward do the same.

/** How long typing pauses before the search goes to the URL (and the server). */
const SEARCH_DEBOUNCE_MS = 250;

mountIslands("blog-filters", (el) => {
  const form = el.querySelector<HTMLFormElement>("form[data-blog-search]");
  const input = el.querySelector<HTMLInputElement>("#blog-search");
  const results = el.querySelector<HTMLElement>("[data-blog-results]");
  if (!form || !input || !results) return;
  // The selected tags in the order they were chosen (the URL's order), as the server last said.
  const serverTags = () =>
    [...el.querySelectorAll<HTMLInputElement>("[data-blog-hidden-tags] input")].map((i) => i.value);
  let selected = serverTags();
  // The search last sent to the URL.
  let sent = input.value.trim();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;

  /** Fetches `url`'s page and swaps in its results; the newest request wins. */
  const load = async (url: string, { scroll = false, syncInput = false } = {}) => {
    const seq = ++latest;
    el.querySelector("[data-blog-list] ul")?.classList.add("opacity-60");
    let doc: Document;
    try {
      const res = await fetch(url, { headers: { Accept: "text/html" }, credentials: "same-origin" });
      doc = new DOMParser().parseFromString(await res.text(), "text/html");
    } catch {
      // Offline or refused: load the page itself, which says what went wrong.
      if (seq === latest) location.assign(url);
      return;
    }
    if (seq !== latest) return;
    const next = doc.querySelector('[data-island="blog-filters"]');
    if (!next) {
      location.assign(url);
      return;
    }
    const swap = (selector: string) => {
      const now = el.querySelector(selector);
      const then = next.querySelector(selector);
      if (now && then) now.replaceChildren(...then.childNodes);
    };
    swap("[data-blog-list]");
    swap("[data-blog-hidden-tags]");
    selected = serverTags();
    const showing = el.querySelector("[data-blog-showing]");
    const showingNext = next.querySelector("[data-blog-showing]")?.textContent ?? "";
    if (showing && showing.textContent !== showingNext) showing.textContent = showingNext;
    for (const b of el.querySelectorAll<HTMLButtonElement>("button[data-tag]")) {
      const pressed = next.querySelector(`button[data-tag="${CSS.escape(b.dataset.tag ?? "")}"]`);
      const on = pressed?.getAttribute("aria-pressed") === "true";
      b.setAttribute("aria-pressed", String(on));
      b.className = tagToggleClass(on);
    }
    if (syncInput) {
      const q = next.querySelector<HTMLInputElement>("#blog-search")?.value ?? "";
      input.value = q;
      sent = q.trim();
    }
    guardPostImages(el, "article img");
    if (scroll) results.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  /** Any change of search or tags goes back to page 1: the old page number may not exist any more. */
  const apply = (next: Pick<BlogQuery, "q" | "tags">, replace: boolean) => {
    clearTimeout(timer);
    sent = next.q;
    selected = next.tags;
    const url = `/blog${blogQueryToSearch({ ...next, page: 1 })}`;
    if (replace) history.replaceState(null, "", url);
    else history.pushState(null, "", url);
    void load(url);
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    // Typing only a space changes nothing the server would do.
    if (input.value.trim() === sent) return;
    timer = setTimeout(() => apply({ q: input.value.trim(), tags: selected }, true), SEARCH_DEBOUNCE_MS);
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    apply({ q: input.value.trim(), tags: selected }, false);
  });
  el.addEventListener("click", (e) => {
    if (!(e.target instanceof Element)) return;
    const tag = e.target.closest<HTMLButtonElement>("button[data-tag]");
    if (tag) {
      // Pressed at once, confirmed by the server's page.
      const name = tag.dataset.tag ?? "";
      const on = !selected.includes(name);
      tag.setAttribute("aria-pressed", String(on));
      tag.className = tagToggleClass(on);
      apply(
        { q: input.value.trim(), tags: on ? [...selected, name] : selected.filter((t) => t !== name) },
        false,
      );
      return;
    }
    if (e.target.closest("[data-blog-clear]")) {
      input.value = "";
      apply({ q: "", tags: [] }, false);
      return;
    }
    const link = e.target.closest<HTMLAnchorElement>('nav[aria-label="Pagination"] a[href]');
    if (link && e instanceof MouseEvent && !e.ctrlKey && !e.metaKey && !e.shiftKey && e.button === 0) {
      e.preventDefault();
      history.pushState(null, "", link.href);
      void load(link.href, { scroll: true });
    }
  });
  addEventListener("popstate", () => {
    if (location.pathname === "/blog") void load(location.href, { syncInput: true });
  });
  guardPostImages(el, "article img");
});
