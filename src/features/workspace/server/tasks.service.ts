import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { emitEvent as emitWebhookEvent } from "#src/platform/events/events.ts";
import { badRequest } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import type { FileService } from "#src/platform/storage/file.service.ts";
import {
  type ListViewDto,
  STATUS_LABELS,
  type TaskDetailDto,
  type TaskDto,
  type TaskInput,
  type TaskMessageDto,
  type TaskPriority,
  type TaskStatus,
  type TaskUpdate,
  WORKSPACE_MESSAGES as WX,
} from "../workspace.contract.ts";
import { isMember, listFor, membersOf, taskFor, userNames } from "./access.ts";
import { emitEvent } from "./live.ts";
import { workspaceDto } from "./tree.service.ts";
import {
  taskApiDocs,
  taskApprovals,
  taskAttachments,
  taskDocumentation,
  taskFeedback,
  taskMeetings,
  taskMessages,
  taskTimeEntries,
  workspaceTasks,
} from "./workspace.tables.ts";

type TaskRow = typeof workspaceTasks.$inferSelect;

/** Finished time per task, in minutes (running timers do not count until stopped). */
export async function spentMinutes(db: Db, taskIds: string[]): Promise<Map<string, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({
      taskId: taskTimeEntries.taskId,
      minutes: sql<number>`coalesce(sum(${taskTimeEntries.minutes}), 0)::int`,
    })
    .from(taskTimeEntries)
    .where(and(inArray(taskTimeEntries.taskId, taskIds), isNotNull(taskTimeEntries.minutes)))
    .groupBy(taskTimeEntries.taskId);
  return new Map(rows.map((r) => [r.taskId, Number(r.minutes)]));
}

export function taskDto(row: TaskRow, names: Map<string, string>, minutes: number): TaskDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority as TaskPriority,
    status: row.status as TaskStatus,
    startDate: row.startDate,
    dueDate: row.dueDate,
    assignedTo: row.assignedTo,
    assigneeName: row.assignedTo ? (names.get(row.assignedTo) ?? null) : null,
    listId: row.listId,
    workspaceId: row.workspaceId,
    timeEstimate: row.timeEstimate,
    sourceUrl: row.sourceUrl,
    timeSpent: Math.round((minutes / 60) * 100) / 100,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toTaskDtos(db: Db, rows: TaskRow[]): Promise<TaskDto[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.assignedTo),
  );
  const spent = await spentMinutes(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => taskDto(r, names, spent.get(r.id) ?? 0));
}

const who = (actor: Actor) => actor.user.name || actor.user.email;

/** A list with all its tasks (newest first) and the members who can be assigned: one request. */
export async function getListView(db: Db, actor: Actor, listId: string): Promise<ListViewDto> {
  const l = await listFor(db, actor, listId);
  const rows = await db
    .select()
    .from(workspaceTasks)
    .where(eq(workspaceTasks.listId, l.list.id))
    .orderBy(desc(workspaceTasks.createdAt));
  return {
    workspace: workspaceDto(l.workspace),
    list: {
      id: l.list.id,
      name: l.list.name,
      description: l.list.description,
      folderId: l.list.folderId,
      folderName: l.folderName,
      spaceId: l.spaceId,
      spaceName: l.spaceName,
    },
    tasks: await toTaskDtos(db, rows),
    members: await membersOf(db, l.workspaceId),
  };
}

async function assertAssignable(db: Db, workspaceId: string, userId: string | null) {
  if (userId && !(await isMember(db, workspaceId, userId))) {
    throw badRequest(WX.assigneeNotMember, { assignedTo: WX.assigneeNotMember });
  }
}

/** The workspace is found by walking list → folder → space → workspace, and membership checked. */
export async function createTask(db: Db, actor: Actor, listId: string, v: TaskInput): Promise<TaskDto> {
  const l = await listFor(db, actor, listId);
  await assertAssignable(db, l.workspaceId, v.assignedTo);
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workspaceTasks)
      .values({
        listId: l.list.id,
        workspaceId: l.workspaceId,
        title: v.title,
        description: v.description,
        priority: v.priority,
        status: v.status,
        startDate: v.startDate,
        dueDate: v.dueDate,
        assignedTo: v.assignedTo,
        timeEstimate: v.timeEstimate,
        createdBy: actor.user.id,
      })
      .returning();
    const [dto] = await toTaskDtos(tx, [row!]);
    await emitEvent(
      tx,
      l.workspaceId,
      { kind: "task", task: dto!, change: "created" },
      {
        description: `${who(actor)} created task "${v.title}"`,
        taskId: row!.id,
      },
    );
    return dto!;
  });
  return row;
}

/** Changes fields of a task (the board's drag sets status, the calendar's sets the due date). */
export async function updateTask(db: Db, actor: Actor, taskId: string, v: TaskUpdate): Promise<TaskDto> {
  const { task } = await taskFor(db, actor, taskId);
  const set: Partial<typeof workspaceTasks.$inferInsert> = {};
  if (v.title !== undefined) set.title = v.title;
  if ("description" in v) set.description = v.description;
  if (v.priority !== undefined) set.priority = v.priority;
  if (v.status !== undefined) set.status = v.status;
  if ("startDate" in v) set.startDate = v.startDate;
  if ("dueDate" in v) set.dueDate = v.dueDate;
  if ("assignedTo" in v) set.assignedTo = v.assignedTo;
  if ("timeEstimate" in v) set.timeEstimate = v.timeEstimate;
  const start = set.startDate !== undefined ? set.startDate : task.startDate;
  const due = set.dueDate !== undefined ? set.dueDate : task.dueDate;
  if (start && due && due < start) throw badRequest(WX.dueBeforeStart, { dueDate: WX.dueBeforeStart });
  if (set.assignedTo) await assertAssignable(db, task.workspaceId, set.assignedTo);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(workspaceTasks)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(workspaceTasks.id, task.id))
      .returning();
    const [dto] = await toTaskDtos(tx, [row!]);
    const statusChanged = set.status && set.status !== task.status;
    if (statusChanged) {
      await addSystemMessage(
        tx,
        task.workspaceId,
        task.id,
        `${who(actor)} moved this task to ${STATUS_LABELS[set.status as TaskStatus]}`,
      );
      if (set.status === "done")
        await emitWebhookEvent(tx, "task.completed", {
          taskId: task.id,
          workspaceId: task.workspaceId,
          completedBy: actor.user.id,
        });
    }
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "task", task: dto!, change: "updated" },
      {
        description: statusChanged
          ? `${who(actor)} moved "${row!.title}" to ${STATUS_LABELS[set.status as TaskStatus]}`
          : `${who(actor)} updated "${row!.title}"`,
        taskId: task.id,
      },
    );
    return dto!;
  });
}

export async function deleteTask(
  deps: { db: Db; files: FileService },
  actor: Actor,
  taskId: string,
): Promise<void> {
  const { task } = await taskFor(deps.db, actor, taskId);
  const fileIds = await deps.db.transaction(async (tx) => {
    const files = await tx
      .select({ f: taskAttachments.fileId })
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, task.id));
    await tx.delete(workspaceTasks).where(eq(workspaceTasks.id, task.id));
    const [dto] = await toTaskDtos(tx, [task]);
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "task", task: dto!, change: "deleted" },
      {
        description: `${who(actor)} deleted task "${task.title}"`,
      },
    );
    await recordAudit(tx, actor, {
      action: "workspace.task.deleted",
      entityType: "workspace_task",
      entityId: task.id,
      details: { title: task.title },
    });
    return files.map((r) => r.f);
  });
  for (const f of fileIds) await deps.files.deleteFile(f).catch(() => false);
}

/** A message of the activity chat, with the live event for the workspace's viewers. */
export async function addMessage(
  tx: Db,
  workspaceId: string,
  taskId: string,
  userId: string | null,
  content: string,
  type: "user" | "system",
  userName: string | null,
): Promise<TaskMessageDto> {
  const [row] = await tx.insert(taskMessages).values({ taskId, userId, content, type }).returning();
  const message: TaskMessageDto = {
    id: row!.id,
    content: row!.content,
    type,
    userId,
    userName,
    createdAt: row!.createdAt.toISOString(),
  };
  await emitEvent(tx, workspaceId, { kind: "task-message", taskId, message });
  return message;
}

export const addSystemMessage = (tx: Db, workspaceId: string, taskId: string, content: string) =>
  addMessage(tx, workspaceId, taskId, null, content, "system", null);

export async function postTaskMessage(
  db: Db,
  actor: Actor,
  taskId: string,
  content: string,
): Promise<TaskMessageDto> {
  const { task } = await taskFor(db, actor, taskId);
  return db.transaction(async (tx) => {
    const message = await addMessage(
      tx,
      task.workspaceId,
      task.id,
      actor.user.id,
      content,
      "user",
      who(actor),
    );
    await tx.update(workspaceTasks).set({ updatedAt: new Date() }).where(eq(workspaceTasks.id, task.id));
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "request" },
      { description: `${who(actor)} commented on "${task.title}"`, taskId: task.id },
    );
    return message;
  });
}

/** Flag blocker: status blocked plus a system message in the task's activity. */
export async function flagBlocker(db: Db, actor: Actor, taskId: string): Promise<TaskDto> {
  const { task } = await taskFor(db, actor, taskId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(workspaceTasks)
      .set({ status: "blocked", updatedAt: new Date() })
      .where(eq(workspaceTasks.id, task.id))
      .returning();
    await addSystemMessage(
      tx,
      task.workspaceId,
      task.id,
      `${who(actor)} flagged a blocker: this task is blocked`,
    );
    const [dto] = await toTaskDtos(tx, [row!]);
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "task", task: dto!, change: "updated" },
      {
        description: `${who(actor)} flagged "${task.title}" as blocked`,
        taskId: task.id,
      },
    );
    return dto!;
  });
}

export async function getTaskDetail(db: Db, actor: Actor, taskId: string): Promise<TaskDetailDto> {
  const { task, workspace } = await taskFor(db, actor, taskId);
  const { list } = await listFor(db, actor, task.listId);
  const [dto] = await toTaskDtos(db, [task]);
  const messages = await db
    .select()
    .from(taskMessages)
    .where(eq(taskMessages.taskId, task.id))
    .orderBy(desc(taskMessages.createdAt))
    .limit(200);
  const attachments = await db
    .select()
    .from(taskAttachments)
    .where(eq(taskAttachments.taskId, task.id))
    .orderBy(desc(taskAttachments.createdAt));
  const approvals = await db
    .select()
    .from(taskApprovals)
    .where(eq(taskApprovals.taskId, task.id))
    .orderBy(desc(taskApprovals.createdAt));
  const feedback = await db
    .select()
    .from(taskFeedback)
    .where(eq(taskFeedback.taskId, task.id))
    .orderBy(desc(taskFeedback.createdAt));
  const meetings = await db
    .select()
    .from(taskMeetings)
    .where(eq(taskMeetings.taskId, task.id))
    .orderBy(desc(taskMeetings.startTime));
  const docs = await db
    .select()
    .from(taskDocumentation)
    .where(eq(taskDocumentation.taskId, task.id))
    .orderBy(desc(taskDocumentation.createdAt));
  const apiDocs = await db
    .select()
    .from(taskApiDocs)
    .where(eq(taskApiDocs.taskId, task.id))
    .orderBy(desc(taskApiDocs.createdAt));
  const entries = await db
    .select()
    .from(taskTimeEntries)
    .where(eq(taskTimeEntries.taskId, task.id))
    .orderBy(desc(taskTimeEntries.startedAt));
  const members = await membersOf(db, workspace.id);
  const names = await userNames(db, [
    ...messages.map((m) => m.userId),
    ...approvals.flatMap((a) => [a.requestedBy, a.requestedFrom]),
    ...feedback.flatMap((f) => [f.requestedBy, f.requestedFrom]),
    ...meetings.flatMap((m) => [m.scheduledBy, ...m.attendees]),
    ...docs.map((d) => d.createdBy),
    ...entries.map((e) => e.userId),
  ]);
  const name = (id: string | null) => (id ? (names.get(id) ?? "Former member") : "Former member");
  const running = entries.find((e) => e.endedAt === null && e.userId === actor.user.id);
  return {
    workspace: workspaceDto(workspace),
    list: { id: list.id, name: list.name },
    task: dto!,
    chips: {
      approved: approvals.some((a) => a.status === "approved"),
      pendingApproval: approvals.some((a) => a.status === "pending"),
      feedbackReceived: feedback.some((f) => f.status === "completed"),
      blocked: task.status === "blocked",
    },
    messages: messages.map((m) => ({
      id: m.id,
      content: m.content,
      type: m.type as "user" | "system",
      userId: m.userId,
      userName: m.type === "system" ? null : name(m.userId),
      createdAt: m.createdAt.toISOString(),
    })),
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      fileType: a.fileType,
      fileSize: a.fileSize,
      url: `/api/workspace/attachments/${a.id}`,
      createdAt: a.createdAt.toISOString(),
    })),
    approvals: approvals.map((a) => ({
      id: a.id,
      status: a.status as "pending" | "approved" | "rejected",
      requestedBy: a.requestedBy,
      requestedByName: name(a.requestedBy),
      requestedFrom: a.requestedFrom,
      requestedFromName: name(a.requestedFrom),
      note: a.note,
      createdAt: a.createdAt.toISOString(),
      respondedAt: a.respondedAt?.toISOString() ?? null,
    })),
    feedback: feedback.map((f) => ({
      id: f.id,
      status: f.status as "pending" | "completed",
      feedbackType: f.feedbackType,
      requestedBy: f.requestedBy,
      requestedByName: name(f.requestedBy),
      requestedFrom: f.requestedFrom,
      requestedFromName: name(f.requestedFrom),
      request: f.request,
      response: f.response,
      createdAt: f.createdAt.toISOString(),
    })),
    meetings: meetings.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      meetingType: m.meetingType,
      startTime: m.startTime.toISOString(),
      endTime: m.endTime.toISOString(),
      attendees: m.attendees.map(
        (id) => members.find((x) => x.id === id) ?? { id, email: "", name: name(id) },
      ),
      scheduledByName: name(m.scheduledBy),
    })),
    docs: docs.map((d) => ({
      id: d.id,
      title: d.title,
      content: d.content,
      docType: d.docType,
      createdAt: d.createdAt.toISOString(),
      authorName: name(d.createdBy),
    })),
    apiDocs: apiDocs.map((d) => ({
      id: d.id,
      endpoint: d.endpoint,
      method: d.method as TaskDetailDto["apiDocs"][number]["method"],
      description: d.description,
      requestSchema: d.requestSchema,
      responseSchema: d.responseSchema,
      createdAt: d.createdAt.toISOString(),
    })),
    timeEntries: entries.map((e) => ({
      id: e.id,
      userName: name(e.userId),
      minutes: e.minutes,
      startedAt: e.startedAt.toISOString(),
      endedAt: e.endedAt?.toISOString() ?? null,
      note: e.note,
    })),
    runningTimer: running ? { startedAt: running.startedAt.toISOString() } : null,
    members,
    me: actor.user.id,
  };
}

/** Starts the caller's timer on a task, or stops it and records the minutes. */
export async function toggleTimer(
  db: Db,
  actor: Actor,
  taskId: string,
): Promise<{ running: boolean; minutes?: number }> {
  const { task } = await taskFor(db, actor, taskId);
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(taskTimeEntries)
      .where(
        and(
          eq(taskTimeEntries.taskId, task.id),
          eq(taskTimeEntries.userId, actor.user.id),
          isNull(taskTimeEntries.endedAt),
        ),
      )
      .limit(1);
    if (!open) {
      await tx.insert(taskTimeEntries).values({ taskId: task.id, userId: actor.user.id });
      return { running: true };
    }
    const now = new Date();
    const minutes = Math.max(1, Math.round((now.getTime() - open.startedAt.getTime()) / 60_000));
    await tx.update(taskTimeEntries).set({ endedAt: now, minutes }).where(eq(taskTimeEntries.id, open.id));
    await tx.update(workspaceTasks).set({ updatedAt: now }).where(eq(workspaceTasks.id, task.id));
    const [row] = await tx.select().from(workspaceTasks).where(eq(workspaceTasks.id, task.id));
    const [dto] = await toTaskDtos(tx, [row!]);
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "task", task: dto!, change: "updated" },
      {
        description: `${who(actor)} logged ${minutes} min on "${task.title}"`,
        taskId: task.id,
      },
    );
    return { running: false, minutes };
  });
}

export async function logTime(
  db: Db,
  actor: Actor,
  taskId: string,
  minutes: number,
  note: string | null,
): Promise<TaskDto> {
  const { task } = await taskFor(db, actor, taskId);
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(taskTimeEntries).values({
      taskId: task.id,
      userId: actor.user.id,
      startedAt: new Date(now.getTime() - minutes * 60_000),
      endedAt: now,
      minutes,
      note,
    });
    const [row] = await tx
      .update(workspaceTasks)
      .set({ updatedAt: now })
      .where(eq(workspaceTasks.id, task.id))
      .returning();
    const [dto] = await toTaskDtos(tx, [row!]);
    await emitEvent(
      tx,
      task.workspaceId,
      { kind: "task", task: dto!, change: "updated" },
      {
        description: `${who(actor)} logged ${minutes} min on "${task.title}"`,
        taskId: task.id,
      },
    );
    return dto!;
  });
}
