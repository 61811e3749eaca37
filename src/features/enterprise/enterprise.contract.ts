import { z } from "zod";
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { isPersonalMailDomain } from "#src/lib/free-mail.ts";
import { looseText, multilineText, text as oneLine } from "#src/lib/text.ts";
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
import { COMPLEXITIES, type Complexity, SYSTEM_IDS } from "./content/systems.ts";

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

/**
 * What the analyzer tells the visitor: the product's fixed wording for the checks, the analysis, the
 * PDF and the consultation, and our own for the limits we added (unknown
 * systems, lengths, rate limit).
 */
export const ENTERPRISE_MESSAGES = {
  systemsRequired: "Please select at least one enterprise system to analyze",
  emailRequired: "Please enter your work email to receive the detailed analysis",
  emailInvalid: "Please enter a valid work email. Personal email domains are not accepted.",
  sizeRequired: "Please select your organization size",
  industryRequired: "Please select your industry",
  unknownSystem: "Please select systems from the catalogue",
  invalidOption: (label: string) => `Please choose a valid ${label}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  analysisSuccess: "Your enterprise systems analysis is complete!",
  analysisFailed: "Failed to generate analysis. Please try again.",
  pdfPreparing: "Preparing your report for download...",
  pdfDownloaded: "Report downloaded successfully",
  reportFailed: "Failed to generate report",
  pdfFailed: "Failed to generate PDF",
  analysisNotFound: "This analysis was not found",
  consultationRequired: "Please provide your name and email",
  consultationEmailInvalid: "Please enter a valid email address",
  consultationPhoneInvalid: "Please enter a valid phone number",
  consultationSuccess:
    "Consultation request received! Our enterprise modernization expert will contact you shortly.",
  consultationFailed: "Failed to book consultation. Please try again.",
  consultationFollowUp: "We will get back to you within 1 business day.",
  rateLimited:
    "We received several requests from your connection in the last few minutes. Please wait a few minutes and try again.",
} as const;
const M = ENTERPRISE_MESSAGES;

/**
 * The rotating messages of the analyzing state, so the visitor sees the work progress while the model runs.
 */
export const ANALYZING_MESSAGES = [
  "Gathering system information...",
  "Analyzing integration opportunities...",
  "Evaluating AI automation possibilities...",
  "Generating custom solution blueprint...",
] as const;

export const DEFAULT_IMPACT_TIMEFRAME = "3-6 months";
export const DEFAULT_IMPACT_ROI = "250% ROI over 2 years";
export const CONSULTATION_FOLLOW_UP = "1 business day";

// ---------------------------------------------------------------------------------------------
// Work email

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/**
 * A valid address whose domain is not a personal-mail provider's, at any subdomain depth
 * (jane@mail.yahoo.co.uk is refused; jane@mail.acme.com is a work address).
 */
export function isWorkEmail(value: string): boolean {
  const email = value.trim();
  return isValidEmail(email) && !isPersonalMailDomain(email.slice(email.lastIndexOf("@") + 1));
}

/**
 * The live check of the email field: nothing while empty (the visitor has not typed yet), else the
 * work-email message when the address is invalid or on a personal mail domain.
 */
export function liveWorkEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return null;
  return isWorkEmail(email) ? null : M.emailInvalid;
}

/** "jane@finance.acme-corp.co.uk" → "Acme Corp": the organisation's label of the domain. */
export function companyFromEmail(email: string): string | null {
  const labels = email
    .slice(email.lastIndexOf("@") + 1)
    .toLowerCase()
    .split(".")
    .filter(Boolean);
  if (labels.length < 2) return null;
  labels.pop();
  const last = labels.at(-1)!;
  if (labels.length >= 2 && last.length <= 3 && /^(co|com|org|net|gov|ac|edu|ltd|plc)$/.test(last))
    labels.pop();
  const label = labels.at(-1);
  if (!label) return null;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

// ---------------------------------------------------------------------------------------------
// Analysis request

export const ENTERPRISE_LIMITS = { challenges: 2000, name: 200, phone: 40 } as const;

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

export type EngineInfoDto = { kind: "built-in" | "llm"; name: string; fallbackReason?: string };

/** What POST /api/enterprise/analyses answers. */
export type EnterpriseAnalysisDto = {
  id: string;
  message: typeof M.analysisSuccess;
  result: EnterpriseAnalysisResult;
  engine: EngineInfoDto;
  /** Where the report PDF is served. */
  pdfPath: string;
  createdAt: string;
};

export const analysisPdfPath = (id: string) => `/api/enterprise/analyses/${id}/pdf`;

/**
 * The report's file name, industry_Systems_Modernization_yyyy-MM-dd.pdf, so a saved report says what
 * it covers and when; the date in UTC so server and browser agree.
 */
export function reportFilename(industry: string, date: Date): string {
  const safe = industry.replace(/[^A-Za-z0-9-]+/g, "_") || "enterprise";
  return `${safe}_Systems_Modernization_${date.toISOString().slice(0, 10)}.pdf`;
}

// ---------------------------------------------------------------------------------------------
// Investment tiers: what the no-code, low-code and custom approaches cost for a change of Low, Medium
// or High complexity; the report's slider starts on the tier matching the complexity.

export const INVESTMENT_APPROACHES = [
  { id: "no-code", label: "No-code" },
  { id: "low-code", label: "Low-code" },
  { id: "custom", label: "Custom" },
] as const;

export const INVESTMENT_TIERS: Record<Complexity, readonly [string, string, string]> = {
  Low: ["$5K-$15K", "$15K-$30K", "$30K-$50K"],
  Medium: ["$15K-$30K", "$30K-$60K", "$60K-$100K"],
  High: ["$30K-$50K", "$50K-$100K", "$100K+"],
};

/** The tier matching the complexity: Low → no-code, Medium → low-code, High → custom. */
export function recommendedTierIndex(complexity: Complexity): 0 | 1 | 2 {
  return complexity === "Low" ? 0 : complexity === "Medium" ? 1 : 2;
}

export type InvestmentTier = { approach: string; label: string; range: string; recommended: boolean };

export function investmentTiers(complexity: Complexity): InvestmentTier[] {
  const recommended = recommendedTierIndex(complexity);
  return INVESTMENT_APPROACHES.map((a, i) => ({
    approach: a.id,
    label: a.label,
    range: INVESTMENT_TIERS[complexity][i]!,
    recommended: i === recommended,
  }));
}

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

export type ConsultationDto = { id: string; message: typeof M.consultationSuccess };

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const enterpriseEndpointSchemas = {
  "POST /api/enterprise/analyses": { body: enterpriseAnalysisRequestSchema },
  "POST /api/enterprise/consultations": { body: consultationRequestSchema },
} as const satisfies EndpointSchemas;
