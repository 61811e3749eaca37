import { api } from "#src/lib/api-client.ts";
import { formatMoney } from "#src/lib/money.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { PLAN_MESSAGES as M, type PlanSummaryDto } from "../../command-center.contract.ts";
import { shortDate } from "../../lib/campaign-format.ts";
import { ProgressBar } from "./progress-bar.tsx";

/** Close plan: asks first, as a closed plan takes no new campaigns and cannot be edited. */
export function ClosePlanButton({ plan }: { plan: PlanSummaryDto }) {
  const { run } = useStaffAction();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Close plan ${plan.name}`}>
          Close plan
        </Button>
      }
      title={`Close ${plan.name}?`}
      description="Its campaigns stay as they are; it takes no new campaigns and can no longer be edited."
      confirmLabel="Close plan"
      tone="primary"
      onConfirm={() =>
        run("close", () => api(`/api/command-center/plans/${plan.id}/close`, { body: {} }), {
          failure: M.closeFailed,
        })
      }
    />
  );
}

/** The current marketing plan: its dates, campaigns, overall progress and budget used. */
export function PlanCard({ plan, onEdit }: { plan: PlanSummaryDto; onEdit: () => void }) {
  return (
    <section aria-label="Current marketing plan">
      <Card className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            {plan.demo ? (
              <Badge tone="warning" title="Written by the demo seed">
                Demo data
              </Badge>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-muted-fg">
              {shortDate(plan.startDate)} – {shortDate(plan.endDate)} · {plan.campaigns}{" "}
              {plan.campaigns === 1 ? "campaign" : "campaigns"}
            </p>
            <Button variant="outline" size="sm" onClick={onEdit}>
              Edit plan
            </Button>
            <ClosePlanButton plan={plan} />
          </div>
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
                {formatMoney(plan.spent)} of {formatMoney(plan.budget)}
              </span>
            </p>
            <ProgressBar
              value={plan.budget ? Math.min(100, Math.round((plan.spent / plan.budget) * 100)) : 0}
              label="Plan budget used"
            />
          </div>
        </div>
        <p className="text-xs text-muted-fg">
          Progress is the mean of the plan's campaigns; spend is their recorded spend added up.
        </p>
      </Card>
    </section>
  );
}
