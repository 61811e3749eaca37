import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import { resendFailedMail } from "#src/platform/mail/index.ts";
import { COMMAND_CENTER_MESSAGES as M } from "../command-center.contract.ts";

/**
 * An admin sends a failed email again: it is queued afresh with a new count of attempts, and the
 * audit record is written in the same transaction. An email that has not failed is refused (409).
 */
export async function resendMail(db: Db, actor: Actor, id: string): Promise<void> {
  assertRole(actor, "admin");
  const done = await db.transaction(async (tx) => {
    if (!(await resendFailedMail(tx, id))) return false;
    await recordAudit(tx, actor, { action: "mail.resend", entityType: "mail_outbox", entityId: id });
    return true;
  });
  if (!done) throw new HttpError(409, M.resendNotFailed, { code: "not_failed" });
}
