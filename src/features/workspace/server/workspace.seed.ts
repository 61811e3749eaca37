import { eq, inArray } from "drizzle-orm";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import {
  taskApprovals,
  taskDocumentation,
  taskMessages,
  taskTimeEntries,
  workspaceChatMessages,
  workspaceEvents,
  workspaceFolders,
  workspaceLists,
  workspaceMembers,
  workspaceSpaces,
  workspaces,
  workspaceTasks,
} from "./workspace.tables.ts";

const DEMO_NAME = "Northwind Launch (demo)";

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

type SeedTask = {
  title: string;
  status: "todo" | "in_progress" | "done" | "blocked";
  priority: "low" | "normal" | "high" | "urgent";
  start?: number;
  due?: number;
  assignee?: number;
  estimate?: number;
  spent?: number;
  description?: string;
};

const SPRINT: SeedTask[] = [
  {
    title: "Design the new pricing page",
    status: "in_progress",
    priority: "high",
    start: -3,
    due: 2,
    assignee: 1,
    estimate: 8,
    spent: 180,
    description: "Three tiers, annual toggle, FAQ below the cards.",
  },
  {
    title: "Set up staging environment",
    status: "done",
    priority: "normal",
    start: -8,
    due: -4,
    assignee: 0,
    estimate: 4,
    spent: 260,
  },
  {
    title: "Write launch announcement",
    status: "todo",
    priority: "normal",
    due: 5,
    assignee: 2,
    estimate: 3,
  },
  {
    title: "Migrate customer accounts",
    status: "blocked",
    priority: "urgent",
    start: -2,
    due: 1,
    assignee: 1,
    estimate: 12,
    spent: 90,
    description: "Waiting for the export from the old billing system.",
  },
  { title: "QA the checkout flow", status: "todo", priority: "high", due: 6, assignee: 0, estimate: 6 },
  {
    title: "Review analytics events",
    status: "done",
    priority: "low",
    start: -6,
    due: -1,
    assignee: 2,
    estimate: 2,
    spent: 75,
  },
];
const BACKLOG: SeedTask[] = [
  { title: "Dark mode for the customer portal", status: "todo", priority: "low", estimate: 10 },
  { title: "Localise onboarding emails", status: "todo", priority: "normal", due: 14, estimate: 5 },
];

/**
 * A demo workspace for the demo accounts (admin, employee, workspace user), idempotent, owned by
 * the first of them: a hierarchy with tasks on every status, chat, activity, time logged and an approval waiting for
 * the workspace user.
 */
export async function seedWorkspaceDemo(db: Db, emails: readonly string[]): Promise<void> {
  const users = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(inArray(user.email, [...emails]));
  const people = emails
    .map((e) => users.find((u) => u.email === e))
    .filter((u): u is NonNullable<typeof u> => !!u);
  if (people.length === 0) return;
  const [existing] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.name, DEMO_NAME))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const owner = people[0]!;
    const [ws] = await tx
      .insert(workspaces)
      .values({
        name: DEMO_NAME,
        description: "The product launch of a fictional client, for trying the workspace.",
        createdBy: owner.id,
        ownerId: owner.id,
      })
      .returning();
    for (const p of people)
      await tx.insert(workspaceMembers).values({ workspaceId: ws!.id, userId: p.id }).onConflictDoNothing();
    const [space] = await tx
      .insert(workspaceSpaces)
      .values({ workspaceId: ws!.id, name: "Client Projects", description: "Work for Northwind" })
      .returning();
    const [folder] = await tx
      .insert(workspaceFolders)
      .values({ spaceId: space!.id, name: "Website Relaunch" })
      .returning();
    const [sprint] = await tx
      .insert(workspaceLists)
      .values({ folderId: folder!.id, name: "Sprint 1" })
      .returning();
    const [backlog] = await tx
      .insert(workspaceLists)
      .values({ folderId: folder!.id, name: "Backlog" })
      .returning();
    const [internal] = await tx
      .insert(workspaceSpaces)
      .values({ workspaceId: ws!.id, name: "Internal" })
      .returning();
    await tx.insert(workspaceFolders).values({ spaceId: internal!.id, name: "Operations" });
    const insert = async (listId: string, t: SeedTask) => {
      const [row] = await tx
        .insert(workspaceTasks)
        .values({
          listId,
          workspaceId: ws!.id,
          title: t.title,
          description: t.description ?? null,
          status: t.status,
          priority: t.priority,
          startDate: t.start !== undefined ? day(t.start) : null,
          dueDate: t.due !== undefined ? day(t.due) : null,
          assignedTo: t.assignee !== undefined ? (people[t.assignee % people.length]?.id ?? null) : null,
          timeEstimate: t.estimate ?? null,
          createdBy: owner.id,
        })
        .returning();
      if (t.spent) {
        const end = new Date(Date.now() - 86_400_000);
        await tx.insert(taskTimeEntries).values({
          taskId: row!.id,
          userId: row!.assignedTo,
          startedAt: new Date(end.getTime() - t.spent * 60_000),
          endedAt: end,
          minutes: t.spent,
        });
      }
      await tx.insert(workspaceEvents).values({
        workspaceId: ws!.id,
        kind: "tree",
        description: `${owner.name || owner.email} created task "${t.title}"`,
        taskId: row!.id,
        payload: { kind: "tree" },
      });
      return row!;
    };
    const sprintRows = [];
    for (const t of SPRINT) sprintRows.push(await insert(sprint!.id, t));
    for (const t of BACKLOG) await insert(backlog!.id, t);
    const pricing = sprintRows[0]!;
    const second = people[1] ?? owner;
    await tx.insert(taskMessages).values([
      { taskId: pricing.id, userId: owner.id, content: "First draft is in Figma, feedback welcome." },
      {
        taskId: pricing.id,
        userId: second.id,
        content: "Looks good. Can we show the annual saving as a percentage?",
      },
    ]);
    await tx.insert(taskDocumentation).values({
      taskId: pricing.id,
      createdBy: owner.id,
      title: "Pricing copy",
      content:
        "## Tiers\n\n| Tier | Monthly |\n| --- | --- |\n| Starter | $19 |\n| Team | $49 |\n| Scale | $99 |\n\n- Annual billing: **2 months free**\n- Every tier includes support",
    });
    const approver = people[2] ?? people[1];
    if (approver && approver.id !== owner.id) {
      await tx
        .insert(taskApprovals)
        .values({ taskId: pricing.id, requestedBy: owner.id, requestedFrom: approver.id, status: "pending" });
      await tx.insert(taskMessages).values({
        taskId: pricing.id,
        userId: null,
        type: "system",
        content: `${owner.name || owner.email} requested approval`,
      });
    }
    await tx.insert(workspaceChatMessages).values([
      { workspaceId: ws!.id, userId: owner.id, content: "Welcome to the Northwind launch workspace!" },
      { workspaceId: ws!.id, userId: second.id, content: "Staging is up, links are in the task." },
    ]);
  });
}
