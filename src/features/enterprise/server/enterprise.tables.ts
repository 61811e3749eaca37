import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One run of the enterprise systems analyzer: the systems and answers given, and the report produced.
 */
export const enterpriseAnalyses = pgTable("enterprise_analyses", {
  id: uuid("id").primaryKey().defaultRandom(),
  systems: jsonb("systems").$type<string[]>().notNull(),
  companySize: text("company_size").notNull(),
  industry: text("industry").notNull(),
  email: text("email").notNull(),
  businessChallenges: text("business_challenges"),
  deploymentPreference: text("deployment_preference"),
  integrationComplexity: text("integration_complexity"),
  budgetRange: text("budget_range"),
  timeframe: text("timeframe"),
  analysisResult: jsonb("analysis_result").notNull(),
  engine: text("engine"),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A consultation requested from the analyzer's report. */
export const enterpriseConsultations = pgTable("enterprise_consultations", {
  id: uuid("id").primaryKey().defaultRandom(),
  analysisId: uuid("analysis_id").references(() => enterpriseAnalyses.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
