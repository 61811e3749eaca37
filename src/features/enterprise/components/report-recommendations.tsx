import { ExternalLink } from "lucide-react";
import type { EnterpriseAnalysisDto } from "../enterprise.contract.ts";
import { InvestmentSlider } from "./investment-slider.tsx";
import { complexityClass } from "./system-picker.tsx";

type Recommendation = EnterpriseAnalysisDto["result"]["recommendations"][number];

/** The report's recommendations, one card per system. */
export function ReportRecommendations({ recommendations }: { recommendations: readonly Recommendation[] }) {
  return (
    <section aria-labelledby="ea-recommendations" className="grid gap-4">
      <h4 id="ea-recommendations" className="text-xl font-bold">
        Recommendations
      </h4>
      <ol className="grid gap-4">
        {recommendations.map((r) => (
          <RecommendationCard key={r.systemId ?? r.title} recommendation={r} />
        ))}
      </ol>
    </section>
  );
}

/** One recommendation: challenge, solution, impact, timeframe and return, investment tiers, case study. */
function RecommendationCard({ recommendation: r }: { recommendation: Recommendation }) {
  return (
    <li className="grid gap-4 rounded-xl border border-border bg-card p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h5 className="max-w-2xl text-lg font-semibold">{r.title}</h5>
        <span className={`rounded border px-2 py-0.5 text-xs font-semibold ${complexityClass[r.complexity]}`}>
          {r.complexity} complexity
        </span>
      </div>
      <dl className="grid gap-3 text-sm md:grid-cols-2">
        <div>
          <dt className="font-semibold">Challenge</dt>
          <dd className="mt-1 text-muted-fg">{r.challenge}</dd>
        </div>
        <div>
          <dt className="font-semibold">Solution</dt>
          <dd className="mt-1 text-muted-fg">{r.solution}</dd>
        </div>
        <div>
          <dt className="font-semibold">Expected impact</dt>
          <dd className="mt-1">
            <ul className="list-disc pl-5 text-muted-fg">
              {r.impact.metrics.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Timeframe</dt>
          <dd className="mt-1 text-muted-fg">{r.impact.timeframe}</dd>
          <dt className="mt-3 font-semibold">Return on investment</dt>
          <dd className="mt-1 text-muted-fg">{r.impact.roi}</dd>
        </div>
      </dl>
      <InvestmentSlider complexity={r.complexity} title={r.title} />
      <div className="rounded-lg bg-muted/60 p-4 text-sm">
        <p className="font-semibold">Case study: {r.caseStudy.company}</p>
        <p className="mt-1 text-muted-fg">{r.caseStudy.outcome}</p>
        {r.caseStudy.source.startsWith("/") ? (
          <a
            href={r.caseStudy.source}
            className="mt-2 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Read the case study{r.caseStudy.title ? `: ${r.caseStudy.title}` : ""}
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          </a>
        ) : (
          <p className="mt-2 text-muted-fg">Source: {r.caseStudy.source}</p>
        )}
      </div>
    </li>
  );
}
