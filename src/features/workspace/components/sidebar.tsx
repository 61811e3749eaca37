import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "#src/ui/button.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { CHILD_OF, ITEM_API } from "../lib/tree-items.ts";
import { type ItemKind, type TreeDto, WM, type WorkspaceDto } from "../workspace.contract.ts";
import { ItemDialog } from "./item-dialog.tsx";
import { DeleteItemDialog, useItemDelete } from "./sidebar/delete-item-dialog.tsx";
import type { TreeItemActions } from "./sidebar/item-menu.tsx";
import { WorkspaceTree } from "./sidebar/workspace-tree.tsx";

type DialogState =
  | { mode: "create"; kind: ItemKind; url: string }
  | { mode: "rename"; kind: ItemKind; url: string; initial: { name: string; description: string | null } }
  | null;

/**
 * The sidebar 'Workspaces': the switcher and the tree, each item with create, rename and delete
 * (the workspace's Delete only for its owner or an admin, as the server enforces).
 */
export function WorkspaceSidebar({
  workspaces,
  tree,
  onNavigate,
}: {
  workspaces: WorkspaceDto[];
  tree: TreeDto | null;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<DialogState>(null);
  const deletion = useItemDelete();
  const current = tree?.workspace.id ?? "";
  const actions: TreeItemActions = {
    create: ({ kind, id }) => {
      if (kind === "list") return;
      const child = CHILD_OF[kind];
      setDialog({ mode: "create", kind: child.kind, url: `${ITEM_API[kind]}/${id}/${child.path}` });
    },
    rename: ({ kind, id, name, description }) =>
      setDialog({ mode: "rename", kind, url: `${ITEM_API[kind]}/${id}`, initial: { name, description } }),
    remove: (item) => void deletion.ask(item),
    canDeleteWorkspace: tree?.canManage ?? false,
  };

  return (
    <div className="grid min-w-0 gap-4 p-3">
      <div className="grid gap-2">
        <h2 className="text-sm font-semibold tracking-wide text-muted-fg uppercase">Workspaces</h2>
        <Button
          size="sm"
          variant="outline"
          className="w-full"
          onClick={() => setDialog({ mode: "create", kind: "workspace", url: ITEM_API.workspace })}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> {WM.newWorkspace}
        </Button>
      </div>
      {workspaces.length > 0 ? (
        <div className="grid gap-1.5">
          <label htmlFor="workspace-switcher" className="sr-only">
            Workspace
          </label>
          <select
            id="workspace-switcher"
            className={inputClass}
            value={current}
            onChange={(e) => {
              onNavigate?.();
              navigate(`/workspace/${e.target.value}`);
            }}
          >
            {current ? null : <option value="">{WM.selectWorkspace}</option>}
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {tree ? <WorkspaceTree tree={tree} actions={actions} onNavigate={onNavigate} /> : null}
      {dialog ? (
        <ItemDialog
          key={`${dialog.mode}-${dialog.url}`}
          open
          onOpenChange={(o) => (o ? null : setDialog(null))}
          kind={dialog.kind}
          mode={dialog.mode}
          url={dialog.url}
          initial={dialog.mode === "rename" ? dialog.initial : undefined}
          onDone={({ id }) => {
            if (dialog.mode === "create" && dialog.kind === "workspace" && id) navigate(`/workspace/${id}`);
            else if (dialog.mode === "create" && dialog.kind === "list" && id && tree)
              navigate(`/workspace/${tree.workspace.id}/list/${id}`);
            else void revalidator.revalidate();
          }}
        />
      ) : null}
      <DeleteItemDialog
        pending={deletion.pending}
        onClose={deletion.close}
        workspaceId={tree?.workspace.id ?? null}
      />
    </div>
  );
}
