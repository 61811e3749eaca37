import { Link } from "react-router";
import { crmPaths, type LeadHistoryDto, sourceLabel } from "../crm.contract.ts";
import { LeadScoreBadge } from "./crm-badges.tsx";
import { LeadTimeline } from "./lead-timeline.tsx";

/** The lead a record was converted from, with its whole timeline (kept after Convert). */
export function LeadHistory({ history }: { history: LeadHistoryDto }) {
  const { lead } = history;
  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">
          From the lead{" "}
          <Link to={crmPaths.lead(lead.id)} className="text-primary underline">
            {lead.name ?? lead.email ?? "Unnamed lead"}
          </Link>
        </h3>
        <LeadScoreBadge score={lead.leadScore} />
        <span className="text-sm text-muted-fg">first captured by {sourceLabel(lead.source)}</span>
      </div>
      <LeadTimeline entries={history.timeline} headingLevel={4} />
    </section>
  );
}
