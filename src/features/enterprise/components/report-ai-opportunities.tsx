import { BrainCircuit } from "lucide-react";
import type { EnterpriseAnalysisDto } from "../enterprise.contract.ts";

/** The report's AI opportunities: what, with which technology, for what gain. */
export function ReportAiOpportunities({
  opportunities,
}: {
  opportunities: EnterpriseAnalysisDto["result"]["aiOpportunities"];
}) {
  return (
    <section aria-labelledby="ea-ai" className="grid gap-4">
      <h4 id="ea-ai" className="flex items-center gap-2 text-xl font-bold">
        <BrainCircuit aria-hidden="true" className="h-5 w-5 text-primary" />
        AI Opportunities
      </h4>
      <ul className="grid gap-4 md:grid-cols-3">
        {opportunities.map((o) => (
          <li key={o.title} className="rounded-xl border border-border bg-card p-5">
            <p className="font-semibold">{o.title}</p>
            <p className="mt-1 text-xs font-medium text-primary">{o.technology}</p>
            <p className="mt-2 text-sm text-muted-fg">{o.description}</p>
            <p className="mt-3 text-sm font-semibold">{o.productivityGain}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
