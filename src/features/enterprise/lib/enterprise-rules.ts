// The enterprise analyzer's wording, limits, email rules, report file name and investment tiers,
// without a schema: the /enterprise page imports this file in the browser, and importing
// ../enterprise.contract.ts there would put zod into its first load (decision 041). The contract
// re-exports all of it.
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import { isPersonalMailDomain } from "#src/lib/free-mail.ts";
import type { Complexity } from "../content/systems.ts";

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
// Limits and the report

export const ENTERPRISE_LIMITS = { challenges: 2000, name: 200, phone: 40 } as const;

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
