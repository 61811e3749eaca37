import { formatMoney } from "#src/lib/money.ts";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { type CampaignDto, PILLAR_LABELS } from "../../command-center.contract.ts";
import { STATUS_LABEL, shortDate } from "../../lib/campaign-format.ts";

/** Every campaign in one table, to compare them side by side. */
export function CampaignTable({ campaigns }: { campaigns: CampaignDto[] }) {
  return (
    <ScrollRegion label="All campaigns">
      <table className="w-full text-sm">
        <caption className="p-3 text-left font-semibold">All campaigns</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-fg">
            <th scope="col" className="p-3">
              Campaign
            </th>
            <th scope="col" className="p-3">
              Type
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
            <th scope="col" className="p-3 text-right">
              Budget
            </th>
            <th scope="col" className="p-3 text-right">
              Spent
            </th>
            <th scope="col" className="p-3 text-right">
              Progress
            </th>
            <th scope="col" className="p-3">
              Dates
            </th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((c) => (
            <tr key={c.id} className="border-b border-border last:border-0">
              <th scope="row" className="p-3 text-left font-medium">
                {c.name}
              </th>
              <td className="p-3">{PILLAR_LABELS[c.pillarType]}</td>
              <td className="p-3">{STATUS_LABEL[c.status]}</td>
              <td className="p-3 text-right tabular-nums">{formatMoney(c.budget)}</td>
              <td className="p-3 text-right tabular-nums">{formatMoney(c.budgetSpent)}</td>
              <td className="p-3 text-right tabular-nums">{c.progress}%</td>
              <td className="whitespace-nowrap p-3">
                {shortDate(c.startDate)} – {shortDate(c.endDate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
