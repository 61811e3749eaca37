import { eq } from "drizzle-orm";
import { type LeadCapture, type LeadCaptureResult, recordLead } from "#src/features/crm/server/index.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { AiEngine, EngineInfo } from "#src/platform/ai/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Logger } from "#src/platform/log/logger.ts";
import {
  enqueueLimitedMail,
  type MailContext,
  type MailLimitOptions,
  VISITOR_RECIPIENT_LIMITS,
} from "#src/platform/mail/index.ts";
import { assessmentEmail } from "../emails/assessment-email.ts";
import {
  assessmentPdfPath,
  GOV_MESSAGES,
  type GovernmentAnalysisDto,
  type GovernmentRequest,
  type GovernmentResult,
  governmentResultSchema,
} from "../government.contract.ts";
import { renderAssessmentPdf } from "./assessment-pdf.ts";
import { analyzeGovernmentComplianceTask } from "./compliance-task.ts";
import { governmentAnalyses } from "./government.tables.ts";

/**
 * The engine failed; the visitor gets the "error generating your compliance assessment" message.
 */
export class AssessmentFailedError extends Error {}

export type AnalyzeDeps = {
  db: Db;
  ai: AiEngine;
  logger: Logger;
  companyName: string;
  mail: MailContext;
  /** The CRM's capture function; tests pass a failing one to prove the save-failure path. */
  captureLead?: (db: Db, input: LeadCapture) => Promise<LeadCaptureResult>;
};

const PRIORITY_SCORE: Record<string, number> = { critical: 30, high: 20, medium: 10, low: 5 };

/** Lead score: 30 for asking for an assessment, up to 30 for priority, 5 per requirement (max 25). */
export function scoreAssessment(
  req: GovernmentRequest,
  result: GovernmentResult,
): { score: number; reasons: string[] } {
  const reasons = ["Requested a compliance assessment (+30)"];
  const p = PRIORITY_SCORE[result.priority.toLowerCase()] ?? 0;
  if (p) reasons.push(`${result.priority} priority (+${p})`);
  const r = Math.min(25, req.selectedRequirements.length * 5);
  reasons.push(
    `${req.selectedRequirements.length} requirement${req.selectedRequirements.length === 1 ? "" : "s"} (+${r})`,
  );
  return { score: Math.min(100, 30 + p + r), reasons };
}

const pdfName = (d: Date) => `compliance-assessment-${d.toISOString().slice(0, 10)}.pdf`;

/**
 * Runs analyze-government-compliance, then stores the assessment, its lead and the email with the
 * PDF attached in one transaction. A failure to store is not fatal: the result is still returned
 * with a warning that it could not be saved, and the email is queued on its own when possible.
 */
export async function analyzeGovernment(
  deps: AnalyzeDeps,
  req: GovernmentRequest,
): Promise<GovernmentAnalysisDto> {
  const { email, ...engineInput } = req;
  let result: GovernmentResult;
  let engine: EngineInfo;
  try {
    ({ result, engine } = await deps.ai.run(analyzeGovernmentComplianceTask, engineInput));
  } catch (err) {
    deps.logger.error({ err }, "analyze-government-compliance failed");
    throw new AssessmentFailedError(GOV_MESSAGES.functionError);
  }
  const createdAt = new Date();
  const pdf = await renderAssessmentPdf({
    request: engineInput,
    result,
    engineName: engine.name,
    createdAt,
    companyName: deps.companyName,
  });
  const mail = await assessmentEmail(deps.mail, {
    to: email,
    request: engineInput,
    result,
    attachment: {
      filename: pdfName(createdAt),
      contentType: "application/pdf",
      contentBase64: pdf.toString("base64"),
    },
  });
  const capture = deps.captureLead ?? recordLead;
  // Over the recipient's mail limit the assessment and lead are stored; only the email is skipped.
  const limits: MailLimitOptions = {
    limits: VISITOR_RECIPIENT_LIMITS,
    scale: deps.mail.rateLimitScale,
    logger: deps.mail.logger,
  };
  let mailQueued = false;
  const base = {
    createdAt: createdAt.toISOString(),
    request: { ...engineInput, email },
    result,
    engine: {
      kind: engine.kind,
      name: engine.name,
      ...(engine.fallbackReason ? { fallbackReason: engine.fallbackReason } : {}),
    },
  };
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(governmentAnalyses)
        .values({
          requirements: req.selectedRequirements,
          agencyType: req.agencyType,
          dataClassification: req.dataClassification,
          email,
          analysisResult: result,
          engine: engine.name,
          createdAt,
        })
        .returning({ id: governmentAnalyses.id });
      const id = row!.id;
      const { score, reasons } = scoreAssessment(req, result);
      const lead = await capture(tx, {
        source: "government-assessment",
        segment: "government",
        email,
        score,
        scoreReasons: reasons,
        sourceTable: "government_analyses",
        sourceId: id,
        details: {
          requirements: req.selectedRequirements,
          agencyType: req.agencyType,
          dataClassification: req.dataClassification,
          priority: result.priority,
        },
      });
      await tx.update(governmentAnalyses).set({ leadId: lead.leadId }).where(eq(governmentAnalyses.id, id));
      mailQueued = (await enqueueLimitedMail(tx, mail, limits)) !== null;
      return id;
    });
    return { ...base, id, saved: true, mailQueued, pdfPath: assessmentPdfPath(id) };
  } catch (err) {
    deps.logger.error({ err }, "government assessment could not be saved");
    mailQueued = false;
    try {
      mailQueued = (await enqueueLimitedMail(deps.db, mail, limits)) !== null;
    } catch (mailErr) {
      deps.logger.error({ err: mailErr }, "government assessment email could not be queued");
    }
    return { ...base, id: null, saved: false, warning: GOV_MESSAGES.saveFailed, mailQueued, pdfPath: null };
  }
}

/** A stored assessment's PDF, or null when there is no such id. */
export async function assessmentPdf(
  db: Db,
  id: string,
  companyName: string,
): Promise<{ pdf: Buffer; filename: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(governmentAnalyses).where(eq(governmentAnalyses.id, id)).limit(1);
  if (!row) return null;
  const parsed = governmentResultSchema.safeParse(row.analysisResult);
  if (!parsed.success) return null;
  const pdf = await renderAssessmentPdf({
    request: {
      selectedRequirements: row.requirements as GovernmentRequest["selectedRequirements"],
      agencyType: row.agencyType as GovernmentRequest["agencyType"],
      dataClassification: row.dataClassification as GovernmentRequest["dataClassification"],
    },
    result: parsed.data,
    engineName: row.engine ?? "built-in",
    createdAt: row.createdAt,
    companyName,
  });
  return { pdf, filename: pdfName(row.createdAt) };
}
