import { MapPin } from "lucide-react";
import {
  PLAYGROUND_COPY as C,
  INNOVATION_TIMELINE,
  MAP_PINS,
  PROCESS_STEPS,
  TECH_STACK,
} from "../content/playground.ts";

/** Innovation timeline: a vertical line of years. */
export function InnovationTimeline() {
  return (
    <ol className="relative grid gap-6 border-l-2 border-border pl-6">
      {INNOVATION_TIMELINE.map((m) => (
        <li key={m.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[33px] top-1 h-4 w-4 rounded-full border-4 border-bg bg-primary"
          />
          <p className="font-mono text-sm font-semibold text-primary">{m.year}</p>
          <h3 className="font-semibold">{m.title}</h3>
          <p className="text-sm text-muted-fg">{m.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function TechStack() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {TECH_STACK.map((g) => (
        <div key={g.group} className="rounded-xl border border-border bg-card p-5">
          <h3 className="font-semibold">{g.group}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {g.items.map((item) => (
              <li key={item} className="rounded-full bg-muted px-3 py-1 text-sm">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function ProcessTimeline() {
  return (
    <ol className="grid gap-4 md:grid-cols-5">
      {PROCESS_STEPS.map((s) => (
        <li key={s.step} className="rounded-xl border border-border bg-card p-5">
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary font-bold text-primary-fg">
            {s.step}
          </span>
          <h3 className="mt-3 font-semibold">{s.title}</h3>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-fg">{s.duration}</p>
          <p className="mt-2 text-sm text-muted-fg">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A map placeholder: a drawn grid with pins, no tiles or third-party map. */
export function MapPlaceholder() {
  return (
    <figure className="grid gap-3">
      <div
        className="relative aspect-[4/3] w-full sm:aspect-[2/1] overflow-hidden rounded-xl border border-border bg-muted"
        style={{
          backgroundImage:
            "linear-gradient(to right, color-mix(in oklab, currentColor 8%, transparent) 1px, transparent 1px), linear-gradient(to bottom, color-mix(in oklab, currentColor 8%, transparent) 1px, transparent 1px)",
          backgroundSize: "40px 40px",
        }}
      >
        {MAP_PINS.map((p) => (
          <span
            key={p.city}
            className="absolute flex -translate-x-1/2 -translate-y-full flex-col items-center"
            style={{ left: `${p.x}%`, top: `${p.y}%` }}
          >
            <MapPin aria-hidden="true" className={p.studio ? "h-7 w-7 text-primary" : "h-5 w-5 text-fg"} />
            <span className="rounded bg-card px-1.5 text-xs font-medium shadow-sm">{p.city}</span>
          </span>
        ))}
      </div>
      <figcaption className="text-sm text-muted-fg">{C.mapLead}</figcaption>
    </figure>
  );
}
