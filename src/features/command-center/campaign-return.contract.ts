import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { text } from "#src/lib/text.ts";
import { isoDay } from "#src/lib/wire.ts";
import { campaignUtmAnswer } from "./command-center.contract.ts";

// Campaign return on Marketing Analytics (issue 30): per campaign and per UTM source/medium/campaign,
// visitors, leads, qualified leads, deals, won deals, won revenue, cost per lead, return on spend.

export const RETURN_MESSAGES = {
  badRange: "Please choose 7, 30 or 90 days, or a custom range",
  badDate: "Please enter dates as YYYY-MM-DD",
  toBeforeFrom: "The end of the range cannot be before its start",
  tooLong: "A custom range is at most 366 days",
  utmValue: "UTM values are letters, digits, dots, dashes and underscores (at most 100)",
  utmCampaignRequired: "Give the campaign its utm_campaign value",
  utmSaved: "Campaign links saved",
  notFound: "No such campaign",
  loadFailed: "Failed to load the campaign return",
} as const;
const M = RETURN_MESSAGES;

const day = z.iso.date({ error: M.badDate });

/** 7, 30 or 90 days back from today, or a custom range of dates (inclusive, UTC). */
export const returnRangeSchema = z
  .object({
    days: z.coerce
      .number({ error: M.badRange })
      .refine((n) => [7, 30, 90].includes(n), M.badRange)
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((r) => (r.from === undefined) === (r.to === undefined), { message: M.badRange, path: ["from"] })
  .refine((r) => !r.from || !r.to || r.to >= r.from, { message: M.toBeforeFrom, path: ["to"] })
  .refine((r) => !r.from || !r.to || Date.parse(r.to) - Date.parse(r.from) <= 365 * 86_400_000, {
    message: M.tooLong,
    path: ["to"],
  });
export type ReturnRangeInput = z.infer<typeof returnRangeSchema>;

const utm = (required?: string) => {
  const base = text({ error: M.utmValue })
    .trim()
    .max(100, M.utmValue)
    .regex(/^[A-Za-z0-9._-]*$/, M.utmValue);
  return required ? base.min(1, required) : base.nullish().transform((v) => (v ? v : null));
};

export const campaignUtmSchema = z.object({
  source: utm(),
  medium: utm(),
  campaign: utm(M.utmCampaignRequired),
});
export type CampaignUtmInput = z.infer<typeof campaignUtmSchema>;

const count = z.number().int();
const returnRowSchema = z.strictObject({
  key: z.string().describe("A stored campaign's id, or the UTM combination as a JSON array"),
  label: z.string(),
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  visitors: count,
  leads: count,
  qualified: count,
  deals: count,
  won: count,
  wonRevenue: z.number(),
  spent: z.number().nullable().describe("What the campaign spent (stored campaigns only)"),
  costPerLead: z.number().nullable(),
  returnOnSpend: z.number().nullable().describe("Won revenue ÷ spend"),
});
export type ReturnRowDto = z.output<typeof returnRowSchema>;

const campaignReturnSchema = z.strictObject({
  from: isoDay,
  to: isoDay,
  days: z.number().int().nullable().describe("7, 30 or 90; null for a custom range"),
  byCampaign: z.array(returnRowSchema),
  byUtm: z.array(returnRowSchema),
});
export type CampaignReturnDto = z.output<typeof campaignReturnSchema>;

/** The query string of a range, for links and the CSV download. */
export const rangeQuery = (r: { days: number | null; from: string; to: string }) =>
  r.days ? `days=${r.days}` : `from=${r.from}&to=${r.to}`;

export const campaignReturnEndpoints = [
  {
    method: "GET",
    path: "/api/command-center/campaign-return",
    permission: "employee",
    summary: "Campaign return per campaign and per UTM source/medium/campaign over 7/30/90 days or a range",
  },
  {
    method: "GET",
    path: "/api/command-center/campaign-return.csv",
    permission: "employee",
    summary: "The campaign return as a CSV file",
  },
  {
    method: "PUT",
    path: "/api/command-center/campaigns/:id/utm",
    permission: "employee",
    summary: "Sets the UTM source, medium and campaign of a campaign's links",
  },
] as const satisfies readonly EndpointDescriptor[];

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const campaignReturnEndpointSchemas = {
  "GET /api/command-center/campaign-return": { query: returnRangeSchema, response: campaignReturnSchema },
  "GET /api/command-center/campaign-return.csv": { query: returnRangeSchema, response: ANSWERS.csv },
  "PUT /api/command-center/campaigns/:id/utm": {
    body: campaignUtmSchema,
    response: z.strictObject({
      utm: campaignUtmAnswer.extend({ campaign: z.string() }),
      message: z.string(),
    }),
  },
} as const satisfies EndpointSchemas;
