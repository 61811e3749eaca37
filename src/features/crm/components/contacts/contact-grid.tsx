import type { ContactRowDto } from "../../crm.contract.ts";
import { EngagementBadge, SampleBadge } from "../crm-badges.tsx";
import { ContactTags } from "./contact-tags.tsx";

/** The contacts as cards: name, title at company, email, engagement and tags; a card opens the quick view. */
export function ContactGrid({
  rows,
  onOpen,
}: {
  rows: ContactRowDto[];
  onOpen: (contact: ContactRowDto) => void;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onOpen(c)}
            className="grid h-full w-full content-start gap-2 rounded-xl border border-border bg-card p-4 text-left shadow-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="font-semibold">
                {c.firstName} {c.lastName}
              </span>
              {c.isSample ? <SampleBadge /> : null}
            </span>
            <span className="text-sm text-muted-fg">
              {[c.jobTitle, c.companyName].filter(Boolean).join(" at ") || "—"}
            </span>
            {c.email ? <span className="truncate text-sm">{c.email}</span> : null}
            <EngagementBadge score={c.engagementScore} />
            <ContactTags tags={c.tags} />
          </button>
        </li>
      ))}
    </ul>
  );
}
