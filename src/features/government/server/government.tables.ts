import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One government compliance assessment: the requirements, agency, classification and email given, and the
 * result.
 */
export const governmentAnalyses = pgTable("government_analyses", {
  id: uuid("id").primaryKey().defaultRandom(),
  requirements: jsonb("requirements").$type<string[]>().notNull(),
  agencyType: text("agency_type").notNull(),
  dataClassification: text("data_classification").notNull(),
  email: text("email").notNull(),
  analysisResult: jsonb("analysis_result").notNull(),
  engine: text("engine"),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
