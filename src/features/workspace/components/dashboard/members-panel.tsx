import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { describedBy, Field } from "#src/ui/form-controls.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import type { DashboardDto, MemberDto } from "../../workspace.contract.ts";

/**
 * The members, the owner marked. The owner or an admin may make another member the owner; anyone
 * may remove a member other than themselves and the owner (the server decides either way).
 */
export function MembersPanel({ d }: { d: DashboardDto }) {
  const ownerId = d.workspace.ownerId;
  return (
    <Card className="grid content-start gap-3">
      <h2 className="text-lg font-semibold">Members</h2>
      <ul className="grid gap-1 text-sm">
        {d.members.map((m) => (
          <li key={m.id} className="flex items-center gap-2">
            <span className="grid min-w-0 flex-1">
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate">{m.name}</span>
                {m.id === ownerId ? <Badge tone="info">Owner</Badge> : null}
              </span>
              <span className="truncate text-xs text-muted-fg">{m.email}</span>
            </span>
            {d.canManage && m.id !== ownerId ? <MakeOwner d={d} member={m} /> : null}
            {m.id !== d.me && m.id !== ownerId && d.members.length > 1 ? (
              <RemoveMember d={d} member={m} />
            ) : null}
          </li>
        ))}
      </ul>
      <AddMemberForm workspaceId={d.workspace.id} />
    </Card>
  );
}

/**
 * A confirmed change to the members: the server's message as a toast and the page reloaded, or its
 * reason as a toast, and the dialog stays open (ConfirmDialog closes only when onConfirm settles).
 */
function useMemberChange() {
  const { run } = useStaffAction();
  return async (url: string, init: { method: string; body?: unknown }) => {
    const done = await run("change", () => api<{ message: string }>(url, init), {
      failure: (err) => (err as Error).message,
    });
    if (done === undefined) throw new Error("The change was refused");
  };
}

function MakeOwner({ d, member: m }: { d: DashboardDto; member: MemberDto }) {
  const change = useMemberChange();
  const stays = d.workspace.ownerId === d.me ? "You stay a member." : "The current owner stays a member.";
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Make ${m.name} the owner`}>
          Make owner
        </Button>
      }
      title={`Make ${m.name} the owner?`}
      description={`${m.name} will be able to delete ${d.workspace.name} and to hand ownership on. ${stays}`}
      confirmLabel="Make owner"
      tone="primary"
      onConfirm={() =>
        change(`/api/workspace/workspaces/${d.workspace.id}/owner`, { method: "PUT", body: { userId: m.id } })
      }
    />
  );
}

function RemoveMember({ d, member: m }: { d: DashboardDto; member: MemberDto }) {
  const change = useMemberChange();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Remove ${m.name} from the workspace`}>
          Remove
        </Button>
      }
      title={`Remove ${m.name}?`}
      description={`${m.name} will no longer see ${d.workspace.name} or anything in it.`}
      confirmLabel="Remove"
      onConfirm={() =>
        change(`/api/workspace/workspaces/${d.workspace.id}/members/${m.id}`, { method: "DELETE" })
      }
    />
  );
}

const ADD_HINT =
  "Someone with a verified account joins at once; anyone else gets an invitation by email and joins through its link.";

/** Add a member by email; a refusal is shown under the field, not as a toast. */
function AddMemberForm({ workspaceId }: { workspaceId: string }) {
  const { revalidate } = useRevalidator();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          const res = await api<{ message: string }>(`/api/workspace/workspaces/${workspaceId}/members`, {
            body: { email },
          });
          toast.success(res.message);
          setEmail("");
          setError(undefined);
          await revalidate();
        } catch (err) {
          setError(err instanceof ApiError ? (err.fields.email ?? err.message) : (err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field id="member-email" label="Add a member by email" error={error} hint={ADD_HINT}>
        <div className="flex gap-2">
          <input
            id="member-email"
            type="email"
            className={inputClass}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("member-email", error, error ? undefined : ADD_HINT)}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" disabled={busy} aria-label="Add member">
            <UserPlus aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </Field>
    </form>
  );
}
