import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { adminActivityLogs } from "./audit.tables.ts";

/**
 * Who made a change: the acting `Actor` (src/platform/http/session.ts; its user is recorded), or
 * null for the system (jobs, seeds).
 */
export type AuditActor = { user: { id: string; email: string } } | null;

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
};

export type AuditRecord = AuditEntry & {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  details: Record<string, unknown>;
  createdAt: string;
};

/**
 * Writes one audit row: the one audit call of every slice. Call it with the same `db` (or
 * transaction) as the change itself, so the record exists exactly when the change does.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(adminActivityLogs).values({
    actorId: actor?.user.id ?? null,
    actorEmail: actor?.user.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
}

/** The newest audit rows of one record (newest first). Callers check who may read them. */
export async function auditTrail(
  db: Db,
  entityType: string,
  entityId: string,
  limit = 50,
): Promise<AuditRecord[]> {
  const rows = await db
    .select()
    .from(adminActivityLogs)
    .where(and(eq(adminActivityLogs.entityType, entityType), eq(adminActivityLogs.entityId, entityId)))
    .orderBy(desc(adminActivityLogs.createdAt))
    .limit(Math.min(Math.max(limit, 1), 500));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
}
