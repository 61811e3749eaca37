import { UserPlus, X } from "lucide-react";
import { Button } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { type DealDetailDto, CRM_MESSAGES as M } from "../../crm.contract.ts";
import type { DealActions } from "./use-deal-actions.ts";

/** The Team tab: invite a colleague by email (they are told by email); remove a member. */
export function DealTeam({
  team,
  ownerName,
  draft,
  onDraft,
  actions,
}: {
  team: DealDetailDto["team"];
  ownerName: string | null;
  draft: string;
  onDraft: (email: string) => void;
  actions: DealActions;
}) {
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!draft.trim()) {
            toast.error(M.inviteEmailRequired);
            return;
          }
          if (await actions.invite(draft)) onDraft("");
        }}
      >
        <TextField
          label="Invite a colleague by email"
          type="email"
          className="min-w-64 flex-1"
          value={draft}
          error={actions.fields.email}
          onChange={(e) => onDraft(e.target.value)}
        />
        <Button type="submit" disabled={actions.busy === "invite"}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Invite
        </Button>
      </form>
      <ul className="grid gap-2">
        {team.map((m) => (
          <li key={m.id} className="flex items-center gap-3 rounded-lg border border-border p-3 text-sm">
            <span className="flex-1">
              <span className="font-medium">{m.name}</span> <span className="text-muted-fg">{m.email}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${m.name} from the team`}
              onClick={() => void actions.removeMember(m.id)}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </li>
        ))}
        {team.length === 0 ? (
          <li className="text-sm text-muted-fg">
            Only the owner ({ownerName ?? "—"}) works this deal so far.
          </li>
        ) : null}
      </ul>
    </>
  );
}
