import { asc, desc, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import type { ContactRowDto, DealCardDto, DealPriority, DealStage } from "../crm.contract.ts";
import { companies, contacts, dealAnalytics, deals, leads } from "./crm.tables.ts";

/** The columns of a deal card (pipeline, list view, company and contact pages). */
export const dealCardColumns = {
  id: deals.id,
  name: deals.name,
  value: deals.value,
  stage: deals.stage,
  priority: deals.priority,
  expectedCloseDate: deals.expectedCloseDate,
  contactFirst: contacts.firstName,
  contactLast: contacts.lastName,
  companyId: deals.companyId,
  companyName: companies.name,
  leadCompany: leads.company,
  probability: dealAnalytics.probabilityScore,
  isSample: deals.isSample,
  createdAt: deals.createdAt,
};

export type DealCardRow = {
  id: string;
  name: string;
  value: number | null;
  stage: string;
  priority: string;
  expectedCloseDate: string | null;
  contactFirst: string | null;
  contactLast: string | null;
  companyId: string | null;
  companyName: string | null;
  leadCompany: string | null;
  probability: number | null;
  isSample: boolean;
  createdAt: Date;
};

function toDealCard(r: DealCardRow): DealCardDto {
  return {
    id: r.id,
    name: r.name,
    value: r.value === null ? null : Number(r.value),
    stage: r.stage as DealStage,
    priority: r.priority as DealPriority,
    expectedCloseDate: r.expectedCloseDate,
    contactName: r.contactFirst ? `${r.contactFirst} ${r.contactLast ?? ""}`.trim() : null,
    companyId: r.companyId,
    companyName: r.companyName,
    leadCompany: r.leadCompany,
    probability: r.probability,
    isSample: r.isSample,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Deal cards with their contact, company, lead and analytics joined (one query). */
function dealCardQuery(db: Db) {
  return db
    .select(dealCardColumns)
    .from(deals)
    .leftJoin(contacts, eq(contacts.id, deals.contactId))
    .leftJoin(companies, eq(companies.id, deals.companyId))
    .leftJoin(leads, eq(leads.id, deals.leadId))
    .leftJoin(dealAnalytics, eq(dealAnalytics.dealId, deals.id));
}

/**
 * One page of deal cards: the page's deal ids are chosen on the deals table alone (its filter,
 * order and offset), then only those rows are joined to their contact, company, lead and
 * analytics. Joining first and sorting after made a 10,000-deal list join every deal per page.
 */
export async function dealCardsPage(
  db: Db,
  page: { where: SQL | undefined; order: SQL[]; limit: number; offset?: number },
): Promise<DealCardDto[]> {
  const order = [...page.order, asc(deals.id)];
  const ids = db
    .select({ id: deals.id })
    .from(deals)
    .where(page.where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const rows = await dealCardQuery(db)
    .where(inArray(deals.id, ids))
    .orderBy(...order);
  return rows.map(toDealCard);
}

export function dealCardsWhere(db: Db, where: SQL | undefined, limit: number): Promise<DealCardDto[]> {
  return dealCardsPage(db, { where, order: [desc(deals.createdAt)], limit });
}

export const contactRowColumns = {
  ...getTableColumns(contacts),
  companyName: companies.name,
  companyIndustry: companies.industry,
};

export function toContactRow(
  r: typeof contacts.$inferSelect & { companyName: string | null; companyIndustry: string | null },
): ContactRowDto {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    jobTitle: r.jobTitle,
    department: r.department,
    companyId: r.companyId,
    companyName: r.companyName,
    companyIndustry: r.companyIndustry,
    tags: r.tags,
    engagementScore: r.engagementScore,
    interactionCount: r.interactionCount,
    lifecycleStage: r.lifecycleStage,
    createdAt: r.createdAt.toISOString(),
    isSample: r.isSample,
  };
}

export async function contactRowsWhere(
  db: Db,
  where: SQL | undefined,
  limit: number,
): Promise<ContactRowDto[]> {
  const rows = await db
    .select(contactRowColumns)
    .from(contacts)
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .where(where)
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id))
    .limit(limit);
  return rows.map(toContactRow);
}

/** LIKE pattern of a literal text: %, _ and \ typed by someone match themselves. */
export const likeContains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
