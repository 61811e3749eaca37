import type { PortfolioEntry, PortfolioStatus } from "../content/portfolio.ts";

/**
 * Status badges: the text is the status, so it reads without colour vision; colour only adds emphasis.
 */
const STATUS_STYLE: Record<PortfolioStatus, string> = {
  Acquired: "border-primary/50 text-fg",
  Active: "border-emerald-500/60 text-fg",
  Backed: "border-sky-500/60 text-fg",
  "VC-backed & Profitable": "border-amber-500/60 text-fg",
  "In Development": "border-violet-500/60 text-fg",
  "Coming Soon": "border-border text-muted-fg",
};

export function PortfolioCard({ entry, headingLevel = 3 }: { entry: PortfolioEntry; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-card p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Heading className="text-lg font-semibold">{entry.name}</Heading>
        <span
          className={`rounded-full border bg-bg px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[entry.status]}`}
        >
          {entry.status}
        </span>
      </div>
      <p className="mt-3 flex-1 text-sm text-muted-fg">{entry.description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ul aria-label="Categories" className="flex flex-wrap gap-2">
          {entry.categories.map((c) => (
            <li key={c} className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium">
              {c}
            </li>
          ))}
        </ul>
        <span className="ml-auto text-xs text-muted-fg">{entry.year}</span>
      </div>
    </article>
  );
}
