import { Columns3, Trash2 } from "lucide-react";
import { api } from "#src/lib/api-client.ts";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { crmPaths, CRM_MESSAGES as M } from "../../crm.contract.ts";

/** While sample deals are shown: says so, and lets an admin remove them all in one step. */
export function SampleDataBanner({ sampleCount, isAdmin }: { sampleCount: number; isAdmin: boolean }) {
  const { run } = useStaffAction();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-600/40 bg-amber-500/10 p-4 text-sm">
      <p>
        <strong>Sample data.</strong> {sampleCount} sample deals (labelled Sample) are shown, and counted in
        Total Value, Won Value and the analytics charts, until an admin removes them. The Sales Overview
        leaves them out.
      </p>
      {isAdmin ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove sample data
            </Button>
          }
          title="Remove the sample data?"
          description="Every sample deal, with its activities and analytics, and the sample companies and contacts are deleted."
          confirmLabel="Remove sample data"
          onConfirm={() =>
            run("samples", () => api("/api/crm/deal-samples", { method: "DELETE" }), {
              failure: M.dealDeleteFailed,
            })
          }
        />
      ) : null}
    </div>
  );
}

/** No deals at all: New Deal, or the labelled sample set to look around first. */
export function NoDealsYet() {
  const { run, busy } = useStaffAction();
  return (
    <EmptyState
      icon={Columns3}
      title="No deals yet"
      description="Convert a lead, or create a deal from a company. To look around first, add the labelled sample deals (5 companies, 20 deals); an admin removes them in one step."
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink to={crmPaths.newDeal()}>New Deal</ButtonLink>
          <Button
            variant="outline"
            disabled={busy === "samples"}
            onClick={() =>
              run("samples", () => api("/api/crm/deal-samples", { body: {} }), {
                failure: M.samplesFailed,
              })
            }
          >
            Add sample deals
          </Button>
        </div>
      }
    />
  );
}
