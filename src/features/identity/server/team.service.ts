import { asc, eq } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { userRoles } from "#src/platform/auth/roles.tables.ts";
import { getRoles, grantRole, revokeRole } from "#src/platform/auth/roles.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, HttpError, notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import { type Role, SECURITY_MESSAGES, type TeamMemberDto } from "../identity.contract.ts";

// The team list and role changes are for admins only; each function checks its actor itself, so a
// page loader or a future job that calls it cannot skip the rule.

export async function listUsersWithRoles(db: Db, actor: Actor): Promise<TeamMemberDto[]> {
  assertRole(actor, "admin");
  const users = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .orderBy(asc(user.email));
  const roles = await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles);
  return users.map((u) => ({
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerified,
    createdAt: u.createdAt.toISOString(),
    roles: roles
      .filter((r) => r.userId === u.id)
      .map((r) => r.role)
      .sort(),
  }));
}

/**
 * An admin grants a role; the user's roles afterwards. An unknown user is a 404. Only an account
 * whose owner proved the address may receive one: anyone could otherwise register a colleague's
 * address first and be handed that colleague's access.
 */
export async function grantUserRole(db: Db, actor: Actor, userId: string, role: Role): Promise<Role[]> {
  assertRole(actor, "admin");
  const [target] = await db
    .select({ verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!target) throw notFound("No such user");
  if (!target.verified)
    throw new HttpError(409, SECURITY_MESSAGES.unverifiedEmail, { code: "email_unverified" });
  await grantRole(db, userId, role, actor.user.id).catch(() => {
    throw notFound("No such user");
  });
  await recordAudit(db, actor, {
    action: "role.grant",
    entityType: "user",
    entityId: userId,
    details: { role },
  });
  return getRoles(db, userId);
}

/**
 * An admin revokes a role, but never their own admin role, and never the last admin's: the admin
 * rows are locked for the change, so two admins removing each other at once cannot leave none.
 */
export async function revokeUserRole(db: Db, actor: Actor, userId: string, role: Role): Promise<Role[]> {
  assertRole(actor, "admin");
  if (role === "admin" && userId === actor.user.id)
    throw badRequest("You cannot remove your own admin role.");
  await db.transaction(async (tx) => {
    if (role === "admin") {
      const admins = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, "admin"))
        .for("update");
      if (admins.some((a) => a.userId === userId) && admins.length <= 1)
        throw new HttpError(409, LAST_ADMIN_MESSAGE, { code: "last_admin" });
    }
    await revokeRole(tx, userId, role);
    await recordAudit(tx, actor, {
      action: "role.revoke",
      entityType: "user",
      entityId: userId,
      details: { role },
    });
  });
  return getRoles(db, userId);
}

export const LAST_ADMIN_MESSAGE = "The last admin cannot be removed. Make someone else an admin first.";
