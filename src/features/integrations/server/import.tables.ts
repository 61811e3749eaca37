import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";

/**
 * One CSV import of contacts or companies. The file waits in the data folder (`file_path`) until
 * the import has run. Two passes read it: the check (status `checking`, then `checked`) validates
 * and matches every row and stores the findings; the run (`queued`, `running`, then `done` or
 * `failed`) writes the records. Each pass writes its progress (`processed_rows`, the counts) with
 * each batch, in the batch's own transaction, so a job that stops half-way resumes after the last
 * committed batch. `total_rows` is the file's row count once the check has read it all.
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
 * The rows of an import. The check stores each row that needs a look (`finding`: a duplicate with
 * its match, or a row that cannot be imported with its problems in `reasons`) and the mapped
 * values shown in the review; a row it finds new is not stored (the file's row count less the
 * findings is the number of new rows), which keeps a 100,000-row check to reads. The review writes
 * the staff's own `choice` on a duplicate. The run then writes every row's `outcome` (inserting
 * the new rows, updating the findings): the report, and what undo needs (the record created, or
 * the fields an update filled with the values it wrote, so undo restores only fields nobody
 * changed since).
 */
export const crmImportRows = pgTable(
  "crm_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => crmImports.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    /** "duplicate" or "invalid" (the check's); null for a row only the run wrote. */
    finding: text("finding"),
    /** The duplicate rule that matched: email, phone, domain, name, or file (an earlier row). */
    matchBy: text("match_by"),
    /** The matched record (null for an earlier row of the file), its label and the reason worded. */
    match: jsonb("match").$type<{ id: string | null; label: string; reason: string }>(),
    /** The row's mapped values (field → text), kept for the review of findings only. */
    values: jsonb("values").$type<Record<string, string>>(),
    /** The staff's choice for this duplicate; null follows the import's choice. */
    choice: text("choice"),
    /** Null until the run has written the row. */
    outcome: text("outcome"),
    entityId: uuid("entity_id"),
    reasons: jsonb("reasons").$type<string[]>().notNull().default([]),
    filled: jsonb("filled").$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    index("crm_import_rows_entity_idx").on(t.importId, t.outcome),
    // The review pages through an import's findings in file order (only findings are indexed).
    index("crm_import_rows_finding_idx")
      .on(t.importId, t.finding, t.rowNumber)
      .where(sql`${t.finding} is not null`),
  ],
);
