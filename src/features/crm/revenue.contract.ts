import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { text } from "#src/lib/text.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";

// The CRM's revenue side (issue 30): owners and routing, speed-to-lead. The lead pages and the
// rest of the CRM keep their contract in crm.contract.ts.

export const ROUTING_BANDS = ["low", "medium", "high"] as const;
export type RoutingBand = (typeof ROUTING_BANDS)[number];

/** Limits of the routing rules and the reassign reason. */
export const ROUTING_LIMITS = { name: 80, staff: 50, cap: 1000, reason: 500, minutes: 7 * 24 * 60 } as const;

export const REVENUE_MESSAGES = {
  ruleNameRequired: "Please give the rule a name",
  ruleNameTaken: "A routing rule with this name already exists",
  staffRequired: "Please choose at least one colleague for the round-robin",
  tooManyStaff: `Choose at most ${ROUTING_LIMITS.staff} colleagues`,
  notStaff: "Every colleague in a rule must hold the employee role",
  invalidBand: "Please choose low, medium or high",
  invalidCap: `The daily cap is a whole number from 1 to ${ROUTING_LIMITS.cap}, or empty for no cap`,
  invalidPosition: "The position is a whole number from 0 to 1000",
  invalidRuleId: "Invalid routing rule ID",
  ruleNotFound: "Routing rule not found",
  ruleSaved: "Routing rule saved",
  ruleDeleted: "Routing rule deleted",
  invalidUserId: "Please choose a colleague",
  fallbackNotStaff: "The fallback owner must hold the employee role",
  invalidMinutes: `Thresholds are whole minutes from 1 to ${ROUTING_LIMITS.minutes}`,
  redAfterAmber: "The red threshold must be later than the amber one",
  settingsSaved: "Routing settings saved",
  reasonRequired: "Please say why the lead changes owner",
  reasonTooLong: `The reason must be at most ${ROUTING_LIMITS.reason} characters`,
  ownerNotStaff: "The new owner must hold the employee role",
  sameOwner: "This colleague already owns the lead",
  notYourLead: "Only the lead's owner or an admin may reassign it",
  leadReassigned: "Lead reassigned",
  preferencesSaved: "Notification preference saved",
  invalidPreference: "Please choose yes or no",
  // Duplicates and merges.
  invalidLeadId: "Invalid lead ID",
  duplicateRequired: "Please choose the lead to merge into this one",
  mergeSelf: "A lead cannot be merged into itself",
  alreadyMerged: "This lead has already been merged into another",
  mergeConverted: "A converted lead cannot be merged into another: merge the other lead into it instead",
  bothConverted: "Both leads were converted: merge their contacts instead",
  merged: "Leads merged",
  invalidMergeId: "Invalid merge ID",
  mergeNotFound: "Merge not found",
  mergeUndone: "Merge undone",
  alreadyUndone: "This merge has already been undone",
  undoExpired: "This merge is more than 30 days old and can no longer be undone",
  laterMerge: "A later merge involves these leads: undo that one first",
  checkTypeRequired: "Please choose contact or company",
  checkNeedsSomething: "Please give a name, an email, a phone number or a website to check",
  // Engagement.
  invalidEngagementBand: "Please choose cold, warm or hot",
} as const;
const M = REVENUE_MESSAGES;

const name = text({ label: "Name", error: M.ruleNameRequired })
  .trim()
  .min(1, M.ruleNameRequired)
  .max(ROUTING_LIMITS.name, `The name must be at most ${ROUTING_LIMITS.name} characters`);
/** A condition: blank or absent matches any value. */
const condition = (label: string) =>
  text({ label })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .nullish()
    .transform((v) => (v ? v : null));
const userId = (message: string) =>
  text({ error: message })
    .trim()
    .min(1, message)
    .max(64, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

export const routingRuleSchema = z.object({
  name,
  segment: condition("Segment"),
  source: condition("Capture point"),
  band: z
    .enum(ROUTING_BANDS, { error: M.invalidBand })
    .nullish()
    .transform((v) => v ?? null),
  staffIds: z
    .array(userId(M.staffRequired), { error: M.staffRequired })
    .min(1, M.staffRequired)
    .max(ROUTING_LIMITS.staff, M.tooManyStaff)
    .transform((ids) => [...new Set(ids)]),
  dailyCap: z
    .union([z.number(), z.string(), z.null()], { error: M.invalidCap })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const n = typeof v === "number" ? v : Number(v);
      if (!Number.isInteger(n) || n < 1 || n > ROUTING_LIMITS.cap) {
        ctx.addIssue({ code: "custom", message: M.invalidCap });
        return z.NEVER;
      }
      return n;
    }),
  position: z.coerce
    .number({ error: M.invalidPosition })
    .int(M.invalidPosition)
    .min(0, M.invalidPosition)
    .max(1000, M.invalidPosition)
    .default(0),
  isActive: z.boolean({ error: "Please choose active or paused" }).default(true),
});
export type RoutingRuleInput = z.infer<typeof routingRuleSchema>;

const minutes = z.coerce
  .number({ error: M.invalidMinutes })
  .int(M.invalidMinutes)
  .min(1, M.invalidMinutes)
  .max(ROUTING_LIMITS.minutes, M.invalidMinutes);

export const routingSettingsSchema = z
  .object({
    fallbackOwnerId: userId(M.invalidUserId)
      .nullish()
      .transform((v) => v ?? null),
    waitAmberMinutes: minutes,
    waitRedMinutes: minutes,
  })
  .refine((s) => s.waitRedMinutes > s.waitAmberMinutes, {
    message: M.redAfterAmber,
    path: ["waitRedMinutes"],
  });
export type RoutingSettingsInput = z.infer<typeof routingSettingsSchema>;

export const reassignSchema = z.object({
  ownerId: userId(M.invalidUserId),
  reason: text({ label: "Reason", error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(ROUTING_LIMITS.reason, M.reasonTooLong),
});

export const staffPreferencesSchema = z.object({
  emailOnAssignment: z.boolean({ error: M.invalidPreference }),
});

/** The speed-to-lead report's periods (days back from today). */
export const SPEED_RANGES = [7, 30, 90] as const;
export const speedQuerySchema = z.object({
  days: z.coerce
    .number({ error: "Please choose 7, 30 or 90 days" })
    .refine((n) => (SPEED_RANGES as readonly number[]).includes(n), "Please choose 7, 30 or 90 days")
    .default(30),
});

/** Merge a lead (the duplicate) into the lead of the path, which is kept. */
export const mergeLeadSchema = z.object({
  duplicateId: text({ error: M.duplicateRequired })
    .trim()
    .refine((v) => isUuid(v), M.duplicateRequired),
});
export type MergeLeadInput = z.infer<typeof mergeLeadSchema>;

/** The lead list's engagement filter (the fit score keeps its low/medium/high bands). */
export const ENGAGEMENT_BANDS = [
  { value: "cold", label: "Cold (0-19)", min: 0, max: 19 },
  { value: "warm", label: "Warm (20-49)", min: 20, max: 49 },
  { value: "hot", label: "Hot (50-100)", min: 50, max: 100 },
] as const;

/** How long a merge may be undone. */
export const MERGE_UNDO_DAYS = 30;

const optionalCheck = (label: string, max = 200) =>
  text({ label })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** "Is this already in the CRM?" before a contact or company is created (warns; creating stays allowed). */
export const duplicateCheckSchema = z
  .object({
    type: z.enum(["contact", "company"], { error: M.checkTypeRequired }),
    name: optionalCheck("Name"),
    email: optionalCheck("Email", 254),
    phone: optionalCheck("Phone", 50),
    website: optionalCheck("Website", 500),
    company: optionalCheck("Company"),
  })
  .refine((v) => v.name || v.email || v.phone || v.website || v.company, { message: M.checkNeedsSomething });
export type DuplicateCheckInput = z.infer<typeof duplicateCheckSchema>;

// DTOs: what the endpoints answer, as zod schemas of the JSON as sent (times as ISO strings), which
// the OpenAPI document publishes and every API and browser test holds each answer to; the types
// are their output.

const tally = z.number().int().min(0);
/** The sentence the page shows after an action. */
const message = z.string();

const duplicateReasonDto = z.strictObject({
  kind: z.enum(["email", "phone", "domain", "name"]),
  text: z.string(),
});
export type DuplicateReasonDto = z.output<typeof duplicateReasonDto>;

/** A record that may be the same person or company, with every reason it matched. */
const duplicateCandidateDto = z.strictObject({
  type: z.enum(["lead", "contact", "company"]),
  id: rowId,
  name: z.string(),
  detail: z.string().nullable().describe("Company and email (leads), email (contacts) or domain (companies)"),
  href: z.string(),
  reasons: z.array(duplicateReasonDto),
  similarity: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe("The trigram similarity of the name match; null without one"),
  createdAt: isoDateTime,
});
export type DuplicateCandidateDto = z.output<typeof duplicateCandidateDto>;

const leadMergeDto = z.strictObject({
  id: rowId,
  leadId: rowId,
  mergedLeadId: rowId,
  mergedLeadName: z.string(),
  reasons: z.array(z.string()),
  mergedByName: z.string().nullable(),
  createdAt: isoDateTime,
  undoUntil: isoDateTime,
  undoneAt: isoDateTime.nullable(),
  canUndo: z.boolean(),
});
export type LeadMergeDto = z.output<typeof leadMergeDto>;

/** The lead page's duplicates panel. */
const leadDuplicatesDto = z.strictObject({
  candidates: z.array(duplicateCandidateDto),
  merges: z.array(leadMergeDto).describe("Merges into this lead, newest first"),
  mergedInto: z
    .strictObject({ id: rowId, name: z.string(), mergeId: rowId.nullable() })
    .nullable()
    .describe("Set when this lead was merged into another (it is then hidden from the lists)"),
  matching: z.enum(["trigram", "exact"]).describe("trigram with pg_trgm, else exact"),
});
export type LeadDuplicatesDto = z.output<typeof leadDuplicatesDto>;

const mergeResultDto = z.strictObject({ merge: leadMergeDto, message });
export type MergeResultDto = z.output<typeof mergeResultDto>;

/** Speed-to-lead of one group of leads: minutes from capture to the first staff action. */
const speedRowDto = z.strictObject({
  key: z.string(),
  label: z.string(),
  leads: tally,
  answered: tally,
  waiting: tally.describe("Leads still without a first staff action"),
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
});
export type SpeedRowDto = z.output<typeof speedRowDto>;

const speedReportDto = z.strictObject({
  days: z.number().int(),
  from: isoDateTime,
  overall: speedRowDto,
  byOwner: z.array(speedRowDto),
  byWeek: z.array(speedRowDto),
  thresholds: z.strictObject({ waitAmberMinutes: tally, waitRedMinutes: tally }),
});
export type SpeedReportDto = z.output<typeof speedReportDto>;

const staffOptionDto = z.strictObject({ id: rowId, name: z.string(), email: z.string() });
export type StaffOptionDto = z.output<typeof staffOptionDto>;

const routingRuleDto = z.strictObject({
  id: rowId,
  name: z.string(),
  position: z.number().int(),
  isActive: z.boolean(),
  segment: z.string().nullable(),
  source: z.string().nullable(),
  band: z.enum(ROUTING_BANDS).nullable(),
  staff: z.array(staffOptionDto),
  dailyCap: z.number().int().nullable(),
  assignedToday: z
    .record(z.string(), tally)
    .describe("Leads this rule gave each of its staff today (UTC), for the cap"),
});
export type RoutingRuleDto = z.output<typeof routingRuleDto>;

const routingSettingsDto = z.strictObject({
  fallbackOwner: staffOptionDto.nullable(),
  waitAmberMinutes: tally,
  waitRedMinutes: tally,
});
export type RoutingSettingsDto = z.output<typeof routingSettingsDto>;

const routingDto = z.strictObject({
  rules: z.array(routingRuleDto),
  settings: routingSettingsDto,
  staff: z.array(staffOptionDto),
});
export type RoutingDto = z.output<typeof routingDto>;

const assignmentDto = z.strictObject({
  id: rowId,
  ownerName: z.string().nullable(),
  previousOwnerName: z.string().nullable(),
  method: z.string().describe("round-robin, fallback or reassigned"),
  ruleName: z.string().nullable(),
  reason: z.string().nullable(),
  assignedByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AssignmentDto = z.output<typeof assignmentDto>;

/** Who owns a lead, since when, how it got there, and how long it waited for a first answer. */
const leadOwnershipDto = z.strictObject({
  owner: staffOptionDto.nullable(),
  assignedAt: isoDateTime.nullable(),
  history: z.array(assignmentDto),
  canReassign: z
    .boolean()
    .describe("Whether the caller may reassign it (its owner, an admin, or anyone while it has none)"),
  firstResponseAt: isoDateTime.nullable(),
  firstResponseByName: z.string().nullable(),
});
export type LeadOwnershipDto = z.output<typeof leadOwnershipDto>;

const staffPreferencesDto = z.strictObject({ emailOnAssignment: z.boolean() });
export type StaffPreferencesDto = z.output<typeof staffPreferencesDto>;

// Endpoints.

const e = (
  method: EndpointDescriptor["method"],
  path: string,
  summary: string,
  permission: "employee" | "admin" = "employee",
  extra: Partial<EndpointDescriptor> = {},
): EndpointDescriptor => ({ method, path: `/api/crm${path}`, permission, summary, ...extra });

/** Routing rules and settings are the admins'; owners and preferences every colleague's. */
export const crmRevenueEndpoints: readonly EndpointDescriptor[] = [
  e("GET", "/routing", "Lead routing rules, the fallback owner and the waiting thresholds", "admin"),
  e("POST", "/routing/rules", "Adds a lead routing rule", "admin"),
  e("PATCH", "/routing/rules/:id", "Changes a lead routing rule", "admin"),
  e("DELETE", "/routing/rules/:id", "Deletes a lead routing rule", "admin"),
  e("PUT", "/routing/settings", "Sets the fallback owner and the waiting-lead thresholds", "admin"),
  e("GET", "/leads/:id/ownership", "Who owns a lead, its assignment history and its first response"),
  e("POST", "/leads/:id/owner", "Reassigns a lead to a colleague, with a reason (audited)"),
  e("GET", "/preferences", "The caller's CRM notification preferences"),
  e("GET", "/speed-to-lead", "Median and 90th-percentile speed-to-lead per owner and per week", "employee", {
    employeeData: true,
  }),
  e("PUT", "/preferences", "Sets whether the caller gets an email when a lead is assigned to them"),
  e("GET", "/leads/:id/duplicates", "Possible duplicates of a lead with their reasons, and its merges"),
  e("POST", "/leads/:id/merge", "Merges another lead into this one, keeping everything of both (audited)"),
  e("POST", "/lead-merges/:id/undo", "Undoes a merge of the last 30 days, restoring both leads exactly"),
  e("POST", "/duplicates/check", "Possible duplicates of a contact or company about to be created"),
];

/**
 * What each endpoint's handler validates and what it answers: the OpenAPI document's inputs and
 * success answers (a test holds the handlers to the inputs, every test run to the answers).
 */
export const crmRevenueEndpointSchemas = {
  "GET /api/crm/routing": { response: routingDto },
  "POST /api/crm/routing/rules": {
    body: routingRuleSchema,
    response: z.strictObject({ rule: routingRuleDto, message }),
  },
  "PATCH /api/crm/routing/rules/:id": {
    body: routingRuleSchema,
    response: z.strictObject({ rule: routingRuleDto, message }),
  },
  "DELETE /api/crm/routing/rules/:id": { response: z.strictObject({ message }) },
  "PUT /api/crm/routing/settings": {
    body: routingSettingsSchema,
    response: z.strictObject({ settings: routingSettingsDto, message }),
  },
  "GET /api/crm/leads/:id/ownership": { response: leadOwnershipDto },
  "POST /api/crm/leads/:id/owner": {
    body: reassignSchema,
    response: z.strictObject({ ...leadOwnershipDto.shape, message }),
  },
  "GET /api/crm/preferences": { response: staffPreferencesDto },
  "GET /api/crm/speed-to-lead": { query: speedQuerySchema, response: speedReportDto },
  "PUT /api/crm/preferences": {
    body: staffPreferencesSchema,
    response: z.strictObject({ ...staffPreferencesDto.shape, message }),
  },
  "GET /api/crm/leads/:id/duplicates": { response: leadDuplicatesDto },
  "POST /api/crm/leads/:id/merge": { body: mergeLeadSchema, response: mergeResultDto },
  "POST /api/crm/lead-merges/:id/undo": { response: mergeResultDto },
  "POST /api/crm/duplicates/check": {
    body: duplicateCheckSchema,
    response: z.strictObject({ candidates: z.array(duplicateCandidateDto) }),
  },
} as const satisfies EndpointSchemas;
