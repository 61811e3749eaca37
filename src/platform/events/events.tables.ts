import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The event outbox: one row per thing that happened, written by `emitEvent` in the same
 * transaction as the change, so an event exists exactly when its change committed. The webhook
 * dispatcher fans each row out to the subscribed endpoints once (`fanned_out_at`).
 */
export const eventOutbox = pgTable(
  "event_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    fannedOutAt: timestamp("fanned_out_at", { withTimezone: true }),
  },
  (t) => [
    index("event_outbox_pending_idx").on(t.occurredAt).where(sql`${t.fannedOutAt} is null`),
    index("event_outbox_occurred_at_idx").on(t.occurredAt),
  ],
);
