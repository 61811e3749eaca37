import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText, text } from "#src/lib/text.ts";
import { okAnswer } from "#src/lib/wire.ts";

/** The analytics pages' messages, in the product's fixed wording (pages and tests say the same). */
export const ANALYTICS_MESSAGES = {
  noVisitors: "No visitor data available",
  noSegments: "No segment data available",
  noTrends: "No trend data available",
  noInteractions: "No interaction data available yet",
  noPageData: (page: string) => `No analytics data available for ${page}`,
  loadVisitorsFailed: "Failed to load visitor analytics",
  loadPagesFailed: "Failed to load pages data",
  loadInteractionsFailed: "Failed to load interactions data",
  loadPageAnalyticsFailed: "Failed to load page analytics",
  badBatch: "The batch of events is not valid.",
  tooFrequent: "Too many event batches from this address. Please slow down.",
} as const;

/** More than 100 clicks is high engagement; a mean scroll depth above 70 % is good. */
export const HIGH_ENGAGEMENT_CLICKS = 100;
export const GOOD_SCROLL_DEPTH = 70;
/** Heatmap cells: 1 % of the document width by 20 CSS pixels. */
export const CELL_HEIGHT_PX = 20;
export const CELL_COLUMNS = 100;
/** A batch carries at most this many events and this many bytes. */
export const MAX_BATCH_EVENTS = 50;
export const MAX_BATCH_BYTES = 16 * 1024;
/** The date ranges offered on the analytics pages. */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
export const rangeOf = (raw: string | null): RangeDays => {
  const n = Number(raw);
  return (RANGE_DAYS as readonly number[]).includes(n) ? (n as RangeDays) : 30;
};

export const DEVICES = ["desktop", "tablet", "mobile"] as const;
export type Device = (typeof DEVICES)[number];
/** The widths the heatmap's frame takes for each device. */
export const DEVICE_WIDTHS: Record<Device, number> = { desktop: 1280, tablet: 820, mobile: 390 };

export const INTERACTION_TYPES = ["pageview", "click", "mouseover", "scroll"] as const;

/**
 * The public pages the tracker records (the site's own routes; staff, account and test pages
 * never). A batch for any other path is dropped.
 */
const TRACKED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/(about|services|work|blog|contact|thank-you|startup|enterprise|government|playground|intake|discovery|resources|workshops|clients|ventures|anywhere|flare|privacy)$/,
  /^\/(case-study|blog|guide)\/[\w-]{1,120}$/,
  /^\/ventures\/(apply|pitch|portfolio|criteria|lab)$/,
  /^\/flare\/apply$/,
];
export const isTrackedPage = (path: string) => TRACKED_PAGES.some((re) => re.test(path));

const event = z.object({
  t: z.enum(INTERACTION_TYPES),
  /** x as a fraction of the document width (0–1), y in CSS pixels from the top of the document. */
  x: z.number().min(0).max(1).optional(),
  y: z.number().int().min(0).max(200_000).optional(),
  /** Scroll depth in percent of the document (0–100). */
  d: z.number().int().min(0).max(100).optional(),
  /** Milliseconds before the batch was sent (0–10 minutes). */
  a: z.number().int().min(0).max(600_000).optional(),
});

/** UTM values are kept as sent, trimmed, at most this long. */
export const UTM_MAX = 100;
const utm = text().trim().min(1).max(UTM_MAX).optional();

/**
 * How a visit arrived, sent with the first page view of a page load (never with Do Not Track or
 * Global Privacy Control: the tracker does not run then): the referrer's host when it is another
 * site, and the UTM parameters of that first page (s source, m medium, c campaign, t term, n content).
 */
export const arrivalSchema = z.strictObject({
  r: text()
    .max(253)
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/)
    .optional(),
  s: utm,
  m: utm,
  c: utm,
  t: utm,
  n: utm,
});
export type Arrival = z.infer<typeof arrivalSchema>;

export const eventBatchSchema = z.strictObject({
  s: text()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .describe("session id"),
  p: text().max(200),
  dv: z.enum(DEVICES),
  vw: z.number().int().min(1).max(10_000),
  vh: z.number().int().min(1).max(10_000),
  e: z.array(event).min(1).max(MAX_BATCH_EVENTS),
  l: arrivalSchema.optional(),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

/** The number of batches one address may send per minute. */
export const TRACKER_RATE_LIMIT = { name: "analytics.events", limit: 60, windowMs: 60_000 } as const;

/** Every /api/analytics endpoint and who may call it (checked against the router by a test). */
export const analyticsEndpoints = [
  {
    method: "POST",
    path: "/api/analytics/events",
    permission: "public",
    summary:
      "The visitor tracker's batches of anonymous page interactions (cross-site exception: no cookies, own size and rate limits)",
    crossSite: true,
    body: { maxBytes: MAX_BATCH_BYTES },
  },
  {
    method: "POST",
    path: "/api/analytics/aggregate",
    permission: "employee",
    summary:
      "Brings the heatmap bins and daily visitor counts up to date now (the job does it every 5 minutes)",
  },
  {
    method: "POST",
    path: "/api/analytics/trends",
    permission: "employee",
    summary: "Adds an industry trend to Traffic Overview's Trends tab",
  },
  {
    method: "PUT",
    path: "/api/analytics/trends/:id",
    permission: "employee",
    summary: "Edits an industry trend, or sets it active or inactive",
  },
] as const satisfies readonly EndpointDescriptor[];

/** The page on which each capture point takes a visitor's details (the CRM's lead sources). */
export const LEAD_SOURCE_PAGES: Record<string, string> = {
  "madlib-form": "/",
  "contact-page": "/contact",
  "resource-request": "/resources",
  "startup-tool": "/startup",
  "enterprise-analyzer": "/enterprise",
  "enterprise-consultation": "/enterprise",
  "government-assessment": "/government",
  intake: "/intake",
  booking: "/discovery",
  "ventures-application": "/ventures/apply",
  "ventures-pitch": "/ventures/pitch",
  "flare-application": "/flare/apply",
};

/** Leads ÷ visitors for one page, capture point or segment; no rate without visitors. */
export type ConversionRow = { key: string; leads: number; visitors: number; rate: number | null };
export type ConversionsDto = {
  days: RangeDays;
  /** The range's first day (UTC). */
  from: string;
  totals: ConversionRow;
  byPage: ConversionRow[];
  bySource: (ConversionRow & { page: string | null })[];
  bySegment: ConversionRow[];
};
export const CONVERSION_MESSAGES = {
  loadFailed: "Failed to load conversion rates",
  noLeads: "No leads captured in this period",
} as const;

/** One page's figures over a range, on one device or on all of them (the Heatmaps page). */
export type DeviceFigures = {
  device: string;
  pageviews: number;
  clicks: number;
  mouseovers: number;
  sessions: number;
  meanScrollDepth: number | null;
};
export type PageAnalytics = { totals: DeviceFigures; byDevice: DeviceFigures[] };

/** The segments of the site's pages (the tracker's) and of the leads. */
export const TRAFFIC_SEGMENTS = ["general", "startup", "enterprise", "government", "ventures"] as const;
export type TrafficSegment = (typeof TRAFFIC_SEGMENTS)[number];
export const SEGMENT_LABELS: Record<TrafficSegment, string> = {
  general: "General",
  startup: "Startup",
  enterprise: "Enterprise",
  government: "Government",
  ventures: "Ventures",
};

/** Industry trends: written by staff on the Trends tab, shown while active. */
export const TREND_DIRECTIONS = ["rising", "steady", "falling"] as const;
export type TrendDirection = (typeof TREND_DIRECTIONS)[number];
export const TREND_MESSAGES = {
  created: "Trend added",
  updated: "Trend saved",
  saveFailed: "Failed to save the trend",
  segment: "Choose a segment",
  title: "Enter the trend's title",
  description: "Describe the trend in at most 600 characters",
  direction: "Choose whether it is rising, steady or falling",
  sourceUrl: "Enter the source as a web address starting with https:// or http://",
  notFound: "No such trend",
} as const;
const TM = TREND_MESSAGES;
export const trendSchema = z.object({
  segment: z.enum(TRAFFIC_SEGMENTS, { error: TM.segment }),
  title: text({ label: "Title" }).trim().min(1, TM.title).max(120, TM.title),
  description: multilineText({ label: "Description" }).trim().max(600, TM.description).default(""),
  direction: z.enum(TREND_DIRECTIONS, { error: TM.direction }),
  sourceUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: TM.sourceUrl }).max(500, TM.sourceUrl)], {
      error: TM.sourceUrl,
    })
    .default("")
    .transform((v) => v || null),
  active: z.boolean({ error: "Say whether the trend is shown" }).default(true),
});
export type TrendInput = z.infer<typeof trendSchema>;
const trendDtoSchema = z.strictObject({
  id: z.number().int(),
  segment: z.enum(TRAFFIC_SEGMENTS),
  title: z.string(),
  description: z.string(),
  direction: z.enum(TREND_DIRECTIONS),
  sourceUrl: z.string().nullable(),
  active: z.boolean(),
  demo: z.boolean().describe("Written by the demo seed: shown labelled as demo data"),
});
export type TrendDto = z.output<typeof trendDtoSchema>;
const trendAnswer = z.strictObject({ trend: trendDtoSchema, message: z.string() });

/**
 * One segment statistic on Traffic Overview: a metric as a percentage, computed from the tracker
 * and the leads; above 50 it is shown good (a green up arrow), else red. Null: nothing to divide by.
 */
export const GOOD_SEGMENT_METRIC = 50;
export type SegmentStatDto = { segment: string; metric: string; percent: number | null; detail: string };

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const analyticsEndpointSchemas = {
  "POST /api/analytics/trends": { body: trendSchema, response: trendAnswer },
  "PUT /api/analytics/trends/:id": { body: trendSchema, response: trendAnswer },
  "POST /api/analytics/events": { body: eventBatchSchema, response: ANSWERS.empty },
  "POST /api/analytics/aggregate": { response: okAnswer },
} as const satisfies EndpointSchemas;
