import type { Db } from "#src/platform/db/db.ts";
import { enqueueMail } from "#src/platform/mail/index.ts";
import { verificationEmail } from "../emails/verification.ts";

/** Queues the sign-up verification email in the outbox (spec: "check your email for verification"). */
export async function sendVerificationEmail(
  db: Db,
  data: { email: string; url: string },
  companyName: string,
): Promise<void> {
  await enqueueMail(db, verificationEmail(data.email, data.url, companyName));
}

export type { RoleName } from "../identity.contract.ts";
export { getOrCreateProfile } from "./profile.service.ts";
export { listUsersWithRoles, type TeamMemberDto } from "./team.service.ts";
