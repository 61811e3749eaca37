import { RefreshCw } from "lucide-react";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import type { DealDetailDto } from "../../crm.contract.ts";
import { formatCloseDate, formatMoney, formatWhen } from "../../lib/format.ts";
import { ProbabilityBadge } from "../crm-badges.tsx";
import type { DealActions } from "./use-deal-actions.ts";

type Intelligence = NonNullable<DealDetailDto["intelligence"]>;

const priorityTone = (priority: string) =>
  priority === "high" ? "danger" : priority === "medium" ? "warning" : "neutral";

/**
 * Deal Intelligence beside the deal: the win probability, the predicted close, suggested actions,
 * advantages and prices, and how it was worked out; recomputed (or asked of the AI model) on demand.
 */
export function DealIntelligence({
  intel,
  llmEnabled,
  actions,
}: {
  intel: DealDetailDto["intelligence"];
  llmEnabled: boolean;
  actions: DealActions;
}) {
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">Deal Intelligence</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={actions.busy === "intel"}
          aria-label={llmEnabled ? "Ask the AI model again" : "Recompute"}
          onClick={() => void actions.recompute()}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      {intel ? <Analysis intel={intel} /> : <p className="text-sm text-muted-fg">No analysis yet.</p>}
    </Card>
  );
}

function Analysis({ intel }: { intel: Intelligence }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ProbabilityBadge probability={intel.probabilityScore} />
        <span className="text-sm text-muted-fg">
          Predicted close: {formatCloseDate(intel.predictedCloseDate)}
        </span>
      </div>
      <section>
        <h3 className="text-sm font-semibold">Suggested actions</h3>
        <ul className="mt-1 grid gap-1 text-sm">
          {intel.suggestedActions.map((a) => (
            <li key={a.action} className="flex gap-2">
              <Badge tone={priorityTone(a.priority)}>{a.priority}</Badge>
              <span>{a.action}</span>
            </li>
          ))}
        </ul>
      </section>
      {intel.competitorAnalysis.competitive_advantages.length ? (
        <section>
          <h3 className="text-sm font-semibold">Competitive advantages</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {intel.competitorAnalysis.competitive_advantages.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {intel.priceRecommendations ? (
        <section className="grid gap-1 text-sm">
          <h3 className="font-semibold">Price recommendations</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3">
            <dt className="text-muted-fg">Minimum</dt>
            <dd>{formatMoney(intel.priceRecommendations.minimum_price)}</dd>
            <dt className="text-muted-fg">Recommended</dt>
            <dd>{formatMoney(intel.priceRecommendations.recommended_price)}</dd>
            <dt className="text-muted-fg">Optimal</dt>
            <dd>{formatMoney(intel.priceRecommendations.optimal_price)}</dd>
          </dl>
          <p className="text-muted-fg">{intel.priceRecommendations.justification}</p>
        </section>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">How this was worked out</summary>
        <ul className="mt-2 grid gap-1">
          {intel.factors.map((f) => (
            <li key={f.label} className="flex justify-between gap-3">
              <span>{f.label}</span>
              <span className="whitespace-nowrap text-muted-fg">{f.effect}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-fg">
          Engine: {intel.engine} · {formatWhen(intel.computedAt)}
        </p>
      </details>
    </>
  );
}
