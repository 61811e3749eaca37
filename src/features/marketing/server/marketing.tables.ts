import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Submissions of the home ("madlib") contact form; each field is kept as the text the visitor chose. */
export const madlibContactSubmissions = pgTable("madlib_contact_submissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  fullName: text("full_name").notNull(),
  segment: text("segment").notNull(),
  jobTitle: text("job_title").notNull(),
  companyName: text("company_name").notNull(),
  serviceType: text("service_type").notNull(),
  goal: text("goal").notNull(),
  timeframe: text("timeframe").notNull(),
  contactMethod: text("contact_method").notNull(),
  contactInfo: text("contact_info").notNull(),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Messages from the /contact page form: stored with their lead, so none is lost in a mailbox. */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The /thank-you segment resource offer: stored, then emailed with the download link. */
export const resourceRequests = pgTable("resource_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  segment: text("segment").notNull(),
  resourceSlug: text("resource_slug").notNull(),
  name: text("name"),
  email: text("email").notNull(),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
