import type { Founder } from "../../content/about.ts";

/** A cofounder's bio with an initials avatar (no photos of fictional people). */
export function FounderCard({ founder }: { founder: Founder }) {
  return (
    <article className="h-full rounded-2xl border border-border bg-card p-6 sm:p-8">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-fg"
        >
          {founder.initials}
        </span>
        <div>
          <h3 className="text-xl font-semibold">{founder.name}</h3>
          <p className="text-sm font-medium text-primary">{founder.role}</p>
        </div>
      </div>
      <div className="mt-5 grid gap-3 leading-relaxed text-muted-fg">
        {founder.bio.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </article>
  );
}
