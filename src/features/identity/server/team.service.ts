import { asc } from "drizzle-orm";
import { user } from "#src/platform/auth/auth.tables.ts";
import { userRoles } from "#src/platform/auth/roles.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { RoleName } from "../identity.contract.ts";

export type TeamMemberDto = { id: string; email: string; createdAt: string; roles: RoleName[] };

export async function listUsersWithRoles(db: Db): Promise<TeamMemberDto[]> {
  const users = await db
    .select({ id: user.id, email: user.email, createdAt: user.createdAt })
    .from(user)
    .orderBy(asc(user.email));
  const roles = await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles);
  return users.map((u) => ({
    id: u.id,
    email: u.email,
    createdAt: u.createdAt.toISOString(),
    roles: roles
      .filter((r) => r.userId === u.id)
      .map((r) => r.role)
      .sort(),
  }));
}
