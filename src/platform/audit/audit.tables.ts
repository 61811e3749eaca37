import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every staff change (create, update, delete, stage move, conversion, enrichment, role change,
 * approval), whichever slice made it: who, what, on which record. Rows are only ever added.
 */
export const adminActivityLogs = pgTable(
  "admin_activity_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** better-auth user id of the actor; null for the system (jobs, seeds). */
    actorId: text("actor_id"),
    /** The actor's email at the time, so the record reads well after an account is gone. */
    actorEmail: text("actor_email"),
    /** e.g. "deal.created", "deal.stage_changed", "lead.converted", "employee.archived". */
    action: text("action").notNull(),
    /** e.g. "deal", "company", "contact", "lead", "employee". */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** What changed: small JSON (changed field names with before/after, never secrets or health data). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_activity_logs_entity_idx").on(t.entityType, t.entityId, t.createdAt),
    index("admin_activity_logs_created_idx").on(t.createdAt),
  ],
);
