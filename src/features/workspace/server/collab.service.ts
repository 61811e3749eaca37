import { and, eq, ne } from "drizzle-orm";
import { buildIcs } from "#src/lib/ics.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { badRequest, HttpError, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { enqueueMail } from "#src/platform/mail/index.ts";
import type { FileService } from "#src/platform/storage/file.service.ts";
import { UploadRejectedError } from "#src/platform/storage/upload-check.ts";
import { meetingInviteEmail } from "../emails/meeting-invite.ts";
import {
  type ApiDocInput,
  type ApprovalAnswer,
  ATTACHMENT_MAX_BYTES,
  type AttachmentDto,
  type DocInput,
  type FeedbackAnswer,
  type FeedbackRequest,
  MEETING_DEFAULT_MINUTES,
  type MeetingInput,
  WM,
  WORKSPACE_MESSAGES as WX,
} from "../workspace.contract.ts";
import { memberOf, membersOf, taskFor } from "./access.ts";
import { emitEvent } from "./live.ts";
import { addSystemMessage } from "./tasks.service.ts";
import {
  taskApiDocs,
  taskApprovals,
  taskAttachments,
  taskDocumentation,
  taskFeedback,
  taskMeetings,
  workspaceMembers,
  workspaceTasks,
} from "./workspace.tables.ts";

const who = (actor: Actor) => actor.user.name || actor.user.email;

/** The storage "bucket" of task attachments: the first segment of every stored key. */
export const ATTACHMENT_PURPOSE = "task-attachments";

/** Judged by the bytes, never the name or the browser's claim. */
const ALLOWED_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "text/plain",
  "text/csv",
  "text/markdown",
  "application/json",
  "application/zip",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
];

export async function uploadAttachment(
  deps: { db: Db; files: FileService },
  actor: Actor,
  taskId: string,
  file: { filename: string; bytes: Uint8Array },
): Promise<AttachmentDto> {
  const { task } = await taskFor(deps.db, actor, taskId);
  let stored: Awaited<ReturnType<FileService["saveUpload"]>>;
  try {
    stored = await deps.files.saveUpload({
      ownerId: actor.user.id,
      purpose: ATTACHMENT_PURPOSE,
      filename: file.filename,
      bytes: file.bytes,
      allowed: { mimeTypes: ALLOWED_TYPES },
      maxBytes: ATTACHMENT_MAX_BYTES,
      visibility: "private",
    });
  } catch (err) {
    if (!(err instanceof UploadRejectedError)) throw err;
    if (err.code === "too_large") throw new HttpError(413, WX.fileTooLarge, { code: "too_large" });
    if (err.code === "empty") throw new HttpError(400, WX.fileEmpty, { code: "empty" });
    throw new HttpError(415, WX.fileType, { code: "type_not_allowed" });
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(taskAttachments)
        .values({
          taskId: task.id,
          fileId: stored.id,
          fileName: stored.filename,
          fileType: stored.contentType,
          fileSize: stored.size,
          uploadedBy: actor.user.id,
        })
        .returning();
      await addSystemMessage(tx, task.workspaceId, task.id, `${who(actor)} attached ${stored.filename}`);
      await emitEvent(
        tx,
        task.workspaceId,
        { kind: "request" },
        { description: `${who(actor)} attached a file to "${task.title}"`, taskId: task.id },
      );
      return {
        id: row!.id,
        fileName: row!.fileName,
        fileType: row!.fileType,
        fileSize: row!.fileSize,
        url: `/api/workspace/attachments/${row!.id}`,
        createdAt: row!.createdAt.toISOString(),
      };
    });
  } catch (err) {
    await deps.files.deleteFile(stored.id).catch(() => false);
    throw err;
  }
}

/** An attachment's bytes, for members of the task's workspace only (others: 404). */
export async function readAttachment(
  deps: { db: Db; files: FileService },
  actor: Actor,
  attachmentId: string,
) {
  if (!isUuid(attachmentId)) throw notFound(WX.attachmentNotFound);
  const [row] = await deps.db
    .select({ a: taskAttachments, workspaceId: workspaceTasks.workspaceId })
    .from(taskAttachments)
    .innerJoin(workspaceTasks, eq(workspaceTasks.id, taskAttachments.taskId))
    .where(eq(taskAttachments.id, attachmentId))
    .limit(1);
  if (!row) throw notFound(WX.attachmentNotFound);
  await memberOf(deps.db, actor, row.workspaceId, WX.attachmentNotFound);
  const file = await deps.files.readFile(row.a.fileId);
  if (!file) throw notFound(WM.downloadFailed);
  return { filename: row.a.fileName, contentType: file.row.contentType, bytes: file.bytes };
}

/** An approval is asked of the first other member of the workspace (by when they joined). */
async function firstOtherMember(db: Db, workspaceId: string, me: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), ne(workspaceMembers.userId, me)))
    .orderBy(workspaceMembers.createdAt)
    .limit(1);
  return row?.userId ?? null;
}

export async function requestApproval(
  db: Db,
  actor: Actor,
  taskId: string,
): Promise<{ id: string; requestedFrom: string }> {
  const { task } = await taskFor(db, actor, taskId);
  const approver = await firstOtherMember(db, task.workspaceId, actor.user.id);
  if (!approver) throw new HttpError(409, WM.noApprovers, { code: "no_approvers" });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskApprovals)
      .values({ taskId: task.id, requestedBy: actor.user.id, requestedFrom: approver, status: "pending" })
      .returning();
    await addSystemMessage(tx, task.workspaceId, task.id, `${who(actor)} requested approval`);
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "request" },
      { description: `${who(actor)} requested approval of "${task.title}"`, taskId: task.id },
    );
    return { id: row!.id, requestedFrom: approver };
  });
}

/** Only the person asked may approve or reject, once. */
export async function answerApproval(db: Db, actor: Actor, approvalId: string, v: ApprovalAnswer) {
  if (!isUuid(approvalId)) throw notFound(WX.requestNotFound);
  const [row] = await db.select().from(taskApprovals).where(eq(taskApprovals.id, approvalId)).limit(1);
  if (!row) throw notFound(WX.requestNotFound);
  const { task } = await taskFor(db, actor, row.taskId).catch(() => {
    throw notFound(WX.requestNotFound);
  });
  if (row.requestedFrom !== actor.user.id) throw new HttpError(403, WX.answerNotYours, { code: "forbidden" });
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(taskApprovals)
      .set({ status: v.decision, note: v.note, respondedAt: new Date() })
      .where(and(eq(taskApprovals.id, row.id), eq(taskApprovals.status, "pending")))
      .returning({ id: taskApprovals.id });
    if (updated.length === 0) throw new HttpError(409, WX.alreadyAnswered, { code: "answered" });
    const verb = v.decision === "approved" ? "approved" : "rejected";
    await addSystemMessage(
      tx,
      task.workspaceId,
      task.id,
      `${who(actor)} ${verb} this task${v.note ? `: ${v.note}` : ""}`,
    );
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "request" },
      { description: `${who(actor)} ${verb} "${task.title}"`, taskId: task.id },
    );
    return { message: v.decision === "approved" ? WX.approved : WX.rejected };
  });
}

export async function requestFeedback(db: Db, actor: Actor, taskId: string, v: FeedbackRequest) {
  const { task } = await taskFor(db, actor, taskId);
  const from = await firstOtherMember(db, task.workspaceId, actor.user.id);
  if (!from) throw new HttpError(409, WM.noApprovers, { code: "no_members" });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskFeedback)
      .values({ taskId: task.id, requestedBy: actor.user.id, requestedFrom: from, request: v.request })
      .returning();
    await addSystemMessage(tx, task.workspaceId, task.id, `${who(actor)} requested feedback`);
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "request" },
      { description: `${who(actor)} requested feedback on "${task.title}"`, taskId: task.id },
    );
    return { id: row!.id, requestedFrom: from };
  });
}

export async function answerFeedback(db: Db, actor: Actor, feedbackId: string, v: FeedbackAnswer) {
  if (!isUuid(feedbackId)) throw notFound(WX.requestNotFound);
  const [row] = await db.select().from(taskFeedback).where(eq(taskFeedback.id, feedbackId)).limit(1);
  if (!row) throw notFound(WX.requestNotFound);
  const { task } = await taskFor(db, actor, row.taskId).catch(() => {
    throw notFound(WX.requestNotFound);
  });
  if (row.requestedFrom !== actor.user.id) throw new HttpError(403, WX.answerNotYours, { code: "forbidden" });
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(taskFeedback)
      .set({ status: "completed", response: v.response, respondedAt: new Date() })
      .where(and(eq(taskFeedback.id, row.id), eq(taskFeedback.status, "pending")))
      .returning({ id: taskFeedback.id });
    if (updated.length === 0) throw new HttpError(409, WX.alreadyAnswered, { code: "answered" });
    await addSystemMessage(tx, task.workspaceId, task.id, `${who(actor)} gave feedback: ${v.response}`);
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "request" },
      { description: `${who(actor)} gave feedback on "${task.title}"`, taskId: task.id },
    );
  });
  return { message: WX.feedbackGiven };
}

/**
 * A meeting about the task (review by default, one hour unless an end is given), with an .ics
 * invitation to every attendee through the outbox, in the same transaction.
 */
export async function scheduleMeeting(
  services: Pick<AppServices, "db" | "mailContext">,
  actor: Actor,
  taskId: string,
  v: MeetingInput,
) {
  const { db } = services;
  const { task, workspace } = await taskFor(db, actor, taskId);
  const members = await membersOf(db, task.workspaceId);
  const attendeeIds = [...new Set([actor.user.id, ...(v.attendees ?? members.map((m) => m.id))])];
  const attendees = attendeeIds.map((id) => members.find((m) => m.id === id));
  if (attendees.some((a) => !a)) throw badRequest(WX.attendeeNotMember, { attendees: WX.attendeeNotMember });
  const start = new Date(v.startTime);
  const end = v.endTime ? new Date(v.endTime) : new Date(start.getTime() + MEETING_DEFAULT_MINUTES * 60_000);
  const mail = await services.mailContext();
  const taskUrl = `${mail.publicUrl}/workspace/${task.workspaceId}/list/${task.listId}/task/${task.id}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskMeetings)
      .values({
        taskId: task.id,
        scheduledBy: actor.user.id,
        meetingType: "review",
        startTime: start,
        endTime: end,
        title: v.title,
        description: v.description,
        attendees: attendeeIds,
      })
      .returning();
    for (const a of attendees) {
      const ics = buildIcs({
        uid: `${row!.id}-${a!.id}@workspace`,
        start,
        end,
        stamp: new Date(),
        summary: v.title,
        description: `${v.description ?? ""}\n\nTask: ${task.title} (${workspace.name})\n${taskUrl}`.trim(),
        organizerName: who(actor),
        organizerEmail: actor.user.email,
        attendeeName: a!.name,
        attendeeEmail: a!.email,
        url: taskUrl,
      });
      await enqueueMail(
        tx,
        await meetingInviteEmail(mail, {
          to: a!.email,
          title: v.title,
          taskTitle: task.title,
          workspaceName: workspace.name,
          organizer: who(actor),
          start,
          end,
          url: taskUrl,
          ics,
        }),
      );
    }
    await addSystemMessage(tx, task.workspaceId, task.id, `${who(actor)} scheduled a meeting: ${v.title}`);
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "request" },
      { description: `${who(actor)} scheduled "${v.title}"`, taskId: task.id },
    );
    return {
      id: row!.id,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      invited: attendees.length,
    };
  });
}

export async function addDoc(db: Db, actor: Actor, taskId: string, v: DocInput) {
  const { task } = await taskFor(db, actor, taskId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskDocumentation)
      .values({
        taskId: task.id,
        createdBy: actor.user.id,
        title: v.title,
        content: v.content,
        docType: v.docType,
      })
      .returning({ id: taskDocumentation.id });
    await addSystemMessage(tx, task.workspaceId, task.id, `${who(actor)} added documentation: ${v.title}`);
    return { id: row!.id };
  });
}

export async function addApiDoc(db: Db, actor: Actor, taskId: string, v: ApiDocInput) {
  const { task } = await taskFor(db, actor, taskId);
  const pretty = (s: string | null) => (s === null ? null : JSON.stringify(JSON.parse(s), null, 2));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskApiDocs)
      .values({
        taskId: task.id,
        createdBy: actor.user.id,
        endpoint: v.endpoint,
        method: v.method,
        description: v.description,
        requestSchema: pretty(v.requestSchema),
        responseSchema: pretty(v.responseSchema),
      })
      .returning({ id: taskApiDocs.id });
    await addSystemMessage(
      tx,
      task.workspaceId,
      task.id,
      `${who(actor)} documented ${v.method} ${v.endpoint}`,
    );
    return { id: row!.id };
  });
}
