import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { inputClass } from "#src/ui/form-field.tsx";
import { paletteMatches, paletteQuery } from "../lib/commands.ts";

/**
 * The task's command line: a message, or a slash command. Typing '/' opens the palette (a
 * listbox: arrow keys move, Enter or Tab picks, Escape closes); the pick is completed in the box.
 */
export function CommandLine({
  onSubmit,
  busy,
}: {
  onSubmit: (line: string) => Promise<boolean>;
  busy: boolean;
}) {
  const [value, setValue] = useState("");
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const id = useId();
  const query = dismissed ? null : paletteQuery(value);
  const matches = query === null ? [] : paletteMatches(query);
  const open = matches.length > 0;
  const pick = (name: string) => {
    setValue((v) => v.replace(/\/\w*$/, `/${name} `));
    setActive(0);
  };
  const submit = async () => {
    if (!value.trim()) return;
    if (await onSubmit(value)) setValue("");
  };
  return (
    <form
      className="relative grid gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        if (open) pick(matches[Math.min(active, matches.length - 1)]!.name);
        else void submit();
      }}
    >
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        Message or command
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          className={inputClass}
          value={value}
          maxLength={4000}
          autoComplete="off"
          placeholder="Write a message, or type / for commands"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-palette`}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${id}-opt-${Math.min(active, matches.length - 1)}` : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setValue(e.target.value);
            setDismissed(false);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (!open) return;
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setActive((a) => (a + 1) % matches.length);
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((a) => (a - 1 + matches.length) % matches.length);
            } else if (e.key === "Tab") {
              e.preventDefault();
              pick(matches[Math.min(active, matches.length - 1)]!.name);
            } else if (e.key === "Escape") {
              e.preventDefault();
              setDismissed(true);
            }
          }}
        />
        <Button type="submit" disabled={busy} aria-label="Send">
          <Send aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-fg">
        Commands: /approval, /feedback, /meeting, /blocker, /doc, /api, /status, /timer, /log
      </p>
      <div
        id={`${id}-palette`}
        role="listbox"
        aria-label="Commands"
        hidden={!open}
        className="absolute top-[4.25rem] left-0 z-20 grid w-full max-w-sm gap-0.5 rounded-md border border-border bg-card p-1 shadow-lg"
      >
        {matches.map((c, i) => (
          <div
            key={c.name}
            tabIndex={-1}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === Math.min(active, matches.length - 1)}
            className={cn(
              "cursor-pointer rounded px-2 py-1.5 text-sm",
              i === Math.min(active, matches.length - 1) && "bg-muted",
            )}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(c.name);
            }}
          >
            <span className="font-mono font-medium">/{c.name}</span>{" "}
            <span className="text-muted-fg">{c.hint}</span>
          </div>
        ))}
      </div>
    </form>
  );
}
