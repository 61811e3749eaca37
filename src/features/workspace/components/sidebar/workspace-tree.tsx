import { ChevronRight, Folder, LayoutGrid, List } from "lucide-react";
import { NavLink } from "react-router";
import type { TreeDto } from "../../workspace.contract.ts";
import { ItemMenu, type TreeItemActions } from "./item-menu.tsx";

const linkClass =
  "flex min-w-0 flex-1 items-center gap-2 truncate rounded px-2 py-1 text-sm hover:bg-bg aria-[current=page]:bg-bg aria-[current=page]:font-semibold";

/** The workspace's tree: spaces, their folders and the folders' lists, each with its menu. */
export function WorkspaceTree({
  tree,
  actions,
  onNavigate,
}: {
  tree: TreeDto;
  actions: TreeItemActions;
  onNavigate?: () => void;
}) {
  const ws = tree.workspace;
  return (
    <nav aria-label="Workspace tree" className="grid gap-1">
      <div className="flex items-center gap-1">
        <NavLink to={`/workspace/${ws.id}`} end className={linkClass} onClick={onNavigate}>
          <LayoutGrid aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{ws.name}</span>
        </NavLink>
        <ItemMenu
          item={{ kind: "workspace", id: ws.id, name: ws.name, description: ws.description }}
          actions={actions}
        />
      </div>
      {tree.spaces.length === 0 ? (
        <p className="px-2 text-xs text-muted-fg">No spaces yet: use the menu of the workspace to add one.</p>
      ) : null}
      <ul className="grid gap-1">
        {tree.spaces.map((s) => (
          <li key={s.id}>
            <div className="flex items-center gap-1 pl-2">
              <span className="flex min-w-0 flex-1 items-center gap-2 px-2 py-1 text-sm font-medium">
                <ChevronRight aria-hidden="true" className="h-3 w-3 shrink-0" />
                <span className="truncate">{s.name}</span>
              </span>
              <ItemMenu
                item={{ kind: "space", id: s.id, name: s.name, description: s.description }}
                actions={actions}
              />
            </div>
            <ul className="grid gap-1">
              {s.folders.map((f) => (
                <li key={f.id}>
                  <div className="flex items-center gap-1 pl-5">
                    <span className="flex min-w-0 flex-1 items-center gap-2 px-2 py-1 text-sm">
                      <Folder aria-hidden="true" className="h-4 w-4 shrink-0" />
                      <span className="truncate">{f.name}</span>
                    </span>
                    <ItemMenu
                      item={{ kind: "folder", id: f.id, name: f.name, description: f.description }}
                      actions={actions}
                    />
                  </div>
                  <ul className="grid gap-0.5">
                    {f.lists.map((l) => (
                      <li key={l.id} className="flex items-center gap-1 pl-9">
                        <NavLink
                          to={`/workspace/${ws.id}/list/${l.id}`}
                          className={linkClass}
                          onClick={onNavigate}
                          prefetch="intent"
                        >
                          <List aria-hidden="true" className="h-4 w-4 shrink-0" />
                          <span className="truncate">{l.name}</span>
                        </NavLink>
                        <ItemMenu
                          item={{ kind: "list", id: l.id, name: l.name, description: l.description }}
                          actions={actions}
                        />
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
  );
}
