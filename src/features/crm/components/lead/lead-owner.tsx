import { UserRoundCog } from "lucide-react";
import { type ReactNode, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { formatWhen } from "../../lib/format.ts";
import { type LeadOwnershipDto, reassignSchema, type StaffOptionDto } from "../../revenue.contract.ts";

const METHOD_LABELS: Record<string, string> = {
  "round-robin": "Routing rule",
  fallback: "Fallback owner",
  reassigned: "Reassigned",
};

/** Who owns the lead, how it got there (every assignment, with its reason), and Reassign. */
export function LeadOwner({
  leadId,
  ownership,
  staff,
  children,
}: {
  leadId: string;
  ownership: LeadOwnershipDto;
  staff: StaffOptionDto[];
  /** Speed-to-lead: how long it waited for (or took to get) its first answer. */
  children?: ReactNode;
}) {
  const { run, busy, fields, setFields } = useStaffAction();
  const [open, setOpen] = useState(false);
  const [ownerId, setOwnerId] = useState("");
  const [reason, setReason] = useState("");
  const submit = async () => {
    const checked = checkForm(reassignSchema, { ownerId, reason });
    if (!checked.ok) return setFields(checked.fields);
    const done = await run("reassign", () => api(`/api/crm/leads/${leadId}/owner`, { body: checked.data }), {
      failure: "Failed to reassign the lead",
    });
    if (done) {
      setOpen(false);
      setReason("");
    }
  };
  return (
    <Card className="grid gap-3 p-4" role="region" aria-labelledby="lead-owner">
      <h2 id="lead-owner" className="font-semibold">
        Owner
      </h2>
      <p className="text-sm">
        {ownership.owner ? (
          <>
            <span className="font-medium">{ownership.owner.name}</span>
            {ownership.assignedAt ? (
              <span className="text-muted-fg"> · since {formatWhen(ownership.assignedAt)}</span>
            ) : null}
          </>
        ) : (
          <span className="text-muted-fg">Unassigned</span>
        )}
      </p>
      <div>{children}</div>
      {ownership.canReassign ? (
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          title="Reassign lead"
          description="The new owner is told at once; the reason is kept with the lead's history."
          trigger={
            <Button variant="outline">
              <UserRoundCog aria-hidden="true" className="h-4 w-4" />
              Reassign
            </Button>
          }
        >
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <SelectField
              label="New owner"
              placeholder="Choose a colleague"
              value={ownerId}
              error={fields.ownerId}
              options={staff.map((s) => ({ value: s.id, label: s.name }))}
              onChange={(e) => setOwnerId(e.target.value)}
            />
            <TextAreaField
              label="Reason"
              rows={3}
              value={reason}
              error={fields.reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button type="submit" disabled={busy === "reassign"}>
              Reassign
            </Button>
          </form>
        </FormDialog>
      ) : null}
      {ownership.history.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-fg">
            Assignment history ({ownership.history.length})
          </summary>
          <ol className="mt-2 grid gap-2">
            {ownership.history.map((h) => (
              <li key={h.id}>
                <span className="font-medium">{h.ownerName ?? "Nobody"}</span>{" "}
                <span className="text-muted-fg">
                  · {METHOD_LABELS[h.method] ?? h.method}
                  {h.ruleName ? ` "${h.ruleName}"` : ""}
                  {h.assignedByName ? ` by ${h.assignedByName}` : ""} · {formatWhen(h.createdAt)}
                </span>
                {h.reason ? <p className="text-muted-fg">{h.reason}</p> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </Card>
  );
}
