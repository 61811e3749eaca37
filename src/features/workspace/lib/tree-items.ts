import type { ItemKind } from "../workspace.contract.ts";

/** Where each kind of item lives in the API. */
export const ITEM_API: Record<ItemKind, string> = {
  workspace: "/api/workspace/workspaces",
  space: "/api/workspace/spaces",
  folder: "/api/workspace/folders",
  list: "/api/workspace/lists",
};

/** What each kind holds: a workspace spaces, a space folders, a folder lists. */
export const CHILD_OF: Record<Exclude<ItemKind, "list">, { kind: ItemKind; path: string }> = {
  workspace: { kind: "space", path: "spaces" },
  space: { kind: "folder", path: "folders" },
  folder: { kind: "list", path: "lists" },
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What a delete takes with it, for its confirmation: "1 folder, 2 lists, 12 tasks". */
export function deletionSummary(s: {
  spaces: number;
  folders: number;
  lists: number;
  tasks: number;
}): string {
  return [
    s.spaces ? plural(s.spaces, "space") : null,
    s.folders ? plural(s.folders, "folder") : null,
    s.lists ? plural(s.lists, "list") : null,
    plural(s.tasks, "task"),
  ]
    .filter(Boolean)
    .join(", ");
}
