import { and, asc, count, desc, eq, getTableColumns, max, type SQL, sql } from "drizzle-orm";
import { organisationLabel } from "#src/lib/free-mail.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  type CompanyCreateInput,
  type CompanyDetailDto,
  type CompanyRowDto,
  type CompanyUpdateInput,
  domainOf,
  CRM_MESSAGES as M,
  type PageWithSamples,
} from "../crm.contract.ts";
import { companies, contacts, dealActivities, deals } from "./crm.tables.ts";
import { assertStaff, changedFields, iso, requireUuid } from "./crm-common.ts";
import { contactRowsWhere, dealCardsWhere, likeContains } from "./crm-queries.ts";
import { leadHistories } from "./leads-inbox.service.ts";

type CompanyRow = typeof companies.$inferSelect;

// Raw names: in a single-table select Drizzle leaves columns unqualified, which would bind the
// inner "id" to the subquery's own table.
const counts = {
  contactCount: sql<number>`(select count(*)::int from contacts c where c.company_id = "companies"."id")`,
  dealCount: sql<number>`(select count(*)::int from deals d where d.company_id = "companies"."id")`,
};

function toRow(r: CompanyRow & { contactCount: number; dealCount: number }): CompanyRowDto {
  return {
    id: r.id,
    name: r.name,
    websiteUrl: r.websiteUrl,
    domain: r.domain,
    industry: r.industry,
    description: r.description,
    logoUrl: r.logoUrl,
    employeeCount: r.employeeCount,
    location: r.location,
    engagementScore: r.engagementScore,
    contactCount: r.contactCount,
    dealCount: r.dealCount,
    isSample: r.isSample,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Every field of a company as one text, so that a search matches any field's value. */
const companyText = sql`concat_ws(' ', ${companies.name}, ${companies.websiteUrl}, ${companies.domain}, ${companies.industry}, ${companies.description}, ${companies.location}, ${companies.address}, ${companies.employeeCount}::text, ${companies.contactInfo}::text, ${companies.socialLinks}::text)`;

export async function listCompanies(
  db: Db,
  actor: Actor,
  query: {
    q?: string | undefined;
    sort: "created" | "name" | "industry" | "employees";
    dir: "asc" | "desc";
    page: number;
    pageSize: number;
  },
): Promise<PageWithSamples<CompanyRowDto>> {
  assertStaff(actor);
  const where = query.q ? sql`${companyText} ilike ${likeContains(query.q)}` : undefined;
  const dir = query.dir === "asc" ? asc : desc;
  const nulls = sql.raw(query.dir === "asc" ? "asc nulls last" : "desc nulls last");
  const order: SQL[] = {
    created: [dir(companies.createdAt)],
    name: [sql`lower(${companies.name}) ${nulls}`],
    industry: [sql`lower(${companies.industry}) ${nulls}`, asc(sql`lower(${companies.name})`)],
    employees: [sql`${companies.employeeCount} ${nulls}`],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(companies), ...counts })
      .from(companies)
      .where(where)
      .orderBy(...order, asc(companies.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count(), samples: sql<number>`count(*) filter (where ${companies.isSample})::int` })
      .from(companies)
      .where(where),
  ]);
  return {
    rows: rows.map(toRow),
    total: total?.n ?? 0,
    samples: total?.samples ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A name from a website when none is given: "acme" from https://www.acme.io → "Acme". */
export function nameFromWebsite(website: string): string {
  const label = organisationLabel(domainOf(website) ?? "");
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : website;
}

async function assertDomainFree(db: Db, domain: string | null, exceptId?: string) {
  if (!domain) return;
  const [other] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.domain, domain));
  if (other && other.id !== exceptId)
    throw badRequest(`A company with this website already exists: ${other.name}`, {
      websiteUrl: `A company with this website already exists: ${other.name}`,
    });
}

export async function createCompany(db: Db, actor: Actor, input: CompanyCreateInput): Promise<CompanyRowDto> {
  assertStaff(actor);
  const domain = input.websiteUrl ? domainOf(input.websiteUrl) : null;
  return db.transaction(async (tx) => {
    await assertDomainFree(tx, domain);
    const [row] = await tx
      .insert(companies)
      .values({
        name: input.name ?? nameFromWebsite(input.websiteUrl!),
        websiteUrl: input.websiteUrl,
        domain,
        industry: input.industry,
        description: input.description,
        logoUrl: input.logoUrl,
        employeeCount: input.employeeCount,
        location: input.location,
        address: input.address,
        contactInfo: { phones: input.phones ?? [], emails: input.emails ?? [] },
        socialLinks: input.socialLinks ?? {},
        createdBy: actor.user.id,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "company.created",
      entityType: "company",
      entityId: row!.id,
      details: { name: row!.name },
    });
    return toRow({ ...row!, contactCount: 0, dealCount: 0 });
  });
}

export async function updateCompany(
  db: Db,
  actor: Actor,
  id: string,
  input: CompanyUpdateInput,
): Promise<CompanyRowDto> {
  assertStaff(actor);
  requireUuid(id, M.invalidCompanyId);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
    if (!before) throw notFound(M.companyNotFound);
    const { phones, emails, ...fields } = input;
    const { name, ...rest } = fields;
    // A company keeps a name: an emptied name field leaves it as it was.
    const patch: Partial<CompanyRow> = { ...rest, ...(name ? { name } : {}) };
    if (fields.websiteUrl !== undefined) {
      patch.domain = fields.websiteUrl ? domainOf(fields.websiteUrl) : null;
      await assertDomainFree(tx, patch.domain ?? null, id);
    }
    if (phones || emails) {
      patch.contactInfo = {
        phones: phones ?? before.contactInfo.phones,
        emails: emails ?? before.contactInfo.emails,
      };
    }
    for (const k of Object.keys(patch) as (keyof CompanyRow)[]) if (patch[k] === undefined) delete patch[k];
    const changes = changedFields(before as Record<string, unknown>, patch as Record<string, unknown>);
    const [row] = await tx
      .update(companies)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning();
    if (Object.keys(changes).length) {
      await recordAudit(tx, actor, {
        action: "company.updated",
        entityType: "company",
        entityId: id,
        details: { changes },
      });
    }
    const [c] = await tx.select(counts).from(companies).where(eq(companies.id, id));
    return toRow({ ...row!, ...c! });
  });
}

export async function getCompanyDetail(db: Db, actor: Actor, id: string): Promise<CompanyDetailDto> {
  assertStaff(actor);
  requireUuid(id, M.invalidCompanyId);
  const [row] = await db
    .select({ ...getTableColumns(companies), ...counts })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) throw notFound(M.companyNotFound);
  const [contactRows, dealRows, [money], [last]] = await Promise.all([
    contactRowsWhere(db, eq(contacts.companyId, id), 200),
    dealCardsWhere(db, eq(deals.companyId, id), 200),
    db
      .select({
        open: sql<number>`coalesce(sum(${deals.value}) filter (where ${deals.stage} not in ('won','lost')), 0)::float8`,
        won: sql<number>`coalesce(sum(${deals.value}) filter (where ${deals.stage} = 'won'), 0)::float8`,
      })
      .from(deals)
      .where(eq(deals.companyId, id)),
    db
      .select({ at: max(dealActivities.createdAt) })
      .from(dealActivities)
      .innerJoin(deals, eq(deals.id, dealActivities.dealId))
      .where(eq(deals.companyId, id)),
  ]);
  const leadIds = [
    ...(await db
      .select({ leadId: contacts.leadId })
      .from(contacts)
      .where(and(eq(contacts.companyId, id)))),
    ...(await db.select({ leadId: deals.leadId }).from(deals).where(eq(deals.companyId, id))),
  ]
    .map((r) => r.leadId)
    .filter((x): x is string => Boolean(x));
  return {
    ...toRow(row),
    address: row.address,
    contactInfo: row.contactInfo,
    socialLinks: row.socialLinks,
    technologies: row.technologies,
    updatedAt: row.updatedAt.toISOString(),
    contacts: contactRows,
    deals: dealRows,
    stats: {
      contacts: row.contactCount,
      deals: row.dealCount,
      openValue: money?.open ?? 0,
      wonValue: money?.won ?? 0,
      lastActivityAt: iso(last?.at ?? null),
    },
    leadHistories: await leadHistories(db, leadIds),
  };
}

/** Companies by name for the deal and contact forms' pickers (id and name only). */
export async function companyOptions(db: Db, actor: Actor): Promise<{ id: string; name: string }[]> {
  assertStaff(actor);
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(sql`lower(${companies.name})`))
    .limit(2000);
}
