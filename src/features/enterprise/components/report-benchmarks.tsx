import { BarChart3 } from "lucide-react";
import type { EnterpriseAnalysisDto } from "../enterprise.contract.ts";

/** The report's industry benchmarks: average against top performers, per metric. */
export function ReportBenchmarks({
  industry,
  benchmarks,
}: {
  industry: string;
  benchmarks: EnterpriseAnalysisDto["result"]["benchmarks"];
}) {
  return (
    <section aria-labelledby="ea-benchmarks" className="grid gap-4">
      <h4 id="ea-benchmarks" className="flex items-center gap-2 text-xl font-bold">
        <BarChart3 aria-hidden="true" className="h-5 w-5 text-primary" />
        Industry Benchmarks
      </h4>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Indicative benchmarks for {industry}</caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Metric
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Industry average
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Top performers
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                What makes the difference
              </th>
            </tr>
          </thead>
          <tbody>
            {benchmarks.map((b) => (
              <tr key={b.metric} className="border-t border-border">
                <th scope="row" className="px-4 py-3 font-medium">
                  {b.metric}
                </th>
                <td className="px-4 py-3">{b.industryAverage}</td>
                <td className="px-4 py-3">{b.topPerformers}</td>
                <td className="px-4 py-3 text-muted-fg">{b.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-fg">Indicative ranges from common industry surveys, not guarantees.</p>
    </section>
  );
}
