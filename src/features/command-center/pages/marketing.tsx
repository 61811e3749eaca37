import { Megaphone, Plus } from "lucide-react";
import { useState } from "react";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { type CampaignDto, PAGE_LOAD_MESSAGES } from "../command-center.contract.ts";
import { CampaignCards } from "../components/campaigns/campaign-cards.tsx";
import { CampaignTable } from "../components/campaigns/campaign-table.tsx";
import { NewCampaignForm } from "../components/campaigns/new-campaign-form.tsx";
import { PlanCard } from "../components/campaigns/plan-card.tsx";
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

/** Marketing: the 90-day plan, the campaigns as cards and as a table, New Campaign. */
export default function Marketing({ loaderData }: Route.ComponentProps) {
  const { campaigns, plan } = loaderData;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CampaignDto | null>(null);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">Marketing Campaigns</h2>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="mr-1 h-4 w-4" /> New Campaign
        </Button>
      </div>

      {plan ? <PlanCard plan={plan} /> : null}

      {campaigns.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="No campaigns yet"
          description="Create the first campaign with New Campaign."
        />
      ) : (
        <>
          <CampaignCards campaigns={campaigns} onEdit={setEditing} />
          <CampaignTable campaigns={campaigns} />
        </>
      )}

      <Sheet
        open={creating}
        onOpenChange={setCreating}
        title="New Campaign"
        description="A campaign in the current marketing plan."
        side="right"
        className="w-[28rem] p-6"
      >
        <NewCampaignForm onDone={() => setCreating(false)} />
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
