import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { DesignEdge, DesignNode, FeatureEntry, StageLists } from "../flare.contract.ts";

/**
 * Every access code ever handed out: reserved when the entry screen shows it, claimed when the
 * project is created. The primary key makes a code unique for good (a code is never reused).
 */
export const flareAccessCodes = pgTable("flare_access_codes", {
  code: varchar("code", { length: 6 }).primaryKey(),
  /** "canvas:<session id>" or "staff:<user id>": only the reserver may claim the code. */
  reservedBy: text("reserved_by").notNull(),
  reservedAt: timestamp("reserved_at", { withTimezone: true }).notNull().defaultNow(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }),
});

/** A FLARE project with its whole canvas. */
export const flareDesigns = pgTable(
  "flare_designs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    accessCode: varchar("access_code", { length: 6 })
      .notNull()
      .unique()
      .references(() => flareAccessCodes.code),
    initialRequirements: text("initial_requirements"),
    /** Every canvas node (feature, stage, screen, code) as saved. */
    nodes: jsonb("nodes").$type<DesignNode[]>().notNull().default([]),
    edges: jsonb("edges").$type<DesignEdge[]>().notNull().default([]),
    /** The features map and stage lists, derived from nodes and edges on every save (never sent by the client). */
    features: jsonb("features").$type<Record<string, FeatureEntry>>().notNull().default({}),
    stages: jsonb("stages").$type<StageLists>().notNull().default({ alpha: [], beta: [], launch: [] }),
    clientName: text("client_name"),
    clientCompany: text("client_company"),
    /** "flare-canvas" for a project created behind the password gate, else the staff member's email. */
    createdBy: text("created_by").notNull(),
    updatedBy: text("updated_by"),
    /** Where the project came from: "startup-plan" with the analysis id, or null. */
    source: text("source"),
    sourceId: uuid("source_id"),
    /** Raised by one on every save; a save must name the version it was based on. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("flare_designs_updated_at_idx").on(t.updatedAt)],
);

/**
 * Which canvas browsers hold which projects: a browser that created a project or opened it by its
 * access code. The session id is the one inside the signed canvas cookie.
 */
export const flareDesignGrants = pgTable(
  "flare_design_grants",
  {
    sessionId: varchar("session_id", { length: 64 }).notNull(),
    designId: uuid("design_id")
      .notNull()
      .references(() => flareDesigns.id, { onDelete: "cascade" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.designId] })],
);

/** Feature point templates: base points per feature type and complexity factors. */
export const featurePointTemplates = pgTable("feature_point_templates", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  basePoints: integer("base_points").notNull(),
  /** Complexity factor name to its multiplier, e.g. { "Real-time updates": 1.4 }. */
  multipliers: jsonb("multipliers").$type<Record<string, number>>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Files attached to features: private stored files, downloadable by the project's holders and staff. */
export const flareAttachments = pgTable(
  "flare_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    designId: uuid("design_id")
      .notNull()
      .references(() => flareDesigns.id, { onDelete: "cascade" }),
    featureId: text("feature_id").notNull(),
    fileId: uuid("file_id").notNull(),
    filename: text("filename").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("flare_attachments_design_idx").on(t.designId)],
);

/** 'Looks Good' / 'Needs Work' on a screen's wireframe. */
export const flareWireframeFeedback = pgTable("flare_wireframe_feedback", {
  id: uuid("id").primaryKey().defaultRandom(),
  designId: uuid("design_id")
    .notNull()
    .references(() => flareDesigns.id, { onDelete: "cascade" }),
  screenId: text("screen_id").notNull(),
  verdict: text("verdict").notNull(),
  /** The staff member's email, or "flare-canvas". */
  givenBy: text("given_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Applications for the invite-only FLARE program (/flare/apply). */
export const flareApplications = pgTable("flare_applications", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  stage: text("stage"),
  idea: text("idea").notNull(),
  leadId: uuid("lead_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Binary column: node-postgres gives a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The live, shared canvas of each design (docs/decisions/036-flare-live-collaboration.md): the Yjs
 * updates every editor sent, in arrival order, compacted now and then into one row. The document
 * is the merge of all rows; a new row is announced to every app process by NOTIFY flare_doc_updates.
 */
export const flareDesignUpdates = pgTable(
  "flare_design_updates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    designId: uuid("design_id")
      .notNull()
      .references(() => flareDesigns.id, { onDelete: "cascade" }),
    update: bytea("update").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("flare_design_updates_design_idx").on(t.designId, t.id)],
);

/** Saved versions: each Save is a named snapshot of the shared document. */
export const flareDesignVersions = pgTable(
  "flare_design_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    designId: uuid("design_id")
      .notNull()
      .references(() => flareDesigns.id, { onDelete: "cascade" }),
    /** flare_designs.version after this save. */
    version: integer("version").notNull(),
    name: text("name").notNull(),
    nodes: jsonb("nodes").$type<DesignNode[]>().notNull(),
    edges: jsonb("edges").$type<DesignEdge[]>().notNull(),
    /** The staff member's email, or "flare-canvas". */
    savedBy: text("saved_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("flare_design_versions_design_version").on(t.designId, t.version)],
);

/**
 * What the agency charges, per segment (startup, enterprise, government): admins edit it in FLARE
 * settings. A proposal's estimate in days is its points over pointsPerDay; its price range is the
 * points (basis "point") or the days (basis "day") times rateLow and rateHigh.
 */
export const flareRates = pgTable("flare_rates", {
  segment: text("segment").primaryKey(),
  basis: text("basis").$type<"point" | "day">().notNull(),
  /** Whole currency units per point or per day. */
  rateLow: integer("rate_low").notNull(),
  rateHigh: integer("rate_high").notNull(),
  pointsPerDay: integer("points_per_day").notNull(),
  hoursPerDay: integer("hours_per_day").notNull(),
  currency: varchar("currency", { length: 3 }).notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A proposal PDF made from one saved version of a design (a private stored file). */
export const flareProposals = pgTable(
  "flare_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    designId: uuid("design_id")
      .notNull()
      .references(() => flareDesigns.id, { onDelete: "cascade" }),
    designVersion: integer("design_version").notNull(),
    segment: text("segment").notNull(),
    fileId: uuid("file_id").notNull(),
    filename: text("filename").notNull(),
    /** The figures printed in the PDF, with the rates they came from. */
    figures: jsonb("figures").$type<Record<string, unknown>>().notNull(),
    assumptions: jsonb("assumptions").$type<string[]>().notNull(),
    exclusions: jsonb("exclusions").$type<string[]>().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentTo: text("sent_to"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("flare_proposals_design_idx").on(t.designId, t.createdAt)],
);

/**
 * The workspace project a design was turned into ("Start delivery"): one per design, so starting
 * twice finds the first. The ids point into the workspace slice (no foreign key across slices).
 */
export const flareDeliveries = pgTable("flare_deliveries", {
  designId: uuid("design_id")
    .primaryKey()
    .references(() => flareDesigns.id, { onDelete: "cascade" }),
  workspaceId: uuid("workspace_id").notNull(),
  spaceId: uuid("space_id").notNull(),
  /** List id per delivery list key (alpha, beta, launch, screens). */
  listIds: jsonb("list_ids").$type<Record<string, string>>().notNull(),
  segment: text("segment").notNull(),
  startedVersion: integer("started_version").notNull(),
  /** The design version whose differences were last applied (some perhaps declined). */
  appliedVersion: integer("applied_version").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One task of a delivery per feature or screen node, with the node as it was when last applied. */
export const flareDeliveryItems = pgTable(
  "flare_delivery_items",
  {
    designId: uuid("design_id")
      .notNull()
      .references(() => flareDeliveries.designId, { onDelete: "cascade" }),
    nodeId: text("node_id").notNull(),
    taskId: uuid("task_id").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.designId, t.nodeId] })],
);
