import { Card } from "#src/ui/card.tsx";
import type { CampaignsDto } from "../../command-center.contract.ts";
import { shortDate, usd } from "../../lib/campaign-format.ts";
import { ProgressBar } from "./progress-bar.tsx";

/** The current marketing plan: its dates, campaigns, overall progress and budget used. */
export function PlanCard({ plan }: { plan: NonNullable<CampaignsDto["plan"]> }) {
  return (
    <Card className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{plan.name}</h3>
        <p className="text-sm text-muted-fg">
          {shortDate(plan.startDate)} – {shortDate(plan.endDate)} · {plan.campaigns} campaigns
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <p className="flex justify-between text-sm">
            <span>Overall progress</span>
            <span className="font-semibold">{plan.progress}%</span>
          </p>
          <ProgressBar value={plan.progress} label="Plan progress" />
        </div>
        <div className="grid gap-1.5">
          <p className="flex justify-between text-sm">
            <span>Budget used</span>
            <span className="font-semibold">
              {usd.format(plan.spent)} of {usd.format(plan.budget)}
            </span>
          </p>
          <ProgressBar
            value={plan.budget ? Math.round((plan.spent / plan.budget) * 100) : 0}
            label="Plan budget used"
          />
        </div>
      </div>
      <p className="text-xs text-muted-fg">
        Progress is the mean of the plan's campaigns; spend is their recorded spend added up.
      </p>
    </Card>
  );
}
