import { Badge } from "#src/ui/badge.tsx";
import type { CompanyRowDto } from "../../crm.contract.ts";
import { countOf } from "../../lib/format.ts";
import { SampleBadge } from "../crm-badges.tsx";

/** The companies as cards: name, industry and city, domain, contacts and deals; a card opens the drawer. */
export function CompanyGrid({ rows, onOpen }: { rows: CompanyRowDto[]; onOpen: (id: string) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onOpen(c.id)}
            className="grid h-full w-full gap-2 rounded-xl border border-border bg-card p-4 text-left shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="font-semibold">{c.name}</span>
              {c.isSample ? <SampleBadge /> : null}
            </span>
            <span className="text-sm text-muted-fg">
              {[c.industry, c.location].filter(Boolean).join(" · ") || "No industry yet"}
            </span>
            {c.domain ? <span className="text-sm">{c.domain}</span> : null}
            <span className="flex flex-wrap gap-2">
              <Badge>{countOf(c.contactCount, "contact")}</Badge>
              <Badge>{countOf(c.dealCount, "deal")}</Badge>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
