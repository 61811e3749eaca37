import { desc, eq, inArray } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import type { FileService } from "#src/platform/storage/file.service.ts";
import {
  type DeleteSummary,
  type ItemInput,
  type ItemKind,
  type ItemUpdate,
  type SpaceNode,
  type TreeDto,
  type WorkspaceDto,
  WORKSPACE_MESSAGES as WX,
} from "../workspace.contract.ts";
import { canManageWorkspace, folderFor, listFor, lockWorkspace, memberOf, spaceFor } from "./access.ts";
import { emitEvent } from "./live.ts";
import {
  taskAttachments,
  workspaceFolders,
  workspaceLists,
  workspaceMembers,
  workspaceSelections,
  workspaceSpaces,
  workspaces,
  workspaceTasks,
} from "./workspace.tables.ts";

export const workspaceDto = (w: {
  id: string;
  name: string;
  description: string | null;
  ownerId: string | null;
  createdAt: Date;
}): WorkspaceDto => ({
  id: w.id,
  name: w.name,
  description: w.description,
  ownerId: w.ownerId,
  createdAt: w.createdAt.toISOString(),
});

/** The caller's workspaces, newest first, and the one they last opened (if still a member). */
export async function listWorkspaces(
  db: Db,
  actor: Actor,
): Promise<{ workspaces: WorkspaceDto[]; selectedId: string | null }> {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      description: workspaces.description,
      ownerId: workspaces.ownerId,
      createdAt: workspaces.createdAt,
    })
    .from(workspaces)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
    .where(eq(workspaceMembers.userId, actor.user.id))
    .orderBy(desc(workspaces.createdAt));
  const [sel] = await db
    .select({ id: workspaceSelections.workspaceId })
    .from(workspaceSelections)
    .where(eq(workspaceSelections.userId, actor.user.id));
  const selectedId = sel && rows.some((r) => r.id === sel.id) ? sel.id : null;
  return { workspaces: rows.map(workspaceDto), selectedId };
}

export async function selectWorkspace(db: Db, actor: Actor, workspaceId: string): Promise<void> {
  await memberOf(db, actor, workspaceId);
  await db
    .insert(workspaceSelections)
    .values({ userId: actor.user.id, workspaceId })
    .onConflictDoUpdate({ target: workspaceSelections.userId, set: { workspaceId } });
}

/** The creator is the first member and the owner, and the new workspace becomes their selected one. */
export async function createWorkspace(db: Db, actor: Actor, v: ItemInput): Promise<WorkspaceDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workspaces)
      .values({ name: v.name, description: v.description, createdBy: actor.user.id, ownerId: actor.user.id })
      .returning();
    await tx.insert(workspaceMembers).values({ workspaceId: row!.id, userId: actor.user.id });
    await tx
      .insert(workspaceSelections)
      .values({ userId: actor.user.id, workspaceId: row!.id })
      .onConflictDoUpdate({ target: workspaceSelections.userId, set: { workspaceId: row!.id } });
    await recordAudit(tx, actor, {
      action: "workspace.created",
      entityType: "workspace",
      entityId: row!.id,
      details: { name: v.name },
    });
    return workspaceDto(row!);
  });
}

export async function getTree(db: Db, actor: Actor, workspaceId: string): Promise<TreeDto> {
  const ws = await memberOf(db, actor, workspaceId);
  const spaces = await db
    .select()
    .from(workspaceSpaces)
    .where(eq(workspaceSpaces.workspaceId, ws.id))
    .orderBy(desc(workspaceSpaces.createdAt));
  const spaceIds = spaces.map((s) => s.id);
  const folders = spaceIds.length
    ? await db
        .select()
        .from(workspaceFolders)
        .where(inArray(workspaceFolders.spaceId, spaceIds))
        .orderBy(desc(workspaceFolders.createdAt))
    : [];
  const folderIds = folders.map((f) => f.id);
  const lists = folderIds.length
    ? await db
        .select()
        .from(workspaceLists)
        .where(inArray(workspaceLists.folderId, folderIds))
        .orderBy(desc(workspaceLists.createdAt))
    : [];
  const tree: SpaceNode[] = spaces.map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    folders: folders
      .filter((f) => f.spaceId === s.id)
      .map((f) => ({
        id: f.id,
        name: f.name,
        description: f.description,
        lists: lists
          .filter((l) => l.folderId === f.id)
          .map((l) => ({ id: l.id, name: l.name, description: l.description })),
      })),
  }));
  return { workspace: workspaceDto(ws), spaces: tree, canManage: canManageWorkspace(actor, ws.ownerId) };
}

/** Creates a space in a workspace, a folder in a space or a list in a folder. */
export async function createItem(
  db: Db,
  actor: Actor,
  kind: Exclude<ItemKind, "workspace">,
  parentId: string,
  v: ItemInput,
): Promise<{ id: string; name: string; workspaceId: string }> {
  let workspaceId: string;
  if (kind === "space") workspaceId = (await memberOf(db, actor, parentId)).id;
  else if (kind === "folder") workspaceId = (await spaceFor(db, actor, parentId)).workspaceId;
  else workspaceId = (await folderFor(db, actor, parentId)).workspaceId;
  return db.transaction(async (tx) => {
    let id: string;
    if (kind === "space") {
      [{ id }] = (await tx
        .insert(workspaceSpaces)
        .values({ workspaceId, name: v.name, description: v.description })
        .returning({ id: workspaceSpaces.id })) as [{ id: string }];
    } else if (kind === "folder") {
      [{ id }] = (await tx
        .insert(workspaceFolders)
        .values({ spaceId: parentId, name: v.name, description: v.description })
        .returning({ id: workspaceFolders.id })) as [{ id: string }];
    } else {
      [{ id }] = (await tx
        .insert(workspaceLists)
        .values({ folderId: parentId, name: v.name, description: v.description })
        .returning({ id: workspaceLists.id })) as [{ id: string }];
    }
    await emitEvent(
      tx,
      workspaceId,
      { kind: "tree" },
      { description: `${actor.user.name || actor.user.email} created ${kind} "${v.name}"` },
    );
    await recordAudit(tx, actor, {
      action: `workspace.${kind}.created`,
      entityType: `workspace_${kind}`,
      entityId: id,
      details: { name: v.name, workspaceId },
    });
    return { id, name: v.name, workspaceId };
  });
}

async function workspaceIdOf(db: Db, actor: Actor, kind: ItemKind, id: string): Promise<string> {
  if (kind === "workspace") return (await memberOf(db, actor, id)).id;
  if (kind === "space") return (await spaceFor(db, actor, id)).workspaceId;
  if (kind === "folder") return (await folderFor(db, actor, id)).workspaceId;
  return (await listFor(db, actor, id)).workspaceId;
}

const tableOf = (kind: ItemKind) =>
  kind === "workspace"
    ? workspaces
    : kind === "space"
      ? workspaceSpaces
      : kind === "folder"
        ? workspaceFolders
        : workspaceLists;

export async function renameItem(
  db: Db,
  actor: Actor,
  kind: ItemKind,
  id: string,
  v: ItemUpdate,
): Promise<void> {
  const workspaceId = await workspaceIdOf(db, actor, kind, id);
  const table = tableOf(kind);
  const set: Record<string, unknown> = {};
  if (v.name !== undefined) set.name = v.name;
  if ("description" in v) set.description = v.description;
  if (kind === "folder") set.updatedAt = new Date();
  if (Object.keys(set).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.update(table).set(set).where(eq(table.id, id));
    await emitEvent(tx, workspaceId, { kind: "tree" });
    await recordAudit(tx, actor, {
      action: `workspace.${kind}.updated`,
      entityType: `workspace_${kind}`,
      entityId: id,
      details: set,
    });
  });
}

/** A workspace is deleted only by its owner or an admin (a member otherwise: 403). */
function assertMayDeleteWorkspace(actor: Actor, ownerId: string | null) {
  if (!canManageWorkspace(actor, ownerId))
    throw new HttpError(403, WX.ownerOnlyDelete, { code: "not_owner" });
}

/**
 * Deletes an item and everything under it in one transaction (the foreign keys cascade); the
 * attachments' stored files are removed after the commit. Returns what went. A workspace only by
 * its owner or an admin.
 */
export async function deleteItem(
  deps: { db: Db; files: FileService },
  actor: Actor,
  kind: ItemKind,
  id: string,
): Promise<DeleteSummary> {
  const { db } = deps;
  const workspaceId = await workspaceIdOf(db, actor, kind, id);
  const { fileIds, summary } = await db.transaction(async (tx) => {
    if (kind === "workspace") assertMayDeleteWorkspace(actor, (await lockWorkspace(tx, id)).ownerId);
    const scope = await subtree(tx, kind, id);
    const fileIds = scope.taskIds.length
      ? (
          await tx
            .select({ f: taskAttachments.fileId })
            .from(taskAttachments)
            .where(inArray(taskAttachments.taskId, scope.taskIds))
        ).map((r) => r.f)
      : [];
    const table = tableOf(kind);
    await tx.delete(table).where(eq(table.id, id));
    if (kind !== "workspace")
      await emitEvent(
        tx,
        workspaceId,
        { kind: "tree" },
        { description: `${actor.user.name || actor.user.email} deleted a ${kind}` },
      );
    const summary: DeleteSummary = {
      spaces: scope.spaceIds.length,
      folders: scope.folderIds.length,
      lists: scope.listIds.length,
      tasks: scope.taskIds.length,
    };
    await recordAudit(tx, actor, {
      action: `workspace.${kind}.deleted`,
      entityType: `workspace_${kind}`,
      entityId: id,
      details: { ...summary, workspaceId },
    });
    return { fileIds, summary };
  });
  for (const f of fileIds) await deps.files.deleteFile(f).catch(() => false);
  return summary;
}

export async function deleteSummary(
  db: Db,
  actor: Actor,
  kind: ItemKind,
  id: string,
): Promise<DeleteSummary> {
  if (kind === "workspace") assertMayDeleteWorkspace(actor, (await memberOf(db, actor, id)).ownerId);
  else await workspaceIdOf(db, actor, kind, id);
  const s = await subtree(db, kind, id);
  return {
    spaces: s.spaceIds.length,
    folders: s.folderIds.length,
    lists: s.listIds.length,
    tasks: s.taskIds.length,
  };
}

async function subtree(db: Db, kind: ItemKind, id: string) {
  let spaceIds: string[] = [];
  let folderIds: string[] = [];
  let listIds: string[] = [];
  if (kind === "workspace")
    spaceIds = (
      await db
        .select({ id: workspaceSpaces.id })
        .from(workspaceSpaces)
        .where(eq(workspaceSpaces.workspaceId, id))
    ).map((r) => r.id);
  if (kind === "space") spaceIds = [id];
  if (kind === "folder") folderIds = [id];
  if (kind === "list") listIds = [id];
  if (spaceIds.length)
    folderIds = (
      await db
        .select({ id: workspaceFolders.id })
        .from(workspaceFolders)
        .where(inArray(workspaceFolders.spaceId, spaceIds))
    ).map((r) => r.id);
  if (folderIds.length && kind !== "list")
    listIds = (
      await db
        .select({ id: workspaceLists.id })
        .from(workspaceLists)
        .where(inArray(workspaceLists.folderId, folderIds))
    ).map((r) => r.id);
  const taskIds =
    kind === "workspace"
      ? (
          await db
            .select({ id: workspaceTasks.id })
            .from(workspaceTasks)
            .where(eq(workspaceTasks.workspaceId, id))
        ).map((r) => r.id)
      : listIds.length
        ? (
            await db
              .select({ id: workspaceTasks.id })
              .from(workspaceTasks)
              .where(inArray(workspaceTasks.listId, listIds))
          ).map((r) => r.id)
        : [];
  return {
    spaceIds: kind === "space" ? [] : spaceIds,
    folderIds: kind === "folder" ? [] : folderIds,
    listIds: kind === "list" ? [] : listIds,
    taskIds,
  };
}
