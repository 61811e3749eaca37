import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per Idempotency-Key a client sent to a capturing endpoint: claimed while the first
 * request runs (status null), then holding that request's answer, which every repeat receives.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** "POST /api/…": the same key on another endpoint is another request. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: a repeat must be the same request. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    /**
     * What the first attempt stored (e.g. "leads:<id>"), set by `idempotentWriteMark` in the same
     * transaction as the stored rows: once set, the submission exists, whatever became of its answer.
     */
    storedRef: text("stored_ref"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
