import { inArray, sql } from "drizzle-orm";
import {
  companies,
  contacts,
  FUZZY_MIN_SIMILARITY,
  hasTrigram,
  phoneKey,
} from "#src/features/crm/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Candidate } from "./import-rows.ts";

/**
 * An existing record a row matches, the rule that matched it and, for the CRM's fuzzy rule, its
 * reason as the CRM words it ("Similar name (82% alike)").
 */
export type Match = {
  id: string;
  label: string;
  by: "email" | "phone" | "domain" | "name";
  reason?: string;
};

/**
 * Which existing CRM record each valid row of a batch is, by the CRM's duplicate rules (decision
 * 045, src/features/crm/server/duplicates.service.ts) applied set-based (decision 050): a few
 * queries per batch, never one per row. Contacts match by email (case-insensitive); a row without
 * an email by its phone key (the CRM's: last nine of at least seven digits, the indexed phone_key
 * column); a row still unmatched by the CRM's trigram rule on the name (match_name, similarity at
 * least FUZZY_MIN_SIMILARITY, most alike first; the same company breaks ties). Companies match by
 * the website's domain (one company per domain, as the CRM keeps it), else by the trigram rule on
 * the name. Without pg_trgm the name rules fall back to exact lowercased names, as the CRM does.
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
  const keyOf = (r: ContactCandidate) => phoneKey(r.input!.phone);
  const phones = [...new Set(withoutEmail.map(keyOf).filter((k): k is string => Boolean(k)))];
  if (phones.length) {
    const found = await db
      .select({ ...cols, phoneKey: contacts.phoneKey })
      .from(contacts)
      .where(inArray(contacts.phoneKey, phones))
      .orderBy(contacts.createdAt);
    const byPhone = new Map<string, (typeof found)[number]>();
    for (const f of found) if (f.phoneKey && !byPhone.has(f.phoneKey)) byPhone.set(f.phoneKey, f);
    for (const r of withoutEmail) {
      const hit = byPhone.get(keyOf(r) ?? "");
      if (hit)
        out.set(r.row, {
          id: hit.id,
          label: label(hit),
          by: "phone",
          reason: `Same phone number (${r.input!.phone})`,
        });
    }
  }

  // Rows with an email that matched nobody are new people: a similar name is no reason to merge
  // two different addresses. The rest go through the fuzzy name rule.
  const byName = withoutEmail.filter((r) => !out.has(r.row));
  const keys = byName.map((r) => `${r.input!.firstName} ${r.input!.lastName}`.trim().toLowerCase());
  const hits = await fuzzyNames(
    db,
    "contacts",
    keys,
    byName.map((r) => r.companyName?.toLowerCase() ?? ""),
  );
  byName.forEach((r, i) => {
    const hit = hits[i];
    if (hit)
      out.set(r.row, { id: hit.id, label: hit.label, by: "name", reason: similarReason(hit.similarity) });
  });
}

const similarReason = (s: number) => `Similar name (${Math.round(s * 100)}% alike)`;

type FuzzyHit = { id: string; label: string; similarity: number } | null;

/**
 * The CRM's fuzzy name rule for a whole batch in one query: for each key, the most alike existing
 * record (similarity ≥ FUZZY_MIN_SIMILARITY; for contacts, one at the row's company first). The
 * `%` operator lets the trigram GIN index (contacts.match_name, lower(companies.name)) find them.
 */
async function fuzzyNames(
  db: Db,
  kind: "contacts" | "companies",
  keys: readonly string[],
  companyNames: readonly string[] = [],
): Promise<FuzzyHit[]> {
  const result: FuzzyHit[] = keys.map(() => null);
  const idx = keys.map((k, i) => (k ? i : -1)).filter((i) => i >= 0);
  if (!idx.length) return result;
  const trigram = await hasTrigram(db);
  const qKeys = idx.map((i) => keys[i]!);
  const qCompanies = idx.map((i) => companyNames[i] ?? "");
  const qIdx = idx.map(String);
  const column = kind === "contacts" ? sql.raw(`c.match_name`) : sql.raw(`lower(c.name)`);
  const cond = trigram
    ? sql`${column} % q.key and similarity(${column}, q.key) >= ${FUZZY_MIN_SIMILARITY}`
    : sql`${column} = q.key`;
  const sim = trigram ? sql`similarity(${column}, q.key)::float8` : sql`1::float8`;
  const pick =
    kind === "contacts"
      ? sql`select c.id, c.first_name || ' ' || c.last_name || coalesce(' <' || c.email || '>', '') as label,
              ${sim} as sim
            from contacts c left join companies co on co.id = c.company_id
            where ${cond}
            order by (q.company <> '' and lower(coalesce(co.name, '')) = q.company) desc, ${sim} desc, c.created_at
            limit 1`
      : sql`select c.id, c.name || coalesce(' (' || c.domain || ')', '') as label, ${sim} as sim
            from companies c where ${cond} order by ${sim} desc, c.created_at limit 1`;
  const res = await db.execute<{ i: string; id: string; label: string; sim: number }>(sql`
    select q.i, m.id, m.label, m.sim
    from unnest(${toArray(qKeys)}::text[], ${toArray(qCompanies)}::text[], ${toArray(qIdx)}::text[]) as q(key, company, i)
    cross join lateral (${pick}) m`);
  for (const r of (res as unknown as { rows: { i: string; id: string; label: string; sim: number }[] }).rows)
    result[Number(r.i)] = { id: r.id, label: r.label, similarity: Number(r.sim) };
  return result;
}

/** A text[] literal parameter (one bound value, whatever the batch size). */
const toArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;

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
  // A company with a website that matched nobody is new: its domain says it is another company.
  const byName = rows.filter((r) => !r.domain && r.input!.name && !out.has(r.row));
  const hits = await fuzzyNames(
    db,
    "companies",
    byName.map((r) => r.input!.name!.trim().toLowerCase()),
  );
  byName.forEach((r, i) => {
    const hit = hits[i];
    if (hit)
      out.set(r.row, { id: hit.id, label: hit.label, by: "name", reason: similarReason(hit.similarity) });
  });
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
