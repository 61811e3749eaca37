import {
  BASELINE_BUNDLE_IDS,
  type BundleComplexity,
  FEATURE_BUNDLES,
  type FeatureBundle,
} from "../content/feature-bundles.ts";
import {
  DEFAULT_PROFILE,
  PROJECT_PROFILES,
  PROJECT_STAGES,
  type ProjectProfile,
  type ProjectStage,
} from "../content/project-profiles.ts";
import {
  type AnalysisFeature,
  type AnalysisRequest,
  PLAN_DEFAULTS,
  type ProjectAnalysis,
} from "../startup.contract.ts";

/**
 * The built-in generate-enhanced-analysis engine: a pure function of the pitch. It reads the pitch
 * for the feature bundles of the FLARE catalogue (keywords and synonyms), infers the kind of
 * product and its stage, and sizes the timeline and budget from the bundles it picked. Same input,
 * same output; no clock, no randomness.
 */

// ---------------------------------------------------------------------------------------------
// Matching

/** Lower case, every run of characters other than letters, digits and hyphens as one space. */
export function normalizePitch(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, " ")
    .trim()} `;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function keywordPattern(keyword: string): RegExp {
  const words = normalizePitch(keyword).trim().split(" ").map(escapeRe).join(" ");
  return new RegExp(`(?<![a-z0-9])${words}(?:s|es)?(?![a-z0-9])`);
}

type Matcher = { keyword: string; re: RegExp };
const matcherCache = new Map<string, Matcher[]>();
function matchersFor(key: string, keywords: readonly string[]): Matcher[] {
  let m = matcherCache.get(key);
  if (!m) {
    m = keywords.map((keyword) => ({ keyword, re: keywordPattern(keyword) }));
    matcherCache.set(key, m);
  }
  return m;
}

/** The distinct keywords of a list found in a normalised pitch (appending text never removes one). */
function hits(normalized: string, key: string, keywords: readonly string[]): string[] {
  return matchersFor(key, keywords)
    .filter((m) => m.re.test(normalized))
    .map((m) => m.keyword);
}

export type BundleMatch = { bundle: FeatureBundle; keywords: string[] };

/** Bundles whose keywords occur in the pitch, most keywords first, then in catalogue order. */
export function matchBundles(pitch: string): BundleMatch[] {
  const normalized = normalizePitch(pitch);
  return FEATURE_BUNDLES.map((bundle, index) => ({
    bundle,
    index,
    keywords: hits(normalized, `bundle:${bundle.id}`, bundle.keywords),
  }))
    .filter((m) => m.keywords.length > 0)
    .sort((a, b) => b.keywords.length - a.keywords.length || a.index - b.index)
    .map(({ bundle, keywords }) => ({ bundle, keywords }));
}

export function inferProfile(pitch: string): ProjectProfile {
  const normalized = normalizePitch(pitch);
  let best: ProjectProfile = DEFAULT_PROFILE;
  let bestHits = 0;
  for (const profile of PROJECT_PROFILES) {
    const n = hits(normalized, `profile:${profile.id}`, profile.keywords).length;
    if (n > bestHits) {
      best = profile;
      bestHits = n;
    }
  }
  return best;
}

export function inferStage(pitch: string): ProjectStage {
  const normalized = normalizePitch(pitch);
  let stage = PROJECT_STAGES[0]!;
  for (const s of PROJECT_STAGES) {
    if (hits(normalized, `stage:${s.id}`, s.keywords).length > 0) stage = s;
  }
  return stage;
}

/** Project type and stage for the project_analyses row, read from the pitch. */
export function profilePitch(pitch: string): { projectType: string; projectStage: string } {
  return { projectType: inferProfile(pitch).label, projectStage: inferStage(pitch).label };
}

// ---------------------------------------------------------------------------------------------
// Sizing: every figure grows (or stays) when a bundle is added, never shrinks.

export type BundlePlan = {
  /** The strongest matches (up to three): their high-priority features are must-haves. */
  primary: FeatureBundle[];
  /** Other matches: their features are nice-to-haves. */
  secondary: FeatureBundle[];
  /** Baseline bundles the pitch did not mention: every product needs them. */
  baseline: FeatureBundle[];
  /** All of them: what the timeline, budget and complexity are sized from. */
  all: FeatureBundle[];
};

export const PRIMARY_BUNDLES = 3;

export function planBundles(pitch: string): BundlePlan {
  const matches = matchBundles(pitch).map((m) => m.bundle);
  const primary = matches.slice(0, PRIMARY_BUNDLES);
  const secondary = matches.slice(PRIMARY_BUNDLES);
  const matchedIds = new Set(matches.map((b) => b.id));
  const baseline = FEATURE_BUNDLES.filter(
    (b) => (BASELINE_BUNDLE_IDS as readonly string[]).includes(b.id) && !matchedIds.has(b.id),
  );
  return { primary, secondary, baseline, all: [...primary, ...secondary, ...baseline] };
}

/** Calendar weeks per day of bundle effort: design, review and testing around the build. */
const WEEKS_PER_EFFORT_DAY = 0.45;

export type WeeksRange = { low: number; high: number };

export function sizeTimeline(bundles: readonly FeatureBundle[]): WeeksRange {
  const minDays = bundles.reduce((n, b) => n + b.minDays, 0);
  const maxDays = bundles.reduce((n, b) => n + b.maxDays, 0);
  const low = Math.max(8, Math.ceil(minDays * WEEKS_PER_EFFORT_DAY));
  const high = Math.max(12, Math.ceil(maxDays * WEEKS_PER_EFFORT_DAY), low + 2);
  return { low, high };
}

export function sizeComplexity(bundles: readonly FeatureBundle[]): BundleComplexity {
  const highs = bundles.filter((b) => b.complexity === "High").length;
  if (highs >= 2 || bundles.length >= 9) return "High";
  if (highs >= 1 || bundles.length >= 6) return "Medium";
  return "Low";
}

/** Development cost per bundle in $K; the whole budget is development / 60% (PLAN_DEFAULTS). */
const DEV_COST_K: Record<BundleComplexity, [number, number]> = {
  Low: [3, 5],
  Medium: [5, 8],
  High: [8, 14],
};
const DEVELOPMENT_SHARE = PLAN_DEFAULTS.budgetBreakdown[0].percent / 100;

export function sizeBudget(bundles: readonly FeatureBundle[]): { lowK: number; highK: number } {
  const [devLow, devHigh] = bundles.reduce<[number, number]>(
    ([lo, hi], b) => [lo + DEV_COST_K[b.complexity][0], hi + DEV_COST_K[b.complexity][1]],
    [0, 0],
  );
  const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);
  return { lowK: round5(devLow / DEVELOPMENT_SHARE), highK: round5(devHigh / DEVELOPMENT_SHARE) };
}

const dollarsK = (k: number) => (k >= 1000 ? `$${(k / 1000).toFixed(k % 1000 === 0 ? 0 : 1)}M` : `$${k}K`);
const weeks = (r: WeeksRange) => `${r.low}-${r.high} weeks`;

// ---------------------------------------------------------------------------------------------
// Reading the visitor's words

/** Sentences of the pitch (at most the first 40), whitespace collapsed. */
function sentences(pitch: string): string[] {
  return pitch
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .slice(0, 40);
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

const capitalize = (s: string) => (s ? `${s[0]!.toUpperCase()}${s.slice(1)}` : s);
/** Lower case for use inside a sentence, keeping acronyms such as AI, API or MVP. */
const lowerFirst = (s: string) =>
  s
    .split(" ")
    .map((w, i) => (/^\(?[A-Z0-9]{2,}/.test(w) || (i > 0 && w === w.toLowerCase()) ? w : w.toLowerCase()))
    .join(" ");
const article = (word: string) => (/^(?:[aeiou]|MVP|FAQ)/i.test(word) ? "an" : "a");

const NOT_AUDIENCES = new Set([
  "free",
  "now",
  "example",
  "instance",
  "years",
  "months",
  "weeks",
  "sale",
  "rent",
  "hire",
  "the first time",
  "ever",
  "good",
  "real",
]);

/** "… for <audience> …" as the visitor wrote it, when the pitch says who it is for. */
export function extractAudience(pitch: string): string | null {
  const re =
    /\bfor ([A-Za-z0-9'’&-]+(?: [A-Za-z0-9'’&-]+){0,6}?)(?=[.,;:!?()]|\s(?:who|that|which|to|and|by|so|with|in|on|at|across|through|because|where|while)\b|$)/gi;
  for (const m of pitch.replace(/\s+/g, " ").matchAll(re)) {
    const audience = m[1]!.trim();
    if (audience.length >= 3 && !NOT_AUDIENCES.has(audience.toLowerCase())) return clip(audience, 120);
  }
  return null;
}

const DIFFERENTIATOR = /\b(unlike|only|first|without|instead of|no more|finally|faster|cheaper|easier)\b/i;

// ---------------------------------------------------------------------------------------------
// The analysis

function featuresOf(plan: BundlePlan): { mustHave: AnalysisFeature[]; niceToHave: AnalysisFeature[] } {
  const mustHave: AnalysisFeature[] = [];
  const niceToHave: AnalysisFeature[] = [];
  const item = (f: { name: string; description: string }) => ({ name: f.name, description: f.description });
  for (const b of plan.primary) {
    for (const f of b.features) (f.priority === "high" ? mustHave : niceToHave).push(item(f));
  }
  for (const b of plan.secondary) for (const f of b.features) niceToHave.push(item(f));
  for (const b of plan.baseline) {
    const first = b.features.find((f) => f.priority === "high");
    if (first) mustHave.push(item(first));
  }
  return { mustHave, niceToHave };
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

function phasesOf(
  range: WeeksRange,
  features: { mustHave: AnalysisFeature[]; niceToHave: AnalysisFeature[] },
  plan: BundlePlan,
  audience: string,
): ProjectAnalysis["timeline"]["phases"] {
  const discovery = {
    low: Math.max(1, Math.round(range.low * 0.15)),
    high: Math.max(2, Math.round(range.high * 0.15)),
  };
  const beta = {
    low: Math.max(2, Math.round(range.low * 0.25)),
    high: Math.max(3, Math.round(range.high * 0.25)),
  };
  const launch = { low: 1, high: 2 };
  const alpha = {
    low: range.low - discovery.low - beta.low - launch.low,
    high: range.high - discovery.high - beta.high - launch.high,
  };
  const span = (r: WeeksRange) => (r.low === r.high ? `${r.low} weeks` : `${r.low}-${r.high} weeks`);
  const focus = (plan.primary.length ? plan.primary : plan.all).slice(0, 3).map((b) => b.name);
  return [
    {
      name: "Discovery and technical design",
      duration: span(discovery),
      tasks: [
        `Interview five to ten people from the target market (${clip(lowerFirst(audience), 80)})`,
        `Write the technical design for ${list(focus)}`,
        "Prototype the main user journey and test it with users",
      ],
      deliverables: [
        "Technical design document",
        "Clickable prototype of the main journey",
        "Prioritised backlog",
      ],
    },
    {
      name: "Alpha: build the core",
      duration: span(alpha),
      tasks: features.mustHave.slice(0, 8).map((f) => `Build ${lowerFirst(f.name)}`),
      deliverables: ["Working alpha on a staging environment", "Automated tests for every must-have feature"],
    },
    {
      name: "Beta: pilot with early users",
      duration: span(beta),
      tasks: [
        "Onboard a pilot group of early users",
        ...features.niceToHave.slice(0, 4).map((f) => `Add ${lowerFirst(f.name)} if the pilot asks for it`),
        "Fix what the pilot finds and measure where users drop off",
      ],
      deliverables: ["Beta release for pilot users", "Pilot feedback report with usage figures"],
    },
    {
      name: "Launch",
      duration: span(launch),
      tasks: [
        "Security and performance review",
        "Production deployment with monitoring",
        "Hand-over and launch support",
      ],
      deliverables: ["Public launch", "Runbook and documentation", "Post-launch improvement plan"],
    },
  ];
}

/** The built-in engine: the full AI project analysis response for a pitch. */
export function analyzePitchBuiltIn(input: AnalysisRequest): ProjectAnalysis {
  const pitch = input.description;
  const profile =
    PROJECT_PROFILES.find((p) => p.label === input.projectType) ??
    (input.projectType === DEFAULT_PROFILE.label ? DEFAULT_PROFILE : inferProfile(pitch));
  const stage = PROJECT_STAGES.find((s) => s.label === input.projectStage) ?? inferStage(pitch);
  const plan = planBundles(pitch);
  const features = featuresOf(plan);
  const range = sizeTimeline(plan.all);
  const total = weeks(range);
  const complexity = sizeComplexity(plan.all);
  const budget = sizeBudget(plan.all);
  const audience = extractAudience(pitch);
  const targetMarket = audience
    ? `${capitalize(audience)}; more broadly, ${lowerFirst(profile.defaultAudience)}`
    : profile.defaultAudience;
  const audienceShort = audience ?? profile.defaultAudience;
  const focus = plan.primary.length ? plan.primary : plan.baseline;
  const focusNames = focus.map((b) => lowerFirst(b.name));

  const said = sentences(pitch);
  const opening = clip(said[0] ?? pitch.trim(), 280);
  const stageWord = stage.label === "MVP" ? "MVP" : stage.label.toLowerCase();
  const summary = `${opening} In short: ${article(stageWord)} ${stageWord}-stage ${lowerFirst(profile.label)} for ${lowerFirst(audienceShort)}. The first release centres on ${list(focusNames)}.`;

  const differentiator = said.find((s) => DIFFERENTIATOR.test(s));
  const competitors = [
    ...new Set([
      ...profile.competitors,
      ...plan.primary.slice(0, 1).flatMap((b) => (b.competitorCategory ? [b.competitorCategory] : [])),
    ]),
  ].slice(0, 4);
  const uniqueValue = differentiator
    ? `In the founder's words: "${clip(differentiator, 240)}" The plan protects that edge by building ${list(focusNames)} first.`
    : `One focused product for ${lowerFirst(audienceShort)} that brings ${list(focusNames)} together, instead of leaving them to ${lowerFirst(competitors[0] ?? "general-purpose tools")}.`;

  const phases = phasesOf(range, features, plan, audienceShort);
  const objectives = [
    `Validate in discovery that ${lowerFirst(audienceShort)} feel the problem strongly enough to switch`,
    `Launch the ${features.mustHave.length} must-have features within ${total}`,
    ...plan.primary.map(
      (b) => `Deliver ${lowerFirst(b.name)}: ${lowerFirst(b.description.replace(/\.$/, ""))}`,
    ),
    "Learn from a pilot group before the public launch",
  ].slice(0, 6);
  const successCriteria = [
    ...[...plan.primary, ...plan.baseline].map((b) => b.successCriterion),
    `The first release is live within ${total}`,
  ].slice(0, 7);

  const bundleRisks = plan.all.flatMap((b) => (b.risk ? [b.risk] : []));
  const trends = [
    ...profile.trends,
    ...(plan.all.some((b) => b.category === "ai")
      ? ["AI features are becoming an expectation rather than a differentiator"]
      : []),
  ];
  const opportunities = [
    ...profile.opportunities,
    ...(stage.id === "idea" ? ["Testing demand before building saves the budget for what users want"] : []),
  ];

  return {
    projectUnderstanding: {
      summary,
      targetMarket: clip(targetMarket, 300),
      competitors,
      uniqueValue,
      complexity,
      recommendedApproach: `${stage.approach} Work in four phases (discovery, alpha, beta, launch) over ${total}, starting with ${lowerFirst(features.mustHave[0]?.name ?? "the core journey")}.`,
      objectives,
      success_criteria: successCriteria,
    },
    marketAnalysis: {
      marketSize: profile.marketSize,
      growthRate: profile.growthRate,
      trends: trends.slice(0, 6),
      opportunities: opportunities.slice(0, 6),
      risks: [...new Set([...profile.risks, ...bundleRisks])].slice(0, 8),
    },
    features,
    timeline: { total, phases },
    technicalRecommendations: plan.all.map((b) => `${b.name}: ${b.recommendation}`),
    budget: {
      range: `${dollarsK(budget.lowK)}-${dollarsK(budget.highK)}`,
      total: PLAN_DEFAULTS.budgetTotal,
    },
  };
}
