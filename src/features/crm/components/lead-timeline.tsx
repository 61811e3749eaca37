import type { TimelineEntryDto } from "../crm.contract.ts";
import { formatWhen } from "../lib/format.ts";

/** A lead's captures and activities, newest first: what was sent through which tool, and the answer. */
export function LeadTimeline({
  entries,
  headingLevel = 3,
}: {
  entries: TimelineEntryDto[];
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  if (entries.length === 0) return <p className="text-sm text-muted-fg">No activity yet.</p>;
  return (
    <ol className="grid gap-4 border-l-2 border-border pl-4">
      {entries.map((e) => (
        <li key={e.id} className="relative grid gap-1">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-primary"
          />
          <Heading className="text-sm font-semibold">
            {e.title}
            {e.score !== null ? (
              <span className="font-normal text-muted-fg"> · tool score {e.score}</span>
            ) : null}
          </Heading>
          <p className="text-xs text-muted-fg">
            <time dateTime={e.createdAt}>{formatWhen(e.createdAt)}</time>
            {e.performedBy ? ` · ${e.performedBy}` : null}
          </p>
          {e.description ? <p className="text-sm whitespace-pre-line">{e.description}</p> : null}
          {e.lines.length ? (
            <dl className="grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
              {e.lines.map((l) => (
                <div key={l.label} className="contents">
                  <dt className="text-muted-fg">{l.label}</dt>
                  <dd className="[overflow-wrap:anywhere]">{l.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {e.links.length ? (
            <ul className="flex flex-wrap gap-3 text-sm">
              {e.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="text-primary underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
