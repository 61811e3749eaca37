import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { text } from "#src/lib/text.ts";

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

// DTOs.

/** Speed-to-lead of one group of leads: minutes from capture to the first staff action. */
export type SpeedRowDto = {
  key: string;
  label: string;
  leads: number;
  answered: number;
  /** Leads still without a first staff action. */
  waiting: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
};

export type SpeedReportDto = {
  days: number;
  from: string;
  overall: SpeedRowDto;
  byOwner: SpeedRowDto[];
  byWeek: SpeedRowDto[];
  thresholds: { waitAmberMinutes: number; waitRedMinutes: number };
};

export type StaffOptionDto = { id: string; name: string; email: string };

export type RoutingRuleDto = {
  id: string;
  name: string;
  position: number;
  isActive: boolean;
  segment: string | null;
  source: string | null;
  band: RoutingBand | null;
  staff: StaffOptionDto[];
  dailyCap: number | null;
  /** Leads this rule gave each of its staff today (UTC), for the cap. */
  assignedToday: Record<string, number>;
};

export type RoutingSettingsDto = {
  fallbackOwner: StaffOptionDto | null;
  waitAmberMinutes: number;
  waitRedMinutes: number;
};

export type RoutingDto = { rules: RoutingRuleDto[]; settings: RoutingSettingsDto; staff: StaffOptionDto[] };

export type AssignmentDto = {
  id: string;
  ownerName: string | null;
  previousOwnerName: string | null;
  method: string;
  ruleName: string | null;
  reason: string | null;
  assignedByName: string | null;
  createdAt: string;
};

/** Who owns a lead, since when, how it got there, and how long it waited for a first answer. */
export type LeadOwnershipDto = {
  owner: StaffOptionDto | null;
  assignedAt: string | null;
  history: AssignmentDto[];
  /** Whether the caller may reassign it (its owner, an admin, or anyone while it has none). */
  canReassign: boolean;
  firstResponseAt: string | null;
  firstResponseByName: string | null;
};

export type StaffPreferencesDto = { emailOnAssignment: boolean };

// Endpoints.

const e = (
  method: EndpointDescriptor["method"],
  path: string,
  summary: string,
  permission: "employee" | "admin" = "employee",
): EndpointDescriptor => ({ method, path: `/api/crm${path}`, permission, summary });

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
  e("GET", "/speed-to-lead", "Median and 90th-percentile speed-to-lead per owner and per week"),
  e("PUT", "/preferences", "Sets whether the caller gets an email when a lead is assigned to them"),
];

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const crmRevenueEndpointSchemas = {
  "POST /api/crm/routing/rules": { body: routingRuleSchema },
  "PATCH /api/crm/routing/rules/:id": { body: routingRuleSchema },
  "PUT /api/crm/routing/settings": { body: routingSettingsSchema },
  "POST /api/crm/leads/:id/owner": { body: reassignSchema },
  "GET /api/crm/speed-to-lead": { query: speedQuerySchema },
  "PUT /api/crm/preferences": { body: staffPreferencesSchema },
} as const satisfies EndpointSchemas;
