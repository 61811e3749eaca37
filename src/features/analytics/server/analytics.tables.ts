import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";

/**
 * One anonymous page interaction from the visitor tracker (the user interaction log). No
 * cookie, address or user id: the session id is a random value the browser keeps for the tab.
 * x is a fraction of the document width, y CSS pixels from the top of the document.
 */
export const userInteractions = pgTable(
  "user_interactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageUrl: text("page_url").notNull(),
    interactionType: text("interaction_type", {
      enum: ["pageview", "click", "mouseover", "scroll"],
    }).notNull(),
    xCoordinate: real("x_coordinate"),
    yCoordinate: integer("y_coordinate"),
    deviceType: text("device_type", { enum: ["desktop", "tablet", "mobile"] }).notNull(),
    sessionId: text("session_id").notNull(),
    viewportWidth: integer("viewport_width").notNull(),
    viewportHeight: integer("viewport_height").notNull(),
    scrollDepth: smallint("scroll_depth"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_interactions_created_idx").on(t.createdAt),
    // A lead's timeline reads the page views of its tab sessions (attribution, decision 031-revenue).
    index("user_interactions_session_idx").on(t.sessionId, t.createdAt),
  ],
);

/**
 * How each visit of a tab session began (attribution): the landing page, the referring site's
 * host and the UTM parameters of the visit's first page. A touch is written when a page load
 * arrives from another site or with UTM parameters, or when the session has had no touch for
 * VISIT_GAP_MS (a new visit). Anonymous like the events: only the tracker's random session id.
 */
export const visitTouches = pgTable(
  "visit_touches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sessionId: text("session_id").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    landingPage: text("landing_page").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
  },
  (t) => [
    index("visit_touches_session_idx").on(t.sessionId, t.startedAt),
    index("visit_touches_started_idx").on(t.startedAt),
    // The campaign return's visitors (distinct tab sessions per UTM triple): an index-only scan in
    // the grouping's order (migration 0039, decision 049).
    index("visit_touches_utm_session_idx")
      .on(t.utmSource, t.utmMedium, t.utmCampaign, t.sessionId, t.startedAt)
      .where(sql`${t.utmSource} is not null or ${t.utmMedium} is not null or ${t.utmCampaign} is not null`),
  ],
);

/** Clicks per page, device, day and cell (1 % of the width × 20 px), made by the aggregation job. */
export const heatmapBins = pgTable(
  "heatmap_bins",
  {
    day: date("day").notNull(),
    pageUrl: text("page_url").notNull(),
    deviceType: text("device_type").notNull(),
    cellX: smallint("cell_x").notNull(),
    cellY: integer("cell_y").notNull(),
    clicks: integer("clicks").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageUrl, t.day, t.deviceType, t.cellX, t.cellY] })],
);

/**
 * The same clicks rolled up per calendar month (the first day of the month, UTC), kept by the
 * job from the daily bins: a 30- or 90-day heatmap reads whole months here and at most half a
 * month of daily bins, so its cost stays near constant however many events are stored.
 */
export const heatmapBinsMonthly = pgTable(
  "heatmap_bins_monthly",
  {
    month: date("month").notNull(),
    pageUrl: text("page_url").notNull(),
    deviceType: text("device_type").notNull(),
    cellX: smallint("cell_x").notNull(),
    cellY: integer("cell_y").notNull(),
    clicks: integer("clicks").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageUrl, t.deviceType, t.month, t.cellX, t.cellY] })],
);

/** Per page, device and day: views, clicks, mouseovers, scroll depth and sessions (the job's). */
export const pageDailyStats = pgTable(
  "page_daily_stats",
  {
    day: date("day").notNull(),
    pageUrl: text("page_url").notNull(),
    deviceType: text("device_type").notNull(),
    pageviews: integer("pageviews").notNull(),
    clicks: integer("clicks").notNull(),
    mouseovers: integer("mouseovers").notNull(),
    scrollEvents: integer("scroll_events").notNull(),
    scrollDepthSum: integer("scroll_depth_sum").notNull(),
    sessions: integer("sessions").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageUrl, t.deviceType] })],
);

/**
 * Visitors (distinct tracker sessions) per day and segment ("all" for the whole site). Rows with
 * demo true are the demo-mode history, shown labelled as demo data.
 */
export const visitorAnalytics = pgTable(
  "visitor_analytics",
  {
    date: date("date").notNull(),
    segment: text("segment").notNull(),
    visitorCount: integer("visitor_count").notNull(),
    demo: boolean("demo").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.date, t.segment, t.demo] })],
);

/**
 * Industry trends per segment, shown on the Trends tab while active. Staff write them (title,
 * description, direction, source link); rows with demo true are the demo seed's, shown labelled
 * as demo data.
 */
export const industryTrends = pgTable("industry_trends", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  segment: text("segment").notNull(),
  trendName: text("trend_name").notNull(),
  description: text("description").notNull().default(""),
  direction: text("direction", { enum: ["rising", "steady", "falling"] })
    .notNull()
    .default("rising"),
  sourceUrl: text("source_url"),
  isActive: boolean("is_active").notNull().default(true),
  demo: boolean("demo").notNull().default(false),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
