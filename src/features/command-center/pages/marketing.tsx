import { CalendarRange, Megaphone, Plus } from "lucide-react";
import { useState } from "react";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { type CampaignDto, PAGE_LOAD_MESSAGES, type PlanSummaryDto } from "../command-center.contract.ts";
import { CampaignCards } from "../components/campaigns/campaign-cards.tsx";
import { CampaignTable } from "../components/campaigns/campaign-table.tsx";
import { NewCampaignForm } from "../components/campaigns/new-campaign-form.tsx";
import { PlanCard } from "../components/campaigns/plan-card.tsx";
import { PlanForm } from "../components/campaigns/plan-form.tsx";
import { PlanList } from "../components/campaigns/plan-list.tsx";
import { UpdateCampaignForm } from "../components/campaigns/update-campaign-form.tsx";
import { listCampaigns } from "../server/campaigns.service.ts";
import type { Route } from "./+types/marketing";

export const handle = { title: "Marketing" };
export const meta = () => staffMeta("Marketing", "Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  return pageData(() => listCampaigns(db, actor));
}

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.campaigns} />;
}

/** Marketing: the current plan, every plan, the campaigns as cards and as a table, New Campaign. */
export default function Marketing({ loaderData }: Route.ComponentProps) {
  const { campaigns, plan, plans } = loaderData;
  const openPlans = plans.filter((p) => !p.closedAt);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CampaignDto | null>(null);
  // undefined: no plan sheet; null: New Plan; a plan: Edit plan.
  const [planSheet, setPlanSheet] = useState<PlanSummaryDto | null | undefined>(undefined);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">Marketing Campaigns</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setPlanSheet(null)}>
            <CalendarRange aria-hidden="true" className="mr-1 h-4 w-4" /> New Plan
          </Button>
          {openPlans.length ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="mr-1 h-4 w-4" /> New Campaign
            </Button>
          ) : null}
        </div>
      </div>

      {plan ? (
        <PlanCard plan={plan} onEdit={() => setPlanSheet(plan)} />
      ) : (
        <EmptyState
          icon={CalendarRange}
          title="No open marketing plan"
          description="Campaigns belong to a plan: a budget over a period (90 days unless you change it). Create one with New Plan."
        />
      )}

      {campaigns.length === 0 ? (
        openPlans.length ? (
          <EmptyState
            icon={Megaphone}
            title="No campaigns yet"
            description="Create the first campaign with New Campaign."
          />
        ) : null
      ) : (
        <>
          <CampaignCards campaigns={campaigns} onEdit={setEditing} />
          <CampaignTable campaigns={campaigns} />
        </>
      )}

      {plans.length ? <PlanList plans={plans} onEdit={setPlanSheet} /> : null}

      <Sheet
        open={creating}
        onOpenChange={setCreating}
        title="New Campaign"
        description="A campaign in one of the open marketing plans."
        side="right"
        className="w-[28rem] p-6"
      >
        <NewCampaignForm
          plans={openPlans}
          defaultPlanId={plan?.id ?? null}
          onDone={() => setCreating(false)}
        />
      </Sheet>
      <Sheet
        open={planSheet !== undefined}
        onOpenChange={(open) => (open ? null : setPlanSheet(undefined))}
        title={planSheet ? `Edit ${planSheet.name}` : "New Plan"}
        description="A budget over a period that campaigns belong to."
        side="right"
        className="w-[28rem] p-6"
      >
        {planSheet !== undefined ? (
          <PlanForm key={planSheet?.id ?? "new"} plan={planSheet} onDone={() => setPlanSheet(undefined)} />
        ) : null}
      </Sheet>
      <Sheet
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={editing ? `Update ${editing.name}` : "Update campaign"}
        side="right"
        className="w-[24rem] p-6"
      >
        {editing ? <UpdateCampaignForm campaign={editing} onDone={() => setEditing(null)} /> : null}
      </Sheet>
    </div>
  );
}
