import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { looseText, multilineText, text as oneLine } from "#src/lib/text.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";
import {
  BUDGET_RANGES,
  DEPLOYMENT_PREFERENCES,
  INDUSTRIES,
  INTEGRATION_COMPLEXITIES,
  type Option,
  ORGANIZATION_SIZES,
  TIMEFRAMES,
  valuesOf,
} from "./content/options.ts";
import { COMPLEXITIES, SYSTEM_IDS } from "./content/systems.ts";
import {
  DEFAULT_IMPACT_ROI,
  DEFAULT_IMPACT_TIMEFRAME,
  ENTERPRISE_LIMITS,
  isValidEmail,
  isWorkEmail,
  ENTERPRISE_MESSAGES as M,
} from "./lib/enterprise-rules.ts";

// The wording, limits and email rules are in lib/enterprise-rules.ts (no schema, so the page can
// load them without zod: decision 041); every importer of this contract still finds them here.
export * from "./lib/enterprise-rules.ts";

// ---------------------------------------------------------------------------------------------
// Analysis request

/** Every /api/enterprise endpoint and who may call it (checked against the router by a test). */
export const enterpriseEndpoints = [
  {
    method: "POST",
    path: "/api/enterprise/analyses",
    permission: "public",
    summary: "Runs the enterprise systems analyzer, stores the analysis and records the lead",
  },
  {
    method: "GET",
    path: "/api/enterprise/analyses/:id/pdf",
    permission: "public",
    summary: "The analysis report as a PDF (only with the analysis's unguessable id)",
  },
  {
    method: "POST",
    path: "/api/enterprise/consultations",
    permission: "public",
    summary: "A consultation request from the report: stored, a lead, and an email to staff",
  },
] as const satisfies readonly EndpointDescriptor[];

/** A required select: any string passes the type, the value is checked against the options. */
function requiredChoice<V extends string>(options: readonly Option<V>[], message: string) {
  const values = valuesOf(options) as string[];
  return looseText().pipe(z.string().refine((v) => values.includes(v), message)) as unknown as z.ZodType<
    V,
    unknown
  >;
}

/** An optional select: empty or missing is null, anything else must be one of the options. */
function optionalChoice<V extends string>(options: readonly Option<V>[], label: string) {
  const values = valuesOf(options) as string[];
  return z
    .union([oneLine(), z.null()], { error: M.invalidOption(label) })
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || values.includes(v), M.invalidOption(label)) as unknown as z.ZodType<
    V | null,
    unknown
  >;
}

/**
 * The analyzer's input. The keys are in the order the checks run (systems, email, work email, size,
 * industry), so the first message reported is the first rule broken.
 */
export const enterpriseAnalysisRequestSchema = z.object(
  {
    selectedSystems: z
      .array(oneLine({ label: "A system" }), { error: M.systemsRequired })
      .max(SYSTEM_IDS.length * 2, M.unknownSystem)
      .optional()
      .transform((ids) => [...new Set(ids ?? [])])
      .pipe(
        z
          .array(z.string())
          .min(1, M.systemsRequired)
          .refine((ids) => ids.every((id) => SYSTEM_IDS.includes(id)), M.unknownSystem),
      ),
    email: looseText({ label: "Email" }).pipe(
      z.string().min(1, M.emailRequired).refine(isWorkEmail, M.emailInvalid),
    ),
    companySize: requiredChoice(ORGANIZATION_SIZES, M.sizeRequired),
    industry: requiredChoice(INDUSTRIES, M.industryRequired),
    businessChallenges: z
      .union([multilineText({ label: "Business challenges" }), z.null()], {
        error: M.tooLong("Business challenges", ENTERPRISE_LIMITS.challenges),
      })
      .optional()
      .transform((v) => (v ?? "").trim())
      .pipe(
        z
          .string()
          .max(ENTERPRISE_LIMITS.challenges, M.tooLong("Business challenges", ENTERPRISE_LIMITS.challenges)),
      ),
    deploymentPreference: optionalChoice(DEPLOYMENT_PREFERENCES, "deployment preference"),
    integrationComplexity: optionalChoice(INTEGRATION_COMPLEXITIES, "integration complexity"),
    budgetRange: optionalChoice(BUDGET_RANGES, "budget range"),
    timeframe: optionalChoice(TIMEFRAMES, "timeframe"),
  },
  { error: M.systemsRequired },
);
export type EnterpriseAnalysisRequest = z.output<typeof enterpriseAnalysisRequestSchema>;
export type EnterpriseAnalysisRequestInput = {
  selectedSystems: string[];
  email: string;
  companySize: string;
  industry: string;
  businessChallenges: string;
  deploymentPreference: string;
  integrationComplexity: string;
  budgetRange: string;
  timeframe: string;
};

/** The first broken rule of an analysis request (client and server use the same schema). */
export function firstAnalysisError(input: unknown): { field: string; message: string } | null {
  const parsed = enterpriseAnalysisRequestSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { field: String(issue.path[0] ?? "selectedSystems"), message: issue.message };
}

// ---------------------------------------------------------------------------------------------
// Analysis result: the report's systems, recommendations, AI opportunities and benchmarks, the shape
// both engines must produce and the report view and PDF read.

const text = (max: number) => z.string().min(1).max(max);

export const enterpriseAnalysisResultSchema = z.object({
  summary: text(1200),
  systems: z.array(z.object({ id: z.string().max(80).optional(), name: text(160), type: text(80) })).min(1),
  recommendations: z
    .array(
      z.object({
        systemId: z.string().max(80).optional(),
        title: text(200),
        complexity: z.enum(COMPLEXITIES),
        challenge: text(1200),
        solution: text(1200),
        impact: z.object({
          metrics: z.array(text(240)).min(1).max(6),
          timeframe: z.string().min(1).max(60).default(DEFAULT_IMPACT_TIMEFRAME),
          roi: z.string().min(1).max(80).default(DEFAULT_IMPACT_ROI),
        }),
        caseStudy: z.object({
          company: text(160),
          outcome: text(400),
          source: text(300),
          title: z.string().min(1).max(200).optional(),
        }),
      }),
    )
    .min(1),
  aiOpportunities: z
    .array(
      z.object({
        title: text(160),
        technology: text(160),
        description: text(800),
        productivityGain: text(80),
      }),
    )
    .min(1)
    .max(8),
  benchmarks: z
    .array(
      z.object({
        metric: text(160),
        industryAverage: text(80),
        topPerformers: text(80),
        note: text(400),
      }),
    )
    .min(1)
    .max(10),
  industry: text(80),
});
export type EnterpriseAnalysisResult = z.output<typeof enterpriseAnalysisResultSchema>;
export type EnterpriseRecommendation = EnterpriseAnalysisResult["recommendations"][number];

const engineInfoSchema = z.strictObject({
  kind: z.enum(["built-in", "llm"]),
  name: z.string(),
  fallbackReason: z.string().optional().describe("Why the built-in engine answered instead of the LLM"),
});
export type EngineInfoDto = z.output<typeof engineInfoSchema>;

/** What POST /api/enterprise/analyses answers. */
const enterpriseAnalysisDtoSchema = z.strictObject({
  id: rowId,
  message: z.literal(M.analysisSuccess),
  // The engines' own schema: the result has been parsed by it, so it holds none but its fields.
  result: enterpriseAnalysisResultSchema,
  engine: engineInfoSchema,
  pdfPath: z.string().describe("Where the report PDF is served"),
  createdAt: isoDateTime,
});
export type EnterpriseAnalysisDto = z.output<typeof enterpriseAnalysisDtoSchema>;

// ---------------------------------------------------------------------------------------------
// Consultation request

const PHONE_PATTERN = /^\+?[\d\s().-]{7,}$/;

export const consultationRequestSchema = z.object(
  {
    name: looseText({ label: "Name" }).pipe(
      z
        .string()
        .min(1, M.consultationRequired)
        .max(ENTERPRISE_LIMITS.name, M.tooLong("Name", ENTERPRISE_LIMITS.name)),
    ),
    email: looseText({ label: "Email" }).pipe(
      z.string().min(1, M.consultationRequired).refine(isValidEmail, M.consultationEmailInvalid),
    ),
    phone: z
      .union([oneLine({ label: "Phone" }), z.null()], { error: M.consultationPhoneInvalid })
      .optional()
      .transform((v) => (v ?? "").trim())
      .refine((v) => {
        if (!v) return true;
        const digits = v.replace(/\D/g, "").length;
        return v.length <= ENTERPRISE_LIMITS.phone && PHONE_PATTERN.test(v) && digits >= 7 && digits <= 15;
      }, M.consultationPhoneInvalid)
      .transform((v) => v || null),
    analysisId: z
      .union([z.uuid(), z.null()], { error: M.analysisNotFound })
      .optional()
      .transform((v) => v ?? null),
  },
  { error: M.consultationRequired },
);
export type ConsultationRequest = z.output<typeof consultationRequestSchema>;

const consultationDtoSchema = z.strictObject({ id: rowId, message: z.literal(M.consultationSuccess) });
export type ConsultationDto = z.output<typeof consultationDtoSchema>;

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const enterpriseEndpointSchemas = {
  "POST /api/enterprise/analyses": {
    body: enterpriseAnalysisRequestSchema,
    response: enterpriseAnalysisDtoSchema,
  },
  "GET /api/enterprise/analyses/:id/pdf": { response: ANSWERS.pdf },
  "POST /api/enterprise/consultations": { body: consultationRequestSchema, response: consultationDtoSchema },
} as const satisfies EndpointSchemas;
