import { type DealDetailDto, sourceLabel } from "../../crm.contract.ts";
import { formatCloseDate, formatMoney, formatProbability, formatWhen } from "../../lib/format.ts";
import { StageBadge } from "../crm-badges.tsx";
import { LeadHistory } from "../lead-history.tsx";

/** The Overview tab: the deal's facts, then the lead it came from. */
export function DealOverview({ detail }: { detail: DealDetailDto }) {
  const { deal } = detail;
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {(
          [
            ["Stage", <StageBadge key="s" stage={deal.stage} />],
            ["Value", formatMoney(deal.value)],
            ["Expected close", formatCloseDate(deal.expectedCloseDate)],
            ["Win probability", formatProbability(deal.probability)],
            ["Company", deal.companyName ?? deal.leadCompany ?? "—"],
            ["Contact", deal.contactName ?? "—"],
            ["Owner", deal.ownerName ?? "—"],
            ["Source", deal.leadSource ? sourceLabel(deal.leadSource) : "—"],
            [
              "Campaign",
              [deal.utmCampaign, deal.utmSource, deal.utmMedium].filter(Boolean).join(" · ") || "—",
            ],
            ["Created", formatWhen(deal.createdAt)],
            ["Notes", deal.notes ?? "—"],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-fg">{k}</dt>
            <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{v}</dd>
          </div>
        ))}
      </dl>
      {detail.leadHistory ? <LeadHistory history={detail.leadHistory} /> : null}
    </>
  );
}

/** The Activities tab: what happened to the deal, newest first. */
export function DealActivities({ activities }: { activities: DealDetailDto["activities"] }) {
  return (
    <ol className="grid gap-3">
      {activities.map((a) => (
        <li key={a.id} className="rounded-lg border border-border p-3 text-sm">
          <p>{a.description}</p>
          <p className="text-xs text-muted-fg">
            {formatWhen(a.createdAt)}
            {a.authorName ? ` · ${a.authorName}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
