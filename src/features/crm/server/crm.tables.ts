import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One lead per person, whichever capture point they came through (DECISIONS.md, lead flow).
 * `dedupeKey` is "email:<lowercased email>", else "phone:<digits>", else "anon:<uuid>": a second
 * capture with the same key attaches to the existing lead as an activity.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    segment: text("segment"),
    /** The first capture point, e.g. "madlib-form", "contact-page", "startup-tool". */
    source: text("source").notNull(),
    /** 0–100; the highest score any capture gave. */
    score: integer("score").notNull().default(0),
    scoreReasons: jsonb("score_reasons").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("new"),
    sourceTable: text("source_table"),
    sourceId: text("source_id"),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("leads_created_idx").on(t.createdAt), index("leads_email_idx").on(t.email)],
);

/** Every capture (the first one too) and later CRM events on a lead. */
export const leadActivities = pgTable(
  "lead_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    source: text("source").notNull(),
    sourceTable: text("source_table"),
    sourceId: text("source_id"),
    segment: text("segment"),
    score: integer("score"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_activities_lead_idx").on(t.leadId, t.createdAt)],
);
