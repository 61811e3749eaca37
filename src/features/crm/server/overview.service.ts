import { and, asc, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { crmPaths, sourceLabel } from "../crm.contract.ts";
import { companies, crmTasks, dealActivities, deals, leadActivities, leads } from "./crm.tables.ts";
import { assertStaff } from "./crm-common.ts";

export type SalesOverviewDto = {
  totalRevenue: number;
  activeLeads: number;
  companies: number;
  conversionRate: number;
  /** The sample set ("Add sample deals") is left out of the figures above; this says how much. */
  samplesLeftOut: { deals: number; companies: number };
  recentActivities: { id: string; text: string; by: string | null; at: string; href: string }[];
  upcomingTasks: { id: string; title: string; dueDate: string | null; dealId: string; dealName: string }[];
};

/**
 * The Sales Overview (its four cards, Recent Activities and Upcoming Tasks) from the real
 * records: revenue is the won deals' value; active leads are neither converted nor lost; the
 * conversion rate is converted / qualified as on the lead analytics. Sample deals and companies
 * never count: the figures are the agency's own, and the page says how many samples it left out.
 */
export async function salesOverview(db: Db, actor: Actor): Promise<SalesOverviewDto> {
  assertStaff(actor);
  const [
    [won],
    [active],
    [companyCount],
    statuses,
    dealActs,
    leadActs,
    tasks,
    [sampleDeals],
    [sampleCompanies],
  ] = await Promise.all([
    db
      .select({ v: sql<string>`coalesce(sum(${deals.value}), 0)` })
      .from(deals)
      .where(and(eq(deals.stage, "won"), eq(deals.isSample, false))),
    db
      .select({ n: count() })
      .from(leads)
      .where(notInArray(leads.status, ["converted", "lost"])),
    db.select({ n: count() }).from(companies).where(eq(companies.isSample, false)),
    db
      .select({ status: leads.status, n: count() })
      .from(leads)
      .where(inArray(leads.status, ["qualified", "converted"]))
      .groupBy(leads.status),
    db
      .select({
        id: dealActivities.id,
        text: dealActivities.description,
        by: dealActivities.authorName,
        at: dealActivities.createdAt,
        dealId: dealActivities.dealId,
        deal: deals.name,
      })
      .from(dealActivities)
      .innerJoin(deals, eq(deals.id, dealActivities.dealId))
      .orderBy(desc(dealActivities.createdAt))
      .limit(10),
    db
      .select({
        id: leadActivities.id,
        type: leadActivities.type,
        source: leadActivities.source,
        text: leadActivities.description,
        by: leadActivities.performedByName,
        at: leadActivities.createdAt,
        leadId: leadActivities.leadId,
        lead: leads.name,
      })
      .from(leadActivities)
      .innerJoin(leads, eq(leads.id, leadActivities.leadId))
      .orderBy(desc(leadActivities.createdAt))
      .limit(10),
    db
      .select({
        id: crmTasks.id,
        title: crmTasks.title,
        dueDate: crmTasks.dueDate,
        dealId: crmTasks.dealId,
        dealName: deals.name,
      })
      .from(crmTasks)
      .innerJoin(deals, eq(deals.id, crmTasks.dealId))
      .where(and(eq(crmTasks.status, "pending")))
      .orderBy(sql`${crmTasks.dueDate} asc nulls last`, asc(crmTasks.createdAt))
      .limit(10),
    db.select({ n: count() }).from(deals).where(eq(deals.isSample, true)),
    db.select({ n: count() }).from(companies).where(eq(companies.isSample, true)),
  ]);
  const qualified = statuses.reduce((s, r) => s + r.n, 0);
  const converted = statuses.find((r) => r.status === "converted")?.n ?? 0;
  const recent = [
    ...dealActs.map((a) => ({
      id: a.id,
      text: `${a.deal}: ${a.text}`,
      by: a.by,
      at: a.at,
      href: crmPaths.deal(a.dealId),
    })),
    ...leadActs.map((a) => ({
      id: a.id,
      text: `${a.lead ?? "A lead"}: ${a.text ?? (a.type === "capture" ? `captured by ${sourceLabel(a.source)}` : a.type)}`,
      by: a.by,
      at: a.at,
      href: crmPaths.lead(a.leadId),
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, 10)
    .map((a) => ({ ...a, at: a.at.toISOString() }));
  return {
    totalRevenue: Number(won?.v ?? 0),
    activeLeads: active?.n ?? 0,
    companies: companyCount?.n ?? 0,
    conversionRate: qualified ? converted / qualified : 0,
    samplesLeftOut: { deals: sampleDeals?.n ?? 0, companies: sampleCompanies?.n ?? 0 },
    recentActivities: recent,
    upcomingTasks: tasks,
  };
}
