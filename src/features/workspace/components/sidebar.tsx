import { ChevronRight, Folder, LayoutGrid, List, MoreHorizontal, Plus } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { NavLink, useNavigate, useRevalidator } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import {
  type ItemKind,
  itemLabel,
  itemMessages,
  type TreeDto,
  WM,
  type WorkspaceDto,
} from "../workspace.contract.ts";
import { ItemDialog } from "./item-dialog.tsx";

type DialogState =
  | { mode: "create"; kind: ItemKind; url: string }
  | { mode: "rename"; kind: ItemKind; url: string; initial: { name: string; description: string | null } }
  | null;
type DeleteState = { kind: ItemKind; id: string; name: string; summary: string } | null;

const CHILD: Record<Exclude<ItemKind, "list">, { kind: ItemKind; path: string }> = {
  workspace: { kind: "space", path: "spaces" },
  space: { kind: "folder", path: "folders" },
  folder: { kind: "list", path: "lists" },
};
const BASE: Record<ItemKind, string> = {
  workspace: "/api/workspace/workspaces",
  space: "/api/workspace/spaces",
  folder: "/api/workspace/folders",
  list: "/api/workspace/lists",
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

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
  const [toDelete, setToDelete] = useState<DeleteState>(null);
  const current = tree?.workspace.id ?? "";

  const askDelete = async (kind: ItemKind, id: string, name: string) => {
    try {
      const { summary } = await api<{
        summary: { spaces: number; folders: number; lists: number; tasks: number };
      }>(`${BASE[kind]}/${id}?dryRun=1`, { method: "DELETE" });
      const parts = [
        summary.spaces ? plural(summary.spaces, "space") : null,
        summary.folders ? plural(summary.folders, "folder") : null,
        summary.lists ? plural(summary.lists, "list") : null,
        plural(summary.tasks, "task"),
      ].filter(Boolean);
      setToDelete({ kind, id, name, summary: parts.join(", ") });
    } catch (err) {
      toast.error(itemMessages(kind).deleteFailed, { description: (err as Error).message });
    }
  };

  const menu = (kind: ItemKind, id: string, name: string, description: string | null) => (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="h-7 w-7 shrink-0"
          aria-label={`Actions for ${itemLabel(kind).toLowerCase()} ${name}`}
        >
          <MoreHorizontal aria-hidden="true" className="h-4 w-4" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          className="z-50 min-w-44 rounded-md border border-border bg-card p-1 text-sm text-fg shadow-lg"
        >
          {kind !== "list" ? (
            <DropdownMenu.Item
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-muted"
              onSelect={() =>
                setDialog({
                  mode: "create",
                  kind: CHILD[kind].kind,
                  url: `${BASE[kind]}/${id}/${CHILD[kind].path}`,
                })
              }
            >
              <Plus aria-hidden="true" className="h-4 w-4" /> New {itemLabel(CHILD[kind].kind)}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            className="cursor-pointer rounded px-2 py-1.5 outline-none data-[highlighted]:bg-muted"
            onSelect={() =>
              setDialog({ mode: "rename", kind, url: `${BASE[kind]}/${id}`, initial: { name, description } })
            }
          >
            Rename
          </DropdownMenu.Item>
          {kind !== "workspace" || tree?.canManage ? (
            <DropdownMenu.Item
              className="cursor-pointer rounded px-2 py-1.5 text-danger outline-none data-[highlighted]:bg-muted"
              onSelect={() => void askDelete(kind, id, name)}
            >
              Delete
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );

  const linkClass =
    "flex min-w-0 flex-1 items-center gap-2 truncate rounded px-2 py-1 text-sm hover:bg-bg aria-[current=page]:bg-bg aria-[current=page]:font-semibold";

  return (
    <div className="grid min-w-0 gap-4 p-3">
      <div className="grid gap-2">
        <h2 className="text-sm font-semibold tracking-wide text-muted-fg uppercase">Workspaces</h2>
        <Button
          size="sm"
          variant="outline"
          className="w-full"
          onClick={() => setDialog({ mode: "create", kind: "workspace", url: BASE.workspace })}
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
      {tree ? (
        <nav aria-label="Workspace tree" className="grid gap-1">
          <div className="flex items-center gap-1">
            <NavLink to={`/workspace/${tree.workspace.id}`} end className={linkClass} onClick={onNavigate}>
              <LayoutGrid aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="truncate">{tree.workspace.name}</span>
            </NavLink>
            {menu("workspace", tree.workspace.id, tree.workspace.name, tree.workspace.description)}
          </div>
          {tree.spaces.length === 0 ? (
            <p className="px-2 text-xs text-muted-fg">
              No spaces yet: use the menu of the workspace to add one.
            </p>
          ) : null}
          <ul className="grid gap-1">
            {tree.spaces.map((s) => (
              <li key={s.id}>
                <div className="flex items-center gap-1 pl-2">
                  <span className="flex min-w-0 flex-1 items-center gap-2 px-2 py-1 text-sm font-medium">
                    <ChevronRight aria-hidden="true" className="h-3 w-3 shrink-0" />
                    <span className="truncate">{s.name}</span>
                  </span>
                  {menu("space", s.id, s.name, s.description)}
                </div>
                <ul className="grid gap-1">
                  {s.folders.map((f) => (
                    <li key={f.id}>
                      <div className="flex items-center gap-1 pl-5">
                        <span className="flex min-w-0 flex-1 items-center gap-2 px-2 py-1 text-sm">
                          <Folder aria-hidden="true" className="h-4 w-4 shrink-0" />
                          <span className="truncate">{f.name}</span>
                        </span>
                        {menu("folder", f.id, f.name, f.description)}
                      </div>
                      <ul className="grid gap-0.5">
                        {f.lists.map((l) => (
                          <li key={l.id} className="flex items-center gap-1 pl-9">
                            <NavLink
                              to={`/workspace/${tree.workspace.id}/list/${l.id}`}
                              className={linkClass}
                              onClick={onNavigate}
                              prefetch="intent"
                            >
                              <List aria-hidden="true" className="h-4 w-4 shrink-0" />
                              <span className="truncate">{l.name}</span>
                            </NavLink>
                            {menu("list", l.id, l.name, l.description)}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => (o ? null : setToDelete(null))}
        title={toDelete ? `Delete ${itemLabel(toDelete.kind).toLowerCase()} "${toDelete.name}"?` : ""}
        description={
          toDelete
            ? `This deletes the ${toDelete.kind} and everything in it: ${toDelete.summary}. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!toDelete) return;
          const m = itemMessages(toDelete.kind);
          try {
            await api(`${BASE[toDelete.kind]}/${toDelete.id}`, { method: "DELETE" });
          } catch (err) {
            toast.error(m.deleteFailed, { description: (err as Error).message });
            throw err;
          }
          toast.success(m.deleted);
          const kind = toDelete.kind;
          setToDelete(null);
          if (kind === "workspace") navigate("/workspace");
          else if (tree) navigate(`/workspace/${tree.workspace.id}`);
        }}
      />
    </div>
  );
}
