import { eq } from "drizzle-orm";
import { type LeadCapture, type LeadCaptureResult, recordLead } from "#src/features/crm/server/index.ts";
import type { AiEngine } from "#src/platform/ai/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import { enqueueLimitedMail, type MailContext, VISITOR_RECIPIENT_LIMITS } from "#src/platform/mail/index.ts";
import { planEmail } from "../emails/plan-email.ts";
import {
  type AnalysisResultDto,
  type PitchRequestParsed,
  type ProjectAnalysis,
  projectAnalysisSchema,
  STARTUP_MESSAGES,
} from "../startup.contract.ts";
import { assertHasProjectUnderstanding, enhancedAnalysisTask } from "./analysis-task.ts";
import { profilePitch } from "./pitch-engine.ts";
import { buildScope } from "./plan.ts";
import { projectAnalyses, projectScopes } from "./startup.tables.ts";

/** No projectUnderstanding, no analysis; and what is stored must match the analysis schema. */
export function assertAnalysisFormat(value: unknown): ProjectAnalysis {
  assertHasProjectUnderstanding(value);
  const parsed = projectAnalysisSchema.safeParse(value);
  if (!parsed.success) {
    throw new HttpError(502, STARTUP_MESSAGES.invalidResponse, { code: "invalid_ai_response" });
  }
  return parsed.data;
}

const COMPLEXITY_POINTS = { Low: 10, Medium: 20, High: 30 } as const;

/**
 * The lead score for a pitch, 0-100 with reasons: startup segment 25, complexity (Low 10,
 * Medium 20, High 30), 2 per must-have feature up to 20, and 15 for leaving an email.
 */
export function scorePitchLead(a: ProjectAnalysis, hasEmail: boolean): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    if (points <= 0) return;
    score += points;
    reasons.push(`${reason} (+${points})`);
  };
  add(25, "Startup segment");
  const c = a.projectUnderstanding.complexity;
  add(COMPLEXITY_POINTS[c], `${c} complexity project`);
  const must = a.features.mustHave.length;
  add(Math.min(20, must * 2), `${must} must-have features`);
  add(hasEmail ? 15 : 0, "Asked for the plan by email");
  return { score: Math.min(100, score), reasons };
}

export type AnalysisDeps = {
  db: Db;
  ai: AiEngine;
  mail: MailContext;
  /** The CRM's capture function; tests pass a failing one to prove the transaction. */
  captureLead?: (db: Db, input: LeadCapture) => Promise<LeadCaptureResult>;
};

/**
 * Stores the pitch (project_analyses), runs the analysis engine, then in one
 * transaction update the analysis, insert the plan (project_scopes), record the lead and queue
 * the visitor's copy by email. The first row is kept when the engine fails: it records the attempt.
 */
export async function runPitchAnalysis(
  deps: AnalysisDeps,
  input: PitchRequestParsed,
): Promise<AnalysisResultDto> {
  const { projectType, projectStage } = profilePitch(input.pitch);
  const email = input.email ? input.email : null;
  const [row] = await deps.db
    .insert(projectAnalyses)
    .values({ projectType, projectStage, description: input.pitch, email })
    .returning({ id: projectAnalyses.id });
  const id = row!.id;

  const { result, engine } = await deps.ai.run(enhancedAnalysisTask, {
    projectType,
    projectStage,
    description: input.pitch,
  });
  const analysis = assertAnalysisFormat(result);
  const scope = buildScope(analysis);
  const { score, reasons } = scorePitchLead(analysis, Boolean(email));
  const capture = deps.captureLead ?? recordLead;
  let emailed = false;

  await deps.db.transaction(async (tx) => {
    const lead = await capture(tx, {
      source: "startup-tool",
      segment: "startup",
      email,
      score,
      scoreReasons: reasons,
      sourceTable: "project_analyses",
      sourceId: id,
      details: {
        projectType,
        projectStage,
        complexity: analysis.projectUnderstanding.complexity,
        timeline: analysis.timeline.total,
        budgetRange: analysis.budget.range,
        pitch: input.pitch.slice(0, 500),
      },
    });
    await tx
      .update(projectAnalyses)
      .set({
        marketAnalysis: analysis.marketAnalysis,
        similarProjects: analysis.projectUnderstanding.competitors,
        technicalRecommendations: analysis.technicalRecommendations,
        estimatedTimeline: analysis.timeline.total,
        budgetRange: analysis.budget.range,
        analysis,
        engine: engine.name,
        leadId: lead.leadId,
        updatedAt: new Date(),
      })
      .where(eq(projectAnalyses.id, id));
    await tx.insert(projectScopes).values({
      projectAnalysisId: id,
      overview: scope.overview,
      deliverables: scope.deliverables,
      timeline: scope.timeline,
      communicationPlan: scope.communication_plan,
      budgetBreakdown: scope.budget_breakdown,
      approvals: scope.approvals,
    });
    if (email) {
      // Over the recipient's mail limit the analysis and lead are stored; only the email is skipped.
      emailed =
        (await enqueueLimitedMail(
          tx,
          await planEmail(deps.mail, email, analysis, scope, { projectType, projectStage }),
          { limits: VISITOR_RECIPIENT_LIMITS, scale: deps.mail.rateLimitScale, logger: deps.mail.logger },
        )) !== null;
    }
  });

  return {
    id,
    projectType,
    projectStage,
    analysis,
    scope,
    engine: {
      kind: engine.kind,
      name: engine.name,
      ...(engine.fallbackReason ? { fallbackReason: engine.fallbackReason } : {}),
    },
    emailed,
    message: STARTUP_MESSAGES.success,
  };
}

/**
 * A stored analysis for FLARE's "Open in FLARE": the pitch and its validated analysis, or null when
 * there is no such analysis (or it never completed).
 */
export async function readAnalysisForFlare(
  db: Db,
  id: string,
): Promise<{ id: string; description: string; projectType: string; analysis: ProjectAnalysis } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db.select().from(projectAnalyses).where(eq(projectAnalyses.id, id)).limit(1);
  const parsed = projectAnalysisSchema.safeParse(row?.analysis);
  if (!row || !parsed.success) return null;
  return { id: row.id, description: row.description, projectType: row.projectType, analysis: parsed.data };
}
