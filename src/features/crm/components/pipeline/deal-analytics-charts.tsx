import { BarChart, DonutChart } from "#src/ui/chart.tsx";
import type { DealAnalyticsDto } from "../../crm.contract.ts";
import { formatMoney } from "../../lib/format.ts";

/** The pipeline's analytics: value by stage, win probability, stage and value distributions. */
export function DealAnalyticsCharts({ analytics }: { analytics: DealAnalyticsDto }) {
  return (
    <section aria-label="Deal analytics" className="grid gap-4 lg:grid-cols-2">
      <BarChart
        title="Pipeline value by stage"
        data={analytics.pipelineValueByStage.map((s) => ({ label: s.label, value: s.value }))}
        formatValue={(v) => formatMoney(v)}
        labelHeader="Stage"
        valueHeader="Value"
      />
      <BarChart
        title="Win probability"
        description="The first 10 deals with analytics"
        data={analytics.winProbability.map((w) => ({
          label: w.name,
          value: Math.round(w.probability * 100),
        }))}
        formatValue={(v) => `${v}%`}
        labelHeader="Deal"
        valueHeader="Win probability"
      />
      <DonutChart
        title="Stage distribution"
        data={analytics.stageDistribution
          .filter((s) => s.count > 0)
          .map((s) => ({ label: s.label, value: s.count }))}
        labelHeader="Stage"
        valueHeader="Deals"
      />
      <BarChart
        title="Value distribution"
        data={analytics.valueDistribution.map((b) => ({ label: b.bucket, value: b.count }))}
        labelHeader="Value"
        valueHeader="Deals"
      />
    </section>
  );
}
