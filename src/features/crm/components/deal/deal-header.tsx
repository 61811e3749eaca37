import { Pencil, Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { crmPaths, type DealDetailDto, CRM_MESSAGES as M } from "../../crm.contract.ts";
import { formatMoney } from "../../lib/format.ts";
import { SampleBadge, StageBadge } from "../crm-badges.tsx";
import type { DealActions } from "./use-deal-actions.ts";

/** The deal's name, stage, priority and value; Edit, and Delete for those who may (admins). */
export function DealHeader({
  deal,
  canDelete,
  editing,
  onToggleEdit,
  actions,
}: {
  deal: DealDetailDto["deal"];
  canDelete: boolean;
  editing: boolean;
  onToggleEdit: () => void;
  actions: DealActions;
}) {
  const navigate = useNavigate();
  return (
    <Card className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{deal.name}</h2>
        <StageBadge stage={deal.stage} />
        <Badge>Priority {deal.priority}</Badge>
        {deal.isSample ? <SampleBadge /> : null}
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" onClick={onToggleEdit} aria-pressed={editing}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {editing ? "View" : "Edit"}
          </Button>
          {canDelete ? (
            <ConfirmDialog
              trigger={
                <Button variant="danger" size="sm">
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Delete
                </Button>
              }
              title="Delete this deal?"
              description="The deal and all its analytics, activities, notes, tasks, files and team are deleted. This cannot be undone."
              confirmLabel="Delete deal"
              onConfirm={async () => {
                // Thrown, the dialog stays open; the failure toast has been shown.
                if (!(await actions.remove())) throw new Error(M.dealDeleteFailed);
                navigate(crmPaths.pipeline);
              }}
            />
          ) : null}
        </div>
      </div>
      <p className="text-2xl font-bold">{formatMoney(deal.value)}</p>
    </Card>
  );
}
