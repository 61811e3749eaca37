import { and, asc, desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { userRoles } from "#src/platform/auth/roles.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { enqueueMail, type MailContext } from "#src/platform/mail/index.ts";
import type { FileService } from "#src/platform/storage/file.service.ts";
import { type DealDetailDto, type DealStage, CRM_MESSAGES as M, type PersonRefDto } from "../crm.contract.ts";
import { dealTeamInviteEmail } from "../emails/deal-team-email.ts";
import { formatSizeMb } from "../lib/format.ts";
import {
  companies,
  contacts,
  crmDocuments,
  crmNotes,
  crmTasks,
  dealActivities,
  deals,
  dealTeam,
} from "./crm.tables.ts";
import { assertStaff, requireUuid, staffName } from "./crm-common.ts";
import { dealCardsWhere } from "./crm-queries.ts";
import { readIntelligence, refreshDealAnalytics } from "./deal-intelligence.ts";
import { leadHistory } from "./leads-inbox.service.ts";

/** Staff members (the employee role): who tasks can be assigned to and who can join a team. */
export async function listStaff(db: Db, actor: Actor): Promise<PersonRefDto[]> {
  assertStaff(actor);
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "employee")))
    .orderBy(asc(user.name), asc(user.email))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: r.name || r.email, email: r.email }));
}

async function dealOr404(db: Db, id: string) {
  requireUuid(id, M.invalidDealId);
  const [deal] = await db.select().from(deals).where(eq(deals.id, id));
  if (!deal) throw notFound(M.dealNotFound);
  return deal;
}

async function logActivity(
  tx: Db,
  actor: Actor,
  dealId: string,
  type: string,
  description: string,
  details: Record<string, unknown> = {},
) {
  await tx
    .insert(dealActivities)
    .values({ dealId, type, description, authorId: actor.user.id, authorName: staffName(actor), details });
}

/** The deal page: overview, activities and notes (newest first), files, tasks (by due date), team. */
export async function getDealDetail(
  db: Db,
  actor: Actor,
  id: string,
  opts: { llmEnabled: boolean },
): Promise<DealDetailDto> {
  assertStaff(actor);
  const deal = await dealOr404(db, id);
  // Figures that depend on today's date are brought up to date (the built-in engine, cheap).
  await refreshDealAnalytics(db, id);
  const [card] = await dealCardsWhere(db, eq(deals.id, id), 1);
  const [company, contact, owner, activities, notes, documents, tasks, team, intelligence, history] =
    await Promise.all([
      deal.companyId
        ? db
            .select({
              id: companies.id,
              name: companies.name,
              logoUrl: companies.logoUrl,
              websiteUrl: companies.websiteUrl,
            })
            .from(companies)
            .where(eq(companies.id, deal.companyId))
        : Promise.resolve([]),
      deal.contactId
        ? db
            .select({
              id: contacts.id,
              firstName: contacts.firstName,
              lastName: contacts.lastName,
              email: contacts.email,
            })
            .from(contacts)
            .where(eq(contacts.id, deal.contactId))
        : Promise.resolve([]),
      deal.ownerId
        ? db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, deal.ownerId))
        : Promise.resolve([]),
      db
        .select()
        .from(dealActivities)
        .where(eq(dealActivities.dealId, id))
        .orderBy(desc(dealActivities.createdAt), desc(dealActivities.id))
        .limit(200),
      db
        .select()
        .from(crmNotes)
        .where(eq(crmNotes.dealId, id))
        .orderBy(desc(crmNotes.createdAt), desc(crmNotes.id)),
      db.select().from(crmDocuments).where(eq(crmDocuments.dealId, id)).orderBy(desc(crmDocuments.createdAt)),
      db
        .select({ task: crmTasks, assigneeName: user.name, assigneeEmail: user.email })
        .from(crmTasks)
        .leftJoin(user, eq(user.id, crmTasks.assignedTo))
        .where(eq(crmTasks.dealId, id))
        .orderBy(sql`${crmTasks.dueDate} asc nulls last`, asc(crmTasks.createdAt)),
      db
        .select({ id: user.id, name: user.name, email: user.email, role: dealTeam.role })
        .from(dealTeam)
        .innerJoin(user, eq(user.id, dealTeam.userId))
        .where(eq(dealTeam.dealId, id))
        .orderBy(asc(dealTeam.createdAt)),
      readIntelligence(db, id),
      leadHistory(db, deal.leadId),
    ]);
  return {
    deal: {
      ...card!,
      notes: deal.notes,
      contactId: deal.contactId,
      leadId: deal.leadId,
      ownerName: owner[0] ? owner[0].name || owner[0].email : null,
      leadSource: deal.leadSource,
      utmSource: deal.utmSource,
      utmMedium: deal.utmMedium,
      utmCampaign: deal.utmCampaign,
      updatedAt: deal.updatedAt.toISOString(),
    },
    company: company[0] ?? null,
    contact: contact[0] ?? null,
    activities: activities.map((a) => ({
      id: a.id,
      type: a.type,
      description: a.description,
      authorName: a.authorName,
      createdAt: a.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      content: n.content,
      authorName: n.authorName,
      createdAt: n.createdAt.toISOString(),
    })),
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      fileType: d.fileType,
      size: d.size,
      sizeMb: formatSizeMb(d.size),
      createdAt: d.createdAt.toISOString(),
    })),
    tasks: tasks.map(({ task: t, assigneeName, assigneeEmail }) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      dueDate: t.dueDate,
      status: t.status === "completed" ? "completed" : "pending",
      assignedTo:
        t.assignedTo && assigneeEmail
          ? { id: t.assignedTo, name: assigneeName || assigneeEmail, email: assigneeEmail }
          : null,
      createdAt: t.createdAt.toISOString(),
    })),
    team: team.map((m) => ({ id: m.id, name: m.name || m.email, email: m.email, role: m.role })),
    intelligence,
    leadHistory: history,
    canDelete: actor.roles.includes("admin"),
    llmEnabled: opts.llmEnabled,
  };
}

/** A note on a deal: blank text is refused; the author is the signed-in colleague. */
export async function addNote(db: Db, actor: Actor, dealId: string, content: string) {
  assertStaff(actor);
  await dealOr404(db, dealId);
  if (!content.trim()) throw badRequest(M.noteEmpty, { content: M.noteEmpty });
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(crmNotes)
      .values({ dealId, content: content.trim(), createdBy: actor.user.id, authorName: staffName(actor) })
      .returning();
    await logActivity(tx, actor, dealId, "note", "Note added");
    await recordAudit(tx, actor, {
      action: "deal.note_added",
      entityType: "deal",
      entityId: dealId,
      details: { noteId: note!.id },
    });
    await refreshDealAnalytics(tx, dealId);
    return { id: note!.id, message: M.noteAdded };
  });
}

async function assertAssignable(db: Db, userId: string | null) {
  if (!userId) return;
  const [u] = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "employee")))
    .where(eq(user.id, userId));
  if (!u) throw badRequest(M.notStaff, { assignedTo: M.notStaff });
}

/** A task starts pending; the title is required, description and due date optional. */
export async function addTask(
  db: Db,
  actor: Actor,
  dealId: string,
  input: {
    title: string;
    description?: string | null | undefined;
    dueDate?: string | null | undefined;
    assignedTo?: string | null | undefined;
  },
) {
  assertStaff(actor);
  await dealOr404(db, dealId);
  await assertAssignable(db, input.assignedTo ?? null);
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(crmTasks)
      .values({
        dealId,
        title: input.title,
        description: input.description ?? null,
        dueDate: input.dueDate ?? null,
        assignedTo: input.assignedTo ?? null,
        status: "pending",
        createdBy: actor.user.id,
      })
      .returning();
    await logActivity(tx, actor, dealId, "task", `Task added: ${input.title}`, { taskId: task!.id });
    await recordAudit(tx, actor, {
      action: "deal.task_added",
      entityType: "deal",
      entityId: dealId,
      details: { taskId: task!.id, title: input.title },
    });
    await refreshDealAnalytics(tx, dealId);
    return { id: task!.id, message: M.taskAdded };
  });
}

/** The checkbox: pending ↔ completed; or an edit of the title, description or due date. */
export async function updateTask(
  db: Db,
  actor: Actor,
  dealId: string,
  taskId: string,
  input: {
    status?: "pending" | "completed" | undefined;
    title?: string | undefined;
    description?: string | null | undefined;
    dueDate?: string | null | undefined;
  },
) {
  assertStaff(actor);
  await dealOr404(db, dealId);
  requireUuid(taskId, M.taskNotFound);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(crmTasks)
      .where(and(eq(crmTasks.id, taskId), eq(crmTasks.dealId, dealId)))
      .for("update");
    if (!before) throw notFound(M.taskNotFound);
    const patch: Partial<typeof crmTasks.$inferInsert> = {};
    for (const [k, v] of Object.entries(input))
      if (v !== undefined) (patch as Record<string, unknown>)[k] = v;
    if (input.status) patch.completedAt = input.status === "completed" ? new Date() : null;
    await tx
      .update(crmTasks)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(crmTasks.id, taskId));
    if (input.status && input.status !== before.status) {
      await logActivity(
        tx,
        actor,
        dealId,
        "task",
        `Task ${input.status === "completed" ? "completed" : "reopened"}: ${before.title}`,
        { taskId },
      );
    }
    await recordAudit(tx, actor, {
      action: "deal.task_updated",
      entityType: "deal",
      entityId: dealId,
      details: { taskId, ...input },
    });
    await refreshDealAnalytics(tx, dealId);
    return { id: taskId, status: (input.status ?? before.status) as "pending" | "completed" };
  });
}

/** Files a deal may hold: documents, spreadsheets, slides, images, text and archives. */
export const DEAL_FILE_TYPES = {
  mimeTypes: [
    "application/pdf",
    "image/*",
    "text/*",
    "application/json",
    "application/zip",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "application/msword",
    "application/vnd.ms-excel",
    "application/vnd.ms-powerpoint",
    "application/x-cfb",
  ],
};

/** Stores the file privately, then its row, activity and audit in one transaction. */
export async function uploadDocument(
  deps: { db: Db; files: FileService },
  actor: Actor,
  dealId: string,
  file: { filename: string; bytes: Uint8Array },
) {
  assertStaff(actor);
  await dealOr404(deps.db, dealId);
  const stored = await deps.files.saveUpload({
    ownerId: actor.user.id,
    purpose: "crm-documents",
    filename: file.filename,
    bytes: file.bytes,
    allowed: DEAL_FILE_TYPES,
    visibility: "private",
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(crmDocuments)
        .values({
          dealId,
          fileId: stored.id,
          name: stored.filename,
          fileType: stored.contentType,
          size: stored.size,
          uploadedBy: actor.user.id,
        })
        .returning();
      await logActivity(tx, actor, dealId, "file", `File uploaded: ${stored.filename}`, {
        documentId: doc!.id,
      });
      await recordAudit(tx, actor, {
        action: "deal.file_uploaded",
        entityType: "deal",
        entityId: dealId,
        details: { documentId: doc!.id, name: stored.filename, size: stored.size },
      });
      await refreshDealAnalytics(tx, dealId);
      return {
        id: doc!.id,
        name: doc!.name,
        size: doc!.size,
        sizeMb: formatSizeMb(doc!.size),
        message: M.fileUploaded,
      };
    });
  } catch (err) {
    await deps.files.deleteFile(stored.id).catch(() => undefined);
    throw err;
  }
}

export async function readDocument(
  deps: { db: Db; files: FileService },
  actor: Actor,
  dealId: string,
  docId: string,
) {
  assertStaff(actor);
  requireUuid(dealId, M.invalidDealId);
  requireUuid(docId, M.fileNotFound);
  const [doc] = await deps.db
    .select()
    .from(crmDocuments)
    .where(and(eq(crmDocuments.id, docId), eq(crmDocuments.dealId, dealId)));
  if (!doc) throw notFound(M.fileNotFound);
  const file = await deps.files.readFile(doc.fileId);
  if (!file) throw notFound(M.fileNotFound);
  return { bytes: file.bytes, filename: doc.name, contentType: file.row.contentType };
}

export async function deleteDocument(
  deps: { db: Db; files: FileService },
  actor: Actor,
  dealId: string,
  docId: string,
) {
  assertStaff(actor);
  requireUuid(dealId, M.invalidDealId);
  requireUuid(docId, M.fileNotFound);
  const fileId = await deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .delete(crmDocuments)
      .where(and(eq(crmDocuments.id, docId), eq(crmDocuments.dealId, dealId)))
      .returning();
    if (!doc) throw notFound(M.fileNotFound);
    await logActivity(tx, actor, dealId, "file", `File deleted: ${doc.name}`);
    await recordAudit(tx, actor, {
      action: "deal.file_deleted",
      entityType: "deal",
      entityId: dealId,
      details: { name: doc.name },
    });
    await refreshDealAnalytics(tx, dealId);
    return doc.fileId;
  });
  await deps.files.deleteFile(fileId);
  return { message: M.fileDeleted };
}

/**
 * Team invite (the email must not be blank): the colleague must be staff; they join the team and
 * get an email with the link ('Invitation sent to {email}').
 */
export async function addTeamMember(
  deps: { db: Db; mail: MailContext },
  actor: Actor,
  dealId: string,
  email: string,
) {
  assertStaff(actor);
  const deal = await dealOr404(deps.db, dealId);
  const [member] = await deps.db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "employee")))
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  if (!member) throw badRequest(M.notStaff, { email: M.notStaff });
  const mail = await dealTeamInviteEmail(
    deps.mail,
    member.email,
    {
      id: deal.id,
      name: deal.name,
      stage: deal.stage as DealStage,
      value: deal.value === null ? null : Number(deal.value),
    },
    staffName(actor),
  );
  return deps.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(dealTeam)
      .values({ dealId, userId: member.id, addedBy: actor.user.id })
      .onConflictDoNothing()
      .returning();
    if (!added) throw badRequest(M.alreadyOnTeam, { email: M.alreadyOnTeam });
    await logActivity(tx, actor, dealId, "team", `${member.name || member.email} joined the deal team`);
    await recordAudit(tx, actor, {
      action: "deal.team_added",
      entityType: "deal",
      entityId: dealId,
      details: { userId: member.id, email: member.email },
    });
    await enqueueMail(tx, mail);
    await refreshDealAnalytics(tx, dealId);
    return {
      member: { id: member.id, name: member.name || member.email, email: member.email, role: added.role },
      message: M.invitationSent(member.email),
    };
  });
}

export async function removeTeamMember(db: Db, actor: Actor, dealId: string, userId: string) {
  assertStaff(actor);
  await dealOr404(db, dealId);
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(dealTeam)
      .where(and(eq(dealTeam.dealId, dealId), eq(dealTeam.userId, userId)))
      .returning();
    if (!gone) throw notFound(M.teamMemberNotFound);
    await logActivity(tx, actor, dealId, "team", "A colleague left the deal team", { userId });
    await recordAudit(tx, actor, {
      action: "deal.team_removed",
      entityType: "deal",
      entityId: dealId,
      details: { userId },
    });
    await refreshDealAnalytics(tx, dealId);
    return { ok: true };
  });
}
