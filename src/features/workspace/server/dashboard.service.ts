import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { csvLine } from "#src/lib/csv.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  CHAT_LIMIT,
  type ChatMessageDto,
  type DashboardDto,
  RECENT_LIMIT,
  TASK_STATUSES,
  type TaskStatus,
  type TimeRow,
  type WaitingRequestDto,
} from "../workspace.contract.ts";
import { canManageWorkspace, memberOf, membersOf, userNames } from "./access.ts";
import { emitEvent } from "./live.ts";
import { toTaskDtos } from "./tasks.service.ts";
import { workspaceDto } from "./tree.service.ts";
import {
  taskApprovals,
  taskFeedback,
  taskTimeEntries,
  workspaceChatMessages,
  workspaceEvents,
  workspaceFolders,
  workspaceLists,
  workspaceSpaces,
  workspaceTasks,
} from "./workspace.tables.ts";

/** Progress percent: done tasks divided by all tasks, rounded (no tasks: 0). */
export const progressPercent = (done: number, total: number) =>
  total === 0 ? 0 : Math.round((done / total) * 100);

/**
 * The dashboard in a handful of indexed queries, whatever the number of tasks: counts by status
 * (one GROUP BY), the 5 most recently updated tasks, the 5 latest activities, the latest 50 chat
 * messages and the requests waiting for the caller.
 */
export async function getDashboard(db: Db, actor: Actor, workspaceId: string): Promise<DashboardDto> {
  const ws = await memberOf(db, actor, workspaceId);
  const grouped = await db
    .select({ status: workspaceTasks.status, n: sql<number>`count(*)::int` })
    .from(workspaceTasks)
    .where(eq(workspaceTasks.workspaceId, ws.id))
    .groupBy(workspaceTasks.status);
  const counts = Object.fromEntries(TASK_STATUSES.map((s) => [s, 0])) as Record<TaskStatus, number>;
  let total = 0;
  for (const g of grouped) {
    total += Number(g.n);
    if (g.status in counts) counts[g.status as TaskStatus] = Number(g.n);
  }
  const recent = await db
    .select({ task: workspaceTasks, listName: workspaceLists.name })
    .from(workspaceTasks)
    .innerJoin(workspaceLists, eq(workspaceLists.id, workspaceTasks.listId))
    .where(eq(workspaceTasks.workspaceId, ws.id))
    .orderBy(desc(workspaceTasks.updatedAt))
    .limit(RECENT_LIMIT);
  const recentDtos = await toTaskDtos(
    db,
    recent.map((r) => r.task),
  );
  const activity = await db
    .select()
    .from(workspaceEvents)
    .where(and(eq(workspaceEvents.workspaceId, ws.id), isNotNull(workspaceEvents.description)))
    .orderBy(desc(workspaceEvents.id))
    .limit(RECENT_LIMIT);
  return {
    workspace: workspaceDto(ws),
    counts,
    total,
    progress: progressPercent(counts.done, total),
    recentTasks: recentDtos.map((t, i) => ({ ...t, listName: recent[i]!.listName })),
    activity: activity.map((a) => ({
      id: String(a.id),
      description: a.description!,
      timestamp: a.createdAt.toISOString(),
      taskId: a.taskId,
    })),
    chat: await latestChat(db, ws.id),
    waiting: await waitingFor(db, actor, ws.id),
    members: await membersOf(db, ws.id),
    me: actor.user.id,
    canManage: canManageWorkspace(actor, ws.ownerId),
  };
}

async function latestChat(db: Db, workspaceId: string): Promise<ChatMessageDto[]> {
  const rows = await db
    .select()
    .from(workspaceChatMessages)
    .where(eq(workspaceChatMessages.workspaceId, workspaceId))
    .orderBy(desc(workspaceChatMessages.createdAt))
    .limit(CHAT_LIMIT);
  const names = await userNames(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    type: r.type as "user" | "system",
    userId: r.userId,
    userName: r.userId ? (names.get(r.userId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Approvals and feedback asked of the caller in this workspace and not yet answered. */
export async function waitingFor(db: Db, actor: Actor, workspaceId: string): Promise<WaitingRequestDto[]> {
  const approvals = await db
    .select({ r: taskApprovals, title: workspaceTasks.title, listId: workspaceTasks.listId })
    .from(taskApprovals)
    .innerJoin(workspaceTasks, eq(workspaceTasks.id, taskApprovals.taskId))
    .where(
      and(
        eq(taskApprovals.requestedFrom, actor.user.id),
        eq(taskApprovals.status, "pending"),
        eq(workspaceTasks.workspaceId, workspaceId),
      ),
    );
  const feedback = await db
    .select({ r: taskFeedback, title: workspaceTasks.title, listId: workspaceTasks.listId })
    .from(taskFeedback)
    .innerJoin(workspaceTasks, eq(workspaceTasks.id, taskFeedback.taskId))
    .where(
      and(
        eq(taskFeedback.requestedFrom, actor.user.id),
        eq(taskFeedback.status, "pending"),
        eq(workspaceTasks.workspaceId, workspaceId),
      ),
    );
  const names = await userNames(db, [
    ...approvals.map((a) => a.r.requestedBy),
    ...feedback.map((f) => f.r.requestedBy),
  ]);
  const by = (id: string | null) => (id ? (names.get(id) ?? "Former member") : "Former member");
  return [
    ...approvals.map((a) => ({
      kind: "approval" as const,
      id: a.r.id,
      taskId: a.r.taskId,
      listId: a.listId,
      taskTitle: a.title,
      requestedByName: by(a.r.requestedBy),
      request: null,
      createdAt: a.r.createdAt.toISOString(),
    })),
    ...feedback.map((f) => ({
      kind: "feedback" as const,
      id: f.r.id,
      taskId: f.r.taskId,
      listId: f.listId,
      taskTitle: f.title,
      requestedByName: by(f.r.requestedBy),
      request: f.r.request,
      createdAt: f.r.createdAt.toISOString(),
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function postChat(
  db: Db,
  actor: Actor,
  workspaceId: string,
  content: string,
): Promise<ChatMessageDto> {
  const ws = await memberOf(db, actor, workspaceId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workspaceChatMessages)
      .values({ workspaceId: ws.id, userId: actor.user.id, content, type: "user" })
      .returning();
    const message: ChatMessageDto = {
      id: row!.id,
      content: row!.content,
      type: "user",
      userId: actor.user.id,
      userName: actor.user.name || actor.user.email,
      createdAt: row!.createdAt.toISOString(),
    };
    await emitEvent(tx, ws.id, { kind: "chat", message });
    return message;
  });
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * Estimate and time spent rolled up per list, folder, space and workspace (one query over the
 * hierarchy), in tree order: each parent before its children.
 */
export async function timeRollup(
  db: Db,
  actor: Actor,
  workspaceId: string,
): Promise<{ workspaceName: string; rows: TimeRow[] }> {
  const ws = await memberOf(db, actor, workspaceId);
  const spent = db
    .select({
      taskId: taskTimeEntries.taskId,
      minutes: sql<number>`sum(${taskTimeEntries.minutes})`.as("minutes"),
    })
    .from(taskTimeEntries)
    .where(isNotNull(taskTimeEntries.minutes))
    .groupBy(taskTimeEntries.taskId)
    .as("spent");
  const rows = await db
    .select({
      spaceId: workspaceSpaces.id,
      spaceName: workspaceSpaces.name,
      folderId: workspaceFolders.id,
      folderName: workspaceFolders.name,
      listId: workspaceLists.id,
      listName: workspaceLists.name,
      tasks: sql<number>`count(${workspaceTasks.id})::int`,
      estimate: sql<number>`coalesce(sum(${workspaceTasks.timeEstimate}), 0)::float8`,
      minutes: sql<number>`coalesce(sum(${spent.minutes}), 0)::float8`,
    })
    .from(workspaceSpaces)
    .leftJoin(workspaceFolders, eq(workspaceFolders.spaceId, workspaceSpaces.id))
    .leftJoin(workspaceLists, eq(workspaceLists.folderId, workspaceFolders.id))
    .leftJoin(workspaceTasks, eq(workspaceTasks.listId, workspaceLists.id))
    .leftJoin(spent, eq(spent.taskId, workspaceTasks.id))
    .where(eq(workspaceSpaces.workspaceId, ws.id))
    .groupBy(
      workspaceSpaces.id,
      workspaceSpaces.name,
      workspaceFolders.id,
      workspaceFolders.name,
      workspaceLists.id,
      workspaceLists.name,
    )
    .orderBy(workspaceSpaces.name, workspaceFolders.name, workspaceLists.name);
  type Acc = { name: string; est: number; min: number; tasks: number };
  const add = (m: Map<string, Acc>, id: string, name: string, est: number, min: number, tasks: number) => {
    const a = m.get(id) ?? { name, est: 0, min: 0, tasks: 0 };
    a.est += est;
    a.min += min;
    a.tasks += tasks;
    m.set(id, a);
  };
  const spaces = new Map<string, Acc>();
  const folders = new Map<string, Acc>();
  const lists = new Map<string, Acc>();
  const folderOf = new Map<string, string>();
  const spaceOf = new Map<string, string>();
  let est = 0;
  let min = 0;
  let tasks = 0;
  for (const r of rows) {
    const e = Number(r.estimate);
    const m = Number(r.minutes);
    const n = Number(r.tasks);
    est += e;
    min += m;
    tasks += n;
    add(spaces, r.spaceId, r.spaceName, e, m, n);
    if (r.folderId) {
      add(folders, r.folderId, r.folderName!, e, m, n);
      spaceOf.set(r.folderId, r.spaceId);
    }
    if (r.listId) {
      add(lists, r.listId, r.listName!, e, m, n);
      folderOf.set(r.listId, r.folderId!);
    }
  }
  const row = (level: TimeRow["level"], id: string, a: Acc): TimeRow => ({
    level,
    id,
    name: a.name,
    estimateHours: Math.round(a.est * 100) / 100,
    spentHours: hours(a.min),
    tasks: a.tasks,
  });
  const out: TimeRow[] = [row("workspace", ws.id, { name: ws.name, est, min, tasks })];
  for (const [sid, s] of spaces) {
    out.push(row("space", sid, s));
    for (const [fid, f] of folders) {
      if (spaceOf.get(fid) !== sid) continue;
      out.push(row("folder", fid, f));
      for (const [lid, l] of lists) if (folderOf.get(lid) === fid) out.push(row("list", lid, l));
    }
  }
  return { workspaceName: ws.name, rows: out };
}

/** The time report as CSV for invoicing: one line per task, with its place in the tree. */
export async function timeCsv(
  db: Db,
  actor: Actor,
  workspaceId: string,
): Promise<{ filename: string; csv: string }> {
  const ws = await memberOf(db, actor, workspaceId);
  const rows = await db
    .select({
      space: workspaceSpaces.name,
      folder: workspaceFolders.name,
      list: workspaceLists.name,
      task: workspaceTasks,
    })
    .from(workspaceTasks)
    .innerJoin(workspaceLists, eq(workspaceLists.id, workspaceTasks.listId))
    .innerJoin(workspaceFolders, eq(workspaceFolders.id, workspaceLists.folderId))
    .innerJoin(workspaceSpaces, eq(workspaceSpaces.id, workspaceFolders.spaceId))
    .where(eq(workspaceTasks.workspaceId, ws.id))
    .orderBy(workspaceSpaces.name, workspaceFolders.name, workspaceLists.name, workspaceTasks.title);
  const dtos = await toTaskDtos(
    db,
    rows.map((r) => r.task),
  );
  const lines = [
    csvLine(["Space", "Folder", "List", "Task", "Status", "Assignee", "Estimate (h)", "Spent (h)"]),
  ];
  rows.forEach((r, i) => {
    const t = dtos[i]!;
    lines.push(
      csvLine([
        r.space,
        r.folder,
        r.list,
        t.title,
        t.status,
        t.assigneeName ?? "",
        t.timeEstimate ?? 0,
        t.timeSpent,
      ]),
    );
  });
  const total = dtos.reduce((a, t) => a + t.timeSpent, 0);
  const totalEst = dtos.reduce((a, t) => a + (t.timeEstimate ?? 0), 0);
  lines.push(
    csvLine(["Total", "", "", "", "", "", Math.round(totalEst * 100) / 100, Math.round(total * 100) / 100]),
  );
  const slug =
    ws.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "workspace";
  return { filename: `${slug}-time.csv`, csv: `${lines.join("\r\n")}\r\n` };
}
