import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { isPersonalMailDomain, organisationLabel } from "#src/lib/free-mail.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { CONTACT_DEFAULTS, type ConvertResultDto, CRM_MESSAGES as M, sourceLabel } from "../crm.contract.ts";
import { companies, contacts, leadActivities, leads, leadTouches } from "./crm.tables.ts";
import { assertStaff, requireUuid, staffName } from "./crm-common.ts";
import { insertDeal } from "./deals.service.ts";
import { emitLeadEvent } from "./lead-events.ts";
import { markFirstResponse } from "./speed.service.ts";

/** The organisation's domain of a work email address; null for personal mail (gmail.com…). */
export function workDomainOf(email: string | null): string | null {
  const at = email?.lastIndexOf("@") ?? -1;
  if (!email || at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain.includes(".") || isPersonalMailDomain(domain)) return null;
  return domain.replace(/^www\./, "");
}

function splitName(name: string | null, email: string | null): { firstName: string; lastName: string } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return { firstName: words[0]!, lastName: words.slice(1).join(" ") };
  if (words.length === 1) return { firstName: words[0]!, lastName: "" };
  const local = email
    ?.split("@")[0]
    ?.replace(/[._-]+/g, " ")
    .trim();
  return { firstName: local || "Unknown", lastName: "" };
}

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Convert (one transaction): the lead becomes a contact, a company and a deal. The company is the
 * one whose domain is the lead's work email domain (else whose name is the lead's company), so a
 * second lead from the same organisation joins it instead of duplicating it; the contact is the
 * one with the lead's email if there is one. The lead becomes 'converted' and keeps its timeline,
 * which the deal, the contact and the company show through their lead link.
 */
export async function convertLead(
  db: Db,
  actor: Actor,
  leadId: string,
  input: { dealName?: string | null | undefined; value?: number | null | undefined },
): Promise<ConvertResultDto> {
  assertStaff(actor);
  requireUuid(leadId, M.invalidLeadId);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) throw notFound(M.leadNotFound);
    if (lead.status === "converted") throw badRequest(M.leadAlreadyConverted);

    // Company: by work email domain, else by name; created when neither finds one.
    const domain = workDomainOf(lead.email);
    let [company] = domain
      ? await tx
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.domain, domain))
      : [];
    if (!company && lead.company) {
      [company] = await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          and(
            eq(sql`lower(${companies.name})`, lead.company.toLowerCase()),
            domain ? isNull(companies.domain) : undefined,
          ),
        )
        .limit(1);
      if (company && domain)
        await tx.update(companies).set({ domain, updatedAt: new Date() }).where(eq(companies.id, company.id));
    }
    const companyMatched = Boolean(company);
    // Source and campaign travel with the lead: its capture point and its first touch's UTM values.
    const [touch] = await tx
      .select()
      .from(leadTouches)
      .where(and(eq(leadTouches.leadId, leadId), eq(leadTouches.kind, "first")));
    const attribution = {
      leadSource: lead.source,
      utmSource: touch?.utmSource ?? null,
      utmMedium: touch?.utmMedium ?? null,
      utmCampaign: touch?.utmCampaign ?? null,
    };
    if (!company) {
      const name =
        lead.company ??
        (domain
          ? titleCase(organisationLabel(domain))
          : `${lead.name ?? lead.email ?? "Unnamed lead"} (individual)`);
      [company] = await tx
        .insert(companies)
        .values({ name, domain, websiteUrl: domain ? `https://${domain}/` : null, createdBy: actor.user.id })
        .returning({ id: companies.id, name: companies.name });
      await recordAudit(tx, actor, {
        action: "company.created",
        entityType: "company",
        entityId: company!.id,
        details: { name, fromLead: leadId },
      });
    }

    // Contact: the one with this email, else a new one with the lead's details.
    let [contact] = lead.email
      ? await tx
          .select({ id: contacts.id, companyId: contacts.companyId })
          .from(contacts)
          .where(eq(sql`lower(${contacts.email})`, lead.email.toLowerCase()))
          .limit(1)
      : [];
    const contactMatched = Boolean(contact);
    if (contact) {
      await tx
        .update(contacts)
        .set({
          companyId: contact.companyId ?? company!.id,
          leadId: sql`coalesce(${contacts.leadId}, ${leadId}::uuid)`,
          leadSource: sql`coalesce(${contacts.leadSource}, ${attribution.leadSource})`,
          utmSource: sql`coalesce(${contacts.utmSource}, ${attribution.utmSource})`,
          utmMedium: sql`coalesce(${contacts.utmMedium}, ${attribution.utmMedium})`,
          utmCampaign: sql`coalesce(${contacts.utmCampaign}, ${attribution.utmCampaign})`,
          interactionCount: sql`${contacts.interactionCount} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(contacts.id, contact.id));
    } else {
      const [latestCapture] = await tx
        .select({ details: leadActivities.details })
        .from(leadActivities)
        .where(and(eq(leadActivities.leadId, leadId), eq(leadActivities.type, "capture")))
        .orderBy(desc(leadActivities.createdAt))
        .limit(1);
      const jobTitle = latestCapture?.details.jobTitle;
      [contact] = await tx
        .insert(contacts)
        .values({
          ...splitName(lead.name, lead.email),
          email: lead.email,
          phone: lead.phone,
          jobTitle: typeof jobTitle === "string" ? jobTitle : null,
          companyId: company!.id,
          leadId,
          ...attribution,
          lifecycleStage: "opportunity",
          engagementScore: Math.max(CONTACT_DEFAULTS.engagementScore, lead.leadScore),
          tags: [sourceLabel(lead.source)],
        })
        .returning({ id: contacts.id, companyId: contacts.companyId });
      await recordAudit(tx, actor, {
        action: "contact.created",
        entityType: "contact",
        entityId: contact!.id,
        details: { fromLead: leadId },
      });
    }

    const dealId = await insertDeal(
      tx,
      actor,
      {
        name: input.dealName ?? `${company!.name}: ${sourceLabel(lead.source)}`,
        value: input.value ?? null,
        stage: "qualification",
        priority: lead.leadScore >= 70 ? "high" : lead.leadScore >= 40 ? "medium" : "low",
        companyId: company!.id,
        contactId: contact!.id,
        expectedCloseDate: null,
        notes: null,
        leadId,
        attribution,
        // The deal is worked by whoever owns the lead (else by whoever converts it).
        ownerId: lead.ownerId ?? actor.user.id,
      },
      {
        type: "converted",
        description:
          `Deal created from the lead ${lead.name ?? lead.email ?? ""} (${sourceLabel(lead.source)})`.replace(
            "  ",
            " ",
          ),
      },
    );
    await recordAudit(tx, actor, {
      action: "deal.created",
      entityType: "deal",
      entityId: dealId,
      details: { fromLead: leadId },
    });

    await tx
      .update(leads)
      .set({
        status: "converted",
        convertedAt: new Date(),
        convertedContactId: contact!.id,
        convertedCompanyId: company!.id,
        convertedDealId: dealId,
        lastActivityAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(leads.id, leadId));
    await tx.insert(leadActivities).values({
      leadId,
      type: "converted",
      source: "crm",
      description: `Converted: contact, ${companyMatched ? "existing" : "new"} company ${company!.name} and a deal`,
      performedBy: actor.user.id,
      performedByName: staffName(actor),
      details: { contactId: contact!.id, companyId: company!.id, dealId },
    });
    await recordAudit(tx, actor, {
      action: "lead.converted",
      entityType: "lead",
      entityId: leadId,
      details: { contactId: contact!.id, companyId: company!.id, dealId, companyMatched, contactMatched },
    });
    await markFirstResponse(tx, leadId, actor);
    await emitLeadEvent(tx, {
      type: "lead.converted",
      leadId,
      contactId: contact!.id,
      companyId: company!.id,
      dealId,
      at: new Date(),
    });
    return {
      leadId,
      contactId: contact!.id,
      companyId: company!.id,
      dealId,
      companyMatched,
      contactMatched,
      message: M.leadConverted,
    };
  });
}
