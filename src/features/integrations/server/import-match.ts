import { and, eq, inArray, or, sql } from "drizzle-orm";
import { companies, contacts } from "#src/features/crm/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { type Candidate, normalisePhone } from "./import-rows.ts";

/** An existing record a row matches, and the rule that matched it. */
export type Match = { id: string; label: string; by: "email" | "phone" | "domain" | "name" };

/**
 * THE SEAM for duplicate rules: which existing CRM record each valid row of a batch is. Contacts
 * match by email (case-insensitive); a row without an email by its phone (digits, last ten), and a
 * row with neither by the exact first and last name at the same company. Companies match by the
 * website's domain (one company per domain, as the CRM keeps it), and without a website by name.
 * The CRM's fuzzy duplicate rules can replace or extend this one function; it must stay set-based
 * (a few queries per batch, never one per row).
 */
export async function matchExisting(db: Db, batch: readonly Candidate[]): Promise<Map<number, Match>> {
  const out = new Map<number, Match>();
  const valid = batch.filter((c) => c.input);
  if (valid.length === 0) return out;
  if (valid[0]!.kind === "contacts") await matchContacts(db, valid, out);
  else await matchCompanies(db, valid, out);
  return out;
}

type ContactCandidate = Extract<Candidate, { kind: "contacts" }>;
type CompanyCandidate = Extract<Candidate, { kind: "companies" }>;

async function matchContacts(db: Db, batch: readonly Candidate[], out: Map<number, Match>) {
  const rows = batch as ContactCandidate[];
  const label = (r: { firstName: string; lastName: string; email: string | null }) =>
    `${r.firstName} ${r.lastName}${r.email ? ` <${r.email}>` : ""}`;
  const cols = {
    id: contacts.id,
    firstName: contacts.firstName,
    lastName: contacts.lastName,
    email: contacts.email,
  };

  const emails = [...new Set(rows.map((r) => r.input!.email).filter((e): e is string => Boolean(e)))];
  if (emails.length) {
    const found = await db
      .select(cols)
      .from(contacts)
      .where(inArray(sql`lower(${contacts.email})`, emails))
      .orderBy(contacts.createdAt);
    const byEmail = new Map<string, (typeof found)[number]>();
    for (const f of found) if (!byEmail.has(f.email!.toLowerCase())) byEmail.set(f.email!.toLowerCase(), f);
    for (const r of rows) {
      const hit = r.input!.email ? byEmail.get(r.input!.email) : undefined;
      if (hit) out.set(r.row, { id: hit.id, label: label(hit), by: "email" });
    }
  }

  const withoutEmail = rows.filter((r) => !r.input!.email);
  const phones = [
    ...new Set(withoutEmail.map((r) => normalisePhone(r.input!.phone)).filter(Boolean) as string[]),
  ];
  const digits = sql`right(regexp_replace(coalesce(${contacts.phone}, ''), '[^0-9]', '', 'g'), 10)`;
  if (phones.length) {
    const found = await db
      .select({ ...cols, phone: digits.mapWith(String) })
      .from(contacts)
      .where(and(sql`${contacts.phone} is not null`, inArray(digits, phones)));
    const byPhone = new Map(found.map((f) => [f.phone, f]));
    for (const r of withoutEmail) {
      const hit = byPhone.get(normalisePhone(r.input!.phone) ?? "");
      if (hit) out.set(r.row, { id: hit.id, label: label(hit), by: "phone" });
    }
  }

  const byName = withoutEmail.filter((r) => !out.has(r.row) && !normalisePhone(r.input!.phone));
  if (byName.length) {
    const found = await db
      .select({ ...cols, company: companies.name })
      .from(contacts)
      .leftJoin(companies, eq(companies.id, contacts.companyId))
      .where(
        or(
          ...byName.map((r) =>
            and(eq(contacts.firstName, r.input!.firstName), eq(contacts.lastName, r.input!.lastName)),
          ),
        ),
      );
    for (const r of byName) {
      const hit = found.find(
        (f) =>
          f.firstName === r.input!.firstName &&
          f.lastName === r.input!.lastName &&
          (f.company ?? "").toLowerCase() === (r.companyName ?? "").toLowerCase(),
      );
      if (hit) out.set(r.row, { id: hit.id, label: label(hit), by: "name" });
    }
  }
}

async function matchCompanies(db: Db, batch: readonly Candidate[], out: Map<number, Match>) {
  const rows = batch as CompanyCandidate[];
  const domains = [...new Set(rows.map((r) => r.domain).filter((d): d is string => Boolean(d)))];
  if (domains.length) {
    const found = await db
      .select({ id: companies.id, name: companies.name, domain: companies.domain })
      .from(companies)
      .where(inArray(companies.domain, domains));
    const byDomain = new Map(found.map((f) => [f.domain!, f]));
    for (const r of rows) {
      const hit = r.domain ? byDomain.get(r.domain) : undefined;
      if (hit) out.set(r.row, { id: hit.id, label: `${hit.name} (${hit.domain})`, by: "domain" });
    }
  }
  const byName = rows.filter((r) => !r.domain && r.input!.name);
  const names = [...new Set(byName.map((r) => r.input!.name!.toLowerCase()))];
  if (names.length) {
    const found = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(sql`lower(${companies.name})`, names))
      .orderBy(companies.createdAt);
    const byLower = new Map<string, (typeof found)[number]>();
    for (const f of found) if (!byLower.has(f.name.toLowerCase())) byLower.set(f.name.toLowerCase(), f);
    for (const r of byName) {
      const hit = byLower.get(r.input!.name!.toLowerCase());
      if (hit) out.set(r.row, { id: hit.id, label: hit.name, by: "name" });
    }
  }
}

/** Company ids by lower-cased name, for a contacts file's Company column (oldest first wins). */
export async function companiesByName(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  const out = new Map<string, string>();
  if (!wanted.length) return out;
  const found = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(sql`lower(${companies.name})`, wanted))
    .orderBy(companies.createdAt);
  for (const f of found) if (!out.has(f.name.toLowerCase())) out.set(f.name.toLowerCase(), f.id);
  return out;
}
