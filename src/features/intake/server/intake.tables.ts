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

/**
 * One /intake form with its enrichment: the fit score, flags and profile that decide whether the lead may
 * book.
 */
export const intakeSubmissions = pgTable("intake_submissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  companyName: text("company_name").notNull(),
  linkedinProfile: text("linkedin_profile"),
  projectType: text("project_type").notNull(),
  budgetRange: text("budget_range").notNull(),
  timeline: text("timeline").notNull(),
  projectDescription: text("project_description").notNull(),
  projectFitScore: integer("project_fit_score").notNull(),
  isQualified: boolean("is_qualified").notNull(),
  enrichment: jsonb("enrichment").notNull(),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Booked meetings. The partial unique index on the slot makes double booking impossible, whatever
 * the number of app processes (DECISIONS.md, lead flow).
 */
export const meetingBookings = pgTable(
  "meeting_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    /** yyyy-MM-dd and HH:mm in the agency's time zone, as chosen. */
    date: text("date").notNull(),
    time: text("time").notNull(),
    timeZone: text("time_zone").notNull(),
    visitorTimeZone: text("visitor_time_zone"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    notes: text("notes"),
    source: text("source").notNull(),
    status: text("status").notNull().default("confirmed"),
    leadId: uuid("lead_id"),
    /**
     * SHA-256 of the visitor's cancellation link token (sent once in the confirmation email, never
     * stored in the clear); cleared when the booking is cancelled, so the link works once.
     */
    cancelTokenHash: text("cancel_token_hash"),
    /** The invitation's SEQUENCE: 0 when booked, one more for the cancellation (RFC 5546). */
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** "visitor" or the staff member's email. */
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("meeting_bookings_slot_uq").on(t.slotStart).where(sql`status = 'confirmed'`),
    index("meeting_bookings_email_idx").on(t.email),
  ],
);
