import { eq } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { fetchWebPage } from "#src/platform/web-fetch/index.ts";
import { domainOf, CRM_MESSAGES as M } from "../crm.contract.ts";
import { companies } from "./crm.tables.ts";
import { assertStaff, changedFields, requireUuid } from "./crm-common.ts";
import {
  applyCompanyUpdate,
  type CompanyField,
  type CompanyUpdateProposal,
  type EnrichableCompany,
  proposeCompanyUpdate,
} from "./enrichment/company-update.ts";
import {
  enrichCompanyFromWebsite,
  scanWebsiteTechnologies,
  type TechnologyScan,
  type WebsiteLookupDeps,
} from "./enrichment/website-lookup.ts";

/**
 * How these services reach the web: the platform's safe fetch by default. A test that serves its
 * own local site sets `deps` (the safe fetch refuses loopback addresses, as it must).
 */
export const websiteAccess: { deps: WebsiteLookupDeps | undefined } = { deps: undefined };

/**
 * End-to-end tests only (config.testLoopbackFetch): lets the website reads reach 127.0.0.0/8, where
 * the test serves its own company site. Every other rule of the safe fetch still applies.
 */
export function allowLoopbackSitesForTests() {
  websiteAccess.deps = {
    fetchPage: (url) =>
      fetchWebPage(url, { allowPrivateTargetForTests: (target) => target.address.startsWith("127.") }),
  };
}

const lookup = (url: string) =>
  websiteAccess.deps ? enrichCompanyFromWebsite(url, websiteAccess.deps) : enrichCompanyFromWebsite(url);
const scan = (url: string) =>
  websiteAccess.deps ? scanWebsiteTechnologies(url, websiteAccess.deps) : scanWebsiteTechnologies(url);

export type WebsiteLookupDto = {
  finalUrl: string;
  proposal: CompanyUpdateProposal;
  /** What the site says, for a form that fills itself ('Quick Fill from Website'). */
  found: EnrichableCompany;
};

/**
 * 'Quick Fill from Website' on the new-company form: what the site says compared with what the
 * form holds, so the form fills its empty fields and asks about the others.
 */
export async function quickFillFromWebsite(
  actor: Actor,
  url: string,
  current: Partial<EnrichableCompany>,
): Promise<WebsiteLookupDto> {
  assertStaff(actor);
  const site = await lookup(url);
  const m = site.metadata;
  return {
    finalUrl: site.finalUrl,
    proposal: proposeCompanyUpdate(current, m),
    found: {
      name: m.name,
      logoUrl: m.logoUrl,
      description: m.description,
      industry: m.industry,
      socialLinks: m.socialLinks,
      emails: m.emails,
      phones: m.phones,
    },
  };
}

const asEnrichable = (c: typeof companies.$inferSelect): EnrichableCompany => ({
  name: c.name,
  logoUrl: c.logoUrl,
  description: c.description,
  industry: c.industry,
  socialLinks: c.socialLinks,
  emails: c.contactInfo.emails,
  phones: c.contactInfo.phones,
});

/**
 * Enrich Data: reads the company's website and writes what was missing. A field that already
 * holds a different value is never overwritten unless the user accepted it (`accept`), after
 * seeing both values; the answer lists those conflicts.
 */
export async function enrichCompany(
  db: Db,
  actor: Actor,
  id: string,
  accept: CompanyField[],
): Promise<{ proposal: CompanyUpdateProposal; applied: string[]; message: string }> {
  assertStaff(actor);
  requireUuid(id, M.invalidCompanyId);
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company) throw notFound(M.companyNotFound);
  if (!company.websiteUrl)
    throw badRequest("Add the company's website first", { websiteUrl: "Add the company's website first" });
  const site = await lookup(company.websiteUrl);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
    if (!current) throw notFound(M.companyNotFound);
    const proposal = proposeCompanyUpdate(asEnrichable(current), site.metadata);
    const patch = applyCompanyUpdate(asEnrichable(current), proposal, accept);
    const { emails, phones, name, ...fields } = patch;
    // A fill never empties a field, and a company always keeps a name.
    const row: Partial<typeof companies.$inferInsert> = { ...fields, ...(name ? { name } : {}) };
    if (emails || phones) {
      row.contactInfo = {
        emails: emails ?? current.contactInfo.emails,
        phones: phones ?? current.contactInfo.phones,
      };
    }
    const changes = changedFields(current as Record<string, unknown>, row as Record<string, unknown>);
    if (Object.keys(changes).length) {
      await tx
        .update(companies)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(companies.id, id));
      await recordAudit(tx, actor, {
        action: "company.enriched",
        entityType: "company",
        entityId: id,
        details: { changes, from: site.finalUrl },
      });
    }
    return {
      proposal,
      applied: Object.keys(changes),
      message: Object.keys(changes).length ? M.enriched : "The website had nothing new for this company",
    };
  });
}

export type StoredTechnologyScan = TechnologyScan & { scannedAt: string };

/**
 * The website technology scan. With a company it scans the company's site (or the address given)
 * and keeps the result on the company; without one it only answers.
 */
export async function scanTechnologies(
  db: Db,
  actor: Actor,
  input: { companyId?: string | undefined; url?: string | undefined },
): Promise<{ scan: StoredTechnologyScan; message: string }> {
  assertStaff(actor);
  let url = input.url;
  if (input.companyId) {
    requireUuid(input.companyId, M.invalidCompanyId);
    const [company] = await db
      .select({ websiteUrl: companies.websiteUrl })
      .from(companies)
      .where(eq(companies.id, input.companyId));
    if (!company) throw notFound(M.companyNotFound);
    url ??= company.websiteUrl ?? undefined;
  }
  if (!url) throw badRequest(M.validUrl, { url: M.validUrl });
  const result: StoredTechnologyScan = { ...(await scan(url)), scannedAt: new Date().toISOString() };
  if (input.companyId) {
    const companyId = input.companyId;
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ technologies: { ...result }, updatedAt: new Date() })
        .where(eq(companies.id, companyId));
      await recordAudit(tx, actor, {
        action: "company.tech_scanned",
        entityType: "company",
        entityId: companyId,
        details: {
          url: result.finalUrl,
          technologies: result.technologies.map((t) => t.name),
          domain: domainOf(result.finalUrl),
        },
      });
    });
  }
  return { scan: result, message: M.techScanDone };
}
