import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { deletionSummary, ITEM_API } from "../../lib/tree-items.ts";
import { type ItemKind, itemLabel, itemMessages } from "../../workspace.contract.ts";
import type { TreeItem } from "./item-menu.tsx";

type Pending = { kind: ItemKind; id: string; name: string; summary: string };
type Summary = { spaces: number; folders: number; lists: number; tasks: number };

/**
 * Deleting an item of the tree: the server first says what would go with it (a dry run), the
 * confirmation names it, and only then is it deleted.
 */
export function useItemDelete() {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = async ({ kind, id, name }: TreeItem) => {
    try {
      const { summary } = await api<{ summary: Summary }>(`${ITEM_API[kind]}/${id}?dryRun=1`, {
        method: "DELETE",
      });
      setPending({ kind, id, name, summary: deletionSummary(summary) });
    } catch (err) {
      toast.error(itemMessages(kind).deleteFailed, { description: (err as Error).message });
    }
  };
  return { pending, ask, close: () => setPending(null) };
}

/** The confirmation of a delete; afterwards the viewer goes to the workspace (or the workspaces). */
export function DeleteItemDialog({
  pending,
  onClose,
  workspaceId,
}: {
  pending: Pending | null;
  onClose: () => void;
  workspaceId: string | null;
}) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(o) => (o ? null : onClose())}
      title={pending ? `Delete ${itemLabel(pending.kind).toLowerCase()} "${pending.name}"?` : ""}
      description={
        pending
          ? `This deletes the ${pending.kind} and everything in it: ${pending.summary}. This cannot be undone.`
          : ""
      }
      confirmLabel="Delete"
      onConfirm={async () => {
        if (!pending) return;
        const m = itemMessages(pending.kind);
        try {
          await api(`${ITEM_API[pending.kind]}/${pending.id}`, { method: "DELETE" });
        } catch (err) {
          toast.error(m.deleteFailed, { description: (err as Error).message });
          throw err;
        }
        toast.success(m.deleted);
        const kind = pending.kind;
        onClose();
        if (kind === "workspace") navigate("/workspace");
        else if (workspaceId) navigate(`/workspace/${workspaceId}`);
      }}
    />
  );
}
