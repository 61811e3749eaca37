import type { Db } from "#src/platform/db/db.ts";
import { enqueueLimitedMail, type MailContext, VISITOR_RECIPIENT_LIMITS } from "#src/platform/mail/index.ts";
import { verificationEmail } from "../emails/verification.ts";

/**
 * Queues the sign-up verification email in the outbox ("check your email for verification"),
 * within the per-recipient mail limits: anyone can sign up with a stranger's address.
 */
export async function sendVerificationEmail(
  db: Db,
  data: { email: string; url: string },
  mail: MailContext,
): Promise<void> {
  await enqueueLimitedMail(db, await verificationEmail(mail, data.email, data.url), {
    limits: VISITOR_RECIPIENT_LIMITS,
    scale: mail.rateLimitScale,
    logger: mail.logger,
  });
}

export type { Role } from "../identity.contract.ts";
export { createInvitedAccount, signInInvitedAccount } from "./invited-account.ts";
export { getOrCreateProfile } from "./profile.service.ts";
export { listUsersWithRoles } from "./team.service.ts";
