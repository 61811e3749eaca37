import { and, eq, inArray } from "drizzle-orm";
import { type RouterContextProvider, redirect } from "react-router";
import { isUuid } from "#src/lib/uuid.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { HttpError, notFound } from "#src/platform/http/errors.ts";
import { actorForRequest, authRedirect } from "#src/platform/http/page-guard.ts";
import type { GateCheck } from "#src/platform/http/permissions.ts";
import { type Actor, accessDeniedMessage, actorOf, assertRole } from "#src/platform/http/session.ts";
import { itemMessages, type MemberDto, WM } from "../workspace.contract.ts";
import {
  workspaceFolders,
  workspaceLists,
  workspaceMembers,
  workspaceSpaces,
  workspaces,
  workspaceTasks,
} from "./workspace.tables.ts";

/** Who may use the workspace app at all: workspace_user or employee (admins included). */
export const canUseWorkspace = (actor: Actor) =>
  actor.roles.includes("workspace_user") || actor.roles.includes("employee") || actor.roles.includes("admin");

/** The guard's own messages: 401 without a session, 403 "Access denied: workspace_user role required". */
export function assertWorkspaceUser(actor: Actor | null): Actor {
  const a = assertRole(actor);
  if (!canUseWorkspace(a))
    throw new HttpError(403, accessDeniedMessage("workspace_user"), { code: "forbidden" });
  return a;
}

/** The `gate:workspace` permission of the API's endpoint descriptors. */
export const workspaceGate: GateCheck = async (c) => {
  assertWorkspaceUser(await actorOf(c));
};

/** The page form: anonymous visitors and users without the role go to /auth with the reason. */
export async function requireWorkspacePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Actor> {
  const actor = await actorForRequest(request, context);
  const { publicUrl } = getRequestState(context).services.config;
  if (!actor) throw redirect(authRedirect(request, "login", publicUrl));
  if (!canUseWorkspace(actor)) throw redirect(authRedirect(request, "role:workspace_user", publicUrl));
  return actor;
}

export async function isMember(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  if (!isUuid(workspaceId)) return false;
  const rows = await db
    .select({ u: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Every service starts here: the object's workspace is found and the caller must be a member of
 * it. A non-member learns nothing: the same 404 as for an id that does not exist.
 */
export async function memberOf(
  db: Db,
  actor: Actor,
  workspaceId: string,
  missing = itemMessages("workspace").notFound,
) {
  if (!isUuid(workspaceId)) throw notFound(missing);
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      description: workspaces.description,
      ownerId: workspaces.ownerId,
      createdAt: workspaces.createdAt,
    })
    .from(workspaces)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
    .where(and(eq(workspaces.id, workspaceId), eq(workspaceMembers.userId, actor.user.id)))
    .limit(1);
  if (!row) throw notFound(missing);
  return row;
}

/**
 * Who may delete a workspace, remove its owner or hand ownership over: the owner, or an admin who
 * is a member (everyone else still sees the workspace and works in it).
 */
export const canManageWorkspace = (actor: Actor, ownerId: string | null) =>
  ownerId === actor.user.id || actor.roles.includes("admin");

/**
 * Inside a change's transaction: the workspace's row locked (so an ownership change and a removal
 * or delete are serialised) and its current owner.
 */
export async function lockWorkspace(tx: Db, workspaceId: string): Promise<{ ownerId: string | null }> {
  const [row] = await tx
    .select({ ownerId: workspaces.ownerId })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for("update");
  if (!row) throw notFound(itemMessages("workspace").notFound);
  return row;
}

export async function spaceFor(db: Db, actor: Actor, spaceId: string) {
  const missing = itemMessages("space").notFound;
  if (!isUuid(spaceId)) throw notFound(missing);
  const [row] = await db.select().from(workspaceSpaces).where(eq(workspaceSpaces.id, spaceId)).limit(1);
  if (!row) throw notFound(missing);
  await memberOf(db, actor, row.workspaceId, missing);
  return row;
}

export async function folderFor(db: Db, actor: Actor, folderId: string) {
  const missing = itemMessages("folder").notFound;
  if (!isUuid(folderId)) throw notFound(missing);
  const [row] = await db
    .select({ folder: workspaceFolders, workspaceId: workspaceSpaces.workspaceId })
    .from(workspaceFolders)
    .innerJoin(workspaceSpaces, eq(workspaceSpaces.id, workspaceFolders.spaceId))
    .where(eq(workspaceFolders.id, folderId))
    .limit(1);
  if (!row) throw notFound(missing);
  await memberOf(db, actor, row.workspaceId, missing);
  return row;
}

/** A list with the walk up the hierarchy (list → folder → space → workspace). */
export async function listFor(db: Db, actor: Actor, listId: string) {
  const missing = itemMessages("list").notFound;
  if (!isUuid(listId)) throw notFound(missing);
  const [row] = await db
    .select({
      list: workspaceLists,
      folderName: workspaceFolders.name,
      spaceId: workspaceSpaces.id,
      spaceName: workspaceSpaces.name,
      workspaceId: workspaceSpaces.workspaceId,
    })
    .from(workspaceLists)
    .innerJoin(workspaceFolders, eq(workspaceFolders.id, workspaceLists.folderId))
    .innerJoin(workspaceSpaces, eq(workspaceSpaces.id, workspaceFolders.spaceId))
    .where(eq(workspaceLists.id, listId))
    .limit(1);
  if (!row) throw notFound(missing);
  const workspace = await memberOf(db, actor, row.workspaceId, missing);
  return { ...row, workspace };
}

export async function taskFor(db: Db, actor: Actor, taskId: string) {
  if (!isUuid(taskId)) throw notFound(WM.taskNotFound);
  const [row] = await db.select().from(workspaceTasks).where(eq(workspaceTasks.id, taskId)).limit(1);
  if (!row) throw notFound(WM.taskNotFound);
  const workspace = await memberOf(db, actor, row.workspaceId, WM.taskNotFound);
  return { task: row, workspace };
}

export async function membersOf(db: Db, workspaceId: string): Promise<MemberDto[]> {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(workspaceMembers.createdAt);
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.name || r.email }));
}

export async function userNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((x): x is string => !!x))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, unique));
  return new Map(rows.map((r) => [r.id, r.name || r.email]));
}
