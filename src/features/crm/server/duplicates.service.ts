import { and, desc, eq, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import { isPersonalMailDomain } from "#src/lib/free-mail.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { crmPaths } from "../crm.contract.ts";
import type { DuplicateCandidateDto, DuplicateCheckInput, DuplicateReasonDto } from "../revenue.contract.ts";
import { companies, contacts, leads } from "./crm.tables.ts";
import { assertStaff } from "./crm-common.ts";

/**
 * Possible duplicates (issue 30, item 5): by normalised phone, by company domain (never a free-mail
 * one) and by a fuzzy name-and-company match (pg_trgm's trigram similarity on PostgreSQL and on
 * PGlite, which loads the extension; exact match of the same lowercased key where pg_trgm could
 * not be created). Same email is reported too, for contacts and companies; two captures with the
 * same email are already one lead. Every query uses an index and returns at most `limit` rows, so
 * a batch (a CSV import) may call this once per row.
 */
export type DuplicateQuery = {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  /** A company's website or domain; left out, the work email's domain. */
  domain?: string | null | undefined;
  /** A person's full name (leads, contacts) or, for a company check, may be left out. */
  name?: string | null | undefined;
  /** The company's name. */
  company?: string | null | undefined;
};

export type DuplicateKind = DuplicateCandidateDto["type"];

export type DuplicateOptions = {
  /** Which records to look among; all three by default. */
  types?: readonly DuplicateKind[];
  /** Record ids never to return (the record being checked). */
  excludeIds?: readonly string[];
  /** Candidates per reason and record type (at most 20). */
  limit?: number;
};

/** Trigram similarity (0–1) from which two names count as alike. */
export const FUZZY_MIN_SIMILARITY = 0.5;

/** The last 9 digits of a number with at least 7 (the same rule as the phone_key columns). */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, "") ?? "";
  return digits.length >= 7 ? digits.slice(-9) : null;
}

/** A host from a domain, a URL or an email address; null for free mail or nothing usable. */
export function companyDomain(value: string | null | undefined): string | null {
  let v = value?.trim().toLowerCase() ?? "";
  if (!v) return null;
  if (v.includes("@")) v = v.split("@").pop() ?? "";
  v = v
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .split(/[/?#:]/)[0]!
    .replace(/^www\./, "");
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(v) || isPersonalMailDomain(v)) return null;
  return v;
}

const lower = (v: string | null | undefined) => v?.trim().toLowerCase() || null;
const joinKey = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim() ?? "")
    .filter(Boolean)
    .join(" ")
    .toLowerCase() || null;

/** Whether pg_trgm is installed in this database (the guarded migration may have skipped it). */
export async function hasTrigram(db: Db): Promise<boolean> {
  const rows = await db.execute<{ ok: boolean }>(
    sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`,
  );
  return Boolean((rows as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok);
}

type Found = { id: string; name: string; detail: string | null; createdAt: Date; similarity?: number };
type Collected = Map<string, DuplicateCandidateDto>;

function add(out: Collected, type: DuplicateKind, found: Found[], reason: (f: Found) => DuplicateReasonDto) {
  for (const f of found) {
    const key = `${type}:${f.id}`;
    const href =
      type === "lead"
        ? crmPaths.lead(f.id)
        : type === "contact"
          ? crmPaths.contact(f.id)
          : crmPaths.company(f.id);
    const existing = out.get(key) ?? {
      type,
      id: f.id,
      name: f.name,
      detail: f.detail,
      href,
      reasons: [],
      similarity: null,
      createdAt: f.createdAt.toISOString(),
    };
    existing.reasons.push(reason(f));
    if (f.similarity !== undefined) existing.similarity = Math.max(existing.similarity ?? 0, f.similarity);
    out.set(key, existing);
  }
}

const percent = (s: number | undefined) => `${Math.round((s ?? 1) * 100)}% alike`;

/**
 * Runs a fuzzy query with pg_trgm's `%` threshold raised to FUZZY_MIN_SIMILARITY for its
 * transaction only: the GIN index then skips every row sharing too few trigrams, instead of
 * handing thousands of rows to the recheck (125 ms → 4 ms among 100,000 leads, bench/revenue.ts).
 */
function withThreshold<T>(db: Db, trigram: boolean, run: (tx: Db) => Promise<T>): Promise<T> {
  if (!trigram) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(FUZZY_MIN_SIMILARITY)}, true)`,
    );
    return run(tx);
  });
}

/** The fuzzy condition and its similarity over `column` against `key`, by trigrams or exactly. */
function fuzzy(column: SQL | SQL.Aliased | unknown, key: string, trigram: boolean) {
  const col = column as SQL;
  return trigram
    ? {
        where: sql`${col} % ${key}`,
        similarity: sql<number>`similarity(${col}, ${key})::float8`,
      }
    : { where: sql`${col} = ${key}`, similarity: sql<number>`1::float8` };
}

/**
 * The possible duplicates of a person or company, each with every reason it matched; the records
 * with the most reasons (then the most alike) first. Merged leads are never candidates.
 */
export async function findDuplicateCandidates(
  db: Db,
  query: DuplicateQuery,
  options: DuplicateOptions = {},
): Promise<DuplicateCandidateDto[]> {
  const types = new Set(options.types ?? ["lead", "contact", "company"]);
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 20);
  const exclude = [...(options.excludeIds ?? [])];
  const email = lower(query.email);
  const phone = phoneKey(query.phone);
  const domain = companyDomain(query.domain) ?? companyDomain(email);
  const personKey = query.name?.trim() ? joinKey(query.name, query.company) : null;
  const nameKey = joinKey(query.name);
  const companyKey = lower(query.company);
  const trigram = personKey || nameKey || companyKey ? await hasTrigram(db) : false;
  const out: Collected = new Map();

  if (types.has("lead")) {
    const notExcluded = exclude.length ? notInArray(leads.id, exclude) : undefined;
    const leadRows = (cond: SQL, similarity?: SQL<number>, on: Db = db) =>
      on
        .select({
          id: leads.id,
          name: sql<string>`coalesce(${leads.name}, ${leads.email}, ${leads.phone}, 'Unnamed lead')`,
          detail: sql<string | null>`concat_ws(' · ', ${leads.company}, ${leads.email})`,
          createdAt: leads.createdAt,
          ...(similarity ? { similarity } : {}),
        })
        .from(leads)
        .where(and(cond, isNull(leads.mergedIntoId), notExcluded))
        .orderBy(similarity ? desc(similarity) : desc(leads.createdAt))
        .limit(limit) as Promise<Found[]>;
    if (email) add(out, "lead", await leadRows(eq(leads.email, email)), () => sameEmail(email));
    if (phone) add(out, "lead", await leadRows(eq(leads.phoneKey, phone)), () => samePhone(query.phone));
    if (domain) add(out, "lead", await leadRows(eq(leads.emailDomain, domain)), () => sameDomain(domain));
    if (personKey) {
      const f = fuzzy(leads.matchName, personKey, trigram);
      const rows = await withThreshold(db, trigram, (tx) => leadRows(f.where, f.similarity, tx));
      add(out, "lead", rows, (r) => ({
        kind: "name",
        text: `${query.company?.trim() ? "Similar name and company" : "Similar name"} (${percent(r.similarity)})`,
      }));
    }
  }

  if (types.has("contact")) {
    const notExcluded = exclude.length ? notInArray(contacts.id, exclude) : undefined;
    const contactRows = (cond: SQL, similarity?: SQL<number>, on: Db = db) =>
      on
        .select({
          id: contacts.id,
          name: sql<string>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
          detail: contacts.email,
          createdAt: contacts.createdAt,
          ...(similarity ? { similarity } : {}),
        })
        .from(contacts)
        .where(and(cond, notExcluded))
        .orderBy(similarity ? desc(similarity) : desc(contacts.createdAt))
        .limit(limit) as Promise<Found[]>;
    if (email)
      add(out, "contact", await contactRows(sql`lower(${contacts.email}) = ${email}`), () =>
        sameEmail(email),
      );
    if (phone)
      add(out, "contact", await contactRows(eq(contacts.phoneKey, phone)), () => samePhone(query.phone));
    if (domain)
      add(out, "contact", await contactRows(eq(contacts.emailDomain, domain)), () => sameDomain(domain));
    if (nameKey) {
      const f = fuzzy(contacts.matchName, nameKey, trigram);
      const rows = await withThreshold(db, trigram, (tx) => contactRows(f.where, f.similarity, tx));
      add(out, "contact", rows, (r) => ({
        kind: "name",
        text: `Similar name (${percent(r.similarity)})`,
      }));
    }
  }

  if (types.has("company")) {
    const notExcluded = exclude.length ? notInArray(companies.id, exclude) : undefined;
    const companyRows = (cond: SQL, similarity?: SQL<number>, on: Db = db) =>
      on
        .select({
          id: companies.id,
          name: companies.name,
          detail: companies.domain,
          createdAt: companies.createdAt,
          ...(similarity ? { similarity } : {}),
        })
        .from(companies)
        .where(and(cond, notExcluded))
        .orderBy(similarity ? desc(similarity) : desc(companies.createdAt))
        .limit(limit) as Promise<Found[]>;
    if (domain)
      add(out, "company", await companyRows(eq(companies.domain, domain)), () => sameDomain(domain));
    if (companyKey) {
      const f = fuzzy(sql`lower(${companies.name})`, companyKey, trigram);
      const rows = await withThreshold(db, trigram, (tx) => companyRows(f.where, f.similarity, tx));
      add(out, "company", rows, (r) => ({
        kind: "name",
        text: `Similar company name (${percent(r.similarity)})`,
      }));
    }
  }

  return [...out.values()].sort(
    (a, b) =>
      b.reasons.length - a.reasons.length ||
      (b.similarity ?? 1) - (a.similarity ?? 1) ||
      b.createdAt.localeCompare(a.createdAt),
  );
}

/** One call per row of a batch (a CSV import), in order; the rows share the trigram check. */
export async function findDuplicateCandidatesBatch(
  db: Db,
  queries: readonly DuplicateQuery[],
  options: DuplicateOptions = {},
): Promise<DuplicateCandidateDto[][]> {
  const out: DuplicateCandidateDto[][] = [];
  for (const q of queries) out.push(await findDuplicateCandidates(db, q, options));
  return out;
}

const sameEmail = (email: string): DuplicateReasonDto => ({
  kind: "email",
  text: `Same email address (${email})`,
});
const samePhone = (phone: string | null | undefined): DuplicateReasonDto => ({
  kind: "phone",
  text: `Same phone number (${phone?.trim()})`,
});
const sameDomain = (domain: string): DuplicateReasonDto => ({
  kind: "domain",
  text: `Same company domain (${domain})`,
});

/**
 * The contact and company forms' check before creating (a warning: creating stays allowed). A
 * contact is looked for among contacts and leads, a company among companies.
 */
export async function checkNewRecord(
  db: Db,
  actor: Actor,
  input: DuplicateCheckInput,
): Promise<{ candidates: DuplicateCandidateDto[] }> {
  assertStaff(actor);
  const candidates =
    input.type === "contact"
      ? await findDuplicateCandidates(
          db,
          { email: input.email, phone: input.phone, name: input.name, company: input.company },
          { types: ["contact", "lead"], limit: 5 },
        )
      : await findDuplicateCandidates(
          db,
          { domain: input.website ?? input.email, company: input.company ?? input.name },
          { types: ["company"], limit: 5 },
        );
  return { candidates: candidates.slice(0, 10) };
}
