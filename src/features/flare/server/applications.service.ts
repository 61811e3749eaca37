import { eq } from "drizzle-orm";
import { type LeadCapture, type LeadCaptureResult, recordLead } from "#src/features/crm/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { enqueueLimitedMail, type MailContext, STAFF_RECIPIENT_LIMITS } from "#src/platform/mail/index.ts";
import { applicationStaffEmail } from "../emails/application-email.ts";
import type { FlareApplication } from "../flare.contract.ts";
import { flareApplications } from "./flare.tables.ts";

/**
 * The lead score of an application, 0-100 with reasons: 40 for asking for the invite-only
 * program, 15 for naming a company, 15 for something already built, 15 for a thorough idea.
 */
export function scoreApplication(a: FlareApplication): { score: number; reasons: string[] } {
  const reasons = ["Applied for the FLARE program (+40)"];
  let score = 40;
  if (a.company) {
    score += 15;
    reasons.push("Named a company (+15)");
  }
  if (/prototype|rebuild/i.test(a.stage)) {
    score += 15;
    reasons.push("Something is already built (+15)");
  }
  if (a.idea.length >= 200) {
    score += 15;
    reasons.push("Described the idea in detail (+15)");
  }
  return { score, reasons };
}

/** Stores an application, its lead (source flare-application) and the staff email in one transaction. */
export async function submitFlareApplication(
  db: Db,
  input: FlareApplication,
  opts: { mail: MailContext; captureLead?: (db: Db, input: LeadCapture) => Promise<LeadCaptureResult> },
): Promise<{ id: string; leadId: string }> {
  const capture = opts.captureLead ?? recordLead;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(flareApplications)
      .values({
        name: input.name,
        email: input.email,
        company: input.company || null,
        stage: input.stage || null,
        idea: input.idea,
      })
      .returning({ id: flareApplications.id });
    const id = row!.id;
    const score = scoreApplication(input);
    const lead = await capture(tx, {
      source: "flare-application",
      segment: "startup",
      name: input.name,
      email: input.email,
      company: input.company,
      score: score.score,
      scoreReasons: score.reasons,
      sourceTable: "flare_applications",
      sourceId: id,
      details: { stage: input.stage || null, idea: input.idea.slice(0, 500) },
    });
    await tx.update(flareApplications).set({ leadId: lead.leadId }).where(eq(flareApplications.id, id));
    await enqueueLimitedMail(tx, await applicationStaffEmail(opts.mail, input, lead, score), {
      limits: STAFF_RECIPIENT_LIMITS,
      scale: opts.mail.rateLimitScale,
      logger: opts.mail.logger,
    });
    return { id, leadId: lead.leadId };
  });
}
