import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { createInvitedAccount } from "#src/features/identity/server/index.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { badRequest, HttpError, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { enqueueMail } from "#src/platform/mail/index.ts";
import { workspaceInvitationEmail } from "../emails/invitation.ts";
import { type MemberInput, type OwnerInput, WORKSPACE_MESSAGES as WX } from "../workspace.contract.ts";
import { canManageWorkspace, canUseWorkspace, isMember, lockWorkspace, memberOf } from "./access.ts";
import { emitEvent } from "./live.ts";
import { workspaceInvitations, workspaceMembers, workspaces } from "./workspace.tables.ts";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const invitationPath = (token: string) => `/workspace/invite/${token}`;

/**
 * Adds a person by email. An account whose address is verified joins at once (and may use the
 * workspace app from then on). An unknown address, or an account whose address is not verified,
 * gets an invitation email through the outbox instead: a role goes only to an address its owner
 * proved (like an admin's role grant), and following the link proves it. The answer says which
 * happened ("… added to the workspace" or "Invitation sent to …"), and not whether an account
 * exists unverified.
 */
export async function addMember(
  services: Pick<AppServices, "db" | "mailContext">,
  actor: Actor,
  workspaceId: string,
  { email }: MemberInput,
): Promise<{ message: string; added: boolean; invited: boolean }> {
  const { db } = services;
  const ws = await memberOf(db, actor, workspaceId);
  const [known] = await db
    .select({ id: user.id, verified: user.emailVerified })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (known && (await isMember(db, ws.id, known.id)))
    throw new HttpError(409, WX.alreadyMember, { code: "already_member" });
  if (known?.verified) {
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(workspaceMembers)
        .values({ workspaceId: ws.id, userId: known.id })
        .onConflictDoNothing()
        .returning({ u: workspaceMembers.userId });
      if (inserted.length === 0) throw new HttpError(409, WX.alreadyMember, { code: "already_member" });
      await grantRole(tx, known.id, "workspace_user", actor.user.id);
      await emitEvent(
        tx,
        ws.id,
        { kind: "tree" },
        { description: `${actor.user.name || actor.user.email} added ${email}` },
      );
      await recordAudit(tx, actor, {
        action: "workspace.member.added",
        entityType: "workspace",
        entityId: ws.id,
        details: { email },
      });
      return { message: WX.memberAdded(email), added: true, invited: false };
    });
  }
  const mail = await services.mailContext();
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .insert(workspaceInvitations)
      .values({ workspaceId: ws.id, email, tokenHash: hashToken(token), invitedBy: actor.user.id });
    await enqueueMail(
      tx,
      await workspaceInvitationEmail(mail, {
        to: email,
        workspaceName: ws.name,
        invitedBy: actor.user.name || actor.user.email,
        url: `${mail.publicUrl}${invitationPath(token)}`,
      }),
    );
    await recordAudit(tx, actor, {
      action: "workspace.member.invited",
      entityType: "workspace",
      entityId: ws.id,
      details: { email },
    });
  });
  return { message: WX.invitationSent(email), added: false, invited: true };
}

/**
 * Removes a member. Any member may remove another member, except the owner: only the owner or an
 * admin may (403 otherwise), and not while they are the owner (409: make another member the owner
 * first), so a workspace always keeps its owner among its members.
 */
export async function removeMember(db: Db, actor: Actor, workspaceId: string, userId: string): Promise<void> {
  const ws = await memberOf(db, actor, workspaceId);
  await db.transaction(async (tx) => {
    const { ownerId } = await lockWorkspace(tx, ws.id);
    if (ownerId !== null && userId === ownerId) {
      if (!canManageWorkspace(actor, ownerId))
        throw new HttpError(403, WX.ownerOnlyRemoveOwner, { code: "not_owner" });
      throw new HttpError(409, WX.transferOwnershipFirst, { code: "owner_transfer_first" });
    }
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, ws.id))) as [{ n: number }];
    const gone = await tx
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, ws.id), eq(workspaceMembers.userId, userId)))
      .returning({ u: workspaceMembers.userId });
    if (gone.length === 0) throw notFound("Member not found");
    if (Number(n) <= 1) throw new HttpError(409, WX.lastMember, { code: "last_member" });
    await recordAudit(tx, actor, {
      action: "workspace.member.removed",
      entityType: "workspace",
      entityId: ws.id,
      details: { userId },
    });
  });
}

/**
 * Makes another member the owner: the owner or an admin only (403), the new owner a member (400).
 * The old owner stays a member. Audited, and announced to the workspace's viewers.
 */
export async function transferOwnership(
  db: Db,
  actor: Actor,
  workspaceId: string,
  { userId }: OwnerInput,
): Promise<{ message: string; ownerId: string }> {
  const ws = await memberOf(db, actor, workspaceId);
  return db.transaction(async (tx) => {
    const { ownerId } = await lockWorkspace(tx, ws.id);
    if (!canManageWorkspace(actor, ownerId))
      throw new HttpError(403, WX.ownerOnlyTransfer, { code: "not_owner" });
    const [next] = await tx
      .select({ id: user.id, name: user.name, email: user.email })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, ws.id), eq(workspaceMembers.userId, userId)))
      .limit(1);
    if (!next) throw badRequest(WX.ownerNotMember, { userId: WX.ownerNotMember });
    if (next.id === ownerId) throw new HttpError(409, WX.alreadyOwner, { code: "already_owner" });
    await tx.update(workspaces).set({ ownerId: next.id }).where(eq(workspaces.id, ws.id));
    const name = next.name || next.email;
    await emitEvent(
      tx,
      ws.id,
      { kind: "tree" },
      { description: `${actor.user.name || actor.user.email} made ${name} the owner` },
    );
    await recordAudit(tx, actor, {
      action: "workspace.owner.transferred",
      entityType: "workspace",
      entityId: ws.id,
      details: { from: ownerId, to: next.id },
    });
    return { message: WX.ownerChanged(name), ownerId: next.id };
  });
}

/**
 * The invitation a link stands for, while unclaimed; null otherwise. `hasAccount`: the invited
 * address already has an account (the page then offers to log in rather than to sign up).
 */
export async function previewInvitation(
  db: Db,
  token: string,
): Promise<{ email: string; workspaceName: string; hasAccount: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ email: workspaceInvitations.email, name: workspaces.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(and(eq(workspaceInvitations.tokenHash, hashToken(token)), isNull(workspaceInvitations.claimedAt)))
    .limit(1);
  if (!row) return null;
  const account = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${row.email.toLowerCase()}`)
    .limit(1);
  return { email: row.email, workspaceName: row.name, hasAccount: account.length > 0 };
}

/**
 * The signed-in invitee (signed up through the link, or signed in, with the invited address) joins:
 * membership, the address marked verified (the link reached it: only its owner could open it), the
 * workspace_user role, and the invitation marked used, in one transaction.
 */
export async function claimInvitation(db: Db, actor: Actor, token: string): Promise<{ workspaceId: string }> {
  return db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(workspaceInvitations)
      .where(
        and(eq(workspaceInvitations.tokenHash, hashToken(token)), isNull(workspaceInvitations.claimedAt)),
      )
      .limit(1);
    if (!inv) throw new HttpError(410, WX.invitationInvalid, { code: "invitation_invalid" });
    if (inv.email.toLowerCase() !== actor.user.email.toLowerCase()) {
      throw new HttpError(403, WX.invitationEmail, { code: "invitation_email" });
    }
    const claimed = await tx
      .update(workspaceInvitations)
      .set({ claimedAt: new Date(), claimedBy: actor.user.id })
      .where(and(eq(workspaceInvitations.id, inv.id), isNull(workspaceInvitations.claimedAt)))
      .returning({ id: workspaceInvitations.id });
    if (claimed.length === 0) throw new HttpError(410, WX.invitationInvalid, { code: "invitation_invalid" });
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: inv.workspaceId, userId: actor.user.id })
      .onConflictDoNothing();
    // The account's own table (identity owns it): only the flag, only when still unset.
    await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(user.id, actor.user.id), eq(user.emailVerified, false)));
    if (!canUseWorkspace(actor)) await grantRole(tx, actor.user.id, "workspace_user", inv.invitedBy);
    await emitEvent(
      tx,
      inv.workspaceId,
      { kind: "tree" },
      { description: `${actor.user.name || actor.user.email} joined the workspace` },
    );
    await recordAudit(tx, actor, {
      action: "workspace.invitation.claimed",
      entityType: "workspace",
      entityId: inv.workspaceId,
      details: { email: inv.email },
    });
    return { workspaceId: inv.workspaceId };
  });
}

/**
 * Sign-up through the invitation link (the invitation is claimed at sign-up): an account for the
 * invited address (it counts as verified: only its owner could open the link), signed in, and
 * joined to the workspace with the workspace_user role.
 */
export async function signUpByInvitation(
  services: AppServices,
  headers: Headers,
  token: string,
  password: string,
): Promise<{ workspaceId: string; setCookie: string[] }> {
  const invitation = await previewInvitation(services.db, token);
  if (!invitation) throw new HttpError(410, WX.invitationInvalid, { code: "invitation_invalid" });
  const account = await createInvitedAccount(services, headers, { email: invitation.email, password });
  const actor: Actor = {
    user: { id: account.userId, email: invitation.email, name: "", image: null, emailVerified: true },
    roles: [],
  };
  const { workspaceId } = await claimInvitation(services.db, actor, token);
  return { workspaceId, setCookie: account.setCookie };
}
