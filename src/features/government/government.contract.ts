import { z } from "zod";
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { textProblem, textProblemMessage } from "#src/lib/text.ts";

// The keys the form, the API and the engine share for requirements, agency types and data
// classifications; stored as they are, shown through labels.
export const REQUIREMENTS = ["dataPrivacy", "security", "fedramp", "fisma", "section508"] as const;
export type RequirementKey = (typeof REQUIREMENTS)[number];
export const AGENCY_TYPES = ["federal", "state", "local", "tribal", "military", "other"] as const;
export type AgencyType = (typeof AGENCY_TYPES)[number];
export const DATA_CLASSIFICATIONS = ["public", "sensitive", "confidential", "secret", "topsecret"] as const;
export type DataClassification = (typeof DATA_CLASSIFICATIONS)[number];

/**
 * What the government tool tells the visitor: the product's fixed wording for the four checks, the
 * engine and save failures and success, and our own for the limits we added.
 */
export const GOV_MESSAGES = {
  requirementRequired: "Please select at least one compliance requirement to analyze",
  emailRequired: "Please enter your email to receive the detailed assessment",
  agencyRequired: "Please select your agency type",
  classificationRequired: "Please select your data classification level",
  invalidEmail: "Please enter a valid email address",
  unknownRequirement: "Please choose compliance requirements from the list",
  functionError: "There was an error generating your compliance assessment. Please try again.",
  outerFailure: "Failed to generate assessment. Please try again.",
  saveFailed: "Your assessment was generated but we couldn't save it for future reference.",
  success: "Your compliance assessment is complete!",
  rateLimited:
    "You have requested several assessments in the last few minutes. Please wait a few minutes and try again.",
  notFound: "No such assessment",
} as const;

/**
 * Staged progress: the messages shown 1 s apart before the call, so the visitor sees what the
 * assessment covers while it starts.
 */
export const PROGRESS_MESSAGES = [
  "Analyzing compliance requirements...",
  "Evaluating security controls...",
  "Generating compliance roadmap...",
] as const;
export const PROGRESS_STEP_MS = 1000;

export const EMAIL_MAX = 254;

export type GovernmentRequest = {
  selectedRequirements: RequirementKey[];
  email: string;
  agencyType: AgencyType;
  dataClassification: DataClassification;
};

type Check = { ok: true; value: GovernmentRequest } | { ok: false; field: string; message: string };

const isOneOf = <T extends string>(options: readonly T[], v: unknown): v is T =>
  typeof v === "string" && (options as readonly string[]).includes(v);

/**
 * The four checks in a fixed order (requirement, email, agency type, data classification); the first
 * failure wins, so the visitor fixes one thing at a time. The form and the API
 * run this same function, so both answer with the same message.
 */
export function checkGovernmentRequest(raw: unknown): Check {
  const body =
    raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const fail = (field: string, message: string): Check => ({ ok: false, field, message });
  const reqs = body.selectedRequirements;
  if (!Array.isArray(reqs) || reqs.length === 0)
    return fail("selectedRequirements", GOV_MESSAGES.requirementRequired);
  if (reqs.length > REQUIREMENTS.length * 2 || !reqs.every((r) => isOneOf(REQUIREMENTS, r)))
    return fail("selectedRequirements", GOV_MESSAGES.unknownRequirement);
  const emailProblem = typeof body.email === "string" ? textProblem(body.email) : null;
  if (emailProblem) return fail("email", textProblemMessage(emailProblem, "Email"));
  const email = typeof body.email === "string" ? body.email.normalize("NFC").trim() : "";
  if (!email) return fail("email", GOV_MESSAGES.emailRequired);
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return fail("email", GOV_MESSAGES.invalidEmail);
  if (!isOneOf(AGENCY_TYPES, body.agencyType)) return fail("agencyType", GOV_MESSAGES.agencyRequired);
  if (!isOneOf(DATA_CLASSIFICATIONS, body.dataClassification))
    return fail("dataClassification", GOV_MESSAGES.classificationRequired);
  // Canonical order, no duplicates: the same choice always gives the same assessment.
  const chosen = new Set(reqs as RequirementKey[]);
  return {
    ok: true,
    value: {
      selectedRequirements: REQUIREMENTS.filter((r) => chosen.has(r)),
      email,
      agencyType: body.agencyType,
      dataClassification: body.dataClassification,
    },
  };
}

/** The request as a zod schema (for parseOrThrow): the checks above, one issue, in order. */
export const governmentRequestSchema = z.unknown().transform((raw, ctx): GovernmentRequest => {
  const r = checkGovernmentRequest(raw);
  if (!r.ok) {
    ctx.addIssue({ code: "custom", path: [r.field], message: r.message });
    return z.NEVER;
  }
  return r.value;
});

// ---------------------------------------------------------------------------------------------
// The result: priority, estimates, gaps, controls, actions, roadmap and benefits, the shape both
// engines must produce, plus the framework summary our engine adds (impact level,
// baseline and notes).

const text = (max: number) => z.string().min(1).max(max);

export const governmentResultSchema = z.object({
  priority: text(40),
  timelineEstimate: text(80),
  costEstimate: text(80),
  complianceGaps: z
    .array(z.object({ requirement: text(120), status: text(40), description: text(1200) }))
    .min(1)
    .max(40),
  securityControls: z
    .array(z.object({ name: text(200), status: text(40), impact: text(20) }))
    .min(1)
    .max(40),
  recommendedActions: z.array(text(600)).min(1).max(30),
  implementationRoadmap: z
    .array(
      z.object({
        phase: text(120),
        duration: text(60),
        focus: text(400),
        key_deliverables: z.array(text(300)).min(1).max(12),
      }),
    )
    .min(1)
    .max(10),
  benefits: z.array(text(400)).min(1).max(20),
  categorization: z
    .object({
      impactLevel: text(80),
      baseline: text(200),
      notes: z.array(text(600)).max(10),
    })
    .optional(),
});
export type GovernmentResult = z.infer<typeof governmentResultSchema>;

/** What POST /api/government/analyses answers. */
export type GovernmentAnalysisDto = {
  /** Null when the assessment could not be stored (then there is no PDF link). */
  id: string | null;
  createdAt: string;
  request: Omit<GovernmentRequest, "email"> & { email: string };
  result: GovernmentResult;
  engine: { kind: "built-in" | "llm"; name: string; fallbackReason?: string };
  saved: boolean;
  /** The save-failure message when saved is false. */
  warning?: string;
  /** True when the email with the PDF attached is in the outbox. */
  mailQueued: boolean;
  pdfPath: string | null;
};

export const assessmentPdfPath = (id: string) => `/api/government/analyses/${id}/pdf`;

/** Every /api/government endpoint and who may call it (checked against the router by a test). */
export const governmentEndpoints = [
  {
    method: "POST",
    path: "/api/government/analyses",
    permission: "public",
    summary: "The compliance assessment: validates, analyses, stores, records the lead and emails the PDF",
  },
  {
    method: "GET",
    path: "/api/government/analyses/:id/pdf",
    permission: "public",
    summary: "A stored assessment as a PDF (by its unguessable id)",
  },
] as const satisfies readonly EndpointDescriptor[];

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const governmentEndpointSchemas = {
  "POST /api/government/analyses": { body: governmentRequestSchema },
} as const satisfies EndpointSchemas;
