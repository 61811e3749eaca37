import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";
import { eventOutbox } from "#src/platform/events/events.tables.ts";

/**
 * Webhook endpoints admins register. `secret` signs deliveries (Standard Webhooks, whsec_…); it
 * must be readable to sign, so it is kept as is, never listed, and revealed only to an admin (audited).
 * After a rotation the previous secret also signs until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  events: text("events").array().notNull(),
  secret: text("secret").notNull(),
  previousSecret: text("previous_secret"),
  previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
  enabled: boolean("enabled").notNull().default(true),
  /** Set when the platform disabled it (kept failing); null when an admin did or it is enabled. */
  disabledReason: text("disabled_reason"),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One message to one endpoint: an event fanned out, a test event, or a replay of an earlier
 * delivery. `next_attempt_at` is also the claim's lease (see the dispatcher).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** Null for a test event. */
    eventId: uuid("event_id").references(() => eventOutbox.id, { onDelete: "cascade" }),
    /** The webhook-id header: the same for every attempt and replay of one message. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The exact JSON body sent (type, timestamp, data). */
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastStatusCode: integer("last_status_code"),
    lastDurationMs: integer("last_duration_ms"),
    lastError: text("last_error"),
    replayOf: uuid("replay_of"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    // Fan-out writes one delivery per event and endpoint, even when two dispatchers race.
    uniqueIndex("webhook_deliveries_event_endpoint_uq")
      .on(t.eventId, t.endpointId)
      .where(sql`${t.replayOf} is null and ${t.eventId} is not null`),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

/** Every attempt of a delivery: the log admins read (status, time taken, start of the answer). */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    responseBody: text("response_body").notNull().default(""),
    error: text("error"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.attemptedAt)],
);
