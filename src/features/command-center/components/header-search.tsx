import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { cn } from "#src/ui/cn.ts";
import { inputClass } from "#src/ui/form-field.tsx";
import { SEARCH_LIMITS, type SearchHitDto, type SearchResultDto } from "../command-center.contract.ts";

type State =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; result: SearchResultDto }
  | { status: "error"; message: string };

/**
 * The header's search (an ARIA combobox): searches the server as the user types (debounced),
 * results grouped by record type; Up and Down choose, Enter opens, Escape closes.
 */
export function HeaderSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ status: "idle" });
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the latest request's answer is shown (an older, slower one is dropped).
  const latest = useRef(0);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hits: SearchHitDto[] = state.status === "done" ? state.result.groups.flatMap((g) => g.hits) : [];

  const search = (query: string) => {
    clearTimeout(timer.current);
    const q = query.trim();
    if (!q) {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "searching", query: q });
    timer.current = setTimeout(async () => {
      const ticket = ++latest.current;
      try {
        const result = await api<SearchResultDto>(`/api/command-center/search?${new URLSearchParams({ q })}`);
        if (ticket === latest.current) {
          setState({ status: "done", result });
          setActive(-1);
        }
      } catch (err) {
        if (ticket === latest.current)
          setState({ status: "error", message: err instanceof ApiError ? err.message : "Search failed" });
      }
    }, SEARCH_LIMITS.debounceMs);
  };

  const go = (hit: SearchHitDto) => {
    setOpen(false);
    setValue("");
    setState({ status: "idle" });
    void navigate(hit.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && hits.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % hits.length);
    } else if (e.key === "ArrowUp" && hits.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (e.key === "Enter") {
      const hit = hits[active] ?? (hits.length === 1 ? hits[0] : undefined);
      if (hit) {
        e.preventDefault();
        go(hit);
      }
    } else if (e.key === "Escape") {
      if (open) setOpen(false);
      else {
        setValue("");
        setState({ status: "idle" });
      }
    }
  };

  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-hit-${i}`;
  const showPopup = open && state.status !== "idle";
  const status =
    state.status === "searching"
      ? "Searching…"
      : state.status === "error"
        ? state.message
        : state.status === "done"
          ? hits.length
            ? `${hits.length} result${hits.length === 1 ? "" : "s"}`
            : `No results for “${state.result.query}”`
          : "";

  let index = -1;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only notices focus leaving the search and its results
    <div
      ref={box}
      className="relative w-full max-w-md"
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search leads, contacts, companies and deals
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-fg"
      />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
        maxLength={SEARCH_LIMITS.maxLength}
        value={value}
        placeholder="Search…"
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          search(e.target.value);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={cn(inputClass, "h-9 pl-9")}
      />
      <p className="sr-only" aria-live="polite">
        {open ? status : ""}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!showPopup}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-xl"
      >
        {state.status === "done" && hits.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted-fg">{status}</p>
        ) : null}
        {state.status === "searching" ? <p className="px-3 py-2 text-sm text-muted-fg">Searching…</p> : null}
        {state.status === "error" ? <p className="px-3 py-2 text-sm text-danger">{state.message}</p> : null}
        {state.status === "done"
          ? state.result.groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside an ARIA listbox (a fieldset is for form controls)
              <div key={group.type} role="group" aria-labelledby={`${id}-group-${group.type}`}>
                <p
                  id={`${id}-group-${group.type}`}
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-fg uppercase"
                >
                  {group.label}
                </p>
                {group.hits.map((hit) => {
                  index += 1;
                  const i = index;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                    <div
                      key={hit.id}
                      id={optionId(i)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={i === active}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => go(hit)}
                      onMouseEnter={() => setActive(i)}
                      className={cn(
                        "cursor-pointer rounded-md px-3 py-2 text-sm",
                        i === active ? "bg-muted" : "hover:bg-muted",
                      )}
                    >
                      <span className="block font-medium">{hit.title}</span>
                      {hit.subtitle ? (
                        <span className="block text-xs text-muted-fg">{hit.subtitle}</span>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            ))
          : null}
      </div>
    </div>
  );
}
