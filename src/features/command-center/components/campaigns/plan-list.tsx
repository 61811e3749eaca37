import { formatMoney } from "#src/lib/money.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import type { PlanSummaryDto } from "../../command-center.contract.ts";
import { shortDate } from "../../lib/campaign-format.ts";
import { ClosePlanButton } from "./plan-card.tsx";

const year = (iso: string) => iso.slice(0, 4);

/** Every marketing plan, open ones first: period, campaigns, spend, and Edit or Close while open. */
export function PlanList({
  plans,
  onEdit,
}: {
  plans: PlanSummaryDto[];
  onEdit: (p: PlanSummaryDto) => void;
}) {
  return (
    <ScrollRegion label="Marketing plans">
      <table className="w-full text-sm">
        <caption className="p-3 text-left font-semibold">Marketing plans</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-fg">
            <th scope="col" className="p-3">
              Plan
            </th>
            <th scope="col" className="p-3">
              Period
            </th>
            <th scope="col" className="p-3 text-right">
              Campaigns
            </th>
            <th scope="col" className="p-3 text-right">
              Spent of budget
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
            {/* relative: the hidden label stays inside the scrolling table, not past the page's edge. */}
            <th scope="col" className="relative p-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((p) => (
            <tr key={p.id} className="border-b border-border last:border-0">
              <th scope="row" className="p-3 text-left font-medium">
                {p.name}
                {p.demo ? (
                  <Badge tone="warning" className="ml-2">
                    Demo data
                  </Badge>
                ) : null}
              </th>
              <td className="p-3 whitespace-nowrap">
                {shortDate(p.startDate)} {year(p.startDate)} – {shortDate(p.endDate)} {year(p.endDate)}
              </td>
              <td className="p-3 text-right">{p.campaigns}</td>
              <td className="p-3 text-right whitespace-nowrap">
                {formatMoney(p.spent)} of {formatMoney(p.budget)}
              </td>
              <td className="p-3">
                {p.closedAt ? <Badge>Closed</Badge> : <Badge tone="success">Open</Badge>}
              </td>
              <td className="p-3">
                {p.closedAt ? null : (
                  <span className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onEdit(p)}
                      aria-label={`Edit ${p.name}`}
                    >
                      Edit
                    </Button>
                    <ClosePlanButton plan={p} />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
