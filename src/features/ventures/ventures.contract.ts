import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { looseText } from "#src/lib/text.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";
import {
  isValidEmail,
  PITCH_INDUSTRIES,
  PITCH_STAGES,
  PITCH_STEP1_FIELDS,
  type PitchIndustry,
  type PitchStage,
  VENTURES_LIMITS,
  VENTURES_MESSAGES,
} from "./lib/ventures-rules.ts";

/** Every /api/ventures endpoint and who may call it (checked against the router by a test). */
export const venturesEndpoints = [
  {
    method: "POST",
    path: "/api/ventures/applications",
    permission: "public",
    summary: "The terminal-styled /ventures/apply form: stores the application and its lead",
  },
  {
    method: "POST",
    path: "/api/ventures/pitches",
    permission: "public",
    summary: "The /ventures/pitch form (multipart, with the pitch deck): stores the pitch, deck and lead",
    body: "multipart",
  },
  {
    method: "GET",
    path: "/api/ventures/pitches",
    permission: "employee",
    summary: "Pitch submissions for staff, newest first",
  },
  {
    method: "GET",
    path: "/api/ventures/pitches/:id/deck",
    permission: "employee",
    summary: "Downloads a pitch deck (private file, staff only)",
  },
] as const satisfies readonly EndpointDescriptor[];

// The choices, deck rules, wording and limits are in lib/ventures-rules.ts (no schema, so
// /ventures/apply and /ventures/criteria load them without zod: decision 041); every importer of
// this contract still finds them here.
export * from "./lib/ventures-rules.ts";

/** Any value as text under the shared rule: a missing or non-string value reads as empty. */
const cleaned = (multiline: boolean, label?: string) =>
  looseText(label ? { multiline, label } : { multiline });

const optionalLine = (label: string, max: number = VENTURES_LIMITS.line) =>
  cleaned(false, label).pipe(z.string().max(max, VENTURES_MESSAGES.tooLong(label, max)));
const requiredLine = (label: string, required: string, max: number = VENTURES_LIMITS.line) =>
  cleaned(false, label).pipe(z.string().min(1, required).max(max, VENTURES_MESSAGES.tooLong(label, max)));
const requiredText = (label: string, required: string) =>
  cleaned(true, label).pipe(
    z
      .string()
      .min(1, required)
      .max(VENTURES_LIMITS.text, VENTURES_MESSAGES.tooLong(label, VENTURES_LIMITS.text)),
  );
const optionalText = (label: string) =>
  cleaned(true, label).pipe(
    z.string().max(VENTURES_LIMITS.text, VENTURES_MESSAGES.tooLong(label, VENTURES_LIMITS.text)),
  );

/**
 * The /ventures/apply form. The form itself checks nothing, so every field may be empty; the
 * server still refuses an empty submission, a malformed email and oversize text.
 */
export const ventureApplicationSchema = z
  .object(
    {
      name: optionalLine("Name"),
      email: cleaned(false, "Email")
        .pipe(z.string().max(VENTURES_LIMITS.email, VENTURES_MESSAGES.invalidEmail))
        .refine((v) => v === "" || isValidEmail(v), VENTURES_MESSAGES.invalidEmail),
      company: optionalLine("Company"),
      projectDescription: optionalText("Project description"),
    },
    { error: VENTURES_MESSAGES.applicationEmpty },
  )
  .refine((v) => Boolean(v.name || v.email || v.company || v.projectDescription), {
    message: VENTURES_MESSAGES.applicationEmpty,
  });
export type VentureApplicationInput = {
  name: string;
  email: string;
  company: string;
  projectDescription: string;
};
export type VentureApplication = z.output<typeof ventureApplicationSchema>;

const applicationResultSchema = z.strictObject({ id: rowId, title: z.string(), message: z.string() });
export type ApplicationResultDto = z.output<typeof applicationResultSchema>;

const stageValues = PITCH_STAGES.map((s) => s.value) as [PitchStage, ...PitchStage[]];
const industryValues = PITCH_INDUSTRIES.map((s) => s.value) as [PitchIndustry, ...PitchIndustry[]];

/** An http(s) address with a host, or "" when the optional Website was left empty. */
export function isWebsite(v: string): boolean {
  if (v === "") return true;
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * The pitch form's text fields: company, founder, email, stage, industry, problem and solution required,
 * website and traction optional; the deck is checked separately (server/deck-check.ts).
 */
export const pitchFieldsSchema = z.object({
  companyName: requiredLine("Company Name", VENTURES_MESSAGES.companyNameRequired),
  founderName: requiredLine("Founder Name", VENTURES_MESSAGES.founderNameRequired),
  email: cleaned(false, "Email")
    .pipe(
      z
        .string()
        .min(1, VENTURES_MESSAGES.emailRequired)
        .max(VENTURES_LIMITS.email, VENTURES_MESSAGES.invalidEmail),
    )
    .refine(isValidEmail, VENTURES_MESSAGES.invalidEmail),
  website: cleaned(false, "Website")
    .pipe(z.string().max(VENTURES_LIMITS.url, VENTURES_MESSAGES.tooLong("Website", VENTURES_LIMITS.url)))
    .refine(isWebsite, VENTURES_MESSAGES.invalidWebsite),
  stage: cleaned(false).pipe(z.enum(stageValues, { error: VENTURES_MESSAGES.stageRequired })),
  industry: cleaned(false).pipe(z.enum(industryValues, { error: VENTURES_MESSAGES.industryRequired })),
  problem: requiredText("Problem", VENTURES_MESSAGES.problemRequired),
  solution: requiredText("Solution", VENTURES_MESSAGES.solutionRequired),
  traction: optionalText("Traction"),
});
export type PitchFields = z.output<typeof pitchFieldsSchema>;

/**
 * POST /api/ventures/pitches, read from its multipart body: the text fields and the deck, which must
 * be a non-empty file (its type and size are checked with its bytes, server/deck-check.ts).
 */
export const pitchSubmissionSchema = pitchFieldsSchema.extend({
  pitchDeck: z
    .instanceof(File, { error: VENTURES_MESSAGES.deckRequired })
    .refine((file) => file.size > 0, VENTURES_MESSAGES.deckRequired),
});
export type PitchFieldName = keyof PitchFields;

// Fields on step 1 of the pitch form: in lib/ventures-rules.ts, without zod, for /ventures/pitch's
// island (decision 051).
export { PITCH_STEP1_FIELDS };

const pitchResultSchema = z.strictObject({ id: rowId, message: z.string() });
export type PitchResultDto = z.output<typeof pitchResultSchema>;

const pitchSubmissionDtoSchema = z.strictObject({
  id: rowId,
  companyName: z.string(),
  founderName: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  // Stored as the form's choices; the labels fall back to the stored value, so both stay text.
  stage: z.string(),
  stageLabel: z.string(),
  industry: z.string(),
  industryLabel: z.string(),
  location: z.string().nullable(),
  teamSize: z.string().nullable(),
  fundingNeeds: z.string().nullable(),
  problem: z.string(),
  solution: z.string(),
  traction: z.string().nullable(),
  status: z.string(),
  pitchDeckUrl: z.string().describe("The staff-only download of the deck"),
  deck: z.strictObject({ filename: z.string(), size: z.number().int(), contentType: z.string() }).nullable(),
  leadId: rowId.nullable(),
  createdAt: isoDateTime,
});
export type PitchSubmissionDto = z.output<typeof pitchSubmissionDtoSchema>;

/** The staff-only download route stored as pitch_deck_url. */
export const pitchDeckPath = (id: string) => `/api/ventures/pitches/${id}/deck`;

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const venturesEndpointSchemas = {
  "POST /api/ventures/applications": { body: ventureApplicationSchema, response: applicationResultSchema },
  "POST /api/ventures/pitches": { body: pitchSubmissionSchema, response: pitchResultSchema },
  "GET /api/ventures/pitches": { response: z.strictObject({ pitches: z.array(pitchSubmissionDtoSchema) }) },
  "GET /api/ventures/pitches/:id/deck": { response: ANSWERS.file },
} as const satisfies EndpointSchemas;
