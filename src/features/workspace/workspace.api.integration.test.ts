import { readFile } from "node:fs/promises";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCell } from "#src/lib/csv.ts";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { hasRole } from "#src/platform/auth/roles.ts";
import { openDatabase } from "#src/platform/db/db.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { storedFiles } from "#src/platform/storage/storage.tables.ts";
import { elfExecutable, minimalPdf, tinyPng } from "#src/platform/storage/test-files.testing.ts";
import { eventsWith } from "../../../tests/helpers/events.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { progressPercent } from "./server/dashboard.service.ts";
import { seedWorkspaceDemo } from "./server/index.ts";
import { previewInvitation } from "./server/members.service.ts";
import {
  taskMessages,
  workspaceLists,
  workspaceMembers,
  workspaceSpaces,
  workspaces,
  workspaceTasks,
} from "./server/workspace.tables.ts";
import { WM, WORKSPACE_MESSAGES as WX, workspaceEndpoints } from "./workspace.contract.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});

/** A signed-in account; its address verified unless `verified: false` (sign-up leaves it unverified). */
const account = (
  email: string,
  roles: ("employee" | "admin" | "workspace_user")[] = ["workspace_user"],
  { verified = true }: { verified?: boolean } = {},
) => t.signUp(email, roles, { verified });

const invitationToken = async (email: string) => {
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "workspace-invitation")));
  return /\/workspace\/invite\/([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
};

/** A workspace with a space, a folder and a list, made through the API. */
async function hierarchy(c: TestClient, name = "Acme") {
  const ws = await c.post("/api/workspace/workspaces", { name, description: "" });
  expect(ws.status, JSON.stringify(ws.json)).toBe(201);
  const workspaceId = ws.json.workspace.id as string;
  const space = await c.post(`/api/workspace/workspaces/${workspaceId}/spaces`, { name: "Product" });
  const folder = await c.post(`/api/workspace/spaces/${space.json.item.id}/folders`, { name: "Q1" });
  const list = await c.post(`/api/workspace/folders/${folder.json.item.id}/lists`, { name: "Sprint" });
  return {
    workspaceId,
    spaceId: space.json.item.id as string,
    folderId: folder.json.item.id as string,
    listId: list.json.item.id as string,
  };
}

describe("access to the workspace app", () => {
  it("needs a session, then the workspace_user or employee role (admins included)", async () => {
    expect((await t.client().get("/api/workspace/workspaces")).status).toBe(401);
    const plain = await account("plain@ws.example", []);
    const denied = await plain.c.get("/api/workspace/workspaces");
    expect(denied.status).toBe(403);
    expect(denied.json.error).toBe("Access denied: workspace_user role required");
    for (const roles of [["workspace_user"], ["employee"], ["admin"]] as const) {
      const a = await account(`${roles[0]}-role@ws.example`, [...roles]);
      expect((await a.c.get("/api/workspace/workspaces")).status).toBe(200);
    }
  });

  it("answers 401 to an anonymous caller on every workspace endpoint", async () => {
    for (const e of workspaceEndpoints.filter((x) => x.permission !== "public")) {
      const res = await t
        .client()
        .request(
          e.method,
          e.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000"),
          e.method === "GET" || e.method === "DELETE" ? undefined : "body" in e ? new FormData() : {},
        );
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
    }
  });
});

describe("the hierarchy", () => {
  it("creates workspace, space, folder, list with their success messages, and remembers the selection", async () => {
    const { c } = await account("owner@ws.example");
    const missing = await c.post("/api/workspace/workspaces", { name: "  " });
    expect(missing.status).toBe(400);
    expect(missing.json.fields.name).toBe(WX.nameRequired);
    const ws = await c.post("/api/workspace/workspaces", { name: "Acme", description: "Client work" });
    expect(ws.json.message).toBe("Workspace created successfully");
    const id = ws.json.workspace.id;
    const space = await c.post(`/api/workspace/workspaces/${id}/spaces`, { name: "Product" });
    expect(space.json.message).toBe("Space created successfully");
    const folder = await c.post(`/api/workspace/spaces/${space.json.item.id}/folders`, { name: "Q1" });
    expect(folder.json.message).toBe("Folder created successfully");
    const list = await c.post(`/api/workspace/folders/${folder.json.item.id}/lists`, {
      name: "Sprint",
      description: "Two weeks",
    });
    expect(list.json.message).toBe("List created successfully");
    const renamed = await c.patch(`/api/workspace/lists/${list.json.item.id}`, { name: "Sprint 1" });
    expect(renamed.json.message).toBe("List updated successfully");
    const tree = await c.get(`/api/workspace/workspaces/${id}/tree`);
    expect(tree.json.spaces[0].folders[0].lists[0]).toMatchObject({
      name: "Sprint 1",
      description: "Two weeks",
    });
    const mine = await c.get("/api/workspace/workspaces");
    expect(mine.json.selectedId).toBe(id);
    const unknownList = await c.get("/api/workspace/lists/not-a-uuid");
    expect(unknownList.status).toBe(404);
    expect(unknownList.json.error).toBe("List not found");
  });

  it("deletes a space with everything under it in one transaction, and says what went first", async () => {
    const { c } = await account("cascade@ws.example");
    const h = await hierarchy(c);
    for (const title of ["One", "Two", "Three"])
      await c.post(`/api/workspace/lists/${h.listId}/tasks`, { title });
    const [task] = await t.db
      .select()
      .from(workspaceTasks)
      .where(eq(workspaceTasks.listId, h.listId))
      .limit(1);
    const form = new FormData();
    form.append("file", new File([new Uint8Array(tinyPng())], "shot.png"));
    const up = await c.request("POST", `/api/workspace/tasks/${task!.id}/attachments`, form);
    expect(up.status).toBe(201);
    const fileId = (
      await t.db.select().from(storedFiles).where(eq(storedFiles.purpose, "task-attachments"))
    ).at(-1)!.id;
    const dry = await c.del(`/api/workspace/spaces/${h.spaceId}?dryRun=1`);
    expect(dry.json.summary).toEqual({ spaces: 0, folders: 1, lists: 1, tasks: 3 });
    const gone = await c.del(`/api/workspace/spaces/${h.spaceId}`);
    expect(gone.json.message).toBe("Space deleted successfully");
    expect((await t.db.select().from(workspaceSpaces).where(eq(workspaceSpaces.id, h.spaceId))).length).toBe(
      0,
    );
    expect((await t.db.select().from(workspaceLists).where(eq(workspaceLists.id, h.listId))).length).toBe(0);
    expect((await t.db.select().from(workspaceTasks).where(eq(workspaceTasks.listId, h.listId))).length).toBe(
      0,
    );
    expect((await t.db.select().from(taskMessages).where(eq(taskMessages.taskId, task!.id))).length).toBe(0);
    expect((await t.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).length).toBe(0);
    const delWs = await c.del(`/api/workspace/workspaces/${h.workspaceId}`);
    expect(delWs.json.message).toBe("Workspace deleted successfully");
    expect((await c.get(`/api/workspace/workspaces/${h.workspaceId}/tree`)).status).toBe(404);
  });
});

describe("tasks", () => {
  it("creates a task with every field, defaults, and refuses a due date before the start", async () => {
    const { c, userId } = await account("tasks@ws.example");
    const h = await hierarchy(c);
    const bare = await c.post(`/api/workspace/lists/${h.listId}/tasks`, { title: "Bare" });
    expect(bare.status).toBe(201);
    expect(bare.json.message).toBe(WM.taskCreated);
    expect(bare.json.task).toMatchObject({ priority: "normal", status: "todo", workspaceId: h.workspaceId });
    const full = await c.post(`/api/workspace/lists/${h.listId}/tasks`, {
      title: "Full",
      description: "All the fields",
      priority: "urgent",
      status: "in_progress",
      startDate: "2026-03-01",
      dueDate: "2026-03-05",
      assignedTo: userId,
      timeEstimate: 6.5,
    });
    expect(full.json.task).toMatchObject({
      priority: "urgent",
      status: "in_progress",
      dueDate: "2026-03-05",
      assigneeName: "tasks@ws.example".length ? expect.any(String) : null,
      timeEstimate: 6.5,
    });
    const bad = await c.post(`/api/workspace/lists/${h.listId}/tasks`, {
      title: "Back",
      startDate: "2026-03-05",
      dueDate: "2026-03-01",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.dueDate).toBe(WX.dueBeforeStart);
    const badValues = await c.post(`/api/workspace/lists/${h.listId}/tasks`, {
      title: "X",
      priority: "asap",
      status: "later",
      dueDate: "2026-02-30",
      timeEstimate: -1,
    });
    expect(badValues.status).toBe(400);
    expect(badValues.json.fields).toMatchObject({
      priority: WX.invalidPriority,
      status: WX.invalidStatus,
      dueDate: WX.invalidDate,
      timeEstimate: WX.estimateRange,
    });
    const stranger = await account("stranger-assignee@ws.example");
    const notMember = await c.post(`/api/workspace/lists/${h.listId}/tasks`, {
      title: "X",
      assignedTo: stranger.userId,
    });
    expect(notMember.json.error).toBe(WX.assigneeNotMember);
    // The board's drag: a status change, kept; the calendar's: a due date.
    const moved = await c.patch(`/api/workspace/tasks/${bare.json.task.id}`, {
      status: "done",
      dueDate: "2026-04-10",
    });
    expect(moved.json.task).toMatchObject({ status: "done", dueDate: "2026-04-10" });
    expect(await eventsWith(t.db, "task.completed", "taskId", bare.json.task.id)).toHaveLength(1);
    const later = await c.patch(`/api/workspace/tasks/${full.json.task.id}`, { dueDate: "2026-02-01" });
    expect(later.json.error).toBe(WX.dueBeforeStart);
    const view = await c.get(`/api/workspace/lists/${h.listId}`);
    expect(view.json.tasks.map((x: { title: string }) => x.title)).toEqual(["Full", "Bare"]);
    const detail = await c.get(`/api/workspace/tasks/${bare.json.task.id}`);
    expect(detail.json.messages[0]).toMatchObject({ type: "system" });
    const blocked = await c.post(`/api/workspace/tasks/${full.json.task.id}/blocker`);
    expect(blocked.json.message).toBe(WM.taskBlocked);
    const after = await c.get(`/api/workspace/tasks/${full.json.task.id}`);
    expect(after.json.chips.blocked).toBe(true);
    expect(
      after.json.messages.some(
        (m: { type: string; content: string }) => m.type === "system" && /blocker/.test(m.content),
      ),
    ).toBe(true);
    expect(
      (await c.post(`/api/workspace/tasks/${full.json.task.id}/messages`, { content: " " })).json.error,
    ).toBe(WX.messageRequired);
    expect(
      (await c.post(`/api/workspace/tasks/${full.json.task.id}/messages`, { content: "Hi" })).json.message,
    ).toBe(WM.messageSent);
    expect((await c.get("/api/workspace/tasks/00000000-0000-4000-8000-000000000000")).json.error).toBe(
      WM.taskNotFound,
    );
  });

  it("stores attachments privately, checks their type by content, downloads only for members", async () => {
    const owner = await account("files@ws.example");
    const other = await account("files-outsider@ws.example");
    const h = await hierarchy(owner.c);
    const task = (await owner.c.post(`/api/workspace/lists/${h.listId}/tasks`, { title: "Files" })).json.task;
    const exe = new FormData();
    exe.append("file", new File([new Uint8Array(elfExecutable())], "report.pdf"));
    const refused = await owner.c.request("POST", `/api/workspace/tasks/${task.id}/attachments`, exe);
    expect(refused.status).toBe(415);
    expect(refused.json.error).toBe(WX.fileType);
    const none = await owner.c.request("POST", `/api/workspace/tasks/${task.id}/attachments`, new FormData());
    expect(none.json.error).toBe(WX.fileRequired);
    const pdf = new FormData();
    pdf.append("file", new File([new Uint8Array(minimalPdf())], "brief.pdf"));
    const up = await owner.c.request("POST", `/api/workspace/tasks/${task.id}/attachments`, pdf);
    expect(up.status).toBe(201);
    expect(up.json.message).toBe(WM.fileUploaded);
    const url = up.json.attachment.url as string;
    const down = await owner.c.get(url);
    expect(down.status).toBe(200);
    expect(down.headers.get("content-type")).toBe("application/pdf");
    expect((await other.c.get(url)).status).toBe(404);
    expect((await t.client().get(url)).status).toBe(401);
  });
});

describe("membership on every object", () => {
  it("gives a non-member 404 or 403 on every endpoint with real ids, never the data", async () => {
    const owner = await account("walk-owner@ws.example");
    const peer = await account("walk-peer@ws.example");
    const outsider = await account("walk-outsider@ws.example");
    const h = await hierarchy(owner.c, "Secret Project");
    await owner.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, {
      email: "walk-peer@ws.example",
    });
    const task = (
      await owner.c.post(`/api/workspace/lists/${h.listId}/tasks`, { title: "Confidential task" })
    ).json.task;
    const approval = await owner.c.post(`/api/workspace/tasks/${task.id}/approvals`);
    const feedback = await owner.c.post(`/api/workspace/tasks/${task.id}/feedback`, {});
    const pdf = new FormData();
    pdf.append("file", new File([new Uint8Array(minimalPdf())], "brief.pdf"));
    const attachment = (await owner.c.request("POST", `/api/workspace/tasks/${task.id}/attachments`, pdf))
      .json.attachment;
    const ids: Record<string, string> = {
      "/workspaces/:id": h.workspaceId,
      "/spaces/:id": h.spaceId,
      "/folders/:id": h.folderId,
      "/lists/:id": h.listId,
      "/tasks/:id": task.id,
      "/attachments/:id": attachment.id,
      "/approvals/:id": approval.json.id,
      "/feedback/:id": feedback.json.id,
    };
    const bodies: Record<string, unknown> = {
      "POST /api/workspace/workspaces/:id/chat": { content: "hi" },
      "POST /api/workspace/approvals/:id/answer": { decision: "approved" },
      "POST /api/workspace/feedback/:id/answer": { response: "ok" },
      "POST /api/workspace/tasks/:id/meetings": { title: "M", startTime: "2026-05-01T10:00:00Z" },
      "POST /api/workspace/tasks/:id/docs": { title: "D", content: "x" },
      "POST /api/workspace/tasks/:id/api-docs": { endpoint: "/x", method: "GET" },
      "POST /api/workspace/tasks/:id/time-entries": { minutes: 5 },
      "POST /api/workspace/tasks/:id/messages": { content: "hi" },
      "POST /api/workspace/lists/:id/tasks": { title: "T" },
      "POST /api/workspace/workspaces/:id/spaces": { name: "S" },
      "POST /api/workspace/spaces/:id/folders": { name: "F" },
      "POST /api/workspace/folders/:id/lists": { name: "L" },
      "POST /api/workspace/workspaces/:id/members": { email: "walk-outsider@ws.example" },
      "PATCH /api/workspace/workspaces/:id": { name: "Mine now" },
      "PATCH /api/workspace/spaces/:id": { name: "Mine now" },
      "PATCH /api/workspace/folders/:id": { name: "Mine now" },
      "PATCH /api/workspace/lists/:id": { name: "Mine now" },
      "PATCH /api/workspace/tasks/:id": { status: "done" },
      "PUT /api/workspace/selection": { workspaceId: h.workspaceId },
      "PUT /api/workspace/workspaces/:id/owner": { userId: outsider.userId },
    };
    let walked = 0;
    for (const e of workspaceEndpoints) {
      const key = Object.keys(ids).find((k) => e.path.startsWith(`/api/workspace${k}`));
      if (!key && e.method !== "PUT") continue;
      let path = key ? e.path.replace(":id", ids[key]!) : e.path;
      path = path.replace(":userId", owner.userId);
      const body =
        bodies[`${e.method} ${e.path}`] ??
        (e.method === "GET" || e.method === "DELETE" ? undefined : "body" in e ? pdf : {});
      const res = await outsider.c.request(e.method, path, body);
      expect([403, 404], `${e.method} ${e.path} → ${res.status} ${JSON.stringify(res.json)}`).toContain(
        res.status,
      );
      expect(JSON.stringify(res.json ?? "")).not.toMatch(/Secret Project|Confidential task/);
      walked++;
    }
    expect(walked).toBeGreaterThan(36);
    // Nothing changed, and the peer still sees it all.
    const view = await peer.c.get(`/api/workspace/lists/${h.listId}`);
    expect(view.json.tasks).toHaveLength(1);
    expect(view.json.tasks[0].status).toBe("todo");
    expect(view.json.list.name).toBe("Sprint");
  });
});

describe("the workspace owner", () => {
  const base = (id: string) => `/api/workspace/workspaces/${id}`;

  it("is the creator; a plain member cannot delete the workspace, remove the owner or hand ownership over (403)", async () => {
    const owner = await account("own-creator@ws.example");
    const member = await account("own-member@ws.example");
    const third = await account("own-third@ws.example");
    const h = await hierarchy(owner.c, "Owned Co");
    for (const email of ["own-member@ws.example", "own-third@ws.example"])
      expect((await owner.c.post(`${base(h.workspaceId)}/members`, { email })).json.added).toBe(true);
    const tree = await owner.c.get(`${base(h.workspaceId)}/tree`);
    expect(tree.json.workspace.ownerId).toBe(owner.userId);
    expect(tree.json.canManage).toBe(true);
    const membersView = await member.c.get(`${base(h.workspaceId)}/dashboard`);
    expect(membersView.json.workspace.ownerId).toBe(owner.userId);
    expect(membersView.json.canManage).toBe(false);

    for (const path of [base(h.workspaceId), `${base(h.workspaceId)}?dryRun=1`]) {
      const del = await member.c.del(path);
      expect(del.status, path).toBe(403);
      expect(del.json.error).toBe(WX.ownerOnlyDelete);
    }
    const removeOwner = await member.c.del(`${base(h.workspaceId)}/members/${owner.userId}`);
    expect(removeOwner.status).toBe(403);
    expect(removeOwner.json.error).toBe(WX.ownerOnlyRemoveOwner);
    const take = await member.c.put(`${base(h.workspaceId)}/owner`, { userId: member.userId });
    expect(take.status).toBe(403);
    expect(take.json.error).toBe(WX.ownerOnlyTransfer);
    // Other members are still removed by any member, as before.
    const removeThird = await member.c.del(`${base(h.workspaceId)}/members/${third.userId}`);
    expect(removeThird.json.message).toBe(WX.memberRemoved);

    const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, h.workspaceId));
    expect(row!.ownerId).toBe(owner.userId);
    expect((await owner.c.get(`${base(h.workspaceId)}/tree`)).status).toBe(200);
  });

  it("answers a non-member, an admin included, as for an unknown workspace (404)", async () => {
    const owner = await account("own-secret@ws.example");
    const outsider = await account("own-outsider@ws.example");
    const adminOutsider = await account("own-admin-outsider@ws.example", ["admin"]);
    const h = await hierarchy(owner.c, "Private Co");
    for (const who of [outsider, adminOutsider]) {
      for (const [method, path, body] of [
        ["DELETE", base(h.workspaceId), undefined],
        ["DELETE", `${base(h.workspaceId)}/members/${owner.userId}`, undefined],
        ["PUT", `${base(h.workspaceId)}/owner`, { userId: who.userId }],
      ] as const) {
        const res = await who.c.request(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.json.error).toBe("Workspace not found");
      }
    }
    const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, h.workspaceId));
    expect(row!.ownerId).toBe(owner.userId);
  });

  it("hands ownership to another member (audited); the owner is never removed while owner (409)", async () => {
    const owner = await account("own-first@ws.example");
    const next = await account("own-next@ws.example");
    const outsider = await account("own-not-member@ws.example");
    const h = await hierarchy(owner.c, "Handover Co");
    await owner.c.post(`${base(h.workspaceId)}/members`, { email: "own-next@ws.example" });

    const leave = await owner.c.del(`${base(h.workspaceId)}/members/${owner.userId}`);
    expect(leave.status).toBe(409);
    expect(leave.json.error).toBe(WX.transferOwnershipFirst);
    const notMember = await owner.c.put(`${base(h.workspaceId)}/owner`, { userId: outsider.userId });
    expect(notMember.status).toBe(400);
    expect(notMember.json.error).toBe(WX.ownerNotMember);
    expect((await owner.c.put(`${base(h.workspaceId)}/owner`, {})).json.fields.userId).toBe(
      WX.ownerNotMember,
    );
    const same = await owner.c.put(`${base(h.workspaceId)}/owner`, { userId: owner.userId });
    expect(same.status).toBe(409);
    expect(same.json.error).toBe(WX.alreadyOwner);

    const handed = await owner.c.put(`${base(h.workspaceId)}/owner`, { userId: next.userId });
    expect(handed.status).toBe(200);
    expect(handed.json).toEqual({ message: WX.ownerChanged("own-next"), ownerId: next.userId });
    const [audit] = await t.db
      .select()
      .from(adminActivityLogs)
      .where(
        and(
          eq(adminActivityLogs.action, "workspace.owner.transferred"),
          eq(adminActivityLogs.entityId, h.workspaceId),
        ),
      );
    expect(audit).toMatchObject({ actorId: owner.userId, details: { from: owner.userId, to: next.userId } });
    const dash = await next.c.get(`${base(h.workspaceId)}/dashboard`);
    expect(dash.json).toMatchObject({ canManage: true, workspace: { ownerId: next.userId } });
    expect(dash.json.activity[0].description).toMatch(/made own-next the owner/);

    // The former owner is a plain member now.
    expect((await owner.c.del(base(h.workspaceId))).status).toBe(403);
    expect((await owner.c.put(`${base(h.workspaceId)}/owner`, { userId: owner.userId })).status).toBe(403);
    expect((await next.c.del(`${base(h.workspaceId)}/members/${next.userId}`)).status).toBe(409);
    expect((await next.c.del(`${base(h.workspaceId)}/members/${owner.userId}`)).json.message).toBe(
      WX.memberRemoved,
    );
    const gone = await next.c.del(base(h.workspaceId));
    expect(gone.json.message).toBe("Workspace deleted successfully");
    expect((await t.db.select().from(workspaces).where(eq(workspaces.id, h.workspaceId))).length).toBe(0);
  });

  it("lets an admin who is a member hand ownership over and delete, but not remove the owner while owner", async () => {
    const owner = await account("own-of-admin@ws.example");
    const admin = await account("own-admin@ws.example", ["admin"]);
    const colleague = await account("own-colleague@ws.example");
    const h = await hierarchy(owner.c, "Admin Co");
    for (const email of ["own-admin@ws.example", "own-colleague@ws.example"])
      await owner.c.post(`${base(h.workspaceId)}/members`, { email });
    expect((await admin.c.get(`${base(h.workspaceId)}/tree`)).json.canManage).toBe(true);
    const removeOwner = await admin.c.del(`${base(h.workspaceId)}/members/${owner.userId}`);
    expect(removeOwner.status).toBe(409);
    expect(removeOwner.json.error).toBe(WX.transferOwnershipFirst);
    const handed = await admin.c.put(`${base(h.workspaceId)}/owner`, { userId: colleague.userId });
    expect(handed.json.message).toBe(WX.ownerChanged("own-colleague"));
    expect((await admin.c.del(`${base(h.workspaceId)}/members/${owner.userId}`)).json.message).toBe(
      WX.memberRemoved,
    );
    expect((await admin.c.del(`${base(h.workspaceId)}?dryRun=1`)).json.summary).toMatchObject({ spaces: 1 });
    expect((await admin.c.del(base(h.workspaceId))).json.message).toBe("Workspace deleted successfully");
  });

  it("is backfilled by the migration: the creator while a member, else the first member", async () => {
    const a = await account("own-backfill-a@ws.example");
    const b = await account("own-backfill-b@ws.example");
    const kept = await hierarchy(a.c, "Backfill Kept");
    const left = await hierarchy(a.c, "Backfill Left");
    for (const id of [kept.workspaceId, left.workspaceId])
      await a.c.post(`${base(id)}/members`, { email: "own-backfill-b@ws.example" });
    // As before the column: no owner, and in one of them the creator has left.
    await t.db.update(workspaces).set({ ownerId: null });
    await t.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, left.workspaceId), eq(workspaceMembers.userId, a.userId)));
    const sql = await readFile(
      new URL("../../../db/migrations/0017_workspace_owner.sql", import.meta.url),
      "utf8",
    );
    await t.db.execute(sql.split("--> statement-breakpoint").at(-1)!);
    const owners = await t.db.select({ id: workspaces.id, ownerId: workspaces.ownerId }).from(workspaces);
    expect(owners.find((w) => w.id === kept.workspaceId)!.ownerId).toBe(a.userId);
    expect(owners.find((w) => w.id === left.workspaceId)!.ownerId).toBe(b.userId);
    expect(owners.every((w) => w.ownerId !== null)).toBe(true);
  });
});

describe("approvals and feedback between two users", () => {
  it("asks the first other member, who sees it and answers; the requester cannot answer", async () => {
    const alice = await account("alice@ws.example");
    const bob = await account("bob@ws.example");
    const h = await hierarchy(alice.c);
    const task = (await alice.c.post(`/api/workspace/lists/${h.listId}/tasks`, { title: "Ship it" })).json
      .task;
    const alone = await alice.c.post(`/api/workspace/tasks/${task.id}/approvals`);
    expect(alone.status).toBe(409);
    expect(alone.json.error).toBe(WM.noApprovers);
    const added = await alice.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, {
      email: "BOB@ws.example",
    });
    expect(added.json).toMatchObject({ added: true, message: WX.memberAdded("bob@ws.example") });
    expect(
      (await alice.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, { email: "bob@ws.example" }))
        .json.error,
    ).toBe(WX.alreadyMember);
    const asked = await alice.c.post(`/api/workspace/tasks/${task.id}/approvals`);
    expect(asked.status).toBe(201);
    expect(asked.json).toMatchObject({ message: WM.approvalSent, requestedFrom: bob.userId });
    let detail = await alice.c.get(`/api/workspace/tasks/${task.id}`);
    expect(detail.json.chips).toMatchObject({ pendingApproval: true, approved: false });
    const bobsView = await bob.c.get(`/api/workspace/workspaces/${h.workspaceId}/dashboard`);
    expect(bobsView.json.waiting).toMatchObject([
      { kind: "approval", taskTitle: "Ship it", id: asked.json.id },
    ]);
    const self = await alice.c.post(`/api/workspace/approvals/${asked.json.id}/answer`, {
      decision: "approved",
    });
    expect(self.status).toBe(403);
    expect(self.json.error).toBe(WX.answerNotYours);
    expect(
      (await bob.c.post(`/api/workspace/approvals/${asked.json.id}/answer`, { decision: "maybe" })).status,
    ).toBe(400);
    const ok = await bob.c.post(`/api/workspace/approvals/${asked.json.id}/answer`, {
      decision: "approved",
      note: "Great",
    });
    expect(ok.json.message).toBe(WX.approved);
    expect(
      (await bob.c.post(`/api/workspace/approvals/${asked.json.id}/answer`, { decision: "rejected" })).json
        .error,
    ).toBe(WX.alreadyAnswered);
    detail = await alice.c.get(`/api/workspace/tasks/${task.id}`);
    expect(detail.json.chips).toMatchObject({ approved: true, pendingApproval: false });

    const fb = await alice.c.post(`/api/workspace/tasks/${task.id}/feedback`, {
      request: "Thoughts on the copy?",
    });
    expect(fb.json.message).toBe(WM.feedbackSent);
    expect(
      (await bob.c.post(`/api/workspace/feedback/${fb.json.id}/answer`, { response: "" })).json.error,
    ).toBe(WX.feedbackRequired);
    expect(
      (await bob.c.post(`/api/workspace/feedback/${fb.json.id}/answer`, { response: "Shorter headline" }))
        .json.message,
    ).toBe(WX.feedbackGiven);
    detail = await alice.c.get(`/api/workspace/tasks/${task.id}`);
    expect(detail.json.chips.feedbackReceived).toBe(true);
    expect(detail.json.feedback[0]).toMatchObject({ response: "Shorter headline", status: "completed" });
  });

  it("schedules a meeting (one hour by default) and mails an .ics invitation to each attendee", async () => {
    const a = await account("meet-a@ws.example");
    await account("meet-b@ws.example");
    const h = await hierarchy(a.c);
    await a.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, { email: "meet-b@ws.example" });
    const task = (await a.c.post(`/api/workspace/lists/${h.listId}/tasks`, { title: "Review" })).json.task;
    const bad = await a.c.post(`/api/workspace/tasks/${task.id}/meetings`, {
      title: "R",
      startTime: "2026-05-01T10:00:00Z",
      endTime: "2026-05-01T09:00:00Z",
    });
    expect(bad.json.error).toBe(WX.meetingTimes);
    const m = await a.c.post(`/api/workspace/tasks/${task.id}/meetings`, {
      title: "Design review",
      startTime: "2026-05-01T10:00:00Z",
    });
    expect(m.status).toBe(201);
    expect(m.json).toMatchObject({
      message: WM.meetingScheduled,
      endTime: "2026-05-01T11:00:00.000Z",
      invited: 2,
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "workspace-meeting"));
    expect(mails.map((x) => x.to).sort()).toEqual(["meet-a@ws.example", "meet-b@ws.example"]);
    const ics = Buffer.from(mails[0]!.attachments[0]!.contentBase64!, "base64").toString("utf8");
    expect(ics).toContain("DTSTART:20260501T100000Z");
    expect(ics).toContain("DTEND:20260501T110000Z");
  });

  it("documents and API docs: stored, JSON formatted, bad JSON refused", async () => {
    const a = await account("docs@ws.example");
    const h = await hierarchy(a.c);
    const task = (await a.c.post(`/api/workspace/lists/${h.listId}/tasks`, { title: "API" })).json.task;
    expect(
      (
        await a.c.post(`/api/workspace/tasks/${task.id}/docs`, {
          title: "Spec",
          content: "# Hello\n\n<script>x</script>",
        })
      ).json.message,
    ).toBe(WX.docSaved);
    expect(
      (
        await a.c.post(`/api/workspace/tasks/${task.id}/api-docs`, {
          endpoint: "/users",
          method: "GET",
          requestSchema: "{bad",
        })
      ).json.error,
    ).toBe(WX.invalidJson);
    expect(
      (await a.c.post(`/api/workspace/tasks/${task.id}/api-docs`, { endpoint: "/users", method: "FETCH" }))
        .json.error,
    ).toBe(WX.invalidMethod);
    const ok = await a.c.post(`/api/workspace/tasks/${task.id}/api-docs`, {
      endpoint: "/users",
      method: "POST",
      requestSchema: '{"name":"string"}',
    });
    expect(ok.json.message).toBe(WX.apiDocSaved);
    const detail = await a.c.get(`/api/workspace/tasks/${task.id}`);
    expect(detail.json.apiDocs[0].requestSchema).toBe('{\n  "name": "string"\n}');
    expect(detail.json.docs[0].content).toContain("<script>");
  });
});

describe("invitations by email", () => {
  it("invites an unknown address through the outbox; signing up through the link joins the workspace", async () => {
    const owner = await account("inviter@ws.example");
    const h = await hierarchy(owner.c, "Invite Co");
    expect(
      (await owner.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, { email: "nope" })).json
        .error,
    ).toBe(WX.emailInvalid);
    const inv = await owner.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, {
      email: "newbie@ws.example",
    });
    expect(inv.json).toMatchObject({ invited: true, message: WX.invitationSent("newbie@ws.example") });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "newbie@ws.example"), eq(mailOutbox.kind, "workspace-invitation")));
    const token = /\/workspace\/invite\/([\w-]+)/.exec(mail!.text)![1]!;
    // Someone else's account cannot use the link.
    const wrong = await account("wrong@ws.example", []);
    const refused = await wrong.c.post("/api/workspace/invitations/claim", { token });
    expect(refused.json.error).toBe(WX.invitationEmail);
    const newbie = await account("newbie@ws.example", []);
    expect((await newbie.c.get("/api/workspace/workspaces")).status).toBe(403);
    const claimed = await newbie.c.post("/api/workspace/invitations/claim", { token });
    expect(claimed.json).toMatchObject({ message: WX.invitationAccepted, workspaceId: h.workspaceId });
    expect(await hasRole(t.db, newbie.userId, "workspace_user")).toBe(true);
    const list = await newbie.c.get("/api/workspace/workspaces");
    expect(list.json.workspaces.map((w: { name: string }) => w.name)).toEqual(["Invite Co"]);
    expect((await newbie.c.post("/api/workspace/invitations/claim", { token })).json.error).toBe(
      WX.invitationInvalid,
    );
  });
});

describe("signing up through an invitation", () => {
  it("creates the account for the invited address, signs it in and joins the workspace in one step", async () => {
    const owner = await account("inviter2@ws.example");
    const h = await hierarchy(owner.c, "Signup Co");
    await owner.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, { email: "fresh@ws.example" });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "fresh@ws.example"), eq(mailOutbox.kind, "workspace-invitation")));
    const token = /\/workspace\/invite\/([\w-]+)/.exec(mail!.text)![1]!;
    const c = t.client();
    expect(
      (await c.post("/api/workspace/invitations/sign-up", { token, password: "123" })).json.fields.password,
    ).toBe("Password must be at least 6 characters");
    expect(
      (await c.post("/api/workspace/invitations/sign-up", { token: "x".repeat(40), password: "secret-pass" }))
        .status,
    ).toBe(410);
    const joined = await c.post("/api/workspace/invitations/sign-up", { token, password: "secret-pass" });
    expect(joined.json).toMatchObject({ message: WX.invitationAccepted, workspaceId: h.workspaceId });
    const mine = await c.get("/api/workspace/workspaces");
    expect(mine.json.workspaces.map((w: { name: string }) => w.name)).toEqual(["Signup Co"]);
    expect(
      (await t.client().post("/api/workspace/invitations/sign-up", { token, password: "secret-pass" }))
        .status,
    ).toBe(410);
  });
});

describe("adding an account whose address is not verified", () => {
  it("grants no role and sends an invitation instead; following the link joins, verifies and grants", async () => {
    const owner = await account("unv-owner@ws.example");
    const h = await hierarchy(owner.c, "Verified Only Co");
    const unverified = await account("unv-person@ws.example", [], { verified: false });
    const res = await owner.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, {
      email: "UNV-person@ws.example",
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      message: WX.invitationSent("unv-person@ws.example"),
      added: false,
      invited: true,
    });
    expect(await hasRole(t.db, unverified.userId, "workspace_user")).toBe(false);
    expect((await unverified.c.get("/api/workspace/workspaces")).status).toBe(403);
    const members = await owner.c.get(`/api/workspace/workspaces/${h.workspaceId}/members`);
    expect(members.json.members.map((m: { email: string }) => m.email)).toEqual(["unv-owner@ws.example"]);
    const token = await invitationToken("unv-person@ws.example");

    // The link's page offers to log in rather than sign up: the address has an account.
    expect(await previewInvitation(t.db, token)).toEqual({
      email: "unv-person@ws.example",
      workspaceName: "Verified Only Co",
      hasAccount: true,
    });

    const claimed = await unverified.c.post("/api/workspace/invitations/claim", { token });
    expect(claimed.json).toMatchObject({ message: WX.invitationAccepted, workspaceId: h.workspaceId });
    expect(await hasRole(t.db, unverified.userId, "workspace_user")).toBe(true);
    const [u] = await t.db.select().from(user).where(eq(user.id, unverified.userId));
    expect(u!.emailVerified).toBe(true);
    expect((await unverified.c.get(`/api/workspace/workspaces/${h.workspaceId}/tree`)).status).toBe(200);
    const again = await owner.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, {
      email: "unv-person@ws.example",
    });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(WX.alreadyMember);
  });

  it("adds a verified account at once, as before", async () => {
    const owner = await account("unv-owner2@ws.example");
    const verified = await account("unv-verified@ws.example", []);
    const h = await hierarchy(owner.c, "Verified Co");
    const outboxBefore = await t.db.select({ n: count() }).from(mailOutbox);
    const res = await owner.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, {
      email: "unv-verified@ws.example",
    });
    expect(res.json).toEqual({
      message: WX.memberAdded("unv-verified@ws.example"),
      added: true,
      invited: false,
    });
    expect(await hasRole(t.db, verified.userId, "workspace_user")).toBe(true);
    expect(await t.db.select({ n: count() }).from(mailOutbox)).toEqual(outboxBefore);
  });
});

describe("time tracking", () => {
  it("rolls estimate and time spent up per list, folder, space and workspace, and exports CSV", async () => {
    const a = await account("time@ws.example");
    const h = await hierarchy(a.c, "Time Co");
    const list2 = (await a.c.post(`/api/workspace/folders/${h.folderId}/lists`, { name: "Second" })).json.item
      .id;
    const t1 = (
      await a.c.post(`/api/workspace/lists/${h.listId}/tasks`, { title: "=HYPERLINK(evil)", timeEstimate: 2 })
    ).json.task;
    const t2 = (await a.c.post(`/api/workspace/lists/${list2}/tasks`, { title: "Two", timeEstimate: 3 })).json
      .task;
    expect((await a.c.post(`/api/workspace/tasks/${t1.id}/time-entries`, { minutes: 0 })).json.error).toBe(
      WX.minutesRange,
    );
    await a.c.post(`/api/workspace/tasks/${t1.id}/time-entries`, { minutes: 90 });
    await a.c.post(`/api/workspace/tasks/${t2.id}/time-entries`, { minutes: 30, note: "call" });
    const start = await a.c.post(`/api/workspace/tasks/${t2.id}/timer`);
    expect(start.json).toMatchObject({ running: true, message: WX.timerStarted });
    const stop = await a.c.post(`/api/workspace/tasks/${t2.id}/timer`);
    expect(stop.json).toMatchObject({ running: false, minutes: 1 });
    const roll = await a.c.get(`/api/workspace/workspaces/${h.workspaceId}/time`);
    const byLevel = (level: string) => roll.json.rows.filter((r: { level: string }) => r.level === level);
    expect(byLevel("workspace")[0]).toMatchObject({ estimateHours: 5, spentHours: 2.02, tasks: 2 });
    expect(byLevel("space")[0]).toMatchObject({ estimateHours: 5, spentHours: 2.02 });
    expect(byLevel("folder")[0]).toMatchObject({ estimateHours: 5, spentHours: 2.02 });
    expect(
      byLevel("list")
        .map((r: { spentHours: number }) => r.spentHours)
        .sort(),
    ).toEqual([0.52, 1.5]);
    const csv = await a.c.get(`/api/workspace/workspaces/${h.workspaceId}/time.csv`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("time-co-time.csv");
    const lines = (csv.json as string).trim().split("\r\n");
    expect(lines[0]).toBe(`"Space","Folder","List","Task","Status","Assignee","Estimate (h)","Spent (h)"`);
    expect(lines).toContain(`"Product","Q1","Sprint","'=HYPERLINK(evil)","todo","","2","1.5"`);
    expect(lines.at(-1)).toBe(`"Total","","","","","","5","2.02"`);
  });

  it("rounds progress and neutralises formulas in CSV cells", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
    expect(csvCell("@x")).toBe(`"'@x"`);
    expect(csvCell('a "b", c')).toBe(`"a ""b"", c"`);
  });
});

describe("dashboard and live events", () => {
  it("counts by status, progress, recent tasks and activity, chat; streams changes with resume by last event id", async () => {
    const a = await account("live-a@ws.example");
    const b = await account("live-b@ws.example");
    const h = await hierarchy(a.c, "Live Co");
    await a.c.post(`/api/workspace/workspaces/${h.workspaceId}/members`, { email: "live-b@ws.example" });
    const ids: string[] = [];
    for (const [title, status] of [
      ["A", "done"],
      ["B", "todo"],
      ["C", "blocked"],
    ] as const) {
      ids.push((await a.c.post(`/api/workspace/lists/${h.listId}/tasks`, { title, status })).json.task.id);
    }
    expect(
      (await a.c.post(`/api/workspace/workspaces/${h.workspaceId}/chat`, { content: "   " })).json.error,
    ).toBe(WX.chatRequired);

    // B opens the stream.
    const res = await b.c.app.request(`/api/workspace/workspaces/${h.workspaceId}/events`, {
      headers: {
        origin: "http://localhost:3000",
        cookie: [...b.c.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const nextEvent = async (kind: string) => {
      for (;;) {
        const match = new RegExp(`id: (\\d+)\\nevent: ${kind}\\ndata: (.*)\\n\\n`).exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return { id: Number(match[1]), data: JSON.parse(match[2]!) };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value);
      }
    };
    const sent = await a.c.post(`/api/workspace/workspaces/${h.workspaceId}/chat`, { content: "Hello team" });
    expect(sent.json.message).toBe(WM.messageSent);
    const chat = await nextEvent("chat");
    expect(chat.data.message).toMatchObject({ content: "Hello team", userName: expect.any(String) });
    await a.c.patch(`/api/workspace/tasks/${ids[1]}`, { status: "in_progress" });
    const moved = await nextEvent("task");
    expect(moved.data.task).toMatchObject({ id: ids[1], status: "in_progress" });
    expect(moved.data.activity.description).toMatch(/moved "B" to In progress/);
    await reader.cancel();

    // Missed while disconnected: resumed from the last event id.
    await a.c.post(`/api/workspace/workspaces/${h.workspaceId}/chat`, { content: "While you were away" });
    const again = await b.c.app.request(`/api/workspace/workspaces/${h.workspaceId}/events`, {
      headers: {
        origin: "http://localhost:3000",
        cookie: [...b.c.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "last-event-id": String(moved.id),
      },
    });
    const r2 = again.body!.getReader();
    let text = "";
    while (!text.includes("While you were away")) text += decoder.decode((await r2.read()).value);
    expect(text).not.toContain("Hello team");
    await r2.cancel();

    const dash = await b.c.get(`/api/workspace/workspaces/${h.workspaceId}/dashboard`);
    expect(dash.json.counts).toEqual({ todo: 0, in_progress: 1, done: 1, blocked: 1 });
    expect(dash.json.progress).toBe(33);
    expect(dash.json.recentTasks[0].title).toBe("B");
    expect(dash.json.activity).toHaveLength(5);
    expect(dash.json.chat.map((m: { content: string }) => m.content)).toEqual([
      "While you were away",
      "Hello team",
    ]);
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(workspaceTasks)
      .where(eq(workspaceTasks.workspaceId, h.workspaceId))) as [{ n: number }];
    expect(Number(n)).toBe(3);
  });
});

describe("the demo workspace", () => {
  it("is seeded once for the demo accounts, with an approval waiting for the third", async () => {
    const emails = ["demo-1@ws.example", "demo-2@ws.example", "demo-3@ws.example"];
    const clients = [];
    for (const e of emails) clients.push(await account(e));
    await seedWorkspaceDemo(t.db, emails);
    await seedWorkspaceDemo(t.db, emails);
    const mine = await clients[2]!.c.get("/api/workspace/workspaces");
    expect(mine.json.workspaces).toHaveLength(1);
    const dash = await clients[2]!.c.get(`/api/workspace/workspaces/${mine.json.workspaces[0].id}/dashboard`);
    expect(dash.json.total).toBe(8);
    expect(dash.json.waiting).toHaveLength(1);
    expect(dash.json.chat).toHaveLength(2);
  });
});

describe("live events across processes", () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "reach a viewer served by another app process on the same PostgreSQL (LISTEN/NOTIFY)",
    async () => {
      const url = (t.database as { url?: string }).url!;
      const second = await createTestApp({ database: await openDatabase({ databaseUrl: url }) });
      try {
        const a = await account("cross-a@ws.example");
        const h = await hierarchy(a.c, "Cross Co");
        const res = await second.app.request(`/api/workspace/workspaces/${h.workspaceId}/events`, {
          headers: {
            origin: "http://localhost:3000",
            cookie: [...a.c.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          },
        });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let text = "";
        while (!text.includes("connected")) text += decoder.decode((await reader.read()).value);
        // Written through the first process, read from the second one's stream.
        await a.c.post(`/api/workspace/workspaces/${h.workspaceId}/chat`, { content: "From process one" });
        while (!text.includes("From process one")) text += decoder.decode((await reader.read()).value);
        expect(text).toMatch(/id: \d+\nevent: chat\ndata: .*From process one/);
        await reader.cancel();
      } finally {
        await second.close();
      }
    },
  );
});
