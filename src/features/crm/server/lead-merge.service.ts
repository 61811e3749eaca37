import { and, desc, eq, getTableColumns, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  type LeadDuplicatesDto,
  type LeadMergeDto,
  REVENUE_MESSAGES as M,
  MERGE_UNDO_DAYS,
  type MergeLeadInput,
  type MergeResultDto,
} from "../revenue.contract.ts";
import {
  leadActivities,
  leadAssignments,
  leadMerges,
  leadSessions,
  leads,
  leadTouches,
} from "./crm.tables.ts";
import { assertStaff, requireUuid, staffName } from "./crm-common.ts";
import { findDuplicateCandidates, hasTrigram } from "./duplicates.service.ts";
import { recomputeEngagement } from "./engagement.service.ts";
import { rescoreLeads } from "./lead-scoring.ts";

type LeadRow = typeof leads.$inferSelect;
type TouchRow = typeof leadTouches.$inferSelect;
type SessionRow = typeof leadSessions.$inferSelect;

/** What a merge moved, to move it back on undo. */
type Moved = {
  activities: string[];
  assignments: string[];
  /** The merged lead's sessions as they were, and those newly linked to the kept lead. */
  mergedSessions: { sessionId: string; linkedAt: string }[];
  addedSessions: string[];
  /** Both leads' touches before the merge. */
  leadTouches: Record<string, unknown>[];
  mergedTouches: Record<string, unknown>[];
  /** The "merged" activity written on the kept lead. */
  mergeActivityId: string;
};

const UNDO_MS = MERGE_UNDO_DAYS * 24 * 60 * 60 * 1000;

const leadColumns = getTableColumns(leads);
const touchColumns = getTableColumns(leadTouches);

/** A row as JSON (dates as ISO strings), and back: undo restores the row exactly. */
const toJson = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

function fromJson(
  columns: Record<string, { columnType: string; generated: unknown }>,
  json: Record<string, unknown>,
) {
  const out: Record<string, unknown> = {};
  for (const [k, col] of Object.entries(columns)) {
    // Generated columns are computed by the database and may not be written.
    if (col.generated || !(k in json)) continue;
    const v = json[k];
    out[k] = col.columnType === "PgTimestamp" && typeof v === "string" ? new Date(v) : v;
  }
  return out;
}

async function lockLeads(tx: Db, ids: string[]): Promise<Map<string, LeadRow>> {
  // Always in the same order, so two merges of the same pair cannot deadlock.
  const rows = await tx.select().from(leads).where(inArray(leads.id, ids)).orderBy(leads.id).for("update");
  return new Map(rows.map((r) => [r.id, r]));
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a <= b ? a : b) : (a ?? b));
const latest = (a: Date, b: Date) => (a >= b ? a : b);
const leadName = (l: Pick<LeadRow, "name" | "email" | "phone">) =>
  l.name ?? l.email ?? l.phone ?? "Unnamed lead";

/** The kept lead's touches after the merge: the earlier first touch and the later last touch of both. */
function mergedTouches(kept: TouchRow[], merged: TouchRow[], leadId: string) {
  const pick = (kind: "first" | "last") => {
    const both = [...kept, ...merged].filter((t) => t.kind === kind);
    both.sort((a, b) => a.touchedAt.getTime() - b.touchedAt.getTime());
    const chosen = kind === "first" ? both[0] : both.at(-1);
    return chosen ? { ...chosen, leadId } : null;
  };
  return [pick("first"), pick("last")].filter((t): t is TouchRow => t !== null);
}

/**
 * Merges `duplicateId` into lead `leadId` in one transaction: every capture, activity, assignment,
 * linked visit and score reason of both ends on the kept lead, which fills what it lacks from the
 * other; the other is kept hidden (`merged_into_id`) so its email's later captures still reach the
 * kept lead, and both rows are stored as they were for undo. Audited.
 */
export async function mergeLeads(
  db: Db,
  actor: Actor,
  leadId: string,
  input: MergeLeadInput,
): Promise<MergeResultDto> {
  assertStaff(actor);
  requireUuid(leadId, M.invalidLeadId);
  const duplicateId = input.duplicateId;
  if (duplicateId === leadId) throw badRequest(M.mergeSelf, { duplicateId: M.mergeSelf });
  const mergeId = await db.transaction(async (tx) => {
    const locked = await lockLeads(tx, [leadId, duplicateId]);
    const kept = locked.get(leadId);
    const dup = locked.get(duplicateId);
    if (!kept || !dup) throw notFound("Lead not found");
    if (kept.mergedIntoId || dup.mergedIntoId) throw badRequest(M.alreadyMerged);
    if (kept.convertedAt && dup.convertedAt) throw badRequest(M.bothConverted);
    if (dup.convertedAt) throw badRequest(M.mergeConverted);
    const reasons = (
      await findDuplicateCandidates(
        tx,
        { email: dup.email, phone: dup.phone, name: dup.name, company: dup.company },
        { types: ["lead"], limit: 20 },
      )
    )
      .find((c) => c.id === leadId)
      ?.reasons.map((r) => r.text) ?? ["Chosen by staff"];

    // One after another: a transaction's queries share one connection.
    const activities = await tx
      .select({ id: leadActivities.id })
      .from(leadActivities)
      .where(eq(leadActivities.leadId, duplicateId));
    const assignments = await tx
      .select({ id: leadAssignments.id })
      .from(leadAssignments)
      .where(eq(leadAssignments.leadId, duplicateId));
    const sessions = await tx.select().from(leadSessions).where(eq(leadSessions.leadId, duplicateId));
    const keptSessions = await tx.select().from(leadSessions).where(eq(leadSessions.leadId, leadId));
    const touches = await tx
      .select()
      .from(leadTouches)
      .where(inArray(leadTouches.leadId, [leadId, duplicateId]));
    const keptHas = new Set(keptSessions.map((s) => s.sessionId));
    const added = sessions.filter((s) => !keptHas.has(s.sessionId));
    const keptTouches = touches.filter((t) => t.leadId === leadId);
    const dupTouches = touches.filter((t) => t.leadId === duplicateId);
    const now = new Date();

    if (activities.length)
      await tx.update(leadActivities).set({ leadId }).where(eq(leadActivities.leadId, duplicateId));
    if (assignments.length)
      await tx.update(leadAssignments).set({ leadId }).where(eq(leadAssignments.leadId, duplicateId));
    if (added.length)
      await tx
        .insert(leadSessions)
        .values(added.map((s: SessionRow) => ({ leadId, sessionId: s.sessionId, linkedAt: s.linkedAt })));
    await tx.delete(leadSessions).where(eq(leadSessions.leadId, duplicateId));
    await tx.delete(leadTouches).where(inArray(leadTouches.leadId, [leadId, duplicateId]));
    const newTouches = mergedTouches(keptTouches, dupTouches, leadId);
    if (newTouches.length) await tx.insert(leadTouches).values(newTouches);

    const topScore = dup.score > kept.score ? dup : kept;
    await tx
      .update(leads)
      .set({
        name: kept.name ?? dup.name,
        email: kept.email ?? dup.email,
        phone: kept.phone ?? dup.phone,
        company: kept.company ?? dup.company,
        segment: kept.segment ?? dup.segment,
        score: topScore.score,
        scoreReasons: [...new Set([...topScore.scoreReasons, ...kept.scoreReasons, ...dup.scoreReasons])],
        ownerId: kept.ownerId ?? dup.ownerId,
        assignedAt: kept.ownerId ? kept.assignedAt : dup.assignedAt,
        firstResponseAt: earliest(kept.firstResponseAt, dup.firstResponseAt),
        firstResponseBy:
          kept.firstResponseAt && (!dup.firstResponseAt || kept.firstResponseAt <= dup.firstResponseAt)
            ? kept.firstResponseBy
            : dup.firstResponseBy,
        lastActivityAt: latest(kept.lastActivityAt, dup.lastActivityAt),
        updatedAt: now,
      })
      .where(eq(leads.id, leadId));
    await tx.update(leads).set({ mergedIntoId: leadId, mergedAt: now }).where(eq(leads.id, duplicateId));
    const [activity] = await tx
      .insert(leadActivities)
      .values({
        leadId,
        type: "merged",
        source: "crm",
        description: `Merged with ${leadName(dup)}: ${reasons.join("; ")}`,
        performedBy: actor.user.id,
        performedByName: staffName(actor),
        details: { mergedLeadId: duplicateId },
      })
      .returning({ id: leadActivities.id });
    const moved: Moved = {
      activities: activities.map((a) => a.id),
      assignments: assignments.map((a) => a.id),
      mergedSessions: sessions.map((s) => ({ sessionId: s.sessionId, linkedAt: s.linkedAt.toISOString() })),
      addedSessions: added.map((s) => s.sessionId),
      leadTouches: keptTouches.map(toJson),
      mergedTouches: dupTouches.map(toJson),
      mergeActivityId: activity!.id,
    };
    const [merge] = await tx
      .insert(leadMerges)
      .values({
        leadId,
        mergedLeadId: duplicateId,
        reasons,
        leadBefore: toJson(kept),
        mergedBefore: toJson(dup),
        moved,
        mergedBy: actor.user.id,
        createdAt: now,
      })
      .returning({ id: leadMerges.id });
    await rescoreLeads(tx, { leadId });
    await recomputeEngagement(tx, [leadId], now);
    await recordAudit(tx, actor, {
      action: "lead.merged",
      entityType: "lead",
      entityId: leadId,
      details: { mergeId: merge!.id, mergedLeadId: duplicateId, reasons, moved: moved.activities.length },
    });
    return merge!.id;
  });
  return { merge: (await mergeDtos(db, eq(leadMerges.id, mergeId)))[0]!, message: M.merged };
}

/**
 * Undoes a merge of the last 30 days: both leads get back their rows exactly as they were, and
 * every moved row goes back, with the captures that reached the kept lead through the merged
 * lead's email since. Refused while a later merge involves either lead. Audited.
 */
export async function undoMerge(db: Db, actor: Actor, mergeId: string): Promise<MergeResultDto> {
  assertStaff(actor);
  requireUuid(mergeId, M.invalidMergeId);
  await db.transaction(async (tx) => {
    const [merge] = await tx.select().from(leadMerges).where(eq(leadMerges.id, mergeId)).for("update");
    if (!merge) throw notFound(M.mergeNotFound);
    if (merge.undoneAt) throw badRequest(M.alreadyUndone);
    if (Date.now() - merge.createdAt.getTime() > UNDO_MS) throw badRequest(M.undoExpired);
    const pair = [merge.leadId, merge.mergedLeadId];
    await lockLeads(tx, pair);
    const [later] = await tx
      .select({ id: leadMerges.id })
      .from(leadMerges)
      .where(
        and(
          isNull(leadMerges.undoneAt),
          gt(leadMerges.createdAt, merge.createdAt),
          or(inArray(leadMerges.leadId, pair), inArray(leadMerges.mergedLeadId, pair)),
        ),
      )
      .limit(1);
    if (later) throw badRequest(M.laterMerge);
    const moved = merge.moved as Moved;
    const { leadId, mergedLeadId } = merge;

    if (moved.activities.length)
      await tx
        .update(leadActivities)
        .set({ leadId: mergedLeadId })
        .where(inArray(leadActivities.id, moved.activities));
    // Captures of the merged lead's email or phone that arrived through the merge go back with it.
    await tx
      .update(leadActivities)
      .set({ leadId: mergedLeadId })
      .where(
        and(
          eq(leadActivities.leadId, leadId),
          sql`${leadActivities.details}->>'viaMergedLead' = ${mergedLeadId}`,
        ),
      );
    await tx.delete(leadActivities).where(eq(leadActivities.id, moved.mergeActivityId));
    if (moved.assignments.length)
      await tx
        .update(leadAssignments)
        .set({ leadId: mergedLeadId })
        .where(inArray(leadAssignments.id, moved.assignments));
    if (moved.addedSessions.length)
      await tx
        .delete(leadSessions)
        .where(and(eq(leadSessions.leadId, leadId), inArray(leadSessions.sessionId, moved.addedSessions)));
    if (moved.mergedSessions.length)
      await tx
        .insert(leadSessions)
        .values(
          moved.mergedSessions.map((s) => ({
            leadId: mergedLeadId,
            sessionId: s.sessionId,
            linkedAt: new Date(s.linkedAt),
          })),
        )
        .onConflictDoNothing();
    await tx.delete(leadTouches).where(inArray(leadTouches.leadId, pair));
    const touches = [...moved.leadTouches, ...moved.mergedTouches].map(
      (t) => fromJson(touchColumns, t) as typeof leadTouches.$inferInsert,
    );
    if (touches.length) await tx.insert(leadTouches).values(touches);
    const { id: _a, ...keptRow } = fromJson(leadColumns, merge.leadBefore);
    const { id: _b, ...mergedRow } = fromJson(leadColumns, merge.mergedBefore);
    await tx.update(leads).set(keptRow).where(eq(leads.id, leadId));
    await tx.update(leads).set(mergedRow).where(eq(leads.id, mergedLeadId));
    await tx
      .update(leadMerges)
      .set({ undoneAt: new Date(), undoneBy: actor.user.id })
      .where(eq(leadMerges.id, mergeId));
    await recordAudit(tx, actor, {
      action: "lead.merge_undone",
      entityType: "lead",
      entityId: leadId,
      details: { mergeId, mergedLeadId },
    });
  });
  return { merge: (await mergeDtos(db, eq(leadMerges.id, mergeId)))[0]!, message: M.mergeUndone };
}

async function mergeDtos(db: Db, where: ReturnType<typeof eq>): Promise<LeadMergeDto[]> {
  const rows = await db
    .select({ merge: leadMerges, byName: user.name, byEmail: user.email })
    .from(leadMerges)
    .leftJoin(user, eq(user.id, leadMerges.mergedBy))
    .where(where)
    .orderBy(desc(leadMerges.createdAt))
    .limit(20);
  const ids = rows.map((r) => r.merge.id);
  const latestOpen = new Map<string, Date>();
  if (ids.length) {
    // A merge may be undone while no later open merge involves either of its leads.
    const pairs = rows.flatMap((r) => [r.merge.leadId, r.merge.mergedLeadId]);
    const open = await db
      .select({ leadId: leadMerges.leadId, mergedLeadId: leadMerges.mergedLeadId, at: leadMerges.createdAt })
      .from(leadMerges)
      .where(
        and(
          isNull(leadMerges.undoneAt),
          or(inArray(leadMerges.leadId, pairs), inArray(leadMerges.mergedLeadId, pairs)),
        ),
      );
    for (const o of open)
      for (const id of [o.leadId, o.mergedLeadId])
        if (!latestOpen.has(id) || latestOpen.get(id)! < o.at) latestOpen.set(id, o.at);
  }
  return rows.map(({ merge: m, byName, byEmail }) => {
    const before = m.mergedBefore as Pick<LeadRow, "name" | "email" | "phone">;
    const undoUntil = new Date(m.createdAt.getTime() + UNDO_MS);
    const blocked = [m.leadId, m.mergedLeadId].some(
      (id) => (latestOpen.get(id) ?? m.createdAt) > m.createdAt,
    );
    return {
      id: m.id,
      leadId: m.leadId,
      mergedLeadId: m.mergedLeadId,
      mergedLeadName: leadName(before),
      reasons: m.reasons,
      mergedByName: byName || byEmail || null,
      createdAt: m.createdAt.toISOString(),
      undoUntil: undoUntil.toISOString(),
      undoneAt: m.undoneAt?.toISOString() ?? null,
      canUndo: !m.undoneAt && undoUntil.getTime() > Date.now() && !blocked,
    };
  });
}

/** The lead page's duplicates panel: candidates among leads, merges into it, where it was merged. */
export async function leadDuplicates(db: Db, actor: Actor, leadId: string): Promise<LeadDuplicatesDto> {
  assertStaff(actor);
  requireUuid(leadId, M.invalidLeadId);
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw notFound("Lead not found");
  const trigram = await hasTrigram(db);
  let mergedInto: LeadDuplicatesDto["mergedInto"] = null;
  if (lead.mergedIntoId) {
    const [target] = await db.select().from(leads).where(eq(leads.id, lead.mergedIntoId)).limit(1);
    const [merge] = await mergeDtos(
      db,
      and(eq(leadMerges.mergedLeadId, leadId), isNull(leadMerges.undoneAt)) as ReturnType<typeof eq>,
    );
    mergedInto = target ? { id: target.id, name: leadName(target), mergeId: merge?.id ?? null } : null;
  }
  const candidates = lead.mergedIntoId
    ? []
    : await findDuplicateCandidates(
        db,
        { email: lead.email, phone: lead.phone, name: lead.name, company: lead.company },
        { types: ["lead"], excludeIds: [leadId] },
      );
  return {
    candidates,
    merges: await mergeDtos(db, eq(leadMerges.leadId, leadId)),
    mergedInto,
    matching: trigram ? "trigram" : "exact",
  };
}
