// The intake form's and the booker's constants, wording and hand-ordered validators, without a
// schema: /intake and /discovery import this file in the browser, and importing
// ../intake.contract.ts there would put zod into their first load (decision 041). The contract
// re-exports all of it and wraps the validators as schemas for the handlers.
import { DEFAULT_BUSINESS_HOURS } from "#src/lib/business-hours.ts";
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import { textProblem, textProblemMessage } from "#src/lib/text-rules.ts";
import { isUuid } from "#src/lib/uuid.ts";

// ---------------------------------------------------------------------------------------------
// Business constants: the qualification threshold and the booking slots and window. Booking is real:
// slots are stored and a slot cannot be taken twice.

/** A lead with projectFitScore at or above this qualifies for the scheduler. */
export const QUALIFY_THRESHOLD = 60;
/**
 * The agency's own time zone by default: slots are defined in the business's zone (a site
 * setting, businessHours) and shown next to the visitor's.
 */
export const AGENCY_TIME_ZONE = DEFAULT_BUSINESS_HOURS.timeZone;
/** 30-minute slots, 09:00 to 11:30 and 13:00 to 16:30: 14 a day. */
export const SLOT_MINUTES = 30;
export const SLOT_TIMES = [
  "09:00",
  "09:30",
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
] as const;
/** Dates are selectable from today to this many days ahead (agency calendar). */
export const BOOKING_WINDOW_DAYS = 30;
/** GET /slots answers at most this many days at once (the window itself is clipped anyway). */
export const MAX_SLOT_RANGE_DAYS = 62;

export const PROJECT_TYPES = [
  { value: "web_application", label: "Web application" },
  { value: "mobile_app", label: "Mobile app" },
  { value: "enterprise_software", label: "Enterprise software" },
  { value: "ai_ml", label: "AI / machine learning" },
  { value: "mvp", label: "MVP (minimum viable product)" },
  { value: "other", label: "Other" },
] as const;
export const BUDGET_RANGES = [
  { value: "under_25k", label: "Under $25,000" },
  { value: "25k_50k", label: "$25,000 – $50,000" },
  { value: "50k_100k", label: "$50,000 – $100,000" },
  { value: "100k_200k", label: "$100,000 – $200,000" },
  { value: "200k_plus", label: "$200,000 or more" },
] as const;
export const TIMELINES = [
  { value: "asap", label: "As soon as possible" },
  { value: "1_3_months", label: "1–3 months" },
  { value: "3_6_months", label: "3–6 months" },
  { value: "6_12_months", label: "6–12 months" },
  { value: "not_sure", label: "Not sure yet" },
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number]["value"];
export type BudgetRange = (typeof BUDGET_RANGES)[number]["value"];
export type Timeline = (typeof TIMELINES)[number]["value"];

export const labelOf = (options: readonly { value: string; label: string }[], value: string): string =>
  options.find((o) => o.value === value)?.label ?? value;

// ---------------------------------------------------------------------------------------------
// Messages: the product's fixed wording for the intake checks, booking and results,
// and our own for the extra rules.

export const INTAKE_MESSAGES = {
  fullNameRequired: "Full name is required",
  emailRequired: "Email is required",
  invalidEmail: "Invalid email format",
  companyRequired: "Company name is required",
  projectTypeRequired: "Project type is required",
  budgetRequired: "Budget range is required",
  timelineRequired: "Timeline is required",
  descriptionRequired: "Project description is required",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  unexpected: "An unexpected error occurred",
  submissionErrorTitle: "Submission error",
  submissionErrorText: "There was a problem processing your information. Please try again.",
  received: "Information received",
  rateLimited: (minutes: number) =>
    `We received several requests from your connection in the last few minutes. Please wait ${
      minutes === 1 ? "a minute" : `${minutes} minutes`
    } and try again.`,
} as const;

export const BOOKING_MESSAGES = {
  dateTimeRequired: "Please select a date and time",
  invalidDate: "Please choose a valid date (yyyy-MM-dd)",
  outsideWindow: `Meetings can be booked from today up to ${BOOKING_WINDOW_DAYS} days ahead. Please choose another date.`,
  notASlot: "Please choose one of the offered times (every 30 minutes, 09:00–11:30 and 13:00–16:30).",
  closed: "We don't hold meetings at that time. Please choose one of the offered times on a working day.",
  past: "That time has already passed. Please choose a later time.",
  taken: "Sorry, that time was just booked by someone else. Please choose another time.",
  invalidSource: "Unknown booking source",
  invalidRange: `Please ask for at most ${MAX_SLOT_RANGE_DAYS} days of slots at once.`,
  success: "Meeting scheduled successfully! Check your email for details.",
  errorTitle: "Booking error",
  errorDefault: "There was a problem scheduling your meeting. Please try again.",
} as const;

/** The wording of cancelling a booking (the visitor's link and staff). */
export const CANCEL_MESSAGES = {
  invalidLink: "This cancellation link is not valid. Please use the link in your confirmation email.",
  alreadyCancelled: "This meeting has already been cancelled.",
  past: "This meeting has already started or taken place, so it can no longer be cancelled.",
  reasonTooLong: "Please keep the reason under 1000 characters.",
  notFound: "Booking not found",
  success: "Your meeting is cancelled. We have emailed you a confirmation.",
  staffSuccess: "The meeting is cancelled; the visitor has been emailed.",
} as const;
export const CANCEL_REASON_MAX = 1000;

export const INTAKE_LIMITS = { text: 200, email: 254, url: 300, description: 5000, notes: 2000 } as const;

export { EMAIL_PATTERN };

// Values are read after textFault() below has held them to the shared text rule.
const line = (v: unknown): string => (typeof v === "string" ? v.normalize("NFC").trim() : "");
const multiline = line;

/**
 * The shared text rule (src/lib/text.ts) over the body's text fields, before the ordered field checks:
 * a broken character or a control character is refused, line breaks only where `multi` says.
 */
function textFault(
  o: Record<string, unknown>,
  fields: Record<string, string>,
  multi: readonly string[] = [],
): { ok: false; field: string; message: string } | null {
  for (const [field, label] of Object.entries(fields)) {
    const v = o[field];
    const problem = typeof v === "string" ? textProblem(v, { multiline: multi.includes(field) }) : null;
    if (problem) return { ok: false, field, message: textProblemMessage(problem, label) };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The intake form: one validator for the form and the server, checks in their fixed order.

export type IntakeForm = {
  fullName: string;
  email: string;
  companyName: string;
  linkedinProfile: string;
  projectType: ProjectType;
  budgetRange: BudgetRange;
  timeline: Timeline;
  projectDescription: string;
};
export type IntakeField = keyof IntakeForm;

export type IntakeValidation =
  | { ok: true; value: IntakeForm }
  | { ok: false; field: IntakeField | "_"; message: string };

const isOption = <T extends string>(options: readonly { value: T }[], v: string): v is T =>
  options.some((o) => o.value === v);

/**
 * The checks run in this order and the first failure is the answer, shown as one toast, so the
 * visitor fixes one field at a time.
 * Missing, blank or non-string values read as "not given"; an unknown option as "not chosen".
 */
export function validateIntake(body: unknown): IntakeValidation {
  const o = (body !== null && typeof body === "object" && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  const M = INTAKE_MESSAGES;
  const fault = textFault(
    o,
    {
      fullName: "Full name",
      email: "Email",
      companyName: "Company name",
      projectType: "Project type",
      budgetRange: "Budget range",
      timeline: "Timeline",
      projectDescription: "Project description",
      linkedinProfile: "LinkedIn profile",
    },
    ["projectDescription"],
  );
  if (fault) return fault as IntakeValidation;
  const fail = (field: IntakeField, message: string): IntakeValidation => ({ ok: false, field, message });
  const fullName = line(o.fullName);
  if (!fullName) return fail("fullName", M.fullNameRequired);
  if (fullName.length > INTAKE_LIMITS.text)
    return fail("fullName", M.tooLong("Full name", INTAKE_LIMITS.text));
  const email = line(o.email);
  if (!email) return fail("email", M.emailRequired);
  if (email.length > INTAKE_LIMITS.email || !EMAIL_PATTERN.test(email)) return fail("email", M.invalidEmail);
  const companyName = line(o.companyName);
  if (!companyName) return fail("companyName", M.companyRequired);
  if (companyName.length > INTAKE_LIMITS.text)
    return fail("companyName", M.tooLong("Company name", INTAKE_LIMITS.text));
  const projectType = line(o.projectType);
  if (!isOption(PROJECT_TYPES, projectType)) return fail("projectType", M.projectTypeRequired);
  const budgetRange = line(o.budgetRange);
  if (!isOption(BUDGET_RANGES, budgetRange)) return fail("budgetRange", M.budgetRequired);
  const timeline = line(o.timeline);
  if (!isOption(TIMELINES, timeline)) return fail("timeline", M.timelineRequired);
  const projectDescription = multiline(o.projectDescription);
  if (!projectDescription) return fail("projectDescription", M.descriptionRequired);
  if (projectDescription.length > INTAKE_LIMITS.description)
    return fail("projectDescription", M.tooLong("Project description", INTAKE_LIMITS.description));
  const linkedinProfile = line(o.linkedinProfile);
  if (linkedinProfile.length > INTAKE_LIMITS.url)
    return fail("linkedinProfile", M.tooLong("LinkedIn profile", INTAKE_LIMITS.url));
  return {
    ok: true,
    value: {
      fullName,
      email,
      companyName,
      linkedinProfile,
      projectType,
      budgetRange,
      timeline,
      projectDescription,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Booking (book-meeting), shared by /intake and /discovery.

export const BOOKING_SOURCES = ["intake", "discovery"] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written yyyy-MM-dd (2030-02-30 is not one). */
export function isCalendarDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const at = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === date;
}

export type BookingRequest = {
  date: string;
  time: string;
  fullName: string;
  email: string;
  notes: string;
  leadId: string | null;
  visitorTimeZone: string | null;
  source: BookingSource;
};

export type BookingValidation =
  | { ok: true; value: BookingRequest }
  | { ok: false; field: string; message: string };

export function isValidTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The booking body: date and time first ('Please select a date and time'), then who books. */
export function validateBooking(body: unknown): BookingValidation {
  const o = (body !== null && typeof body === "object" && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  const fault = textFault(
    o,
    {
      date: "Date",
      time: "Time",
      fullName: "Full name",
      email: "Email",
      notes: "Notes",
      source: "Source",
      leadId: "Lead",
      visitorTimeZone: "Time zone",
    },
    ["notes"],
  );
  if (fault) return fault;
  const date = line(o.date);
  const time = line(o.time);
  if (!date || !time)
    return { ok: false, field: date ? "time" : "date", message: BOOKING_MESSAGES.dateTimeRequired };
  if (!DATE_PATTERN.test(date)) return { ok: false, field: "date", message: BOOKING_MESSAGES.invalidDate };
  if (!(SLOT_TIMES as readonly string[]).includes(time))
    return { ok: false, field: "time", message: BOOKING_MESSAGES.notASlot };
  const fullName = line(o.fullName);
  if (!fullName) return { ok: false, field: "fullName", message: INTAKE_MESSAGES.fullNameRequired };
  if (fullName.length > INTAKE_LIMITS.text)
    return {
      ok: false,
      field: "fullName",
      message: INTAKE_MESSAGES.tooLong("Full name", INTAKE_LIMITS.text),
    };
  const email = line(o.email);
  if (!email) return { ok: false, field: "email", message: INTAKE_MESSAGES.emailRequired };
  if (email.length > INTAKE_LIMITS.email || !EMAIL_PATTERN.test(email))
    return { ok: false, field: "email", message: INTAKE_MESSAGES.invalidEmail };
  const notes = multiline(o.notes);
  if (notes.length > INTAKE_LIMITS.notes)
    return { ok: false, field: "notes", message: INTAKE_MESSAGES.tooLong("Notes", INTAKE_LIMITS.notes) };
  const rawSource = o.source === undefined || o.source === null || o.source === "" ? "intake" : o.source;
  if (typeof rawSource !== "string" || !(BOOKING_SOURCES as readonly string[]).includes(rawSource))
    return { ok: false, field: "source", message: BOOKING_MESSAGES.invalidSource };
  const leadId = typeof o.leadId === "string" && isUuid(o.leadId) ? o.leadId.toLowerCase() : null;
  const tz = line(o.visitorTimeZone);
  return {
    ok: true,
    value: {
      date,
      time,
      fullName,
      email,
      notes,
      leadId,
      visitorTimeZone: isValidTimeZone(tz) ? tz : null,
      source: rawSource as BookingSource,
    },
  };
}
