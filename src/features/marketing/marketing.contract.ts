import { z } from "zod";
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText, text } from "#src/lib/text.ts";
import { GOALS, JOB_TITLES, SEGMENTS, SERVICES, type Segment, TIMEFRAMES } from "./content/madlib-options.ts";

/** Every /api/marketing endpoint and who may call it (checked against the router by a test). */
export const marketingEndpoints = [
  {
    method: "POST",
    path: "/api/marketing/contact-submissions",
    permission: "public",
    summary: "The home (madlib) contact form: stores the submission and its lead",
  },
  {
    method: "POST",
    path: "/api/marketing/contact-messages",
    permission: "public",
    summary: "The /contact page message form",
  },
  {
    method: "POST",
    path: "/api/marketing/resource-requests",
    permission: "public",
    summary: "The /thank-you segment resource offer: emails the download link",
  },
  {
    method: "GET",
    path: "/api/marketing/resources/:file",
    permission: "public",
    summary: "A segment resource as a PDF (<slug>.pdf)",
  },
] as const satisfies readonly EndpointDescriptor[];

// ---------------------------------------------------------------------------------------------
// Lead capture: the home contact form, the /contact message form and the /thank-you resource offer.
// One schema per form, used by the form (zodResolver) and by the API (parseOrThrow).

// The lead forms' wording, limits and honeypot live in lib/lead-texts.ts, without zod, so the
// islands of the static form pages (decision 051) can import them without the schemas.
import { HONEYPOT_FIELD, LEAD_LIMITS, LEAD_MESSAGES } from "./lib/lead-texts.ts";

export { EMAIL_PATTERN, HONEYPOT_FIELD, LEAD_LIMITS, LEAD_MESSAGES };

/** "An optional +, then at least 10 characters of digits, spaces, dashes or parentheses". */
const PHONE_PATTERN = /^\+?[\d\s()-]{10,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * An optional +, then at least 10 digits, spaces, dashes or parentheses, and at least 10
 * actual digits so that "(202) 555-0" does not pass.
 */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(value) && digits >= 10 && digits <= 15;
}

/** A one-line text field under the shared text rule, then trimmed, required and capped. */
function lineField(required: string, label: string, max: number = LEAD_LIMITS.text) {
  // A missing field reads as an empty one, so the other fields' checks still run and report.
  return text({ error: required, label })
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().min(1, required).max(max, LEAD_MESSAGES.tooLong(label, max)));
}

/** A select: any string is accepted by the type, the value is checked afterwards with this message. */
function choiceField(message: string) {
  // A select the form disabled (no segment yet) has no value: that reads as "not chosen".
  return text({ error: message })
    .max(LEAD_LIMITS.text, message)
    .optional()
    .transform((v) => v ?? "");
}

const isOneOf = (options: readonly string[], value: unknown): value is string =>
  typeof value === "string" && options.includes(value);

/**
 * The home contact form: the nine fields stored per submission, name and organisation required, the
 * contact info checked by the chosen method, and every choice from its fixed list.
 */
export const madlibSubmissionSchema = z
  .object(
    {
      full_name: lineField(LEAD_MESSAGES.nameRequired, "Name"),
      job_title: choiceField(LEAD_MESSAGES.chooseJobTitle),
      company_name: lineField(LEAD_MESSAGES.organizationRequired, "Organization name"),
      segment: choiceField(LEAD_MESSAGES.chooseSegment),
      service_type: choiceField(LEAD_MESSAGES.chooseService),
      goal: choiceField(LEAD_MESSAGES.chooseGoal),
      timeframe: choiceField(LEAD_MESSAGES.chooseTimeframe),
      contact_method: choiceField(LEAD_MESSAGES.chooseContactMethod),
      contact_info: text({ error: LEAD_MESSAGES.contactInfoRequired, label: "Contact details" })
        .optional()
        .transform((v) => (v ?? "").trim())
        .pipe(z.string().max(LEAD_LIMITS.text, LEAD_MESSAGES.tooLong("Contact details", LEAD_LIMITS.text))),
    },
    { error: LEAD_MESSAGES.fixFields },
  )
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!isOneOf(SEGMENTS, v.segment)) issue("segment", LEAD_MESSAGES.chooseSegment);
    else {
      // The dependent selects are checked against the chosen segment's options.
      const segment = v.segment as Segment;
      if (!isOneOf(JOB_TITLES[segment], v.job_title)) issue("job_title", LEAD_MESSAGES.chooseJobTitle);
      if (!isOneOf(SERVICES[segment], v.service_type)) issue("service_type", LEAD_MESSAGES.chooseService);
      if (!isOneOf(GOALS[segment], v.goal)) issue("goal", LEAD_MESSAGES.chooseGoal);
    }
    if (!isOneOf(TIMEFRAMES, v.timeframe)) issue("timeframe", LEAD_MESSAGES.chooseTimeframe);
    const info = v.contact_info;
    if (v.contact_method === "Email") {
      if (!isValidEmail(info)) issue("contact_info", LEAD_MESSAGES.invalidEmail);
    } else if (v.contact_method === "Phone") {
      if (!isValidPhone(info)) issue("contact_info", LEAD_MESSAGES.invalidPhone);
    } else if (v.contact_method === "Video Call") {
      // A video-call handle has no single format (link, username, number), so it is not checked, but the
      // field is still required.
      if (!info) issue("contact_info", LEAD_MESSAGES.contactInfoRequired);
    } else issue("contact_method", LEAD_MESSAGES.chooseContactMethod);
  });
export type MadlibSubmissionInput = z.input<typeof madlibSubmissionSchema>;
export type MadlibSubmission = z.output<typeof madlibSubmissionSchema>;

export const leadCaptureResultSchema = z.strictObject({ id: z.uuid(), message: z.string() });
export type LeadCaptureResultDto = z.infer<typeof leadCaptureResultSchema>;

/** The /contact page form: name, email and message required, and an email we can answer. */
export const contactMessageSchema = z.object(
  {
    name: lineField(LEAD_MESSAGES.contactNameRequired, "Name"),
    email: text({ error: LEAD_MESSAGES.invalidEmail, label: "Email" })
      .trim()
      .max(254, LEAD_MESSAGES.invalidEmail)
      .refine(isValidEmail, LEAD_MESSAGES.invalidEmail),
    message: multilineText({ error: LEAD_MESSAGES.messageRequired, label: "Message" })
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .min(1, LEAD_MESSAGES.messageRequired)
          .max(LEAD_LIMITS.message, LEAD_MESSAGES.tooLong("Message", LEAD_LIMITS.message)),
      ),
  },
  { error: LEAD_MESSAGES.fixFields },
);
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The /thank-you resource offer: which segment's guide, and where to send the link. */
export const resourceRequestSchema = z.object(
  {
    segment: z.enum(SEGMENTS, { error: LEAD_MESSAGES.chooseSegment }),
    email: text({ error: LEAD_MESSAGES.invalidEmail, label: "Email" })
      .trim()
      .max(254, LEAD_MESSAGES.invalidEmail)
      .refine(isValidEmail, LEAD_MESSAGES.invalidEmail),
    name: text({ label: "Name" })
      .transform((v) => v.trim())
      .pipe(z.string().max(LEAD_LIMITS.text, LEAD_MESSAGES.tooLong("Name", LEAD_LIMITS.text)))
      .optional(),
  },
  { error: LEAD_MESSAGES.invalidEmail },
);

export const resourceRequestResultSchema = z.strictObject({
  id: z.uuid(),
  message: z.literal(LEAD_MESSAGES.resourcePreparing),
  detail: z.literal(LEAD_MESSAGES.resourceCheckEmail),
  resource: z.strictObject({ slug: z.string(), title: z.string(), downloadPath: z.string() }),
});
export type ResourceRequestResultDto = z.infer<typeof resourceRequestResultSchema>;

/** Where the PDF of a resource is served. */
export const resourcePdfPath = (slug: string) => `/api/marketing/resources/${slug}.pdf`;

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const marketingEndpointSchemas = {
  "POST /api/marketing/contact-submissions": {
    body: madlibSubmissionSchema,
    response: leadCaptureResultSchema,
  },
  "POST /api/marketing/contact-messages": { body: contactMessageSchema, response: leadCaptureResultSchema },
  "POST /api/marketing/resource-requests": {
    body: resourceRequestSchema,
    response: resourceRequestResultSchema,
  },
  "GET /api/marketing/resources/:file": { response: ANSWERS.pdf },
} as const satisfies EndpointSchemas;
