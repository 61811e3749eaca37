import { eq } from "drizzle-orm";
import { recordLead } from "#src/features/crm/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { enqueueLimitedMail, type MailContext, STAFF_RECIPIENT_LIMITS } from "#src/platform/mail/index.ts";
import { labelOf, ORGANIZATION_SIZES } from "../content/options.ts";
import { consultationStaffEmail } from "../emails/consultation-email.ts";
import {
  CONSULTATION_FOLLOW_UP,
  type ConsultationRequest,
  companyFromEmail,
} from "../enterprise.contract.ts";
import type { CaptureLead } from "./analysis.service.ts";
import { findAnalysis } from "./analysis.service.ts";
import { enterpriseConsultations } from "./enterprise.tables.ts";

/** Asking for a consultation is a strong signal: 40 points, 10 more with a phone number. */
export function scoreConsultation(c: Pick<ConsultationRequest, "phone">) {
  const reasons = ["Asked for an enterprise consultation (+40)"];
  let score = 40;
  if (c.phone) {
    score += 10;
    reasons.push("Left a phone number (+10)");
  }
  return { score, reasons };
}

/**
 * Stores a consultation request, its lead and the staff email in one transaction. The analysis it
 * came from is linked when it was stored.
 */
export async function requestConsultation(
  db: Db,
  input: ConsultationRequest,
  opts: { mail: MailContext; captureLead?: CaptureLead },
): Promise<{ id: string; leadId: string }> {
  const capture = opts.captureLead ?? recordLead;
  const analysis = input.analysisId ? await findAnalysis(db, input.analysisId) : null;
  const { score, reasons } = scoreConsultation(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enterpriseConsultations)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        analysisId: analysis?.stored ? analysis.id : null,
      })
      .returning({ id: enterpriseConsultations.id });
    const id = row!.id;
    const lead = await capture(tx, {
      source: "enterprise-consultation",
      segment: "enterprise",
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: companyFromEmail(input.email),
      score,
      scoreReasons: reasons,
      sourceTable: "enterprise_consultations",
      sourceId: id,
      details: { analysisId: analysis?.id ?? null, industry: analysis?.result.industry ?? null },
    });
    await tx
      .update(enterpriseConsultations)
      .set({ leadId: lead.leadId })
      .where(eq(enterpriseConsultations.id, id));
    await enqueueLimitedMail(
      tx,
      await consultationStaffEmail(
        opts.mail,
        input,
        { ...lead, score, scoreReasons: reasons },
        analysis
          ? {
              industry: analysis.result.industry,
              companySize: labelOf(ORGANIZATION_SIZES, analysis.companySize),
              systems: analysis.result.systems.map((s) => s.name),
              summary: analysis.result.summary,
            }
          : null,
        CONSULTATION_FOLLOW_UP,
      ),
      { limits: STAFF_RECIPIENT_LIMITS, scale: opts.mail.rateLimitScale, logger: opts.mail.logger },
    );
    return { id, leadId: lead.leadId };
  });
}
