import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type LeadCapture, type LeadCaptureResult, recordLead } from "#src/features/crm/server/index.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { AiEngine } from "#src/platform/ai/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Logger } from "#src/platform/log/logger.ts";
import { BUDGET_RANGES, labelOf, ORGANIZATION_SIZES } from "../content/options.ts";
import {
  companyFromEmail,
  type EngineInfoDto,
  type EnterpriseAnalysisRequest,
  type EnterpriseAnalysisResult,
  enterpriseAnalysisResultSchema,
} from "../enterprise.contract.ts";
import { analyzeEnterpriseSystemsTask } from "./analysis-engine.ts";
import { enterpriseAnalyses } from "./enterprise.tables.ts";

export type CaptureLead = (db: Db, input: LeadCapture) => Promise<LeadCaptureResult>;
export type AnalysisDeps = { db: Db; ai: AiEngine; logger: Logger; captureLead?: CaptureLead };

export type LeadScore = { score: number; reasons: string[] };

const SIZE_POINTS: Record<string, number> = { small: 10, medium: 20, large: 30, enterprise: 40 };
const BUDGET_POINTS: Record<string, number> = { low: 5, medium: 15, high: 25, enterprise: 35 };

/**
 * The analyzer's lead score, 0–100: 10 for running the analyzer, plus organization size
 * (small 10, medium 20, large 30, enterprise 40) and budget (low 5, medium 15, high 25,
 * enterprise 35, none given 0). The highest possible total is 85.
 */
export function scoreEnterpriseLead(
  input: Pick<EnterpriseAnalysisRequest, "companySize" | "budgetRange">,
): LeadScore {
  const reasons = ["Ran the enterprise systems analyzer (+10)"];
  let score = 10;
  const size = SIZE_POINTS[input.companySize] ?? 0;
  if (size) {
    score += size;
    reasons.push(`Organization size ${labelOf(ORGANIZATION_SIZES, input.companySize)} (+${size})`);
  }
  const budget = input.budgetRange ? (BUDGET_POINTS[input.budgetRange] ?? 0) : 0;
  if (budget) {
    score += budget;
    reasons.push(`Budget ${labelOf(BUDGET_RANGES, input.budgetRange)} (+${budget})`);
  }
  return { score: Math.min(100, score), reasons };
}

type StoredAnalysis = {
  id: string;
  result: EnterpriseAnalysisResult;
  engine: EngineInfoDto | null;
  companySize: string;
  industry: string;
  email: string;
  createdAt: Date;
};

// Analyses whose save failed stay downloadable from this process for an hour.
const UNSAVED_TTL_MS = 60 * 60 * 1000;
const UNSAVED_MAX = 200;
const unsaved = new Map<string, StoredAnalysis & { at: number }>();
function rememberUnsaved(a: StoredAnalysis) {
  const now = Date.now();
  for (const [k, v] of unsaved)
    if (now - v.at > UNSAVED_TTL_MS || unsaved.size >= UNSAVED_MAX) unsaved.delete(k);
  unsaved.set(a.id, { ...a, at: now });
}

export type AnalysisOutcome = StoredAnalysis & {
  engine: EngineInfoDto;
  saved: boolean;
  leadId: string | null;
};

/**
 * Runs analyze-enterprise-systems, then stores the analysis and its lead in one transaction.
 * A failed save is only logged: the visitor already waited for the report, so losing our copy must
 * not cost them the result; the lead is still recorded on its own and the result is returned.
 */
export async function runEnterpriseAnalysis(
  deps: AnalysisDeps,
  input: EnterpriseAnalysisRequest,
): Promise<AnalysisOutcome> {
  const { email, ...engineInput } = input;
  const { result, engine } = await deps.ai.run(analyzeEnterpriseSystemsTask, engineInput);
  const id = randomUUID();
  const createdAt = new Date();
  const capture = deps.captureLead ?? recordLead;
  const { score, reasons } = scoreEnterpriseLead(input);
  const lead: LeadCapture = {
    source: "enterprise-analyzer",
    segment: "enterprise",
    email,
    company: companyFromEmail(email),
    score,
    scoreReasons: reasons,
    sourceTable: "enterprise_analyses",
    sourceId: id,
    details: {
      systems: result.systems.map((s) => s.name),
      companySize: input.companySize,
      industry: input.industry,
      budgetRange: input.budgetRange,
      timeframe: input.timeframe,
      deploymentPreference: input.deploymentPreference,
      integrationComplexity: input.integrationComplexity,
    },
  };
  const outcome: StoredAnalysis & { engine: EngineInfoDto } = {
    id,
    result,
    engine,
    companySize: input.companySize,
    industry: input.industry,
    email,
    createdAt,
  };
  try {
    const leadId = await deps.db.transaction(async (tx) => {
      await tx.insert(enterpriseAnalyses).values({
        id,
        systems: input.selectedSystems,
        companySize: input.companySize,
        industry: input.industry,
        email,
        businessChallenges: input.businessChallenges || null,
        deploymentPreference: input.deploymentPreference,
        integrationComplexity: input.integrationComplexity,
        budgetRange: input.budgetRange,
        timeframe: input.timeframe,
        analysisResult: result,
        engine: engine.name,
        createdAt,
      });
      const { leadId } = await capture(tx, lead);
      await tx.update(enterpriseAnalyses).set({ leadId }).where(eq(enterpriseAnalyses.id, id));
      return leadId;
    });
    return { ...outcome, saved: true, leadId };
  } catch (err) {
    deps.logger.error(
      { err, analysisId: id },
      "enterprise analysis could not be saved; the result is still returned",
    );
    rememberUnsaved(outcome);
    let leadId: string | null = null;
    try {
      leadId = (await capture(deps.db, { ...lead, sourceTable: undefined, sourceId: undefined })).leadId;
    } catch (leadErr) {
      deps.logger.error({ err: leadErr, analysisId: id }, "enterprise analyzer lead could not be recorded");
    }
    return { ...outcome, saved: false, leadId };
  }
}

/** A stored analysis by its id (or one kept in memory after a failed save), else null. */
export async function findAnalysis(
  db: Db,
  id: string,
): Promise<(StoredAnalysis & { stored: boolean }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(enterpriseAnalyses).where(eq(enterpriseAnalyses.id, id));
  if (!row) {
    const kept = unsaved.get(id);
    if (!kept || Date.now() - kept.at > UNSAVED_TTL_MS) return null;
    const { at: _at, ...analysis } = kept;
    return { ...analysis, stored: false };
  }
  const parsed = enterpriseAnalysisResultSchema.safeParse(row.analysisResult);
  if (!parsed.success) return null;
  return {
    id: row.id,
    result: parsed.data,
    engine: row.engine ? { kind: row.engine === "built-in" ? "built-in" : "llm", name: row.engine } : null,
    companySize: row.companySize,
    industry: row.industry,
    email: row.email,
    createdAt: row.createdAt,
    stored: true,
  };
}
