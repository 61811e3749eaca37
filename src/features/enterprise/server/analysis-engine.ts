import type { AiTask } from "#src/platform/ai/index.ts";
import {
  CASE_STUDY_REFERENCES,
  CATEGORY_CASE_STUDY,
  caseStudyPath,
  GOVERNMENT_CASE_STUDY,
  INDUSTRY_AI_OPPORTUNITIES,
  INDUSTRY_BENCHMARKS,
  PLAYBOOKS,
  TIMEFRAME_IMPACT,
} from "../content/knowledge.ts";
import {
  BUDGET_RANGES,
  DEPLOYMENT_PREFERENCES,
  INDUSTRIES,
  INTEGRATION_COMPLEXITIES,
  labelOf,
  ORGANIZATION_SIZES,
  TIMEFRAMES,
} from "../content/options.ts";
import {
  ALL_SYSTEMS,
  CATEGORY_LABELS,
  type CatalogueEntry,
  type Complexity,
  systemById,
} from "../content/systems.ts";
import {
  DEFAULT_IMPACT_ROI,
  DEFAULT_IMPACT_TIMEFRAME,
  type EnterpriseAnalysisRequest,
  type EnterpriseAnalysisResult,
  type EnterpriseRecommendation,
  enterpriseAnalysisResultSchema,
} from "../enterprise.contract.ts";

/** What the engine needs: the request without the email (the report never depends on it). */
export type AnalysisInput = Omit<EnterpriseAnalysisRequest, "email">;

const CATALOGUE_ORDER = new Map(ALL_SYSTEMS.map((s, i) => [s.id, i]));

/** The selected systems in catalogue order, so the same selection always gives the same report. */
export function selectedEntries(ids: readonly string[]): CatalogueEntry[] {
  return [...new Set(ids)]
    .map((id) => systemById(id))
    .filter((s): s is CatalogueEntry => Boolean(s))
    .sort((a, b) => CATALOGUE_ORDER.get(a.id)! - CATALOGUE_ORDER.get(b.id)!);
}

const LEVELS: Complexity[] = ["Low", "Medium", "High"];

/** The system's own complexity, one step higher when the visitor describes complex integration. */
export function recommendationComplexity(system: CatalogueEntry, integration: string | null): Complexity {
  const i = LEVELS.indexOf(system.complexity);
  return integration === "complex" ? LEVELS[Math.min(2, i + 1)]! : system.complexity;
}

/** Words in the visitor's challenges that point at a theme, with what the report says about it. */
const CHALLENGE_THEMES: { pattern: RegExp; note: string }[] = [
  {
    pattern: /\b(legacy|outdated|old|mainframe|end of life|eol)\b/i,
    note: "retiring legacy technology step by step",
  },
  { pattern: /\b(integrat\w*|silo\w*|disconnected|interface\w*)\b/i, note: "connecting siloed systems" },
  { pattern: /\b(manual|spreadsheet\w*|re-?enter\w*|paper)\b/i, note: "removing manual work" },
  { pattern: /\b(cost\w*|budget|licen[cs]\w*|expensive)\b/i, note: "lowering running costs" },
  { pattern: /\b(secur\w*|complian\w*|audit\w*|risk\w*)\b/i, note: "security and compliance" },
  { pattern: /\b(data|report\w*|analytic\w*|insight\w*)\b/i, note: "trustworthy data and reporting" },
  { pattern: /\b(scal\w*|growth|performance|slow)\b/i, note: "scalability and performance" },
];

export function challengeThemes(challenges: string): string[] {
  return CHALLENGE_THEMES.filter((t) => t.pattern.test(challenges)).map((t) => t.note);
}

function recommendationFor(system: CatalogueEntry, input: AnalysisInput): EnterpriseRecommendation {
  const playbook = PLAYBOOKS[system.category];
  const industry = labelOf(INDUSTRIES, input.industry);
  const size = labelOf(ORGANIZATION_SIZES, input.companySize).replace(/\s*\(.*\)$/, "");
  const ctx = { system, industry, size, deployment: input.deploymentPreference };
  const caseKey =
    (input.industry === "government" ? GOVERNMENT_CASE_STUDY[system.category] : undefined) ??
    CATEGORY_CASE_STUDY[system.category];
  const story = CASE_STUDY_REFERENCES[caseKey];
  const metrics = [...playbook.metrics];
  if (!system.cloudReady) metrics.push("Dedicated infrastructure retired after the last consumer moves");
  return {
    systemId: system.id,
    title: playbook.title(ctx),
    complexity: recommendationComplexity(system, input.integrationComplexity),
    challenge: playbook.challenge(ctx),
    solution: playbook.solution(ctx),
    impact: {
      metrics,
      timeframe: (input.timeframe && TIMEFRAME_IMPACT[input.timeframe]) || DEFAULT_IMPACT_TIMEFRAME,
      roi: DEFAULT_IMPACT_ROI,
    },
    caseStudy: {
      company: story.company,
      outcome: story.outcome,
      source: caseStudyPath(story.slug),
      title: story.title,
    },
  };
}

function summaryFor(systems: CatalogueEntry[], input: AnalysisInput): string {
  const industry = labelOf(INDUSTRIES, input.industry).toLowerCase();
  const size = labelOf(ORGANIZATION_SIZES, input.companySize);
  const categories = new Set(systems.map((s) => s.category));
  const notCloud = systems.filter((s) => !s.cloudReady);
  const high = systems.filter((s) => recommendationComplexity(s, input.integrationComplexity) === "High");
  const parts = [
    `We reviewed ${systems.length} ${systems.length === 1 ? "system" : "systems"} across ${categories.size} ${
      categories.size === 1 ? "category" : "categories"
    } for a ${size} ${industry} organization.`,
  ];
  parts.push(
    notCloud.length
      ? `${notCloud.map((s) => s.name).join(", ")} ${notCloud.length === 1 ? "is" : "are"} not cloud ready and need${
          notCloud.length === 1 ? "s" : ""
        } a re-platforming path; the others can move to managed services.`
      : "Every selected system has a cloud-ready path.",
  );
  if (high.length)
    parts.push(
      `Start with a careful plan for ${high.map((s) => s.name).join(", ")}, the most complex to change.`,
    );
  const extras = [
    input.deploymentPreference
      ? `${labelOf(DEPLOYMENT_PREFERENCES, input.deploymentPreference)} deployment`
      : null,
    input.integrationComplexity
      ? `${labelOf(INTEGRATION_COMPLEXITIES, input.integrationComplexity).toLowerCase()} integration`
      : null,
    input.budgetRange ? `a ${labelOf(BUDGET_RANGES, input.budgetRange)} budget` : null,
    input.timeframe ? `a ${labelOf(TIMEFRAMES, input.timeframe)} timeframe` : null,
  ].filter(Boolean);
  if (extras.length) parts.push(`The plan assumes ${extras.join(", ")}.`);
  const themes = challengeThemes(input.businessChallenges);
  if (themes.length)
    parts.push(`Your challenges point to ${themes.join(", ")}; the recommendations address these first.`);
  return parts.join(" ");
}

/** The deterministic built-in analysis: grounded in the catalogue, the playbooks and the inputs. */
export function builtInEnterpriseAnalysis(input: AnalysisInput): EnterpriseAnalysisResult {
  const systems = selectedEntries(input.selectedSystems);
  const industry = input.industry as keyof typeof INDUSTRY_AI_OPPORTUNITIES;
  return {
    summary: summaryFor(systems, input),
    systems: systems.map((s) => ({ id: s.id, name: s.name, type: PLAYBOOKS[s.category].type })),
    recommendations: systems.map((s) => recommendationFor(s, input)),
    aiOpportunities: INDUSTRY_AI_OPPORTUNITIES[industry].map((o) => ({ ...o })),
    benchmarks: [
      ...INDUSTRY_BENCHMARKS[industry].map((b) => ({ ...b })),
      {
        metric: "IT budget spent keeping existing systems running",
        industryAverage: "70-80%",
        topPerformers: "50-60%",
        note: "Modernized, integrated systems free budget for new capabilities.",
      },
    ],
    industry: labelOf(INDUSTRIES, input.industry),
  };
}

/**
 * The enterprise analysis (analyze-enterprise-systems) as an AI task: the built-in engine or an LLM,
 * both held to the report's schema.
 */
export const analyzeEnterpriseSystemsTask: AiTask<AnalysisInput, EnterpriseAnalysisResult> = {
  name: "analyze-enterprise-systems",
  schema: enterpriseAnalysisResultSchema,
  builtIn: builtInEnterpriseAnalysis,
  prompt: (input) => {
    const systems = selectedEntries(input.selectedSystems);
    return {
      system:
        "You are an enterprise modernization consultant at a software agency that sells AI-augmented development. Answer with JSON only, matching the schema. Be specific and factual; do not invent third-party customers.",
      prompt: [
        `Organization size: ${labelOf(ORGANIZATION_SIZES, input.companySize)}`,
        `Industry: ${labelOf(INDUSTRIES, input.industry)}`,
        `Deployment preference: ${labelOf(DEPLOYMENT_PREFERENCES, input.deploymentPreference) || "not given"}`,
        `Integration complexity: ${labelOf(INTEGRATION_COMPLEXITIES, input.integrationComplexity) || "not given"}`,
        `Budget: ${labelOf(BUDGET_RANGES, input.budgetRange) || "not given"}`,
        `Timeframe: ${labelOf(TIMEFRAMES, input.timeframe) || "not given"}`,
        `Business challenges: ${input.businessChallenges || "not given"}`,
        "",
        "Selected systems (id, name, vendor, category, complexity, cloud ready):",
        ...systems.map(
          (s) =>
            `- ${s.id}: ${s.name} (${s.vendor}), ${CATEGORY_LABELS[s.category]}, ${s.complexity}, ${s.cloudReady ? "cloud ready" : "not cloud ready"}`,
        ),
        "",
        "Write one recommendation per selected system (systemId = its id) with title, complexity (Low, Medium or High), challenge, solution and impact (metrics, timeframe, roi).",
        `Default impact timeframe '${DEFAULT_IMPACT_TIMEFRAME}', default roi '${DEFAULT_IMPACT_ROI}'.`,
        "For caseStudy use ONLY one of these case studies of ours (company, outcome, source = the path, title):",
        ...Object.values(CASE_STUDY_REFERENCES).map(
          (c) => `- ${c.title} | ${c.company} | ${caseStudyPath(c.slug)} | ${c.outcome}`,
        ),
        "Add a summary, the systems (name, type), 3 aiOpportunities for the industry (title, technology, description, productivityGain), 3 benchmarks (metric, industryAverage, topPerformers, note) and the industry label.",
      ].join("\n"),
    };
  },
};
