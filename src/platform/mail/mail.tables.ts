import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type OutboxAttachment = {
  filename: string;
  contentType: string;
  fileId?: string;
  contentBase64?: string;
};

/** Every email is a row first; the dispatcher delivers it when SMTP is configured. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The formatted sender (`"Name" <address>`) the template signed with; null on rows older than it. */
    from: text("from_address"),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    kind: text("kind").notNull(),
    // held: kept while no SMTP is configured; expired: held for longer than MAIL_HOLD_MAX_AGE_HOURS
    // when SMTP arrived, so never sent (a days-old confirmation would only confuse), still readable.
    status: text("status", { enum: ["pending", "sent", "failed", "held", "expired"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
