// The ventures forms' choices, deck rules, wording and limits, without a schema: /ventures/apply
// and /ventures/criteria import this file in the browser, and importing ../ventures.contract.ts
// there would put zod into their first load (decision 041). The contract re-exports all of it.
import { EMAIL_PATTERN } from "#src/lib/email.ts";

// ---------------------------------------------------------------------------------------------
// The pitch form's choices (stages and industries) and accepted deck files: values stored with the
// pitch, labels shown to the founder.

/** Pitch stages: values stored, labels shown. */
export const PITCH_STAGES = [
  { value: "idea", label: "Idea Stage" },
  { value: "mvp", label: "MVP" },
  { value: "early-revenue", label: "Early Revenue" },
  { value: "growth", label: "Growth" },
  { value: "scaling", label: "Scaling" },
] as const;
export type PitchStage = (typeof PITCH_STAGES)[number]["value"];

export const PITCH_INDUSTRIES = [
  { value: "saas", label: "SaaS" },
  { value: "fintech", label: "FinTech" },
  { value: "ai-ml", label: "AI / ML" },
  { value: "health", label: "Health" },
  { value: "ecommerce", label: "E-commerce" },
  { value: "other", label: "Other" },
] as const;
export type PitchIndustry = (typeof PITCH_INDUSTRIES)[number]["value"];

export const stageLabel = (v: string) => PITCH_STAGES.find((s) => s.value === v)?.label ?? v;
export const industryLabel = (v: string) => PITCH_INDUSTRIES.find((s) => s.value === v)?.label ?? v;

/**
 * Accepted deck files, the formats founders present with (PDF, PowerPoint, Keynote), and our size
 * cap.
 */
export const DECK_EXTENSIONS = ["pdf", "ppt", "pptx", "key"] as const;
export type DeckExtension = (typeof DECK_EXTENSIONS)[number];
export const DECK_ACCEPT = DECK_EXTENSIONS.map((e) => `.${e}`).join(",");
export const PITCH_DECK_MAX_BYTES = 25 * 1024 * 1024;

/** The lower-case extension of a file name without the dot, or "". */
export function deckExtensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : "";
}

export const isDeckExtension = (ext: string): ext is DeckExtension =>
  (DECK_EXTENSIONS as readonly string[]).includes(ext);

/**
 * What the ventures forms tell the founder: the product's fixed wording for the application and the
 * pitch, and our own for the server's extra rules.
 */
export const VENTURES_MESSAGES = {
  applicationTitle: "Application Received",
  applicationText: "We'll review your application and get back to you shortly.",
  applicationFailed: "We could not send your application. Please try again.",
  applicationEmpty: "Please tell us a little about yourself or your venture before sending.",
  pitchSuccess: "Your pitch has been submitted successfully! We'll be in touch soon.",
  pitchFailure: "There was an error submitting your pitch. Please try again.",
  invalidEmail: "Please enter a valid email address",
  companyNameRequired: "Company Name is required",
  founderNameRequired: "Founder Name is required",
  emailRequired: "Email is required",
  stageRequired: "Please select your stage",
  industryRequired: "Please select your industry",
  problemRequired: "Problem is required",
  solutionRequired: "Solution is required",
  invalidWebsite: "Please enter a full website address starting with http:// or https://",
  deckRequired: "Please attach your pitch deck",
  deckExtension: "The pitch deck must be a .pdf, .ppt, .pptx or .key file.",
  deckContent: (ext: string) =>
    `The pitch deck's contents are not a real .${ext} file. Please export your deck again and attach it.`,
  deckTooLarge: "The pitch deck is larger than 25 MB. Please attach a smaller file.",
  deckEmpty: "The pitch deck file is empty.",
  notMultipart: "The pitch must be sent as a form with the deck attached.",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  rateLimited:
    "We received several submissions from your connection recently. Please wait a few minutes and try again.",
  pitchNotFound: "No such pitch",
} as const;

export const VENTURES_LIMITS = { line: 200, email: 254, url: 500, text: 5000 } as const;

export const isValidEmail = (v: string) => EMAIL_PATTERN.test(v);

/** Fields on step 1 of the form; the rest (and the deck) are on step 2. */
export const PITCH_STEP1_FIELDS = [
  "companyName",
  "founderName",
  "email",
  "website",
  "stage",
  "industry",
] as const;
