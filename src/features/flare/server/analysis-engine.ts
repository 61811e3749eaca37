import { FEATURE_BUNDLES, type FeatureBundle, planBundles } from "#src/features/startup/server/index.ts";
import type { AiTask } from "#src/platform/ai/index.ts";
import {
  type AnalysisItem,
  DESIGN_LIMITS,
  type FlareAnalysis,
  flareAnalysisSchema,
  type Priority,
  type StageKey,
} from "../flare.contract.ts";
import { featurePoints } from "../lib/points.ts";

/**
 * The built-in analyze-project-input engine: requirement text in, a project summary and alpha,
 * beta and launch features out. It is grounded in the feature bundles the startup slice's pitch
 * engine already matches, so a pitch about a shop gets checkout and orders, one about a team tool
 * gets workspaces and comments. A pure function: same text, same
 * answer; no clock, no randomness.
 */

const MAX_PER_STAGE = 12;

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

const LEAD_IN =
  /^(?:(?:we|i)(?:'re| are| am)? (?:want(?:ing)? to |would like to |need to |plan to )?(?:build(?:ing)?|make|making|create|creating|launch(?:ing)?|develop(?:ing)?) |(?:build|make|create|launch|develop) )?(?:an? |the |our |my )?/i;

/** A short title from the first sentence: its lead-in ("We want to build a") removed, capitalised. */
export function titleFrom(text: string): string {
  const first = (sentences(text)[0] ?? text).replace(/[.!?]+$/, "");
  const core = first.replace(LEAD_IN, "").trim() || first.trim();
  const title = clip(core, 60);
  return title ? `${title[0]!.toUpperCase()}${title.slice(1)}` : "New project";
}

const lowerFirst = (s: string) => (s && !/^[A-Z]{2}/.test(s) ? `${s[0]!.toLowerCase()}${s.slice(1)}` : s);
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

type Placed = AnalysisItem & { stage: StageKey };

export function analyzeRequirementsBuiltIn(input: { input: string }): FlareAnalysis {
  const text = input.input;
  const plan = planBundles(text);
  const said = sentences(text);
  const placed: Placed[] = [];
  const seen = new Set<string>();
  const place = (
    stage: StageKey,
    bundle: FeatureBundle,
    f: FeatureBundle["features"][number],
    priority: Priority,
  ) => {
    const key = f.name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    placed.push({
      stage,
      name: f.name,
      description: f.description,
      priority,
      points: featurePoints(bundle.complexity, priority),
    });
  };

  // The core journey in the founder's own words comes first: it is what the alpha must prove.
  const core = said[0] ?? text.trim();
  placed.push({
    stage: "alpha",
    name: "Core user journey",
    description: clip(`The main path through the product: ${core}`, 400),
    priority: "high",
    points: 60,
  });
  seen.add("core user journey");

  for (const b of plan.primary) {
    for (const f of b.features) {
      place(f.priority === "high" ? "alpha" : f.priority === "medium" ? "beta" : "launch", b, f, f.priority);
    }
  }
  for (const b of plan.secondary) {
    for (const f of b.features)
      place(f.priority === "high" ? "beta" : "launch", b, f, f.priority === "high" ? "medium" : "low");
  }
  for (const b of plan.baseline) {
    for (const f of b.features) place(f.priority === "high" ? "alpha" : "launch", b, f, f.priority);
  }

  const stage = (s: StageKey) =>
    placed
      .filter((p) => p.stage === s)
      .slice(0, MAX_PER_STAGE)
      .map(({ stage: _, ...item }) => item);
  const alpha = stage("alpha");
  const beta = stage("beta");
  const launch = stage("launch");

  const focus = (plan.primary.length ? plan.primary : plan.baseline).map((b) => b.name);
  const description = clip(
    `${clip(core, 400)} The first release centres on ${list(focus)}; ${alpha.length} features prove the idea in alpha, ${beta.length} follow in beta and ${launch.length} round it off for launch.`,
    1200,
  );
  const objectives = [
    `Prove the core in alpha: ${list(alpha.slice(0, 3).map((f) => lowerFirst(f.name)))}`,
    ...plan.primary.map((b) => `Deliver ${b.name}: ${lowerFirst(b.description.replace(/\.$/, ""))}`),
    beta.length
      ? `Widen the product in beta with ${list(beta.slice(0, 3).map((f) => lowerFirst(f.name)))}`
      : null,
    `Launch with ${alpha.length + beta.length + launch.length} planned features and full source ownership`,
  ]
    .filter((o): o is string => Boolean(o))
    .map((o) => clip(o, 300))
    .slice(0, 6);

  return {
    projectSummary: { title: titleFrom(text), description, objectives },
    features: { alpha, beta, launch },
  };
}

/** analyze-project-input as an AI task: built-in engine or the configured LLM, one schema. */
export const analyzeProjectTask: AiTask<{ input: string }, FlareAnalysis> = {
  name: "analyze-project-input",
  schema: flareAnalysisSchema,
  builtIn: analyzeRequirementsBuiltIn,
  prompt: ({ input }) => ({
    system: [
      "You are a senior product planner at a software studio that builds MVPs in one week with the FLARE method.",
      "Turn a client's free-text requirements into a project summary and features for three stages: alpha (the core that proves the idea), beta (what early users need next) and launch (polish and scale).",
      "Answer with JSON only, matching the given schema exactly. Each stage has at most 12 features.",
      "priority is high, medium or low; points is an integer effort estimate from 5 to 300 (a simple screen is about 20, an integration about 50, an AI feature about 100).",
      `Prefer features from these bundles where they fit: ${FEATURE_BUNDLES.map((b) => `${b.name} (${b.features.map((f) => f.name).join(", ")})`).join("; ")}.`,
      "Do not invent company names or statistics.",
    ].join("\n"),
    prompt: ["Requirements:", "<<<", input.slice(0, DESIGN_LIMITS.analysisInput), ">>>"].join("\n"),
  }),
};
