import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { inputClass } from "#src/ui/form-field.tsx";
import { SCREEN_CATEGORIES, type ScreenTemplate } from "../../content/screen-catalogue.ts";
import { Overlay } from "./overlay.tsx";

/** 'Add Screen': every screen of the catalogue in the eight categories; a click adds it to the canvas. */
export function AddScreenPanel({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (screen: ScreenTemplate) => void;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const term = q.trim().toLowerCase();
  const matches = (s: ScreenTemplate) =>
    !term ||
    s.label.toLowerCase().includes(term) ||
    s.description.toLowerCase().includes(term) ||
    s.key.includes(term);
  return (
    <Overlay
      open={open}
      onOpenChange={onOpenChange}
      side
      title="Add Screen"
      description="Screen templates by category."
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        Search screens
      </label>
      <input
        id={`${id}-q`}
        type="search"
        placeholder="Search screens"
        className={inputClass}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <div className="mt-4 grid gap-3">
        {SCREEN_CATEGORIES.map((cat) => {
          const groups = cat.groups
            .map((g) => ({ g, screens: g.screens.filter(matches) }))
            .filter((x) => x.screens.length > 0);
          if (!groups.length) return null;
          return (
            <details
              key={cat.id}
              open={Boolean(term) || undefined}
              className="rounded-lg border border-border"
            >
              <summary className="cursor-pointer px-4 py-3 font-semibold">
                {cat.label}{" "}
                <span className="font-normal text-muted-fg">
                  ({groups.reduce((n, x) => n + x.screens.length, 0)})
                </span>
              </summary>
              <div className="grid gap-4 px-4 pb-4">
                {groups.map(({ g, screens }) => (
                  <section key={g.id} aria-label={`${cat.label}: ${g.label}`}>
                    <h3 className="text-xs font-semibold uppercase tracking-wider text-muted-fg">
                      {g.label}
                    </h3>
                    <ul className="mt-2 grid gap-2">
                      {screens.map((s) => (
                        <li key={s.key}>
                          <button
                            type="button"
                            onClick={() => onAdd(s)}
                            className="flex w-full items-start gap-3 rounded-md border border-border p-3 text-left hover:bg-muted"
                          >
                            <Plus aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                            <span>
                              <span className="block text-sm font-medium">{s.label}</span>
                              <span className="block text-xs text-muted-fg">{s.description}</span>
                            </span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </details>
          );
        })}
      </div>
    </Overlay>
  );
}
