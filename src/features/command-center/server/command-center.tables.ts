import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";

/**
 * The notification bell's "read up to" mark, one row per user: every event newer than it is
 * unread for that user. The feed itself is not stored; it is read from the rows the events made
 * (leads, bookings, pitches, deal stage changes).
 */
export const notificationReads = pgTable("command_center_notification_reads", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  readUpTo: timestamp("read_up_to", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A marketing plan: a budget over a period that campaigns draw on (the 90-day plan). Staff create,
 * edit and close plans; a closed plan keeps its campaigns but takes no new ones. `demo` marks the
 * plan the demo seed wrote, shown labelled as demo data.
 */
export const marketingPlans = pgTable("marketing_plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  budget: integer("budget").notNull(),
  startDate: date("start_date").notNull(),
  endDate: date("end_date").notNull(),
  closedAt: timestamp("closed_at", { withTimezone: true }),
  demo: boolean("demo").notNull().default(false),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A marketing campaign: budgets in whole dollars, progress in percent. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id").references(() => marketingPlans.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    pillarType: text("pillar_type").notNull(),
    budget: integer("budget").notNull(),
    budgetSpent: integer("budget_spent").notNull().default(0),
    progress: integer("progress").notNull().default(0),
    status: text("status").notNull().default("planned"),
    channels: text("channels").array().notNull().default([]),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /** The UTM values of the campaign's links: its return is read from the leads they bring (issue 30). */
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_plan_idx").on(t.planId),
    check("campaigns_budget_check", sql`${t.budget} >= 0 and ${t.budgetSpent} >= 0`),
    check("campaigns_progress_check", sql`${t.progress} between 0 and 100`),
  ],
);
