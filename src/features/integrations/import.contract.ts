import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { isoDateTime } from "#src/lib/wire.ts";

/**
 * CSV import of contacts and companies (Settings > Integrations > Import): upload, column mapping,
 * a check of every row (validation and duplicate matching, stored per row), a review of every
 * duplicate with a choice each, the run, a report, undo.
 */

/** The largest accepted file: refused by its Content-Length before reading, and while streaming. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;
/** Rows shown under the column mapping. */
export const PREVIEW_ROWS = 10;
/** Rows per page of the review. */
export const REVIEW_PAGE_SIZE = 50;
/** The most per-row choices one request may set (two pages' worth). */
export const MAX_CHOICES_PER_REQUEST = 100;

export const IMPORT_MESSAGES = {
  fileRequired: "Choose a CSV file to upload.",
  fileEmpty: "The file is empty. Choose a CSV file with a header row and at least one row.",
  headerOnly: "The file has a header row but no rows to import.",
  tooLarge: `The file is larger than ${IMPORT_MAX_MB} MB. Split it into smaller files and import them one by one.`,
  notUtf8:
    "The file is not UTF-8 text. In your spreadsheet choose Save As > CSV UTF-8 (comma delimited), then upload it again.",
  notCsv: "The file could not be read as CSV: {reason}",
  uploadFailed: "The file could not be uploaded. Please try again.",
  kindRequired: "Choose what the file holds: contacts or companies.",
  mappingUnknownColumn: "The mapping names a column the file does not have.",
  mappingUnknownField: "The mapping names a field that does not exist.",
  mappingDuplicateField: "Each field can take only one column.",
  mappingMissingRequired: "Map a column to each required field: {fields}.",
  policyRequired: "Choose what to do with duplicates.",
  choiceRequired: "Choose skip, update empty fields or create anyway.",
  importNotFound: "This import does not exist.",
  notYours: "Only the person who started an import or an admin can see or undo it.",
  alreadyStarted: "This import has already run.",
  checkFirst: "Check the file before running the import.",
  stillChecking: "The file is still being checked. Wait until the check has finished.",
  choicesClosed: "This import has already run: its choices can no longer be changed.",
  checkQueued: "Checking every row of the file. You can leave this page; it keeps running.",
  badPage: "The page must be a whole number from 1 up.",
  pageOutOfRange: "There is no page {page}: this list has {pages}.",
  badFinding: "Choose duplicates or rows that cannot be imported.",
  badReason:
    "Choose a match reason: email, phone, website domain, similar name or an earlier row of the file.",
  badRowNumber: "A row number is a whole number from 1 up.",
  choicesEmpty: "Choose at least one row.",
  choicesTooMany: `Choose at most ${MAX_CHOICES_PER_REQUEST} rows at a time.`,
  choicesTwice: "Each row can take only one choice per request.",
  unknownRows: "Not a duplicate in this import: {rows}.",
  choicesSaved: "Choice saved.",
  remainingApplied: "“{choice}” applied to {count} without their own choice.",
  noneRemaining: "No duplicates without their own choice are left.",
  notFinished: "This import has not finished yet.",
  alreadyUndone: "This import has already been undone.",
  queued: "Import started. You can leave this page; it keeps running.",
  undone: "Import undone: {removed} records removed, {restored} records restored.",
  uploaded: "File uploaded. Check the columns below.",
} as const;
const M = IMPORT_MESSAGES;

export const IMPORT_KINDS = ["contacts", "companies"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** What to do with a row that matches an existing record. */
export const DUPLICATE_CHOICES = ["skip", "update", "create"] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];
export const DUPLICATE_CHOICE_LABELS: Record<DuplicateChoice, string> = {
  skip: "Skip",
  update: "Update empty fields",
  create: "Create anyway",
};

/**
 * The rule a duplicate was found by: the CRM's rules against existing records (email, phone,
 * website domain, similar name), or the same email, website or name as an earlier row of the file.
 */
export const MATCH_REASONS = ["email", "phone", "domain", "name", "file"] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
export const MATCH_REASON_LABELS: Record<MatchReason, string> = {
  email: "Same email",
  phone: "Same phone number",
  domain: "Same website domain",
  name: "Similar name",
  file: "Same as an earlier row of the file",
};

/** What the check found in a row worth a look (a new row is not listed). */
export const FINDINGS = ["duplicate", "invalid"] as const;

export const IMPORT_STATUSES = [
  "uploaded",
  "checking",
  "checked",
  "queued",
  "running",
  "done",
  "failed",
  "undone",
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

type FieldDef = { key: string; label: string; required?: boolean; aliases: readonly string[] };

/** The fields a column can be mapped to, with the header names that suggest them. */
export const IMPORT_FIELDS: Record<ImportKind, readonly FieldDef[]> = {
  contacts: [
    {
      key: "firstName",
      label: "First name",
      required: true,
      aliases: ["first name", "firstname", "given name", "first"],
    },
    {
      key: "lastName",
      label: "Last name",
      required: true,
      aliases: ["last name", "lastname", "surname", "family name", "last"],
    },
    { key: "email", label: "Email", aliases: ["email", "e-mail", "email address", "mail"] },
    { key: "phone", label: "Phone", aliases: ["phone", "telephone", "phone number", "mobile", "tel"] },
    { key: "jobTitle", label: "Job title", aliases: ["job title", "title", "position", "role"] },
    { key: "department", label: "Department", aliases: ["department", "dept", "team"] },
    {
      key: "company",
      label: "Company",
      aliases: ["company", "company name", "organisation", "organization", "account"],
    },
    { key: "tags", label: "Tags", aliases: ["tags", "labels"] },
    { key: "lifecycleStage", label: "Lifecycle stage", aliases: ["lifecycle stage", "lifecycle", "stage"] },
    { key: "notes", label: "Notes", aliases: ["notes", "note", "comments"] },
  ],
  companies: [
    {
      key: "name",
      label: "Name",
      required: true,
      aliases: ["name", "company", "company name", "organisation", "organization"],
    },
    { key: "websiteUrl", label: "Website", aliases: ["website", "url", "web", "domain", "site"] },
    { key: "industry", label: "Industry", aliases: ["industry", "sector"] },
    {
      key: "employeeCount",
      label: "Employees",
      aliases: ["employees", "employee count", "size", "headcount"],
    },
    { key: "location", label: "Location", aliases: ["location", "city", "country"] },
    { key: "address", label: "Address", aliases: ["address", "street"] },
    { key: "phones", label: "Phones", aliases: ["phones", "phone", "telephone"] },
    { key: "emails", label: "Emails", aliases: ["emails", "email", "e-mail"] },
    { key: "description", label: "Description", aliases: ["description", "about"] },
  ],
};

const norm = (s: string) =>
  s.toLowerCase().replace(/[-.]+/g, "").replace(/_+/g, " ").replace(/\s+/g, " ").trim();

/** A mapping guessed from the header names: column index → field key (unmatched columns left out). */
export function guessMapping(kind: ImportKind, header: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const taken = new Set<string>();
  header.forEach((h, i) => {
    const n = norm(h);
    const field = IMPORT_FIELDS[kind].find(
      (f) => !taken.has(f.key) && (norm(f.label) === n || f.aliases.some((a) => norm(a) === n)),
    );
    if (field) {
      out[String(i)] = field.key;
      taken.add(field.key);
    }
  });
  return out;
}

const kindSchema = z.enum(IMPORT_KINDS, { error: M.kindRequired });
const choiceSchema = z.enum(DUPLICATE_CHOICES, { error: M.policyRequired });

/** Column index (as a string, "0"…) → field key. */
export const mappingSchema = z
  .record(z.string().regex(/^\d{1,4}$/, M.mappingUnknownColumn), z.string().max(40, M.mappingUnknownField), {
    error: M.mappingUnknownField,
  })
  .refine((m) => Object.keys(m).length <= 500, M.mappingUnknownColumn);

/** The check: what the file holds and where each column goes; every row is then checked. */
export const importCheckSchema = z.object({ kind: kindSchema, mapping: mappingSchema });
export type ImportCheckInput = z.infer<typeof importCheckSchema>;

/** The run: the choice for duplicates without their own (and rows that match only at the run). */
export const importRunSchema = z.object({ duplicatePolicy: choiceSchema });
export type ImportRunInput = z.infer<typeof importRunSchema>;

const pageNumber = z.coerce
  .number({ error: M.badPage })
  .int(M.badPage)
  .min(1, M.badPage)
  .max(100_000, M.badPage);
const reasonSchema = z.enum(MATCH_REASONS, { error: M.badReason });

/** One page of the review: duplicates (optionally of one match reason) or rows that cannot be imported. */
export const importReviewQuerySchema = z.object({
  finding: z.enum(FINDINGS, { error: M.badFinding }).default("duplicate"),
  reason: reasonSchema.optional(),
  page: pageNumber.default(1),
});
export type ImportReviewQuery = z.infer<typeof importReviewQuerySchema>;

const rowNumber = z
  .number({ error: M.badRowNumber })
  .int(M.badRowNumber)
  .min(1, M.badRowNumber)
  .max(10_000_000, M.badRowNumber);

/** Choices for single duplicates by row number (1 = first row after the header); null: the import's. */
export const importRowChoicesSchema = z.object({
  choices: z
    .array(
      z.object({
        row: rowNumber,
        choice: z.enum(DUPLICATE_CHOICES, { error: M.choiceRequired }).nullable(),
      }),
      { error: M.choicesEmpty },
    )
    .min(1, M.choicesEmpty)
    .max(MAX_CHOICES_PER_REQUEST, M.choicesTooMany)
    .refine((list) => new Set(list.map((c) => c.row)).size === list.length, M.choicesTwice),
});
export type ImportRowChoicesInput = z.infer<typeof importRowChoicesSchema>;

/** One choice for every duplicate still without its own (optionally those of one match reason). */
export const importRemainingChoiceSchema = z.object({
  choice: z.enum(DUPLICATE_CHOICES, { error: M.choiceRequired }),
  reason: reasonSchema.optional(),
});
export type ImportRemainingChoiceInput = z.infer<typeof importRemainingChoiceSchema>;

/** The upload form: the file, and optionally what it holds (guessed from its header otherwise). */
export const importUploadFields = {
  file: z.string({ error: M.fileRequired }).describe("The CSV file (binary)"),
  kind: kindSchema.optional(),
};

const count = z.number().int().min(0);

export const importDtoSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  filename: z.string(),
  bytes: count,
  encoding: z.string(),
  status: z.enum(IMPORT_STATUSES),
  header: z.array(z.string()),
  previewRows: z.array(z.array(z.string())),
  guessedMapping: z.record(z.string(), z.string()),
  /** Column index → field key, as last checked (null before the first check). */
  mapping: z.record(z.string(), z.string()).nullable(),
  duplicatePolicy: z.enum(DUPLICATE_CHOICES).nullable(),
  /** The file's rows, once the check has read them all. */
  totalRows: count.nullable(),
  /** Rows the current pass (check or run) has done. */
  processedRows: count,
  counts: z.strictObject({ created: count, updated: count, skipped: count, failed: count }),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByEmail: z.string().nullable(),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  undoneAt: isoDateTime.nullable(),
});
export type ImportDto = z.output<typeof importDtoSchema>;

export const reviewRowSchema = z.strictObject({
  row: z.number().int().min(1),
  values: z.record(z.string(), z.string()),
  /** Why the row cannot be imported (empty for a duplicate). */
  problems: z.array(z.string()),
  /** `id` is null for an earlier row of the file; `reason` is worded ("Similar name (82% alike)"). */
  match: z
    .strictObject({
      id: z.string().nullable(),
      label: z.string(),
      by: z.enum(MATCH_REASONS),
      reason: z.string(),
    })
    .nullable(),
  /** The row's own choice; null follows the import's choice. */
  choice: z.enum(DUPLICATE_CHOICES).nullable(),
});
export type ReviewRowDto = z.output<typeof reviewRowSchema>;

const reasonCounts = z.strictObject({ email: count, phone: count, domain: count, name: count, file: count });

/** What the check found in the whole file, and how many duplicates have their own choice. */
export const reviewSummarySchema = z.strictObject({
  rows: count,
  new: count,
  duplicate: count,
  invalid: count,
  byReason: reasonCounts,
  /** Duplicates without their own choice, by match reason. */
  remainingByReason: reasonCounts,
  choices: z.strictObject({ skip: count, update: count, create: count, none: count }),
});
export type ReviewSummaryDto = z.output<typeof reviewSummarySchema>;

export const reviewPageSchema = z.strictObject({
  rows: z.array(reviewRowSchema),
  finding: z.enum(FINDINGS),
  reason: z.enum(MATCH_REASONS).nullable(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pages: z.number().int().min(1),
  /** Rows in this list (all its pages). */
  total: count,
  summary: reviewSummarySchema,
});
export type ReviewPageDto = z.output<typeof reviewPageSchema>;

export const choicesResultSchema = z.strictObject({
  changed: count,
  summary: reviewSummarySchema,
  message: z.string(),
});
export type ChoicesResultDto = z.output<typeof choicesResultSchema>;

export const undoResultSchema = z.strictObject({
  removed: count,
  restored: count,
  kept: count,
  message: z.string(),
});
export type UndoResultDto = z.output<typeof undoResultSchema>;

const importAnswer = z.strictObject({ import: importDtoSchema, message: z.string() });

const e = (
  method: EndpointDescriptor["method"],
  path: string,
  summary: string,
  extra: Partial<EndpointDescriptor> = {},
): EndpointDescriptor => ({
  method,
  path: `/api/integrations/imports${path}`,
  permission: "employee",
  summary,
  ...extra,
});

/** The import endpoints: staff who work the CRM (employee role); each import is its starter's or an admin's. */
export const importEndpoints: readonly EndpointDescriptor[] = [
  e("GET", "", "The caller's CSV imports (every import for admins), newest first"),
  e(
    "POST",
    "",
    `Uploads a CSV file (UTF-8 or UTF-16, at most ${IMPORT_MAX_MB} MB) and returns its columns, first rows and a guessed mapping`,
    {
      body: "multipart",
      uploadLimit: { maxBytes: IMPORT_MAX_BYTES, message: M.tooLarge },
    },
  ),
  e("GET", "/:id", "One import: its mapping, progress and counts"),
  e(
    "POST",
    "/:id/check",
    "Checks every row of the file with a mapping (validation and duplicates) as a background job",
  ),
  e(
    "GET",
    "/:id/rows",
    "One page of the checked rows: duplicates (by match reason) or rows that cannot be imported",
  ),
  e(
    "POST",
    "/:id/choices",
    "Sets the choice of single duplicates (skip, update empty fields, create anyway)",
  ),
  e(
    "POST",
    "/:id/choices/remaining",
    "Sets one choice for every duplicate still without its own, optionally of one match reason",
  ),
  e("POST", "/:id/run", "Starts the checked import as a background job, each duplicate with its choice"),
  e("GET", "/:id/report", "The import report as CSV: every row's outcome and reasons"),
  e("POST", "/:id/undo", "Undoes a whole import: created records removed, filled fields restored"),
];

/** What each import endpoint's handler validates (ids are checked as UUIDs: anything else is 404). */
export const importEndpointSchemas = {
  "GET /api/integrations/imports": { response: z.strictObject({ imports: z.array(importDtoSchema) }) },
  "POST /api/integrations/imports": { body: importUploadFields, response: importAnswer },
  "GET /api/integrations/imports/:id": { response: z.strictObject({ import: importDtoSchema }) },
  "POST /api/integrations/imports/:id/check": { body: importCheckSchema, response: importAnswer },
  "GET /api/integrations/imports/:id/rows": { query: importReviewQuerySchema, response: reviewPageSchema },
  "POST /api/integrations/imports/:id/choices": {
    body: importRowChoicesSchema,
    response: choicesResultSchema,
  },
  "POST /api/integrations/imports/:id/choices/remaining": {
    body: importRemainingChoiceSchema,
    response: choicesResultSchema,
  },
  "POST /api/integrations/imports/:id/run": { body: importRunSchema, response: importAnswer },
  "GET /api/integrations/imports/:id/report": { response: ANSWERS.csv },
  "POST /api/integrations/imports/:id/undo": { response: undoResultSchema },
} as const satisfies EndpointSchemas;

export const IMPORT_UI = {
  title: "Import contacts and companies",
  intro: `Upload a CSV file (UTF-8, at most ${IMPORT_MAX_MB} MB). Exports from the CRM can be imported as they are.`,
  pagePath: "/command-center/settings/integrations/import",
  loadFailed: "The import could not be loaded. Please try again.",
  runFailed: "The import could not be started.",
  undoFailed: "The import could not be undone.",
  checkFailed: "The check could not be started.",
  choiceFailed: "The choice could not be saved.",
} as const;
