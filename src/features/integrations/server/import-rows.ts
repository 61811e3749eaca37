import fs from "node:fs";
import {
  type CompanyCreateInput,
  type ContactCreateInput,
  companyCreateSchema,
  contactCreateSchema,
  domainOf,
} from "#src/features/crm/crm.contract.ts";
import { badRequest } from "#src/platform/http/errors.ts";
import { IMPORT_FIELDS, type ImportKind, IMPORT_MESSAGES as M } from "../import.contract.ts";
import { type CsvEncoding, cellText, readCsvRecords } from "./import-csv.ts";

/** One row of the file made ready for the CRM: its values by field, and the checked input. */
export type Candidate =
  | {
      kind: "contacts";
      row: number;
      values: Record<string, string>;
      problems: string[];
      input: ContactCreateInput | null;
      companyName: string | null;
    }
  | {
      kind: "companies";
      row: number;
      values: Record<string, string>;
      problems: string[];
      input: CompanyCreateInput | null;
      domain: string | null;
    };

/**
 * The key a row repeats an earlier row of the same file by: a contact's email, a company's
 * website domain or else its lower-cased name (e:, d:, n:). Null for a row without one.
 */
export function fileKey(c: Candidate): string | null {
  if (!c.input) return null;
  if (c.kind === "contacts") return c.input.email ? `e:${c.input.email}` : null;
  return c.domain ? `d:${c.domain}` : c.input.name ? `n:${c.input.name.toLowerCase()}` : null;
}

/** Refuses a mapping that names unknown columns or fields, maps a field twice or misses a required one. */
export function checkMapping(
  kind: ImportKind,
  mapping: Record<string, string>,
  header: readonly string[],
): void {
  const fields = IMPORT_FIELDS[kind];
  const seen = new Set<string>();
  for (const [column, field] of Object.entries(mapping)) {
    if (Number(column) >= header.length)
      throw badRequest(M.mappingUnknownColumn, { mapping: M.mappingUnknownColumn });
    if (field === "") continue;
    if (!fields.some((f) => f.key === field))
      throw badRequest(M.mappingUnknownField, { mapping: M.mappingUnknownField });
    if (seen.has(field)) throw badRequest(M.mappingDuplicateField, { mapping: M.mappingDuplicateField });
    seen.add(field);
  }
  const missing = fields.filter((f) => f.required && !seen.has(f.key)).map((f) => f.label);
  if (missing.length) {
    const message = M.mappingMissingRequired.replace("{fields}", missing.join(", "));
    throw badRequest(message, { mapping: message });
  }
}

const list = (v: string | undefined) =>
  v
    ? v
        .split(";")
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
const opt = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : v.trim());

function problemsOf(
  error: { issues: { path: PropertyKey[]; message: string }[] },
  labels: Map<string, string>,
) {
  return error.issues.map((i) => {
    const label = labels.get(String(i.path[0] ?? ""));
    return label && !i.message.includes(label) ? `${label}: ${i.message}` : i.message;
  });
}

/** Maps one record with the mapping and validates it with the CRM's own create rules. */
export function toCandidate(
  kind: ImportKind,
  mapping: Record<string, string>,
  record: readonly string[],
  row: number,
): Candidate {
  const values: Record<string, string> = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    values[field] = cellText(record[Number(column)] ?? "");
  }
  const labels = new Map(IMPORT_FIELDS[kind].map((f) => [f.key, f.label]));
  if (kind === "contacts") {
    const parsed = contactCreateSchema.safeParse({
      firstName: values.firstName ?? "",
      lastName: values.lastName ?? "",
      email: opt(values.email),
      phone: opt(values.phone),
      jobTitle: opt(values.jobTitle),
      department: opt(values.department),
      tags: list(values.tags),
      lifecycleStage: opt(values.lifecycleStage)?.toLowerCase(),
      notes: opt(values.notes),
    });
    return {
      kind,
      row,
      values,
      problems: parsed.success ? [] : problemsOf(parsed.error, labels),
      input: parsed.success ? parsed.data : null,
      companyName: opt(values.company) ?? null,
    };
  }
  const parsed = companyCreateSchema.safeParse({
    name: opt(values.name),
    websiteUrl: opt(values.websiteUrl),
    industry: opt(values.industry),
    employeeCount: opt(values.employeeCount),
    location: opt(values.location),
    address: opt(values.address),
    phones: list(values.phones),
    emails: list(values.emails),
    description: opt(values.description),
  });
  const input = parsed.success ? parsed.data : null;
  return {
    kind,
    row,
    values,
    problems: parsed.success ? [] : problemsOf(parsed.error, labels),
    input,
    domain: input?.websiteUrl ? domainOf(input.websiteUrl) : null,
  };
}

/** Digits only, and the last ten of them: "+44 (0)20 7946 0958" and "020 7946 0958" meet. */
export function normalisePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-10) : null;
}

/**
 * The data rows of an import's stored file as candidates, numbered from 1 (the header row
 * skipped), read as a stream: what the check and the run both walk. `missing` is the error thrown
 * when the file is no longer there.
 */
export async function* fileCandidates(
  imp: {
    kind: string;
    mapping: Record<string, string> | null;
    filePath: string | null;
    encoding: string;
    delimiter: string;
  },
  missing: string,
): AsyncGenerator<Candidate> {
  if (!imp.filePath || !fs.existsSync(imp.filePath)) throw new Error(missing);
  const kind = imp.kind as ImportKind;
  const mapping = imp.mapping ?? {};
  let row = -1;
  for await (const record of readCsvRecords(imp.filePath, imp.encoding as CsvEncoding, imp.delimiter)) {
    if (++row === 0) continue;
    yield toCandidate(kind, mapping, record, row);
  }
}
