import type { Milestone } from "../../content/about.ts";

/** The milestones as an ordered list down a line, each with its metric badges. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className="relative mt-10 grid gap-8 border-l-2 border-border pl-6 sm:pl-8">
      {milestones.map((m) => (
        <li key={m.period} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[33px] h-4 w-4 rounded-full border-4 border-bg bg-primary sm:-left-[41px]"
          />
          <p className="text-sm font-bold uppercase tracking-wider text-primary">{m.period}</p>
          <h3 className="mt-1 text-xl font-semibold">{m.title}</h3>
          <p className="mt-2 max-w-2xl leading-relaxed text-muted-fg">{m.text}</p>
          <ul aria-label={`${m.period} in numbers`} className="mt-3 flex flex-wrap gap-2">
            {m.badges.map((b) => (
              <li
                key={b}
                className="rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-semibold text-fg"
              >
                {b}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
