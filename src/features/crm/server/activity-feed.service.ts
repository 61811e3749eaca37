import { desc, eq } from "drizzle-orm";
import { auditTrail } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import type { ActivityFeedItemDto } from "../crm.contract.ts";
import { dealActivities, leadActivities } from "./crm.tables.ts";
import { assertStaff } from "./crm-common.ts";

const LIMIT = 100;

/**
 * The activity feed of one record: a deal's comes from deal_activities, a
 * lead's from lead_activities, anything else from the audit log by the record's id.
 */
export async function activityFeed(
  db: Db,
  actor: Actor,
  entityType: "deal" | "lead" | "company" | "contact" | "scoring_rule",
  entityId: string,
): Promise<ActivityFeedItemDto[]> {
  assertStaff(actor);
  if (entityType === "deal") {
    const rows = await db
      .select()
      .from(dealActivities)
      .where(eq(dealActivities.dealId, entityId))
      .orderBy(desc(dealActivities.createdAt), desc(dealActivities.id))
      .limit(LIMIT);
    return rows.map((r) => ({
      id: r.id,
      kind: "deal_activity",
      action: r.type,
      description: r.description,
      actor: r.authorName,
      createdAt: r.createdAt.toISOString(),
    }));
  }
  if (entityType === "lead") {
    const rows = await db
      .select()
      .from(leadActivities)
      .where(eq(leadActivities.leadId, entityId))
      .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id))
      .limit(LIMIT);
    return rows.map((r) => ({
      id: r.id,
      kind: "lead_activity",
      action: r.type,
      description: r.description ?? `Captured by ${r.source}`,
      actor: r.performedByName,
      createdAt: r.createdAt.toISOString(),
    }));
  }
  const rows = await auditTrail(db, entityType, entityId, LIMIT);
  return rows.map((r) => ({
    id: r.id,
    kind: "audit",
    action: r.action,
    description: describeAudit(r.action, r.details),
    actor: r.actorEmail,
    createdAt: r.createdAt,
  }));
}

const AUDIT_WORDS: Record<string, string> = {
  "company.created": "Company created",
  "company.updated": "Company updated",
  "company.enriched": "Company data enriched",
  "company.tech_scanned": "Website technologies analysed",
  "contact.created": "Contact created",
  "contact.updated": "Contact updated",
  "contact.tag_added": "Tag added",
  "scoring_rule.created": "Scoring rule added",
  "scoring_rule.updated": "Scoring rule changed",
};

function describeAudit(action: string, details: Record<string, unknown>): string {
  const base = AUDIT_WORDS[action] ?? action;
  const changes = details.changes;
  if (changes && typeof changes === "object" && Object.keys(changes).length)
    return `${base}: ${Object.keys(changes).join(", ")}`;
  if (typeof details.tag === "string") return `${base}: ${details.tag}`;
  return base;
}
