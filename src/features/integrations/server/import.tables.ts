import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";

/**
 * One CSV import of contacts or companies. The file waits in the data folder (`file_path`) until
 * the import has run; progress (`processed_rows`, the counts) is written with each batch, in the
 * batch's own transaction, so a job that stops half-way resumes after the last committed batch.
 */
export const crmImports = pgTable(
  "crm_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    filename: text("filename").notNull(),
    filePath: text("file_path"),
    bytes: integer("bytes").notNull(),
    encoding: text("encoding").notNull(),
    delimiter: text("delimiter").notNull().default(","),
    header: jsonb("header").$type<string[]>().notNull(),
    previewRows: jsonb("preview_rows").$type<string[][]>().notNull(),
    status: text("status").notNull().default("uploaded"),
    mapping: jsonb("mapping").$type<Record<string, string>>(),
    duplicatePolicy: text("duplicate_policy"),
    overrides: jsonb("overrides").$type<Record<string, string>>().notNull().default({}),
    totalRows: integer("total_rows"),
    processedRows: integer("processed_rows").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    error: text("error"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** Written with each batch: a running import whose heartbeat is old was stopped; it resumes. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: text("undone_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("crm_imports_created_by_idx").on(t.createdBy, t.createdAt),
    index("crm_imports_status_idx").on(t.status),
  ],
);

/**
 * Every row's outcome: the report, and what undo needs (the record created, or the fields an
 * update filled with the values it wrote, so undo restores only fields nobody changed since).
 */
export const crmImportRows = pgTable(
  "crm_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => crmImports.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    outcome: text("outcome").notNull(),
    entityId: uuid("entity_id"),
    reasons: jsonb("reasons").$type<string[]>().notNull().default([]),
    filled: jsonb("filled").$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    index("crm_import_rows_entity_idx").on(t.importId, t.outcome),
  ],
);
