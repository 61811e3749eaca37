import { BarChart, DonutChart, LineChart } from "#src/ui/chart.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { type LeadAnalyticsDto, sourceLabel } from "../crm.contract.ts";
import { formatPercent } from "../lib/format.ts";

/**
 * The Analytics tab: qualification rate (qualified / all leads) and conversion rate (converted /
 * qualified), the score buckets, and leads by source and segment over time.
 */
export function LeadAnalyticsPanel({ analytics: a }: { analytics: LeadAnalyticsDto }) {
  const sources = [...new Set(a.overTime.flatMap((w) => Object.keys(w.bySource)))];
  const segments = [...new Set(a.overTime.flatMap((w) => Object.keys(w.bySegment)))];
  return (
    <div className="grid gap-6">
      <StatGrid
        stats={[
          { name: "total", label: "Leads", value: a.total.toLocaleString("en-US") },
          {
            name: "qualification",
            label: "Qualification rate",
            value: formatPercent(a.qualificationRate),
            description: "Qualified leads (converted ones included) out of all leads",
          },
          {
            name: "conversion",
            label: "Conversion rate",
            value: formatPercent(a.conversionRate),
            description: "Converted leads out of qualified ones",
          },
          { name: "converted", label: "Converted", value: a.byStatus.converted.toLocaleString("en-US") },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title="Score distribution"
          description="Low 0-29, medium 30-69, high 70-100"
          data={a.scoreDistribution.map((b) => ({ label: b.label, value: b.count }))}
          labelHeader="Score band"
          valueHeader="Leads"
        />
        <LineChart
          title="Leads per week"
          description="The last 12 weeks"
          data={a.overTime.map((w) => ({ label: w.week, value: w.total }))}
          labelHeader="Week of"
          valueHeader="Leads"
        />
        <BarChart
          title="Leads by source"
          data={a.bySource.map((s) => ({ label: s.label, value: s.count }))}
          labelHeader="Source"
          valueHeader="Leads"
        />
        <DonutChart
          title="Leads by segment"
          data={a.bySegment.map((s) => ({ label: s.segment, value: s.count }))}
          labelHeader="Segment"
          valueHeader="Leads"
        />
      </div>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Leads by source and segment over time</h2>
        <ScrollRegion label="Leads per week by source and by segment" className="relative">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Leads per week by source and by segment</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Week of
                </th>
                {sources.map((s) => (
                  <th key={`src-${s}`} scope="col" className="px-3 py-2 text-right">
                    {sourceLabel(s)}
                  </th>
                ))}
                {segments.map((s) => (
                  <th key={`seg-${s}`} scope="col" className="px-3 py-2 text-right">
                    Segment: {s}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {a.overTime.map((w) => (
                <tr key={w.week} className="border-t border-border">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {w.week}
                  </th>
                  {sources.map((s) => (
                    <td key={`src-${s}`} className="px-3 py-2 text-right tabular-nums">
                      {w.bySource[s] ?? 0}
                    </td>
                  ))}
                  {segments.map((s) => (
                    <td key={`seg-${s}`} className="px-3 py-2 text-right tabular-nums">
                      {w.bySegment[s] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </div>
  );
}
