import { asc, eq } from "drizzle-orm";
import { toCsv } from "#src/lib/csv.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { type DealStage, type ExportKind, STAGE_LABELS } from "../crm.contract.ts";
import { companies, contacts, dealAnalytics, deals } from "./crm.tables.ts";
import { assertStaff } from "./crm-common.ts";

const EXPORT_MAX_ROWS = 50_000;

/**
 * A CSV of every contact, company or deal (at most 50,000 rows). Cells a spreadsheet would run as a
 * formula are neutralised (src/lib/csv.ts). The export itself is audited: it is data leaving the CRM.
 */
export async function exportCsv(
  db: Db,
  actor: Actor,
  kind: ExportKind,
): Promise<{ filename: string; csv: string; rows: number }> {
  assertStaff(actor);
  let header: string[];
  let rows: unknown[][];
  if (kind === "contacts") {
    header = [
      "First name",
      "Last name",
      "Email",
      "Phone",
      "Job title",
      "Department",
      "Company",
      "Tags",
      "Lifecycle stage",
      "Engagement score",
      "Interactions",
      "Created",
    ];
    rows = (
      await db
        .select({ c: contacts, company: companies.name })
        .from(contacts)
        .leftJoin(companies, eq(companies.id, contacts.companyId))
        .orderBy(asc(contacts.firstName), asc(contacts.lastName))
        .limit(EXPORT_MAX_ROWS)
    ).map(({ c, company }) => [
      c.firstName,
      c.lastName,
      c.email,
      c.phone,
      c.jobTitle,
      c.department,
      company,
      c.tags,
      c.lifecycleStage,
      c.engagementScore,
      c.interactionCount,
      c.createdAt.toISOString(),
    ]);
  } else if (kind === "companies") {
    header = [
      "Name",
      "Website",
      "Industry",
      "Employees",
      "Location",
      "Address",
      "Phones",
      "Emails",
      "Engagement score",
      "Created",
    ];
    rows = (await db.select().from(companies).orderBy(asc(companies.name)).limit(EXPORT_MAX_ROWS)).map(
      (c) => [
        c.name,
        c.websiteUrl,
        c.industry,
        c.employeeCount,
        c.location,
        c.address,
        c.contactInfo.phones,
        c.contactInfo.emails,
        c.engagementScore,
        c.createdAt.toISOString(),
      ],
    );
  } else {
    header = [
      "Deal name",
      "Stage",
      "Value",
      "Priority",
      "Company",
      "Contact",
      "Expected close",
      "Probability",
      "Created",
    ];
    rows = (
      await db
        .select({
          d: deals,
          company: companies.name,
          first: contacts.firstName,
          last: contacts.lastName,
          p: dealAnalytics.probabilityScore,
        })
        .from(deals)
        .leftJoin(companies, eq(companies.id, deals.companyId))
        .leftJoin(contacts, eq(contacts.id, deals.contactId))
        .leftJoin(dealAnalytics, eq(dealAnalytics.dealId, deals.id))
        .orderBy(asc(deals.createdAt))
        .limit(EXPORT_MAX_ROWS)
    ).map(({ d, company, first, last, p }) => [
      d.name,
      STAGE_LABELS[d.stage as DealStage] ?? d.stage,
      d.value === null ? null : Number(d.value),
      d.priority,
      company,
      first ? `${first} ${last ?? ""}`.trim() : null,
      d.expectedCloseDate,
      p === null ? null : `${Math.round(p * 100)}%`,
      d.createdAt.toISOString(),
    ]);
  }
  await recordAudit(db, actor, {
    action: "crm.exported",
    entityType: kind,
    entityId: kind,
    details: { rows: rows.length },
  });
  return {
    filename: `${kind}-${new Date().toISOString().slice(0, 10)}.csv`,
    csv: toCsv(header, rows),
    rows: rows.length,
  };
}
