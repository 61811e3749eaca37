import { eq } from "drizzle-orm";
import { recordLead } from "#src/features/crm/server/index.ts";
import type { AiEngine } from "#src/platform/ai/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { type IntakeForm, type IntakeResultDto, QUALIFY_THRESHOLD } from "../intake.contract.ts";
import { enrichLeadTask } from "./enrichment.engine.ts";
import { intakeSubmissions } from "./intake.tables.ts";

/**
 * enrich-lead-data: scores the form (built-in engine or LLM), stores the submission and its lead in
 * one transaction, and says whether the lead may book a meeting.
 */
export async function submitIntake(
  deps: { db: Db; ai: AiEngine },
  form: IntakeForm,
  threshold: number = QUALIFY_THRESHOLD,
): Promise<IntakeResultDto> {
  const { result, engine } = await deps.ai.run(enrichLeadTask, form);
  const isQualified = result.projectFitScore >= threshold;
  const { submissionId, leadId } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(intakeSubmissions)
      .values({
        fullName: form.fullName,
        email: form.email,
        companyName: form.companyName,
        linkedinProfile: form.linkedinProfile || null,
        projectType: form.projectType,
        budgetRange: form.budgetRange,
        timeline: form.timeline,
        projectDescription: form.projectDescription,
        projectFitScore: result.projectFitScore,
        isQualified,
        enrichment: { ...result, engine: engine.name },
      })
      .returning({ id: intakeSubmissions.id });
    const id = row!.id;
    const lead = await recordLead(tx, {
      source: "intake",
      name: form.fullName,
      email: form.email,
      company: form.companyName,
      score: result.projectFitScore,
      scoreReasons: [...result.greenFlags, ...result.redFlags],
      sourceTable: "intake_submissions",
      sourceId: id,
      details: {
        projectType: form.projectType,
        budgetRange: form.budgetRange,
        timeline: form.timeline,
        linkedinProfile: form.linkedinProfile || undefined,
        isQualified,
        description: form.projectDescription.slice(0, 500),
      },
    });
    await tx.update(intakeSubmissions).set({ leadId: lead.leadId }).where(eq(intakeSubmissions.id, id));
    return { submissionId: id, leadId: lead.leadId };
  });
  return {
    success: true,
    data: result,
    isQualified,
    leadId,
    submissionId,
    threshold,
    engine: { kind: engine.kind, name: engine.name },
  };
}
