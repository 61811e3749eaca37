import { eq } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { DEAL_PRIORITIES, DEAL_STAGES, CRM_MESSAGES as M, SAMPLE_DATA } from "../crm.contract.ts";
import { companies, contacts, dealActivities, deals } from "./crm.tables.ts";
import { assertStaff, staffName } from "./crm-common.ts";
import { refreshDealAnalytics } from "./deal-intelligence.ts";
import { dealCount, deleteDealChildren } from "./deals.service.ts";

/** Clearly fictional sample organisations (".example" domains). */
const SAMPLE_COMPANIES = [
  {
    name: "Sample: Northwind Outfitters",
    domain: "northwind-outfitters.example",
    industry: "Retail",
    contact: ["Nora", "Winters", "Head of Digital"],
  },
  {
    name: "Sample: Bluefin Logistics",
    domain: "bluefin-logistics.example",
    industry: "Logistics",
    contact: ["Bo", "Lindqvist", "COO"],
  },
  {
    name: "Sample: Cedar Health Clinics",
    domain: "cedar-health.example",
    industry: "Healthcare",
    contact: ["Chidi", "Okafor", "IT Director"],
  },
  {
    name: "Sample: Orbit Learning",
    domain: "orbit-learning.example",
    industry: "Education",
    contact: ["Olivia", "Reyes", "Founder"],
  },
  {
    name: "Sample: Granite County Services",
    domain: "granite-county.example",
    industry: "Government",
    contact: ["Grant", "Fischer", "Program Manager"],
  },
] as const;
const PROJECTS = [
  "Customer portal",
  "Mobile app",
  "Data platform",
  "Website rebuild",
  "Workflow automation",
] as const;

/**
 * A small deterministic generator (mulberry32) with a fixed seed: the sample set is the same every
 * time, as the engines and tests expect, and nothing here pretends to be random data.
 */
function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const addDays = (d: Date, days: number) =>
  new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The labelled sample set (5 companies, 20 deals, values 10,000 to 59,999, close
 * dates 30 to 89 days ahead, with analytics), only while the pipeline has no deals at all.
 */
export async function createSampleDeals(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<{ deals: number; message: string }> {
  assertStaff(actor);
  return db.transaction(async (tx) => {
    if ((await dealCount(tx)) > 0) throw badRequest(M.samplesExist);
    const next = sequence(20_250_105);
    const made: string[] = [];
    for (const [ci, c] of SAMPLE_COMPANIES.entries()) {
      const [company] = await tx
        .insert(companies)
        .values({
          name: c.name,
          domain: c.domain,
          websiteUrl: `https://${c.domain}/`,
          industry: c.industry,
          isSample: true,
          createdBy: actor.user.id,
        })
        .onConflictDoNothing({ target: companies.domain })
        .returning({ id: companies.id });
      const companyId =
        company?.id ??
        (await tx.select({ id: companies.id }).from(companies).where(eq(companies.domain, c.domain)))[0]!.id;
      const [contact] = await tx
        .insert(contacts)
        .values({
          firstName: c.contact[0],
          lastName: c.contact[1],
          jobTitle: c.contact[2],
          email: `${c.contact[0].toLowerCase()}@${c.domain}`,
          companyId,
          tags: ["Sample"],
          isSample: true,
        })
        .returning({ id: contacts.id });
      for (let k = 0; k < SAMPLE_DATA.deals / SAMPLE_DATA.companies; k++) {
        const i = ci * 4 + k;
        const value =
          SAMPLE_DATA.minValue + Math.floor(next() * (SAMPLE_DATA.maxValue - SAMPLE_DATA.minValue + 1));
        const closeIn =
          SAMPLE_DATA.minCloseDays +
          Math.floor(next() * (SAMPLE_DATA.maxCloseDays - SAMPLE_DATA.minCloseDays + 1));
        const [deal] = await tx
          .insert(deals)
          .values({
            name: `Sample: ${PROJECTS[i % PROJECTS.length]} for ${c.name.replace("Sample: ", "")}`,
            value,
            stage: DEAL_STAGES[i % DEAL_STAGES.length]!,
            priority: DEAL_PRIORITIES[Math.floor(next() * 3)]!,
            companyId,
            contactId: contact!.id,
            expectedCloseDate: addDays(now, closeIn),
            isSample: true,
            ownerId: actor.user.id,
          })
          .returning({ id: deals.id });
        await tx.insert(dealActivities).values({
          dealId: deal!.id,
          type: "created",
          description: "Sample deal created",
          authorId: actor.user.id,
          authorName: staffName(actor),
        });
        await refreshDealAnalytics(tx, deal!.id, { now });
        made.push(deal!.id);
      }
    }
    await recordAudit(tx, actor, {
      action: "deal.samples_created",
      entityType: "deal",
      entityId: "samples",
      details: { deals: made.length },
    });
    return { deals: made.length, message: M.samplesCreated };
  });
}

/** One action removes every sample deal (with its children), sample contact and sample company. */
export async function removeSampleData(
  db: Db,
  actor: Actor,
): Promise<{ deals: number; fileIds: string[]; message: string }> {
  assertStaff(actor, "admin");
  return db.transaction(async (tx) => {
    const ids = (await tx.select({ id: deals.id }).from(deals).where(eq(deals.isSample, true))).map(
      (d) => d.id,
    );
    const fileIds = await deleteDealChildren(tx, ids);
    if (ids.length) await tx.delete(deals).where(eq(deals.isSample, true));
    await tx.delete(contacts).where(eq(contacts.isSample, true));
    await tx.delete(companies).where(eq(companies.isSample, true));
    await recordAudit(tx, actor, {
      action: "deal.samples_removed",
      entityType: "deal",
      entityId: "samples",
      details: { deals: ids.length },
    });
    return { deals: ids.length, fileIds, message: M.samplesRemoved(ids.length) };
  });
}
