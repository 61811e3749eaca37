import { and, eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import type { TaskPriority } from "../workspace.contract.ts";
import { assertWorkspaceUser, memberOf } from "./access.ts";
import { listWorkspaces } from "./tree.service.ts";
import {
  taskAttachments,
  workspaceFolders,
  workspaceLists,
  workspaceSpaces,
  workspaceTasks,
} from "./workspace.tables.ts";

// What a plan handed over from another slice (FLARE's "Start delivery") may do in a workspace.
// Each function runs inside the caller's transaction and checks the caller's membership, as the
// workspace's own services do.

/** The workspaces the caller belongs to, to deliver in. */
export async function deliveryWorkspaces(db: Db, actor: Actor): Promise<{ id: string; name: string }[]> {
  assertWorkspaceUser(actor);
  return (await listWorkspaces(db, actor)).workspaces.map((w) => ({ id: w.id, name: w.name }));
}

/** A space for the client, a folder for the project and the named lists in it. */
export async function createDeliveryTree(
  tx: Db,
  actor: Actor,
  v: {
    workspaceId: string;
    spaceName: string;
    folderName: string;
    description: string;
    lists: { key: string; name: string }[];
  },
): Promise<{ spaceId: string; listIds: Record<string, string> }> {
  assertWorkspaceUser(actor);
  const ws = await memberOf(tx, actor, v.workspaceId);
  const [space] = await tx
    .insert(workspaceSpaces)
    .values({ workspaceId: ws.id, name: v.spaceName, description: v.description })
    .returning({ id: workspaceSpaces.id });
  const [folder] = await tx
    .insert(workspaceFolders)
    .values({ spaceId: space!.id, name: v.folderName, description: v.description })
    .returning({ id: workspaceFolders.id });
  const listIds: Record<string, string> = {};
  for (const l of v.lists) {
    const [row] = await tx
      .insert(workspaceLists)
      .values({ folderId: folder!.id, name: l.name })
      .returning({ id: workspaceLists.id });
    listIds[l.key] = row!.id;
  }
  return { spaceId: space!.id, listIds };
}

export type DeliveryTaskInput = {
  workspaceId: string;
  listId: string;
  title: string;
  description: string;
  priority: TaskPriority;
  timeEstimate: number | null;
  /** The planned node this task links back to. */
  sourceUrl: string;
};

/**
 * Creates a task, or updates the planned fields of an existing one (its status, assignee, dates
 * and time entries stay as the team left them). A task deleted in the workspace meanwhile is
 * created again. Returns the task's id.
 */
export async function saveDeliveryTask(
  tx: Db,
  actor: Actor,
  taskId: string | null,
  v: DeliveryTaskInput,
): Promise<string> {
  const fields = {
    listId: v.listId,
    title: v.title,
    description: v.description,
    priority: v.priority,
    timeEstimate: v.timeEstimate,
    sourceUrl: v.sourceUrl,
  };
  if (taskId) {
    const [row] = await tx
      .update(workspaceTasks)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(workspaceTasks.id, taskId), eq(workspaceTasks.workspaceId, v.workspaceId)))
      .returning({ id: workspaceTasks.id });
    if (row) return row.id;
  }
  const [row] = await tx
    .insert(workspaceTasks)
    .values({ ...fields, workspaceId: v.workspaceId, createdBy: actor.user.id })
    .returning({ id: workspaceTasks.id });
  return row!.id;
}

/** Removes a planned task (staff accepted that its node is gone from the design). */
export async function removeDeliveryTask(tx: Db, workspaceId: string, taskId: string): Promise<void> {
  await tx
    .delete(workspaceTasks)
    .where(and(eq(workspaceTasks.id, taskId), eq(workspaceTasks.workspaceId, workspaceId)));
}

/** Attaches an already stored private file to a task (as an upload through the task would). */
export async function attachDeliveryFile(
  tx: Db,
  actor: Actor,
  taskId: string,
  file: { id: string; filename: string; contentType: string; size: number },
): Promise<void> {
  await tx.insert(taskAttachments).values({
    taskId,
    fileId: file.id,
    fileName: file.filename,
    fileType: file.contentType,
    fileSize: file.size,
    uploadedBy: actor.user.id,
  });
}

/** How many of these tasks still exist (the team may delete some). */
export async function countTasksIn(db: Db, workspaceId: string, listIds: string[]): Promise<number> {
  let n = 0;
  for (const listId of listIds) {
    const rows = await db
      .select({ id: workspaceTasks.id })
      .from(workspaceTasks)
      .where(and(eq(workspaceTasks.workspaceId, workspaceId), eq(workspaceTasks.listId, listId)));
    n += rows.length;
  }
  return n;
}

export const workspaceListUrl = (workspaceId: string, listId: string) =>
  `/workspace/${workspaceId}/list/${listId}`;
