import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";
import { storedFiles } from "#src/platform/storage/storage.tables.ts";
import type { TechnologyScanDto } from "../crm.contract.ts";
import { businessEmailSql, presentSql } from "./lead-facts-sql.ts";
import { searchVector } from "./search-vector.ts";

/** The last 9 digits of a phone number that has at least 7 (so "+44 20 7946 0958" = "020 7946 0958"). */
const phoneKeySql = (column: string) => {
  const digits = `regexp_replace(coalesce("${column}", ''), '[^0-9]', '', 'g')`;
  return sql.raw(`case when length(${digits}) >= 7 then right(${digits}, 9) end`);
};
const emailDomainSql = (column: string) =>
  sql.raw(`nullif(split_part(lower(coalesce("${column}", '')), '@', 2), '')`);

/**
 * One lead per person, whichever capture point they came through (DECISIONS.md, lead flow).
 * `dedupeKey` is "email:<lowercased email>", else "phone:<digits>", else "anon:<uuid>": a second
 * capture with the same key attaches to the existing lead as an activity.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    segment: text("segment"),
    /** The first capture point, e.g. "madlib-form", "contact-page", "startup-tool". */
    source: text("source").notNull(),
    /** 0–100; the highest score any capture gave. */
    score: integer("score").notNull().default(0),
    scoreReasons: jsonb("score_reasons").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("new"),
    /** The CRM's score: the sum of the lead scoring rules that match (lead-scoring.ts), 0–100. */
    leadScore: integer("lead_score").notNull().default(0),
    leadScoreReasons: jsonb("lead_score_reasons").$type<string[]>().notNull().default([]),
    /** When the rules last scored the lead; null for leads captured before the rules existed. */
    scoredAt: timestamp("scored_at", { withTimezone: true }),
    /** Set by Convert: the records the lead became (no foreign keys: those records may be deleted). */
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    convertedContactId: uuid("converted_contact_id"),
    convertedCompanyId: uuid("converted_company_id"),
    convertedDealId: uuid("converted_deal_id"),
    sourceTable: text("source_table"),
    sourceId: text("source_id"),
    /** Who works the lead: set by the routing rules when it is written, or reassigned by staff. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** Speed-to-lead: the first staff action on the lead (note, call, email, status, convert). */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    firstResponseBy: text("first_response_by").references(() => user.id, { onDelete: "set null" }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Engagement beside fit (decision 045): points for the lead's later
     * visits, tool uses and replies, each decaying with its age; stored, recomputed on events and by
     * the hourly job, never per list render.
     */
    engagementScore: integer("engagement_score").notNull().default(0),
    engagementReasons: jsonb("engagement_reasons").$type<string[]>().notNull().default([]),
    engagementAt: timestamp("engagement_at", { withTimezone: true }),
    /** Set when staff merged this lead into another: hidden from lists, its captures go there. */
    mergedIntoId: uuid("merged_into_id"),
    mergedAt: timestamp("merged_at", { withTimezone: true }),
    /** Duplicate checks: the last 9 digits of a phone of 7 or more digits. */
    phoneKey: text("phone_key").generatedAlwaysAs(phoneKeySql("phone")),
    emailDomain: text("email_domain").generatedAlwaysAs(emailDomainSql("email")),
    /** Lowercased "name company", for the fuzzy (trigram) match. */
    matchName: text("match_name").generatedAlwaysAs(
      sql`nullif(btrim(lower(coalesce("name", '') || ' ' || coalesce("company", ''))), '')`,
    ),
    /** What the scoring rules read of the lead's own fields (lead-facts-sql.ts, decision 054). */
    businessEmail: boolean("business_email").generatedAlwaysAs(businessEmailSql("email")),
    hasPhone: boolean("has_phone").generatedAlwaysAs(presentSql("phone")),
    hasCompany: boolean("has_company").generatedAlwaysAs(presentSql("company")),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    index("leads_phone_key_idx").on(t.phoneKey),
    index("leads_email_domain_idx").on(t.emailDomain),
    index("leads_match_name_idx").on(t.matchName),
    index("leads_engagement_created_idx").on(t.engagementScore, t.createdAt),
    index("leads_merged_into_idx").on(t.mergedIntoId),
    index("leads_email_idx").on(t.email),
    // The inbox filters by one of these and sorts by date; each index serves one filter.
    index("leads_status_created_idx").on(t.status, t.createdAt),
    index("leads_source_created_idx").on(t.source, t.createdAt),
    index("leads_segment_created_idx").on(t.segment, t.createdAt),
    index("leads_last_activity_idx").on(t.lastActivityAt),
    index("leads_unscored_idx").on(t.id).where(sql`${t.scoredAt} is null`),
    index("leads_owner_created_idx").on(t.ownerId, t.createdAt),
    index("leads_search_idx").using("gin", searchVector([t.name, t.email, t.company], [t.email])),
  ],
);

/**
 * Attribution: the tracker's tab sessions a lead's captures came with (never with Do Not Track or
 * Global Privacy Control). Its timeline shows those sessions' pages, before and after the capture.
 */
export const leadSessions = pgTable(
  "lead_sessions",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.sessionId] }),
    index("lead_sessions_session_idx").on(t.sessionId),
  ],
);

export const TOUCH_KINDS = ["first", "last"] as const;

/**
 * A lead's first touch (how its first linked visit arrived) and last touch (the visit of its latest
 * linked capture): landing page, referring host, UTM parameters. Copied from the tracker's visit
 * touches when the capture is stored, so they outlive the events' retention.
 */
export const leadTouches = pgTable(
  "lead_touches",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: TOUCH_KINDS }).notNull(),
    sessionId: text("session_id").notNull(),
    touchedAt: timestamp("touched_at", { withTimezone: true }).notNull(),
    landingPage: text("landing_page").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.kind] }),
    // The campaign report groups first touches by campaign and by source/medium.
    index("lead_touches_campaign_idx").on(t.kind, t.utmCampaign),
  ],
);

/** Every capture (the first one too) and later CRM events on a lead. */
export const leadActivities = pgTable(
  "lead_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** "capture" for a capture point; email, call, meeting or other for staff; status_change, converted. */
    type: text("type").notNull(),
    source: text("source").notNull(),
    /** What staff wrote about a logged activity (null on captures). */
    description: text("description"),
    performedBy: text("performed_by").references(() => user.id, { onDelete: "set null" }),
    performedByName: text("performed_by_name"),
    sourceTable: text("source_table"),
    sourceId: text("source_id"),
    segment: text("segment"),
    score: integer("score"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_activities_lead_idx").on(t.leadId, t.createdAt),
    index("lead_activities_created_idx").on(t.createdAt),
  ],
);

/**
 * Where a converted lead came from, carried by Convert to its contact and deal: the capture point
 * and the first touch's UTM source, medium and campaign (null when the visit was not linked).
 */
const attributionColumns = () => ({
  leadSource: text("lead_source"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Organisations the agency sells to. `domain` is the website's host without "www.", or the work
 * email domain a lead was converted from: Convert matches a company by it instead of duplicating.
 * The CRM has one workspace (the agency), so there is no workspace_id (docs/decisions/023).
 */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    websiteUrl: text("website_url"),
    domain: text("domain"),
    industry: text("industry"),
    description: text("description"),
    logoUrl: text("logo_url"),
    employeeCount: integer("employee_count"),
    location: text("location"),
    address: text("address"),
    contactInfo: jsonb("contact_info")
      .$type<{ phones: string[]; emails: string[] }>()
      .notNull()
      .default({ phones: [], emails: [] }),
    socialLinks: jsonb("social_links").$type<Record<string, string>>().notNull().default({}),
    engagementScore: integer("engagement_score").notNull().default(0),
    /** The last website technology scan (technologies found and when). */
    technologies: jsonb("technologies").$type<TechnologyScanDto | null>(),
    /** A record of the sample data set ("Add sample deals"), removed by "Remove sample data". */
    isSample: boolean("is_sample").notNull().default(false),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("companies_domain_idx").on(t.domain),
    index("companies_name_idx").on(sql`lower(${t.name})`),
    index("companies_created_idx").on(t.createdAt),
    index("companies_search_idx").using("gin", searchVector([t.name, t.websiteUrl, t.industry, t.location])),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    jobTitle: text("job_title"),
    department: text("department"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    socialProfiles: jsonb("social_profiles").$type<Record<string, string>>().notNull().default({}),
    avatarUrl: text("avatar_url"),
    notes: text("notes"),
    engagementScore: integer("engagement_score").notNull().default(25),
    interactionCount: integer("interaction_count").notNull().default(0),
    lifecycleStage: text("lifecycle_stage").notNull().default("new"),
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull().default({}),
    communicationPreferences: jsonb("communication_preferences")
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    /** The lead this contact was converted from; its timeline stays readable from here. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    ...attributionColumns(),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Duplicate checks, as on leads. */
    phoneKey: text("phone_key").generatedAlwaysAs(phoneKeySql("phone")),
    emailDomain: text("email_domain").generatedAlwaysAs(emailDomainSql("email")),
    matchName: text("match_name").generatedAlwaysAs(
      sql`nullif(btrim(lower("first_name" || ' ' || "last_name")), '')`,
    ),
  },
  (t) => [
    index("contacts_company_idx").on(t.companyId),
    index("contacts_phone_key_idx").on(t.phoneKey),
    index("contacts_email_domain_idx").on(t.emailDomain),
    index("contacts_match_name_idx").on(t.matchName),
    index("contacts_email_idx").on(sql`lower(${t.email})`),
    index("contacts_created_idx").on(t.createdAt),
    index("contacts_name_idx").on(t.firstName, t.lastName),
    index("contacts_lead_idx").on(t.leadId),
    index("contacts_search_idx").using(
      "gin",
      searchVector([t.firstName, t.lastName, t.email, t.jobTitle], [t.email]),
    ),
  ],
);

export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    value: numeric("value", { precision: 14, scale: 2, mode: "number" }),
    /** One of DEAL_STAGES (crm.contract.ts). */
    stage: text("stage").notNull().default("qualification"),
    priority: text("priority").notNull().default("medium"),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    ...attributionColumns(),
    expectedCloseDate: date("expected_close_date"),
    notes: text("notes"),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    isSample: boolean("is_sample").notNull().default(false),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The pipeline reads each column newest first; the list pages by date.
    index("deals_stage_created_idx").on(t.stage, t.createdAt),
    index("deals_created_idx").on(t.createdAt),
    index("deals_company_idx").on(t.companyId),
    index("deals_contact_idx").on(t.contactId),
    index("deals_lead_idx").on(t.leadId),
    index("deals_search_idx").using("gin", searchVector([t.name])),
  ],
);

export const dealActivities = pgTable(
  "deal_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id),
    /** stage_change, created, updated, note, task, file, team, converted. */
    type: text("type").notNull(),
    description: text("description").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("deal_activities_deal_idx").on(t.dealId, t.createdAt)],
);

export const crmNotes = pgTable(
  "crm_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id),
    content: text("content").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    createdAt: createdAt(),
  },
  (t) => [index("crm_notes_deal_idx").on(t.dealId, t.createdAt)],
);

/** A deal's file: the bytes are a private stored file (platform FileService). */
export const crmDocuments = pgTable(
  "crm_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id),
    name: text("name").notNull(),
    fileType: text("file_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("crm_documents_deal_idx").on(t.dealId, t.createdAt)],
);

export const crmTasks = pgTable(
  "crm_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id),
    title: text("title").notNull(),
    description: text("description"),
    dueDate: date("due_date"),
    assignedTo: text("assigned_to").references(() => user.id, { onDelete: "set null" }),
    /** pending or completed. */
    status: text("status").notNull().default("pending"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("crm_tasks_deal_idx").on(t.dealId, t.dueDate)],
);

/** Staff working a deal, besides its owner. */
export const dealTeam = pgTable(
  "deal_team",
  {
    dealId: uuid("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.userId] })],
);

export type SuggestedAction = { priority: "high" | "medium" | "low"; action: string };
export type PriceRecommendations = {
  minimum_price: number;
  recommended_price: number;
  optimal_price: number;
  justification: string;
};

/** Deal Intelligence: the engine's answer for one deal, kept with a hash of what it was given. */
export const dealAnalytics = pgTable("deal_analytics", {
  dealId: uuid("deal_id")
    .primaryKey()
    .references(() => deals.id),
  /** 0–1. */
  probabilityScore: doublePrecision("probability_score").notNull(),
  predictedCloseDate: date("predicted_close_date"),
  suggestedActions: jsonb("suggested_actions").$type<SuggestedAction[]>().notNull().default([]),
  competitorAnalysis: jsonb("competitor_analysis")
    .$type<{ competitive_advantages: string[] }>()
    .notNull()
    .default({ competitive_advantages: [] }),
  priceRecommendations: jsonb("price_recommendations").$type<PriceRecommendations | null>(),
  /** Why: each factor and its effect, shown with the figures. */
  factors: jsonb("factors").$type<{ label: string; effect: string }[]>().notNull().default([]),
  engine: text("engine").notNull().default("built-in"),
  inputHash: text("input_hash").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rules that make a lead's score: each adds its weight when all of its criteria hold
 * (lead-scoring.ts lists the criteria). Admins edit them; a change rescores every lead.
 */
export const leadScoringRules = pgTable("lead_scoring_rules", {
  id: uuid("id").primaryKey().defaultRandom(),
  ruleName: text("rule_name").notNull().unique(),
  scoreWeight: integer("score_weight").notNull(),
  criteria: jsonb("criteria").$type<Record<string, string | number | boolean>>().notNull(),
  isActive: boolean("is_active").notNull().default(true),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const SCORE_BAND_VALUES = ["low", "medium", "high"] as const;

/**
 * Lead routing: the first active rule (by position) whose conditions all hold (segment, capture
 * point, score band; null matches anything) picks the new lead's owner by round-robin among its
 * staff, skipping anyone who reached the daily cap; no rule, or nobody left, gives the fallback
 * owner (crm_settings). Admins edit the rules.
 */
export const leadRoutingRules = pgTable("lead_routing_rules", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  position: integer("position").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  segment: text("segment"),
  source: text("source"),
  band: text("band", { enum: SCORE_BAND_VALUES }),
  staffIds: jsonb("staff_ids").$type<string[]>().notNull().default([]),
  /** New leads per person per day (UTC) this rule may give; null: no cap. */
  dailyCap: integer("daily_cap"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The CRM's settings (one row, id "crm"): the fallback owner and the waiting-lead thresholds. */
export const crmSettings = pgTable("crm_settings", {
  id: text("id").primaryKey().default("crm"),
  fallbackOwnerId: text("fallback_owner_id").references(() => user.id, { onDelete: "set null" }),
  /** A lead without a first staff action turns amber, then red, after this many minutes. */
  waitAmberMinutes: integer("wait_amber_minutes").notNull().default(60),
  waitRedMinutes: integer("wait_red_minutes").notNull().default(240),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/**
 * Every assignment of a lead, by the rules or by staff (with their reason): the audit trail of
 * ownership, the round-robin's memory, the daily caps' count and the owner's bell.
 */
export const leadAssignments = pgTable(
  "lead_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    previousOwnerId: text("previous_owner_id").references(() => user.id, { onDelete: "set null" }),
    /** The rule that chose the owner (no foreign key: a deleted rule keeps its history). */
    ruleId: uuid("rule_id"),
    /** round-robin, fallback or reassigned. */
    method: text("method").notNull(),
    reason: text("reason"),
    /** Null when the routing rules assigned the lead. */
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_assignments_lead_idx").on(t.leadId, t.createdAt),
    index("lead_assignments_owner_idx").on(t.ownerId, t.createdAt),
    index("lead_assignments_rule_idx").on(t.ruleId, t.ownerId, t.createdAt),
  ],
);

/** What each colleague wants to hear about: an email when a lead is assigned to them. */
export const crmStaffPreferences = pgTable("crm_staff_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  emailOnAssignment: boolean("email_on_assignment").notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * A merge of one lead into another (decision 045): both rows as they
 * were and every row it moved, so staff can undo it for 30 days and get both leads back exactly.
 */
export const leadMerges = pgTable(
  "lead_merges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The lead that was kept. */
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The lead merged into it (kept, hidden, with merged_into_id set). */
    mergedLeadId: uuid("merged_lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** Why they were taken for one person (the duplicate check's reasons). */
    reasons: jsonb("reasons").$type<string[]>().notNull().default([]),
    /** Both rows before the merge, as JSON (dates as ISO strings). */
    leadBefore: jsonb("lead_before").$type<Record<string, unknown>>().notNull(),
    mergedBefore: jsonb("merged_before").$type<Record<string, unknown>>().notNull(),
    /** The ids of the rows moved to the kept lead, by table, and the touches replaced. */
    moved: jsonb("moved").$type<Record<string, unknown>>().notNull(),
    mergedBy: text("merged_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: text("undone_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("lead_merges_lead_idx").on(t.leadId, t.createdAt),
    index("lead_merges_merged_idx").on(t.mergedLeadId, t.createdAt),
  ],
);

/**
 * Lead analytics' counts (decision 052): leads not merged away, by status, score band, source,
 * segment and the UTC week they were captured in. Kept by statement triggers on `leads` (migration
 * `lead_stats_sql`), which append +1/−1 rows to `lead_stats_deltas` in the writing transaction;
 * `compactLeadStats` folds those into this table. The figure is the sum of both, so it is exact
 * at every moment without a hot counter row that concurrent captures would queue on.
 */
export const leadStats = pgTable(
  "lead_stats",
  {
    status: text("status").notNull(),
    band: text("band").notNull(),
    source: text("source").notNull(),
    segment: text("segment").notNull(),
    week: date("week").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.band, t.source, t.segment, t.week] })],
);

/** Changes to `lead_stats` not folded in yet (see leadStats). */
export const leadStatsDeltas = pgTable("lead_stats_deltas", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  status: text("status").notNull(),
  band: text("band").notNull(),
  source: text("source").notNull(),
  segment: text("segment").notNull(),
  week: date("week").notNull(),
  n: integer("n").notNull(),
});

/** The columns of the campaign return's days and of their pending changes (one set each). */
const campaignReturnColumns = () => ({
  day: date("day").notNull(),
  source: text("source"),
  medium: text("medium"),
  campaign: text("campaign"),
  leads: integer("leads").notNull(),
  qualified: integer("qualified").notNull(),
  deals: integer("deals").notNull(),
  won: integer("won").notNull(),
  wonRevenue: numeric("won_revenue", { mode: "number" }).notNull(),
});

/**
 * The campaign return report's lead side (decision 049): leads not merged away that have a first
 * touch, by the UTC day they were captured and their first touch's UTM source, medium and campaign
 * (each may be null: NULLS NOT DISTINCT keeps one row per triple), with how many were qualified or
 * converted, their deals, won deals and won value, as `utmFunnel` counts them. Kept by statement
 * triggers on `leads`, `deals` and `lead_touches` (migration `campaign_return`), which append
 * each statement's change to `campaign_return_deltas`; `compactCampaignReturn` folds those in. The
 * report sums both, so it is exact at every moment.
 */
export const campaignReturnDaily = pgTable("campaign_return_daily", campaignReturnColumns(), (t) => [
  unique("campaign_return_daily_key").on(t.day, t.source, t.medium, t.campaign).nullsNotDistinct(),
]);

/** Changes to `campaign_return_daily` not folded in yet (see campaignReturnDaily). */
export const campaignReturnDeltas = pgTable("campaign_return_deltas", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  ...campaignReturnColumns(),
});
