import { z } from "zod";
import { siteSettingsSchema } from "#src/features/site/site.contract.ts";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText, text } from "#src/lib/text.ts";
import { isoDateTime, isoDay, okAnswer, rowId } from "#src/lib/wire.ts";

export const COMMAND_CENTER_MESSAGES = {
  attachmentNotFound: "That attachment does not exist.",
  signedOut: "Successfully signed out",
  searchTooLong: "Search for at most 100 characters",
  badReadMark: "Give the time of the newest notification you have seen",
  /** The whole text of the sidebar's Email and Calls pages, placeholders in the specification. */
  availableSoon: "available soon",
  resent: "The email is queued to be sent again",
  resendNotFailed: "Only a failed email can be sent again",
  resendFailed: "Failed to resend the email",
} as const;

/** What a Command Center page says when it cannot be shown (its error state and toast). */
export const PAGE_LOAD_MESSAGES = {
  campaigns: "Failed to load campaigns",
  social: "Failed to load the social channels",
  marketingAnalytics: "Failed to load marketing analytics",
  emailAutomation: "Failed to load email automation",
  settings: "Failed to load settings",
  team: "Failed to load the team",
  outbox: "Failed to load the outbox",
  /** A page that shows fixed content. */
  page: "Failed to show this page",
} as const;

/** The header search: as the user types, at most this many hits of each record type. */
export const SEARCH_LIMITS = { maxLength: 100, perType: 5, debounceMs: 200 } as const;

export const searchQuerySchema = z.object({
  q: text({ label: "Search" }).trim().max(SEARCH_LIMITS.maxLength, COMMAND_CENTER_MESSAGES.searchTooLong),
});

const searchHitSchema = z.strictObject({
  type: z.enum(["lead", "contact", "company", "deal"]),
  id: rowId,
  title: z.string(),
  subtitle: z.string().nullable(),
  href: z.string(),
});
export type SearchHitDto = z.output<typeof searchHitSchema>;

/** Hits grouped by record type, in the order the groups are shown. */
const searchResultSchema = z.strictObject({
  query: z.string(),
  groups: z.array(
    z.strictObject({ type: searchHitSchema.shape.type, label: z.string(), hits: z.array(searchHitSchema) }),
  ),
});
export type SearchResultDto = z.output<typeof searchResultSchema>;

/** The bell: unread counts are capped (a badge says "99+"), the feed lists the newest events. */
export const NOTIFICATION_LIMITS = { feed: 20, countCap: 100, pollMs: 60_000 } as const;

const STAFF_EVENT_TYPES = [
  "lead",
  "booking",
  "pitch",
  "deal-stage",
  "lead-assigned",
  "webhook-disabled",
] as const;
export type StaffEventType = (typeof STAFF_EVENT_TYPES)[number];

const staffEventSchema = z.strictObject({
  key: z.string().describe('Unique across types: "<type>:<row id>"'),
  type: z.enum(STAFF_EVENT_TYPES),
  at: isoDateTime,
  title: z.string(),
  detail: z.string().nullable(),
  href: z.string().nullable(),
  unread: z.boolean(),
});
export type StaffEventDto = z.output<typeof staffEventSchema>;

const notificationsSchema = z.strictObject({
  unread: z.number().int(),
  capped: z.boolean().describe("At least NOTIFICATION_LIMITS.countCap unread events"),
  items: z.array(staffEventSchema),
});
export type NotificationsDto = z.output<typeof notificationsSchema>;

export const markReadSchema = z.object({
  /** The newest event the user saw: later ones stay unread. Omitted: everything until now. */
  upTo: z.iso.datetime({ offset: true, error: COMMAND_CENTER_MESSAGES.badReadMark }).optional(),
});

/**
 * The stored company facts as Settings > General reads them (site.contract.ts validates them on
 * the way in; here the currency is always there, the stored one or the default).
 */
const siteSettingsAnswer = z.strictObject({
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  streetAddress: z.string(),
  bookingUrl: z.string(),
  noCodePlatformName: z.string(),
  noCodePlatformUrl: z.string(),
  businessHours: z.strictObject({
    timeZone: z.string(),
    workingDays: z.array(z.number().int()).describe("0 Sunday … 6 Saturday"),
    opens: z.string().describe("HH:MM, 24-hour"),
    closes: z.string().describe("HH:MM, 24-hour"),
    weekStartsOn: z.number().int().optional(),
  }),
  currency: z.string().describe("ISO 4217"),
  social: z.array(z.strictObject({ label: z.string(), url: z.string() })),
  taglines: z.array(z.string()),
});

/** The sidebar's remembered state (read by the server, so the first paint is right). */
export const SIDEBAR_COOKIE = "cc_sidebar";
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

/** The outbox viewer's link to one attachment of a stored email. */
export const outboxAttachmentPath = (messageId: string, index: number) =>
  `/api/command-center/outbox/${messageId}/attachments/${index}`;

/** Every /api/command-center endpoint and who may call it (checked against the router by a test). */
export const commandCenterEndpoints = [
  {
    method: "GET",
    path: "/api/command-center/outbox/:id/attachments/:index",
    permission: "admin",
    summary: "Downloads one attachment of an email in the outbox (admins only, served as a download)",
  },
  {
    method: "GET",
    path: "/api/command-center/search",
    permission: "employee",
    summary: "Searches leads, contacts, companies and deals as the user types (the header's search box)",
  },
  {
    method: "GET",
    path: "/api/command-center/notifications",
    permission: "employee",
    summary:
      "The bell: the newest staff events (leads, bookings, pitches, deal stage changes) and the unread count",
  },
  {
    method: "POST",
    path: "/api/command-center/notifications/read",
    permission: "employee",
    summary: "Marks the caller's notifications read up to a time",
  },
  {
    method: "POST",
    path: "/api/command-center/outbox/:id/resend",
    permission: "admin",
    summary: "Sends a failed email again (admins only)",
  },
  {
    method: "GET",
    path: "/api/command-center/site-settings",
    permission: "admin",
    summary: "The company facts the public pages show (address, phone, email, links, taglines)",
  },
  {
    method: "PUT",
    path: "/api/command-center/site-settings",
    permission: "admin",
    summary: "Saves the company facts; every cached public page is dropped at once",
  },
  {
    method: "GET",
    path: "/api/command-center/campaigns",
    permission: "employee",
    summary: "Marketing campaigns and the current plan's summary computed from them",
  },
  {
    method: "POST",
    path: "/api/command-center/campaigns",
    permission: "employee",
    summary: "Creates a marketing campaign in the current plan (the New Campaign dialog)",
  },
  {
    method: "POST",
    path: "/api/command-center/plans",
    permission: "employee",
    summary: "Creates a marketing plan (a budget over a period that campaigns belong to)",
  },
  {
    method: "PUT",
    path: "/api/command-center/plans/:id",
    permission: "employee",
    summary: "Edits an open marketing plan's name, budget and dates",
  },
  {
    method: "POST",
    path: "/api/command-center/plans/:id/close",
    permission: "employee",
    summary: "Closes a marketing plan: it keeps its campaigns and takes no new ones",
  },
  {
    method: "PATCH",
    path: "/api/command-center/campaigns/:id",
    permission: "employee",
    summary: "Records a campaign's progress, spend and status",
  },
] as const satisfies readonly EndpointDescriptor[];

/** Marketing campaigns (the New Campaign dialog) and the 90-day plan. */
export const CAMPAIGN_MESSAGES = {
  created: "Campaign created successfully",
  updated: "Campaign updated",
  createFailed: "Failed to create campaign",
  updateFailed: "Failed to update campaign",
  name: "Enter the campaign's name",
  description: "Describe the campaign",
  startDate: "Choose a start date",
  endDate: "Choose an end date",
  endBeforeStart: "The end date cannot be before the start date",
  budget: "Enter a budget of 0 or more",
  budgetStep: "The budget goes in steps of 100",
  pillarType: "Choose a campaign type",
  progress: "Progress is a whole number from 0 to 100",
  spent: "Spent is a whole number of dollars, 0 or more",
  notFound: "No such campaign",
  plan: "Choose an open marketing plan",
  noOpenPlan: "Create a marketing plan before adding campaigns",
} as const;

/** The marketing plans (the 90-day plan): create, edit, close. */
export const PLAN_MESSAGES = {
  created: "Marketing plan created",
  updated: "Marketing plan saved",
  closed: "Marketing plan closed",
  createFailed: "Failed to create the marketing plan",
  updateFailed: "Failed to save the marketing plan",
  closeFailed: "Failed to close the marketing plan",
  name: "Enter the plan's name",
  nameTaken: "A plan with this name already exists",
  budget: "Enter a budget of 0 or more",
  budgetStep: "The budget goes in steps of 100",
  startDate: "Choose a start date",
  endDate: "Choose an end date",
  endBeforeStart: "The end date cannot be before the start date",
  notFound: "No such marketing plan",
  isClosed: "This plan is closed",
} as const;

/** A new plan runs 90 days unless its dates say otherwise (the form's default end date). */
export const PLAN_DEFAULT_DAYS = 90;

export const PILLAR_TYPES = [
  "thought_leadership",
  "product_marketing",
  "lead_generation",
  "brand_awareness",
  "customer_retention",
  "other",
] as const;
export type PillarType = (typeof PILLAR_TYPES)[number];
export const PILLAR_LABELS: Record<PillarType, string> = {
  thought_leadership: "Thought leadership",
  product_marketing: "Product marketing",
  lead_generation: "Lead generation",
  brand_awareness: "Brand awareness",
  customer_retention: "Customer retention",
  other: "Other",
};
export const CAMPAIGN_STATUSES = ["planned", "active", "paused", "completed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** The budget field's step: 0 or more, in steps of 100. */
export const BUDGET_STEP = 100;
export const MAX_BUDGET = 10_000_000;

const isoDate = (message: string) => z.iso.date({ error: message });
const CM = CAMPAIGN_MESSAGES;
const PM = PLAN_MESSAGES;

export const planSchema = z
  .object({
    name: text({ label: "Name" }).trim().min(1, PM.name).max(120),
    budget: z
      .number({ error: PM.budget })
      .int(PM.budgetStep)
      .min(0, PM.budget)
      .max(MAX_BUDGET, PM.budget)
      .refine((n) => n % BUDGET_STEP === 0, PM.budgetStep),
    startDate: isoDate(PM.startDate),
    endDate: isoDate(PM.endDate),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ["endDate"], message: PM.endBeforeStart });
export type PlanInput = z.infer<typeof planSchema>;

export const newCampaignSchema = z
  .object({
    name: text({ label: "Name" }).trim().min(1, CM.name).max(120),
    description: multilineText({ label: "Description" }).trim().min(1, CM.description).max(2000),
    startDate: isoDate(CM.startDate),
    endDate: isoDate(CM.endDate),
    budget: z
      .number({ error: CM.budget })
      .int(CM.budgetStep)
      .min(0, CM.budget)
      .max(MAX_BUDGET, CM.budget)
      .refine((n) => n % BUDGET_STEP === 0, CM.budgetStep),
    pillarType: z.enum(PILLAR_TYPES, { error: CM.pillarType }),
    /** The plan the campaign belongs to; omitted: the current open plan. */
    planId: z.uuid({ error: CM.plan }).optional(),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ["endDate"], message: CM.endBeforeStart });
export type NewCampaignInput = z.infer<typeof newCampaignSchema>;

export const campaignUpdateSchema = z
  .object({
    progress: z.number({ error: CM.progress }).int(CM.progress).min(0, CM.progress).max(100, CM.progress),
    budgetSpent: z.number({ error: CM.spent }).int(CM.spent).min(0, CM.spent).max(MAX_BUDGET, CM.spent),
    status: z.enum(CAMPAIGN_STATUSES),
  })
  .partial();

/** The UTM values a campaign's links carry (campaign-return.contract.ts). */
export const campaignUtmAnswer = z.strictObject({
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
});

const campaignSchema = z.strictObject({
  id: rowId,
  planId: rowId.nullable(),
  name: z.string(),
  description: z.string(),
  pillarType: z.enum(PILLAR_TYPES),
  budget: z.number().int(),
  budgetSpent: z.number().int(),
  progress: z.number().int(),
  status: z.enum(CAMPAIGN_STATUSES),
  channels: z.array(z.string()),
  startDate: isoDay,
  endDate: isoDay,
  demo: z.boolean().describe("One of the demo seed's campaigns (labelled as demo data)"),
  utm: campaignUtmAnswer,
});
export type CampaignDto = z.output<typeof campaignSchema>;

const planSummarySchema = z.strictObject({
  id: rowId,
  name: z.string(),
  budget: z.number().int(),
  spent: z.number().int().describe("The plan's campaigns' spend, summed"),
  progress: z.number().int().describe("The mean of the plan's campaigns' progress, rounded"),
  startDate: isoDay,
  endDate: isoDay,
  campaigns: z.number().int(),
  closedAt: isoDateTime.nullable().describe("When the plan was closed; null while it is open"),
  demo: z.boolean().describe("Written by the demo seed (labelled as demo data)"),
});
export type PlanSummaryDto = z.output<typeof planSummarySchema>;

const campaignsSchema = z.strictObject({
  campaigns: z.array(campaignSchema),
  plan: planSummarySchema
    .nullable()
    .describe("The current plan: the open one running today, else the open one that starts last"),
  plans: z.array(planSummarySchema).describe("Every plan, open ones first, newest start first"),
});
export type CampaignsDto = z.output<typeof campaignsSchema>;

const campaignAnswer = z.strictObject({ campaign: campaignSchema, message: z.string() });
const planAnswer = z.strictObject({ plan: planSummarySchema, message: z.string() });

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const commandCenterEndpointSchemas = {
  "GET /api/command-center/outbox/:id/attachments/:index": { response: ANSWERS.file },
  "GET /api/command-center/search": { query: searchQuerySchema, response: searchResultSchema },
  "GET /api/command-center/notifications": { response: notificationsSchema },
  "POST /api/command-center/notifications/read": { body: markReadSchema, response: okAnswer },
  "POST /api/command-center/outbox/:id/resend": { response: z.strictObject({ message: z.string() }) },
  "GET /api/command-center/site-settings": { response: siteSettingsAnswer },
  "PUT /api/command-center/site-settings": {
    body: siteSettingsSchema,
    response: z.strictObject({ settings: siteSettingsAnswer, message: z.string() }),
  },
  "GET /api/command-center/campaigns": { response: campaignsSchema },
  "POST /api/command-center/campaigns": { body: newCampaignSchema, response: campaignAnswer },
  "POST /api/command-center/plans": { body: planSchema, response: planAnswer },
  "PUT /api/command-center/plans/:id": { body: planSchema, response: planAnswer },
  "POST /api/command-center/plans/:id/close": { response: planAnswer },
  "PATCH /api/command-center/campaigns/:id": { body: campaignUpdateSchema, response: campaignAnswer },
} as const satisfies EndpointSchemas;
