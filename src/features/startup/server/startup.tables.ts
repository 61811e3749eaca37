import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One pitch run through the pitch-to-plan tool: what the visitor sent and the analysis it got.
 */
export const projectAnalyses = pgTable("project_analyses", {
  id: uuid("id").primaryKey().defaultRandom(),
  projectType: text("project_type").notNull(),
  projectStage: text("project_stage").notNull(),
  description: text("description").notNull(),
  email: text("email"),
  marketAnalysis: jsonb("market_analysis"),
  similarProjects: jsonb("similar_projects"),
  technicalRecommendations: jsonb("technical_recommendations"),
  estimatedTimeline: text("estimated_timeline"),
  budgetRange: text("budget_range"),
  /** The whole validated analysis response, as shown. */
  analysis: jsonb("analysis"),
  engine: text("engine"),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The plan derived from an analysis: budget split, communication rhythm and approvals, filled with
 * the product's defaults where the analysis says nothing (see server/plan.ts).
 */
export const projectScopes = pgTable("project_scopes", {
  id: uuid("id").primaryKey().defaultRandom(),
  projectAnalysisId: uuid("project_analysis_id")
    .notNull()
    .references(() => projectAnalyses.id, { onDelete: "cascade" }),
  overview: jsonb("overview").notNull(),
  deliverables: jsonb("deliverables").notNull(),
  timeline: jsonb("timeline").notNull(),
  communicationPlan: jsonb("communication_plan").notNull(),
  budgetBreakdown: jsonb("budget_breakdown").notNull(),
  approvals: jsonb("approvals").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
