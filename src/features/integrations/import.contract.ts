import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";

/**
 * CSV import of contacts and companies (Settings > Integrations > Import): upload, column mapping
 * with a preview, validation per row, duplicate matching, a choice per duplicate, a report, undo.
 */

/** The largest accepted file: refused by its Content-Length before reading, and while streaming. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;
/** Rows shown in the mapping preview and checked in the duplicate preview. */
export const PREVIEW_ROWS = 10;
export const DUPLICATE_PREVIEW_ROWS = 200;

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
  importNotFound: "This import does not exist.",
  notYours: "Only the person who started an import or an admin can see or undo it.",
  alreadyStarted: "This import has already run.",
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

export const importSettingsSchema = z.object({
  kind: kindSchema,
  mapping: mappingSchema,
  duplicatePolicy: choiceSchema,
});
export type ImportSettings = z.infer<typeof importSettingsSchema>;

export const importRunSchema = importSettingsSchema.extend({
  /** Row number (1 = first row after the header) → the choice for that duplicate. */
  overrides: z
    .record(z.string().regex(/^\d{1,7}$/, M.policyRequired), choiceSchema)
    .refine((o) => Object.keys(o).length <= 10_000, M.policyRequired)
    .default({}),
});
export type ImportRunInput = z.infer<typeof importRunSchema>;

/** The upload form: the file, and optionally what it holds (guessed from its header otherwise). */
export const importUploadFields = {
  file: z.string({ error: M.fileRequired }).describe("The CSV file (binary)"),
  kind: kindSchema.optional(),
};

export type ImportStatus = "uploaded" | "queued" | "running" | "done" | "failed" | "undone";

export type ImportDto = {
  id: string;
  kind: ImportKind;
  filename: string;
  bytes: number;
  encoding: string;
  status: ImportStatus;
  header: string[];
  previewRows: string[][];
  guessedMapping: Record<string, string>;
  mapping: Record<string, string> | null;
  duplicatePolicy: DuplicateChoice | null;
  totalRows: number | null;
  processedRows: number;
  counts: { created: number; updated: number; skipped: number; failed: number };
  error: string | null;
  createdBy: string | null;
  createdByEmail: string | null;
  createdAt: string;
  finishedAt: string | null;
  undoneAt: string | null;
};

export type PreviewRowDto = {
  row: number;
  values: Record<string, string>;
  problems: string[];
  /** `reason`: the CRM's duplicate rule as it words it ("Similar name (82% alike)"). */
  match: { id: string; label: string; by: string; reason?: string } | null;
};

export type ImportPreviewDto = {
  rows: PreviewRowDto[];
  checked: number;
  invalid: number;
  duplicates: number;
};

export type UndoResultDto = { removed: number; restored: number; kept: number; message: string };

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
  e("POST", "/:id/preview", "Validates the first rows with a mapping and finds their duplicates"),
  e("POST", "/:id/run", "Starts the import as a background job with the mapping and duplicate choices"),
  e("GET", "/:id/report", "The import report as CSV: every row's outcome and reasons"),
  e("POST", "/:id/undo", "Undoes a whole import: created records removed, filled fields restored"),
];

// The answers as they are sent (not exported: the OpenAPI test counts an exported schema that runs
// as an input the handler validated). ImportDto and the rest above are what they describe.
const importAnswer = z.strictObject({
  id: rowId,
  kind: z.enum(IMPORT_KINDS),
  filename: z.string(),
  bytes: z.number().int(),
  encoding: z.string(),
  status: z.enum(["uploaded", "queued", "running", "done", "failed", "undone"]),
  header: z.array(z.string()),
  previewRows: z.array(z.array(z.string())),
  guessedMapping: z.record(z.string(), z.string()),
  mapping: z.record(z.string(), z.string()).nullable(),
  duplicatePolicy: z.enum(DUPLICATE_CHOICES).nullable(),
  totalRows: z.number().int().nullable(),
  processedRows: z.number().int(),
  counts: z.strictObject({
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByEmail: z.string().nullable(),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  undoneAt: isoDateTime.nullable(),
});
const importWithMessage = z.strictObject({ import: importAnswer, message: z.string() });
const previewAnswer = z.strictObject({
  rows: z.array(
    z.strictObject({
      row: z.number().int(),
      values: z.record(z.string(), z.string()),
      problems: z.array(z.string()),
      match: z
        .strictObject({ id: rowId, label: z.string(), by: z.string(), reason: z.string().optional() })
        .nullable(),
    }),
  ),
  checked: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
});
const undoAnswer = z.strictObject({
  removed: z.number().int(),
  restored: z.number().int(),
  kept: z.number().int(),
  message: z.string(),
});

/** What each import endpoint's handler validates (ids are checked as UUIDs: anything else is 404). */
export const importEndpointSchemas = {
  "GET /api/integrations/imports": { response: z.strictObject({ imports: z.array(importAnswer) }) },
  "POST /api/integrations/imports": { body: importUploadFields, response: importWithMessage },
  "GET /api/integrations/imports/:id": { response: z.strictObject({ import: importAnswer }) },
  "POST /api/integrations/imports/:id/preview": { body: importSettingsSchema, response: previewAnswer },
  "POST /api/integrations/imports/:id/run": { body: importRunSchema, response: importWithMessage },
  "GET /api/integrations/imports/:id/report": { response: ANSWERS.csv },
  "POST /api/integrations/imports/:id/undo": { response: undoAnswer },
} as const satisfies EndpointSchemas;

export const IMPORT_UI = {
  title: "Import contacts and companies",
  intro: `Upload a CSV file (UTF-8, at most ${IMPORT_MAX_MB} MB). Exports from the CRM can be imported as they are.`,
  pagePath: "/command-center/settings/integrations/import",
  loadFailed: "The import could not be loaded. Please try again.",
  runFailed: "The import could not be started.",
  undoFailed: "The import could not be undone.",
  previewFailed: "The preview could not be made.",
} as const;
