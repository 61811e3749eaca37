import type { AiTask } from "#src/platform/ai/index.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import { FEATURE_BUNDLES } from "../content/feature-bundles.ts";
import {
  type AnalysisRequest,
  PLAN_DEFAULTS,
  type ProjectAnalysis,
  projectAnalysisSchema,
  STARTUP_MESSAGES,
} from "../startup.contract.ts";
import { analyzePitchBuiltIn } from "./pitch-engine.ts";

/**
 * An analysis is only an analysis with its projectUnderstanding: an answer without one (or with
 * something other than an object there) is refused as 'Invalid AI response format' (502), wherever
 * it comes from, and nothing is stored from it.
 */
export function assertHasProjectUnderstanding(value: unknown): void {
  const pu =
    value !== null && typeof value === "object" && "projectUnderstanding" in value
      ? (value as { projectUnderstanding: unknown }).projectUnderstanding
      : undefined;
  if (pu === null || typeof pu !== "object") {
    throw new HttpError(502, STARTUP_MESSAGES.invalidResponse, { code: "invalid_ai_response" });
  }
}

/**
 * The pitch analysis (generate-enhanced-analysis) as an AI task: the built-in engine or an LLM, both
 * held to one schema so the plan and the results page never see a different shape.
 */
export const enhancedAnalysisTask: AiTask<AnalysisRequest, ProjectAnalysis> = {
  name: "generate-enhanced-analysis",
  schema: projectAnalysisSchema,
  builtIn: analyzePitchBuiltIn,
  // A model answer without projectUnderstanding is refused, not silently replaced by the built-in
  // plan; other schema slips still fall back to the built-in engine.
  refuseInvalidOutput: assertHasProjectUnderstanding,
  prompt: ({ projectType, projectStage, description }) => ({
    system: [
      "You are a senior product strategist and technical lead at a software development agency that builds MVPs for startups.",
      "Turn a founder's pitch into a project analysis. Answer with JSON only, matching the given schema exactly.",
      "Rules: competitors are CATEGORIES of alternatives (for example 'Horizontal project-management suites'), never company or product names.",
      "Do not invent statistics, sources or company names; describe market size and growth qualitatively.",
      `Choose features from these bundles where they fit: ${FEATURE_BUNDLES.map((b) => `${b.name} (${b.features.map((f) => f.name).join(", ")})`).join("; ")}.`,
      `The default timeline is ${PLAN_DEFAULTS.timeline}, in phases such as discovery, alpha, beta and launch; a larger scope takes longer, never shorter.`,
      `budget.range is a US dollar range such as "$30K-$50K"; budget.total is "${PLAN_DEFAULTS.budgetTotal}".`,
      "complexity is Low, Medium or High.",
    ].join("\n"),
    prompt: [
      `Project type (inferred): ${projectType}`,
      `Project stage (inferred): ${projectStage}`,
      "Pitch:",
      "<<<",
      description,
      ">>>",
      "Fill in projectUnderstanding (summary, targetMarket, competitors, uniqueValue, complexity, recommendedApproach, objectives, success_criteria), marketAnalysis (marketSize, growthRate, trends, opportunities, risks), features (mustHave and niceToHave, each with name and description), timeline (total, phases with name, duration, tasks, deliverables), technicalRecommendations and budget (range, total).",
    ].join("\n"),
  }),
};
