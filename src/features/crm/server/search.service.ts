import { and, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#src/platform/db/db.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  crmPaths,
  type DealStage,
  SEARCH_LIMIT_PER_KIND,
  STAGE_LABELS,
  sourceLabel,
} from "../crm.contract.ts";
import { companies, contacts, dealActivities, deals, leads } from "./crm.tables.ts";
import { prefixQuery, searchVector } from "./search-vector.ts";

/**
 * The Command Center's search across CRM records (its header box calls `searchRecords` as the
 * user types) and the CRM's events for its bell.
 */
export type RecordType = "lead" | "contact" | "company" | "deal";

export type RecordSearchHit = {
  type: RecordType;
  id: string;
  title: string;
  /** A second line: email, company, stage… */
  subtitle: string | null;
  /** The record's page. */
  href: string;
};

/** A lead's page in the Command Center. */
export const leadPath = (id: string) => `/command-center/sales/leads/${id}`;

const leadVector = searchVector([leads.name, leads.email, leads.company], [leads.email]);
const contactVector = searchVector(
  [contacts.firstName, contacts.lastName, contacts.email, contacts.jobTitle],
  [contacts.email],
);
const companyVector = searchVector([
  companies.name,
  companies.websiteUrl,
  companies.industry,
  companies.location,
]);
const dealVector = searchVector([deals.name]);

/** How many of a table's newest rows the first look reads before the full-text index is asked. */
const RECENT_WINDOW = 400;

/**
 * The newest `n` records that the caller's query matches, in two looks. The planner cannot
 * estimate prefix queries (it assumes 2% of rows match), so left alone it either walks the
 * created_at index computing every row's vector (a second for a prefix no lead has) or reads every
 * match through the GIN index (100,000 leads for "o"). First only the newest RECENT_WINDOW rows
 * are read, as a derived table under the table's own name (so the caller's vector applies to it):
 * a prefix that matches often fills the answer there, and then that answer is exact. Otherwise the
 * matches are rare and the GIN index finds them all cheaply; ordering by an expression the
 * created_at index cannot give keeps the planner on the GIN index.
 */
async function newestMatches<R>(
  run: (recentOnly: boolean, orderBy: SQL) => Promise<R[]>,
  createdAt: AnyPgColumn,
  n: number,
): Promise<R[]> {
  const recent = await run(true, sql`${createdAt} desc`);
  if (recent.length >= n) return recent;
  return run(false, sql`${createdAt} + interval '0 seconds' desc`);
}

/**
 * Every record type's hits for `query`, at most `limitPerType` of each (newest first), in the
 * order leads, contacts, companies, deals. A record is found when its words start with every word
 * typed ("jane q" finds Jane Quill; "quillw" her email's domain), through each table's full-text
 * index, so it answers while the user types with 100,000 leads (decision 024). Staff only.
 */
export async function searchRecords(
  db: Db,
  actor: Actor,
  query: string,
  { limitPerType = SEARCH_LIMIT_PER_KIND }: { limitPerType?: number } = {},
): Promise<RecordSearchHit[]> {
  assertRole(actor, "employee");
  const words = prefixQuery(query);
  if (!words) return [];
  const ts = sql`to_tsquery('simple', ${words})`;
  const n = limitPerType;
  // recentOnly: the table's newest rows, under the table's own name (so its vector applies to them).
  const [leadRows, contactRows, companyRows, dealRows] = await Promise.all([
    newestMatches(
      (recentOnly, orderBy) => {
        const t = recentOnly
          ? db.select().from(leads).orderBy(desc(leads.createdAt)).limit(RECENT_WINDOW).as("leads")
          : leads;
        return db
          .select({ id: t.id, name: t.name, email: t.email, company: t.company })
          .from(t)
          .where(sql`${leadVector} @@ ${ts}`)
          .orderBy(orderBy)
          .limit(n);
      },
      leads.createdAt,
      n,
    ),
    newestMatches(
      (recentOnly, orderBy) => {
        const t = recentOnly
          ? db.select().from(contacts).orderBy(desc(contacts.createdAt)).limit(RECENT_WINDOW).as("contacts")
          : contacts;
        return db
          .select({ id: t.id, first: t.firstName, last: t.lastName, email: t.email, title: t.jobTitle })
          .from(t)
          .where(sql`${contactVector} @@ ${ts}`)
          .orderBy(orderBy)
          .limit(n);
      },
      contacts.createdAt,
      n,
    ),
    newestMatches(
      (recentOnly, orderBy) => {
        const t = recentOnly
          ? db
              .select()
              .from(companies)
              .orderBy(desc(companies.createdAt))
              .limit(RECENT_WINDOW)
              .as("companies")
          : companies;
        return db
          .select({ id: t.id, name: t.name, industry: t.industry, domain: t.domain })
          .from(t)
          .where(sql`${companyVector} @@ ${ts}`)
          .orderBy(orderBy)
          .limit(n);
      },
      companies.createdAt,
      n,
    ),
    newestMatches(
      (recentOnly, orderBy) => {
        const t = recentOnly
          ? db.select().from(deals).orderBy(desc(deals.createdAt)).limit(RECENT_WINDOW).as("deals")
          : deals;
        return db
          .select({ id: t.id, name: t.name, stage: t.stage })
          .from(t)
          .where(sql`${dealVector} @@ ${ts}`)
          .orderBy(orderBy)
          .limit(n);
      },
      deals.createdAt,
      n,
    ),
  ]);
  return [
    ...leadRows.map((r) => ({
      type: "lead" as const,
      id: r.id,
      title: r.name ?? r.email ?? r.company ?? "Unnamed lead",
      subtitle: [r.name ? r.email : null, r.company].filter(Boolean).join(" · ") || null,
      href: leadPath(r.id),
    })),
    ...contactRows.map((r) => ({
      type: "contact" as const,
      id: r.id,
      title: `${r.first} ${r.last}`.trim(),
      subtitle: [r.title, r.email].filter(Boolean).join(" · ") || null,
      href: crmPaths.contact(r.id),
    })),
    ...companyRows.map((r) => ({
      type: "company" as const,
      id: r.id,
      title: r.name,
      subtitle: [r.industry, r.domain].filter(Boolean).join(" · ") || null,
      href: crmPaths.company(r.id),
    })),
    ...dealRows.map((r) => ({
      type: "deal" as const,
      id: r.id,
      title: r.name,
      subtitle: STAGE_LABELS[r.stage as DealStage] ?? r.stage,
      href: crmPaths.deal(r.id),
    })),
  ];
}

/** One entry of the Command Center's notification feed. */
export type CrmEvent = { id: string; at: Date; title: string; detail: string | null; href: string | null };

/** The newest captured leads, as notification events ("New lead: …"). */
export async function latestLeadEvents(db: Db, limit: number): Promise<CrmEvent[]> {
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      company: leads.company,
      source: leads.source,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .orderBy(desc(leads.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    title: `New lead: ${r.name ?? r.email ?? r.company ?? "unnamed"}`,
    detail: `From ${sourceLabel(r.source)}${r.company && r.name ? ` · ${r.company}` : ""}`,
    href: leadPath(r.id),
  }));
}

/** How many leads were captured after `since` (counted up to `cap`, which is enough for a badge). */
export async function countLeadsSince(db: Db, since: Date | null, cap: number): Promise<number> {
  const recent = db
    .select({ one: sql`1` })
    .from(leads)
    .where(since ? gt(leads.createdAt, since) : undefined)
    .limit(cap)
    .as("recent");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recent);
  return row?.n ?? 0;
}

/** The newest deal stage moves, as notification events ("Deal moved: …"). */
export async function latestDealStageEvents(db: Db, limit: number): Promise<CrmEvent[]> {
  const rows = await db
    .select({
      id: dealActivities.id,
      dealId: dealActivities.dealId,
      text: dealActivities.description,
      by: dealActivities.authorName,
      at: dealActivities.createdAt,
      deal: deals.name,
    })
    .from(dealActivities)
    .innerJoin(deals, eq(deals.id, dealActivities.dealId))
    .where(eq(dealActivities.type, "stage_change"))
    .orderBy(desc(dealActivities.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    title: `${r.deal}: ${r.text}`,
    detail: r.by ? `By ${r.by}` : null,
    href: crmPaths.deal(r.dealId),
  }));
}

/** How many deal stage moves happened after `since` (counted up to `cap`). */
export async function countDealStageChangesSince(db: Db, since: Date | null, cap: number): Promise<number> {
  const recent = db
    .select({ one: sql`1` })
    .from(dealActivities)
    .where(
      and(eq(dealActivities.type, "stage_change"), since ? gt(dealActivities.createdAt, since) : undefined),
    )
    .limit(cap)
    .as("recent");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recent);
  return row?.n ?? 0;
}

/** Leads captured since a time, counted per capture point and segment (the Conversions screen). */
export async function countLeadsBySourceAndSegment(
  db: Db,
  since: Date,
): Promise<{ source: string; segment: string | null; leads: number }[]> {
  return db
    .select({ source: leads.source, segment: leads.segment, leads: sql<number>`count(*)::int` })
    .from(leads)
    .where(gt(leads.createdAt, since))
    .groupBy(leads.source, leads.segment);
}

/** Leads captured since a time, counted per segment and status (Traffic Overview's segment statistics). */
export async function countLeadsBySegmentAndStatus(
  db: Db,
  since: Date,
): Promise<{ segment: string | null; status: string; leads: number }[]> {
  return db
    .select({ segment: leads.segment, status: leads.status, leads: sql<number>`count(*)::int` })
    .from(leads)
    .where(gt(leads.createdAt, since))
    .groupBy(leads.segment, leads.status);
}
