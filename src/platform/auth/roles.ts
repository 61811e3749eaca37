import { and, eq } from "drizzle-orm";
import type { Role } from "#src/lib/roles.ts";
import type { Db } from "../db/db.ts";
import { userRoles } from "./roles.tables.ts";

/** Whether the user holds the role right now (read from user_roles, never from the session). */
export async function hasRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}

export async function getRoles(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

export async function grantRole(db: Db, userId: string, role: Role, grantedBy: string | null): Promise<void> {
  await db.insert(userRoles).values({ userId, role, grantedBy }).onConflictDoNothing();
}

export async function revokeRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}
