import type { ReactNode } from "react";

/** The hero band of every ventures page: eyebrow, title, lead and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--primary),transparent_60%)] opacity-15"
      />
      <div className="relative mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-fg">{lead}</p>
        {children ? (
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">{children}</div>
        ) : null}
      </div>
    </section>
  );
}

/** A section heading with its lead, tied to the section by id. */
export function SectionTitle({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-muted-fg">{lead}</p> : null}
    </div>
  );
}
