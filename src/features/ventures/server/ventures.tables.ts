import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { storedFiles } from "#src/platform/storage/storage.tables.ts";

/**
 * Pitches sent through /ventures/pitch. The deck is a private stored file, not a public
 * URL, because founders send confidential material.
 */
export const pitchSubmissions = pgTable("pitch_submissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyName: text("company_name").notNull(),
  founderName: text("founder_name").notNull(),
  email: text("email").notNull(),
  website: text("website"),
  stage: text("stage").notNull(),
  industry: text("industry").notNull(),
  location: text("location"),
  teamSize: text("team_size"),
  problem: text("problem").notNull(),
  solution: text("solution").notNull(),
  traction: text("traction"),
  fundingNeeds: text("funding_needs"),
  pitchDeckFileId: uuid("pitch_deck_file_id")
    .notNull()
    .references(() => storedFiles.id),
  /** The authorised download route for staff, never a public URL. */
  pitchDeckUrl: text("pitch_deck_url").notNull(),
  status: text("status").notNull().default("pending"),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The terminal-styled /ventures/apply form, sent to the server as a lead (DECISIONS.md). */
export const ventureApplications = pgTable("venture_applications", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name"),
  email: text("email"),
  company: text("company"),
  projectDescription: text("project_description"),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
