import { Badge } from "#src/ui/badge.tsx";
import { Card } from "#src/ui/card.tsx";
import { type LeadDetailDto, sourceLabel } from "../../crm.contract.ts";
import { formatWhen } from "../../lib/format.ts";
import { EngagementBadge, LeadScoreBadge } from "../crm-badges.tsx";

/** Who the lead is, its score and status, and why it scored as it did (ours and the capture tool's). */
export function LeadSummary({ lead }: { lead: LeadDetailDto }) {
  const facts: [string, string | null][] = [
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Company", lead.company],
    ["Source", sourceLabel(lead.source)],
    ["Segment", lead.segment],
    ["Captured", formatWhen(lead.createdAt)],
    ["Last activity", formatWhen(lead.lastActivityAt)],
  ];
  return (
    <Card className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{lead.name ?? lead.email ?? "Unnamed lead"}</h2>
        <LeadScoreBadge score={lead.leadScore} />
        <EngagementBadge score={lead.engagementScore} />
        <Badge tone={lead.status === "converted" ? "success" : "neutral"}>{lead.status}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-fg">{k}</dt>
              <dd className="[overflow-wrap:anywhere]">{v}</dd>
            </div>
          ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold">Why fit score {lead.leadScore}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-fg">
            {lead.leadScoreReasons.length ? (
              lead.leadScoreReasons.map((r) => <li key={r}>{r}</li>)
            ) : (
              <li>No scoring rule matches yet.</li>
            )}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold">Why engagement {lead.engagementScore}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-fg">
            {lead.engagementReasons.length ? (
              lead.engagementReasons.map((r) => <li key={r}>{r}</li>)
            ) : (
              <li>Nothing since the first capture yet: no later visit, tool use or reply.</li>
            )}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold">The capture tool's own score: {lead.captureScore}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-fg">
            {lead.captureScoreReasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
