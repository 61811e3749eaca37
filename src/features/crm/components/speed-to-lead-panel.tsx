import { Card } from "#src/ui/card.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { formatMinutes } from "../lib/waiting.ts";
import { SPEED_RANGES, type SpeedReportDto, type SpeedRowDto } from "../revenue.contract.ts";

const minutesText = (m: number | null) => (m === null ? "—" : formatMinutes(m));

function SpeedTable({ caption, first, rows }: { caption: string; first: string; rows: SpeedRowDto[] }) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-fg">
            <th scope="col" className="py-2 pr-4">
              {first}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Leads
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Still waiting
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Median
            </th>
            <th scope="col" className="py-2 text-right">
              90th percentile
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-border/60">
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {r.label}
              </th>
              <td className="py-2 pr-4 text-right">{r.leads}</td>
              <td className="py-2 pr-4 text-right">{r.waiting}</td>
              <td className="py-2 pr-4 text-right">{minutesText(r.medianMinutes)}</td>
              <td className="py-2 text-right">{minutesText(r.p90Minutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * Speed-to-lead: the time from capture to the first staff action (note, call, email, meeting,
 * status change or conversion), median and 90th percentile, per owner and per week.
 */
export function SpeedToLeadPanel({ report }: { report: SpeedReportDto }) {
  const { overall, thresholds } = report;
  return (
    <Card className="grid gap-4" role="region" aria-labelledby="speed-to-lead">
      <h2 id="speed-to-lead" className="text-lg font-semibold">
        Speed-to-lead
      </h2>
      <NavTabs
        label="Speed-to-lead period"
        tabs={SPEED_RANGES.map((d) => ({
          label: `Last ${d} days`,
          shortLabel: `${d}d`,
          to: `?tab=analytics&days=${d}`,
          active: d === report.days,
        }))}
      />
      <p className="text-sm text-muted-fg">
        All leads captured in the period: median {minutesText(overall.medianMinutes)}, 90th percentile{" "}
        {minutesText(overall.p90Minutes)}; {overall.waiting} still waiting. A waiting lead turns amber after{" "}
        {formatMinutes(thresholds.waitAmberMinutes)} and red after {formatMinutes(thresholds.waitRedMinutes)}.
      </p>
      <SpeedTable caption="Per owner" first="Owner" rows={report.byOwner} />
      <SpeedTable caption="Per week" first="Week" rows={report.byWeek} />
    </Card>
  );
}
