import { MoreHorizontal, Plus } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Button } from "#src/ui/button.tsx";
import { CHILD_OF } from "../../lib/tree-items.ts";
import { type ItemKind, itemLabel } from "../../workspace.contract.ts";

export type TreeItem = { kind: ItemKind; id: string; name: string; description: string | null };

/** What the tree's menus ask of the sidebar. */
export type TreeItemActions = {
  create(parent: TreeItem): void;
  rename(item: TreeItem): void;
  remove(item: TreeItem): void;
  /** The workspace's Delete is offered only to its owner or an admin (the server enforces it). */
  canDeleteWorkspace: boolean;
};

const itemClass = "cursor-pointer rounded px-2 py-1.5 outline-none data-[highlighted]:bg-muted";

/** The actions menu of one item of the tree: New (its child kind), Rename, Delete. */
export function ItemMenu({ item, actions }: { item: TreeItem; actions: TreeItemActions }) {
  const { kind, name } = item;
  return (
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
              className={`flex items-center gap-2 ${itemClass}`}
              onSelect={() => actions.create(item)}
            >
              <Plus aria-hidden="true" className="h-4 w-4" /> New {itemLabel(CHILD_OF[kind].kind)}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={itemClass} onSelect={() => actions.rename(item)}>
            Rename
          </DropdownMenu.Item>
          {kind !== "workspace" || actions.canDeleteWorkspace ? (
            <DropdownMenu.Item className={`${itemClass} text-danger`} onSelect={() => actions.remove(item)}>
              Delete
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
