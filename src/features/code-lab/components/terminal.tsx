import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { applyTheme, themeToggleLabel } from "#src/lib/apply-theme.ts";
import type { Theme } from "#src/lib/theme-cookie.ts";
import { cn } from "#src/ui/cn.ts";
import { TERMINAL_TEXT } from "../content/terminal.ts";
import { PALETTE_COMMANDS, paletteShouldOpen, runCommand, type TerminalLine } from "../lib/terminal.ts";

type Entry = { id: number; prompt?: string; lines: TerminalLine[] };

const TONE: Record<TerminalLine["tone"], string> = {
  output: "text-emerald-200",
  error: "text-red-300",
  muted: "text-slate-300",
};

/** The page's theme now: the `dark` class on the document, which the header's toggle also sets. */
const currentTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

/**
 * Switches the page's theme (cookie and storage as the header's toggle) and renames the header's
 * toggle buttons, which the static shell (decision 051) names after the theme a click switches to.
 */
function setTheme(theme: Theme) {
  applyTheme(theme);
  for (const b of document.querySelectorAll("[data-theme-toggle]")) {
    b.setAttribute("aria-label", themeToggleLabel(theme));
    b.setAttribute("title", themeToggleLabel(theme));
  }
}

/**
 * The playground terminal: type a command and press Enter. Typing "/" at the end opens the command
 * palette (a listbox: arrow keys move, Enter runs the highlighted command, Escape closes it).
 * /playground's island (playground-terminal.island.tsx, decision 051): the site's contact details
 * come as props, the theme from the document.
 */
export function Terminal({ contact }: { contact: { email: string; phone: string; address: string } }) {
  // A fixed prefix, not useId: the terminal is hydrated as an island.
  const id = "terminal";
  const [text, setText] = useState("");
  const [entries, setEntries] = useState<Entry[]>([
    { id: 0, lines: TERMINAL_TEXT.welcome.map((t) => ({ text: t, tone: "muted" })) },
  ]);
  const [history, setHistory] = useState<string[]>([]);
  const [historyAt, setHistoryAt] = useState<number | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [active, setActive] = useState(0);
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the log grows
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [entries]);

  function execute(line: string) {
    const trimmed = line.trim();
    setText("");
    setPaletteOpen(false);
    setHistoryAt(null);
    if (!trimmed) return;
    const result = runCommand(trimmed, {
      now: new Date(),
      theme: currentTheme(),
      history,
      contact,
    });
    setHistory((h) => [...h, trimmed]);
    if (result.effect?.kind === "clear") {
      setEntries([]);
      return;
    }
    if (result.effect?.kind === "theme") setTheme(result.effect.theme);
    setEntries((e) => [...e, { id: nextId.current++, prompt: trimmed, lines: result.lines }]);
  }

  function onChange(value: string) {
    setText(value);
    const open = paletteShouldOpen(value);
    setPaletteOpen(open);
    if (open) setActive(0);
  }

  function choose(index: number) {
    const cmd = PALETTE_COMMANDS[index];
    if (!cmd) return;
    // The "/" that opened the palette is replaced by the chosen command.
    execute(`${text.slice(0, -1)}${cmd.name}`.trim());
    inputRef.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (paletteOpen) {
      if (e.key === "ArrowDown") {
        e.preventDefault();
        setActive((a) => (a + 1) % PALETTE_COMMANDS.length);
      } else if (e.key === "ArrowUp") {
        e.preventDefault();
        setActive((a) => (a - 1 + PALETTE_COMMANDS.length) % PALETTE_COMMANDS.length);
      } else if (e.key === "Enter") {
        e.preventDefault();
        choose(active);
      } else if (e.key === "Escape") {
        e.preventDefault();
        setPaletteOpen(false);
      }
      return;
    }
    if (e.key === "Enter") {
      e.preventDefault();
      execute(text);
    } else if (e.key === "ArrowUp" && history.length) {
      e.preventDefault();
      const at = historyAt === null ? history.length - 1 : Math.max(0, historyAt - 1);
      setHistoryAt(at);
      setText(history[at] ?? "");
    } else if (e.key === "ArrowDown" && historyAt !== null) {
      e.preventDefault();
      const at = historyAt + 1;
      if (at >= history.length) {
        setHistoryAt(null);
        setText("");
      } else {
        setHistoryAt(at);
        setText(history[at] ?? "");
      }
    }
  }

  const listId = `${id}-palette`;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-700 bg-slate-950 font-mono text-sm text-slate-100 shadow-lg">
      <div className="flex items-center gap-2 border-b border-slate-800 px-4 py-2" aria-hidden="true">
        <span className="h-3 w-3 rounded-full bg-red-500" />
        <span className="h-3 w-3 rounded-full bg-amber-400" />
        <span className="h-3 w-3 rounded-full bg-emerald-500" />
        <span className="ml-2 text-xs text-slate-300">guest@ember-forge: ~</span>
      </div>
      <div
        ref={logRef}
        role="log"
        aria-label="Terminal output"
        aria-live="polite"
        className="h-72 overflow-y-auto px-4 py-3"
      >
        {entries.map((entry) => (
          <div key={entry.id} className="mb-2">
            {entry.prompt !== undefined ? (
              <p>
                <span className="text-sky-300">$</span> {entry.prompt}
              </p>
            ) : null}
            {entry.lines.map((l, i) => (
              <p key={i} className={cn("whitespace-pre-wrap break-words", TONE[l.tone])}>
                {l.text}
              </p>
            ))}
          </div>
        ))}
      </div>
      <div className="relative border-t border-slate-800 px-4 py-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          Terminal command
        </label>
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-sky-300">
            $
          </span>
          <input
            ref={inputRef}
            id={`${id}-input`}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setPaletteOpen(false)}
            autoComplete="off"
            spellCheck={false}
            role="combobox"
            aria-expanded={paletteOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={paletteOpen ? `${listId}-${active}` : undefined}
            placeholder="Type a command, or / for the palette"
            className="w-full bg-transparent text-slate-100 placeholder:text-slate-400 focus:outline-none"
          />
        </div>
        {paletteOpen ? (
          <div
            id={listId}
            role="listbox"
            aria-label="Commands"
            className="absolute bottom-full left-4 right-4 mb-1 max-h-64 overflow-y-auto rounded-lg border border-slate-700 bg-slate-900 py-1 shadow-xl"
          >
            {PALETTE_COMMANDS.map((c, i) => (
              <div
                key={c.name}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                // mousedown keeps the focus in the input (no blur before the click)
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(i);
                }}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  "flex cursor-pointer items-baseline justify-between gap-3 px-3 py-1.5",
                  i === active ? "bg-slate-700 text-white" : "text-slate-200",
                )}
              >
                <span>/{c.name}</span>
                <span className="truncate text-xs text-slate-300">
                  {c.comingSoon ? "not built yet" : c.description}
                </span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
