import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { isoDateTime, isoDay, rowId } from "#src/lib/wire.ts";
import {
  BOOKING_MESSAGES,
  CANCEL_MESSAGES,
  CANCEL_REASON_MAX,
  isCalendarDate,
  MAX_SLOT_RANGE_DAYS,
  validateBooking,
  validateIntake,
} from "./lib/intake-rules.ts";

/** Every /api/intake endpoint and who may call it (checked against the router by a test). */
export const intakeEndpoints = [
  {
    method: "POST",
    path: "/api/intake/submissions",
    permission: "public",
    summary: "The /intake form: scores the lead (enrich-lead-data), stores it and says if it qualifies",
  },
  {
    method: "GET",
    path: "/api/intake/slots",
    permission: "public",
    summary: "Free meeting slots for one date (?date=) or a range (?from=&to=)",
  },
  {
    method: "POST",
    path: "/api/intake/bookings",
    permission: "public",
    summary: "Books a 30-minute meeting (book-meeting); one booking per slot, enforced by the database",
  },
  {
    method: "GET",
    path: "/api/intake/bookings/:id/cancel",
    permission: "public",
    summary: "The booking a visitor's cancellation link names (?token= from the confirmation email)",
  },
  {
    method: "POST",
    path: "/api/intake/bookings/:id/cancel",
    permission: "public",
    summary: "The visitor cancels their meeting with their link's token, before it starts",
  },
  {
    method: "POST",
    path: "/api/intake/bookings/:id/staff-cancel",
    permission: "employee",
    summary: "Staff cancel a meeting before it starts (audited); the visitor is emailed",
  },
] as const satisfies readonly EndpointDescriptor[];

// The constants, wording and the hand-ordered validators are in lib/intake-rules.ts (no schema, so
// /intake and /discovery load them without zod: decision 041); every importer of this contract
// still finds them here.
export * from "./lib/intake-rules.ts";

/**
 * The enrichment answer: fit score, budget estimate, green and red flags, profile and company.
 */
export const enrichmentSchema = z.object({
  projectFitScore: z.number().int().min(0).max(100),
  estimatedBudgetRange: z.string().min(1).max(200),
  greenFlags: z.array(z.string().min(1).max(300)).max(20),
  redFlags: z.array(z.string().min(1).max(300)).max(20),
  professionalProfile: z.string().min(1).max(500),
  companyInformation: z.string().min(1).max(500),
});
export type Enrichment = z.infer<typeof enrichmentSchema>;

const engineLabelSchema = z.strictObject({ kind: z.enum(["built-in", "llm"]), name: z.string() });
export type EngineLabel = z.output<typeof engineLabelSchema>;

/** POST /api/intake/submissions answer. */
const intakeResultSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject(enrichmentSchema.shape),
  isQualified: z.boolean(),
  leadId: rowId,
  submissionId: rowId,
  threshold: z.number().int().describe("The fit score a lead needs to book a meeting"),
  engine: engineLabelSchema,
});
export type IntakeResultDto = z.output<typeof intakeResultSchema>;

/**
 * A hand-ordered validator as a schema, so a handler parses with parseOrThrow like every slice: the
 * first failure is the 400's message and its field's error.
 */
function validatorSchema<T>(
  validate: (body: unknown) => { ok: true; value: T } | { ok: false; field: string; message: string },
) {
  return z.unknown().transform((body, ctx): T => {
    const checked = validate(body);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: "custom", path: [checked.field], message: checked.message });
    return z.NEVER;
  });
}

/** POST /api/intake/submissions body. */
export const intakeSubmissionSchema = validatorSchema(validateIntake);
/** POST /api/intake/bookings body. */
export const bookingRequestSchema = validatorSchema(validateBooking);

/**
 * GET /api/intake/slots query: one day (`date`) or a range (`from`, `to`; `to` defaults to `from`)
 * of real dates, at most MAX_SLOT_RANGE_DAYS long.
 */
export const slotRangeQuerySchema = z
  .object({ date: z.string().optional(), from: z.string().optional(), to: z.string().optional() })
  .transform((q, ctx) => {
    const date = (q.date ?? "").trim();
    const from = date || (q.from ?? "").trim();
    const to = date || (q.to ?? "").trim() || from;
    const fail = (message: string, path: string[]) => {
      ctx.addIssue({ code: "custom", path, message });
      return z.NEVER;
    };
    if (!from) return fail(BOOKING_MESSAGES.dateTimeRequired, ["date"]);
    if (!isCalendarDate(from) || !isCalendarDate(to) || to < from)
      return fail(BOOKING_MESSAGES.invalidDate, ["date"]);
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_SLOT_RANGE_DAYS)
      return fail(BOOKING_MESSAGES.invalidRange, []);
    return { from, to };
  });

const clockTime = z.string().describe("HH:mm on the agency's wall clock");
const slotSchema = z.strictObject({ time: clockTime, start: isoDateTime });
export type SlotDto = z.output<typeof slotSchema>;
const slotDaySchema = z.strictObject({ date: isoDay, slots: z.array(slotSchema) });
export type SlotDayDto = z.output<typeof slotDaySchema>;
/** GET /api/intake/slots answer. */
const slotsSchema = z.strictObject({
  timeZone: z.string().describe("The agency's time zone (IANA), which dates and times are in"),
  today: isoDay,
  lastDate: isoDay.describe("The last date a meeting may be booked on"),
  slotMinutes: z.number().int(),
  days: z.array(slotDaySchema).describe("The working days asked for, each with its free slots"),
});
export type SlotsDto = z.output<typeof slotsSchema>;
/** A booking's time as its answers give it: the day and time in the agency's zone, and the instants. */
const bookingTimeSchema = z.strictObject({
  id: rowId,
  date: isoDay,
  time: clockTime,
  timeZone: z.string(),
  start: isoDateTime,
  end: isoDateTime,
});
/** POST /api/intake/bookings answer. */
const bookingResultSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  booking: bookingTimeSchema.extend({ visitorTimeZone: z.string().nullable() }),
});
export type BookingResultDto = z.output<typeof bookingResultSchema>;
/** The 409 answer for a slot someone else just took: the message and that day's fresh slots. */
export type BookingConflictDto = { error: string; code: "slot_taken"; slots: SlotDayDto };

/** The cancellation link's token: 32 random bytes, base64url. Anything else is simply not a valid link. */
const cancelToken = z
  .string({ error: CANCEL_MESSAGES.invalidLink })
  .trim()
  .min(1, CANCEL_MESSAGES.invalidLink)
  .max(200, CANCEL_MESSAGES.invalidLink);
const cancelReason = z
  .string()
  .trim()
  .max(CANCEL_REASON_MAX, CANCEL_MESSAGES.reasonTooLong)
  .optional()
  .transform((v) => v || null);
/** GET /api/intake/bookings/:id/cancel query. */
export const bookingCancelQuerySchema = z.object({ token: cancelToken });
/** POST /api/intake/bookings/:id/cancel body. */
export const bookingCancelSchema = z.object({ token: cancelToken, reason: cancelReason });
/** POST /api/intake/bookings/:id/staff-cancel body. */
export const staffBookingCancelSchema = z.object({ reason: cancelReason });

/** A booking as its cancellation page shows it: when, and whether it is still on. */
const bookingCancelViewSchema = bookingTimeSchema.extend({
  status: z.enum(["confirmed", "cancelled"]),
  cancellable: z.boolean().describe("False once the meeting has started: the page then offers no button"),
});
export type BookingCancelViewDto = z.output<typeof bookingCancelViewSchema>;
/** A meeting on a lead's page in the CRM, with what staff may do with it. */
export type LeadMeetingDto = {
  id: string;
  start: string;
  /** yyyy-MM-dd and HH:mm in the agency's time zone when booked. */
  date: string;
  time: string;
  timeZone: string;
  source: string;
  /** "past": confirmed, and its time has come. */
  status: "confirmed" | "cancelled" | "past";
  cancellable: boolean;
  /** "the visitor" or the staff member's email. */
  cancelledBy: string | null;
  cancelReason: string | null;
  cancelledAt: string | null;
};
/** POST …/cancel and …/staff-cancel answer. */
const bookingCancelResultSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  booking: bookingCancelViewSchema,
});
export type BookingCancelResultDto = z.output<typeof bookingCancelResultSchema>;

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const intakeEndpointSchemas = {
  "POST /api/intake/submissions": { body: intakeSubmissionSchema, response: intakeResultSchema },
  "GET /api/intake/slots": { query: slotRangeQuerySchema, response: slotsSchema },
  "POST /api/intake/bookings": { body: bookingRequestSchema, response: bookingResultSchema },
  "GET /api/intake/bookings/:id/cancel": {
    query: bookingCancelQuerySchema,
    response: bookingCancelViewSchema,
  },
  "POST /api/intake/bookings/:id/cancel": { body: bookingCancelSchema, response: bookingCancelResultSchema },
  "POST /api/intake/bookings/:id/staff-cancel": {
    body: staffBookingCancelSchema,
    response: bookingCancelResultSchema,
  },
} as const satisfies EndpointSchemas;
