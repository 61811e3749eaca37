// The government compliance tool's keys, wording and request check, without a schema: the
// /government page imports this file in the browser, and importing ../government.contract.ts there
// would put zod into its first load (decision 041). The contract re-exports all of it.
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import { textProblem, textProblemMessage } from "#src/lib/text-rules.ts";

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
