import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText, text as oneLine } from "#src/lib/text.ts";
import { rowId } from "#src/lib/wire.ts";
import { EMAIL_MAX_CHARS, PITCH_MAX_CHARS, STARTUP_MESSAGES } from "./lib/startup-rules.ts";

/** Every /api/startup endpoint and who may call it (checked against the router by a test). */
export const startupEndpoints = [
  {
    method: "POST",
    path: "/api/startup/analyses",
    permission: "public",
    summary: "The /startup pitch-to-plan tool: analyses a pitch, stores the analysis, its plan and the lead",
  },
] as const satisfies readonly EndpointDescriptor[];

// The wording, limits and loading steps are in lib/startup-rules.ts (no schema, so /startup loads
// them without zod: decision 041); every importer of this contract still finds them here.
export * from "./lib/startup-rules.ts";

export const pitchRequestSchema = z.object({
  pitch: multilineText({ error: STARTUP_MESSAGES.pitchRequired, label: "Your pitch" })
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, STARTUP_MESSAGES.pitchRequired)
        .max(PITCH_MAX_CHARS, STARTUP_MESSAGES.pitchTooLong(PITCH_MAX_CHARS)),
    ),
  email: oneLine({ error: STARTUP_MESSAGES.invalidEmail, label: "Email" })
    .trim()
    .max(EMAIL_MAX_CHARS, STARTUP_MESSAGES.invalidEmail)
    .pipe(z.union([z.literal(""), z.email(STARTUP_MESSAGES.invalidEmail)]))
    .optional(),
});
export type PitchRequestParsed = z.output<typeof pitchRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The AI project analysis response: the schema both engines (built-in and LLM) must meet, so the
// results page and the plan can rely on every field being there.

const text = (max: number) => z.string().trim().min(1).max(max);
const list = (max: number, items = 12) => z.array(text(max)).min(1).max(items);

export const featureItemSchema = z.object({ name: text(120), description: text(400) });

export const projectAnalysisSchema = z.object({
  projectUnderstanding: z.object({
    summary: text(1200),
    targetMarket: text(300),
    competitors: list(160, 8),
    uniqueValue: text(600),
    complexity: z.enum(["Low", "Medium", "High"]),
    recommendedApproach: text(800),
    objectives: list(300, 8),
    success_criteria: list(300, 10),
  }),
  marketAnalysis: z.object({
    marketSize: text(300),
    growthRate: text(300),
    trends: list(300, 8),
    opportunities: list(300, 8),
    risks: list(300, 10),
  }),
  features: z.object({
    mustHave: z.array(featureItemSchema).min(1).max(24),
    niceToHave: z.array(featureItemSchema).max(40),
  }),
  timeline: z.object({
    total: text(60),
    phases: z
      .array(
        z.object({
          name: text(80),
          duration: text(60),
          tasks: list(300, 12),
          deliverables: list(300, 12),
        }),
      )
      .min(1)
      .max(8),
  }),
  technicalRecommendations: list(600, 20),
  budget: z.object({ range: text(80), total: text(80) }),
});
export type ProjectAnalysis = z.infer<typeof projectAnalysisSchema>;
export type AnalysisFeature = z.infer<typeof featureItemSchema>;

/** What the pitch analysis receives: the pitch and the two choices made with it. */
export type AnalysisRequest = { projectType: string; projectStage: string; description: string };

// ---------------------------------------------------------------------------------------------
// The plan (project_scopes) and its fixed defaults: what a plan says about timeline, budget split,
// communication and approvals when the analysis gives nothing more specific.

export const PLAN_DEFAULTS = {
  timeline: "8-12 weeks",
  budgetBreakdown: [
    { area: "Development", percent: 60 },
    { area: "Design", percent: 20 },
    { area: "Project management", percent: 10 },
    { area: "Contingency", percent: 10 },
  ],
  budgetTotal: "Contact for pricing",
  meetings: "weekly",
  reporting: "bi-weekly",
  approvals: ["Technical Design", "Budget", "Timeline"],
} as const;

const strings = z.array(z.string());
const projectScopeSchema = z.strictObject({
  overview: z.strictObject({ description: z.string(), objectives: strings, success_criteria: strings }),
  deliverables: z.strictObject({
    features: z.array(
      z.strictObject({
        name: z.string(),
        description: z.string(),
        priority: z.enum(["must-have", "nice-to-have"]),
      }),
    ),
    milestones: z.array(z.strictObject({ name: z.string(), duration: z.string(), deliverables: strings })),
    technical_requirements: strings,
  }),
  timeline: z.strictObject({
    duration: z.string(),
    phases: z.array(z.strictObject({ name: z.string(), duration: z.string() })),
    dependencies: strings,
  }),
  communication_plan: z.strictObject({ meetings: z.string(), reporting: z.string(), channels: strings }),
  budget_breakdown: z.strictObject({
    items: z.array(z.strictObject({ area: z.string(), percent: z.number() })),
    total: z.string(),
    estimate: z.string(),
  }),
  approvals: z.array(
    z.strictObject({ order: z.number().int(), name: z.string(), status: z.literal("pending") }),
  ),
});
export type ProjectScopeDto = z.output<typeof projectScopeSchema>;

const engineSchema = z.strictObject({
  kind: z.enum(["built-in", "llm"]),
  name: z.string(),
  fallbackReason: z.string().optional().describe("Why the built-in engine answered instead of the LLM"),
});
export type EngineDto = z.output<typeof engineSchema>;

/** The answer to POST /api/startup/analyses. */
const analysisResultSchema = z.strictObject({
  id: rowId,
  projectType: z.string(),
  projectStage: z.string(),
  // The engines' own schema: the analysis has been parsed by it, so it holds none but its fields.
  analysis: projectAnalysisSchema,
  scope: projectScopeSchema,
  engine: engineSchema,
  emailed: z.boolean().describe("True when the plan was queued for email to the address given"),
  message: z.string(),
});
export type AnalysisResultDto = z.output<typeof analysisResultSchema>;

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const startupEndpointSchemas = {
  "POST /api/startup/analyses": { body: pitchRequestSchema, response: analysisResultSchema },
} as const satisfies EndpointSchemas;
