import { type Context, Hono } from "hono";
import { attachmentDisposition, sendDownload } from "#src/platform/http/download.ts";
import { badRequest, HttpError, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import type { RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { limitByIp, readJson } from "#src/platform/http/request.ts";
import { authHeaders, type HonoEnv } from "#src/platform/http/session.ts";
import { memberOf, membersOf } from "./server/access.ts";
import {
  addApiDoc,
  addDoc,
  answerApproval,
  answerFeedback,
  readAttachment,
  requestApproval,
  requestFeedback,
  scheduleMeeting,
  uploadAttachment,
} from "./server/collab.service.ts";
import { getDashboard, postChat, timeCsv, timeRollup } from "./server/dashboard.service.ts";
import { LIVE_EVENTS_HEADERS, openLiveEvents } from "./server/live-events.service.ts";
import {
  addMember,
  claimInvitation,
  removeMember,
  signUpByInvitation,
  transferOwnership,
} from "./server/members.service.ts";
import {
  createTask,
  deleteTask,
  flagBlocker,
  getListView,
  getTaskDetail,
  logTime,
  postTaskMessage,
  toggleTimer,
  updateTask,
} from "./server/tasks.service.ts";
import {
  createItem,
  createWorkspace,
  deleteItem,
  deleteSummary,
  getTree,
  listWorkspaces,
  renameItem,
  selectWorkspace,
} from "./server/tree.service.ts";
import {
  ATTACHMENT_MAX_BYTES,
  apiDocInputSchema,
  approvalAnswerSchema,
  chatSchema,
  docInputSchema,
  feedbackAnswerSchema,
  feedbackRequestSchema,
  type ItemKind,
  invitationClaimSchema,
  invitationSignUpSchema,
  itemInputSchema,
  itemMessages,
  itemUpdateSchema,
  liveResumeSchema,
  meetingInputSchema,
  memberInputSchema,
  messageSchema,
  namedFields,
  ownerInputSchema,
  selectionSchema,
  taskInputSchema,
  taskUpdateSchema,
  timeEntrySchema,
  WM,
  WORKSPACE_MESSAGES as WX,
} from "./workspace.contract.ts";

/** Signing up through an invitation is limited like signing up. */
const INVITATION_SIGN_UP_RULE: RateLimitRule = {
  name: "workspace-invitation-ip",
  limit: 10,
  windowMs: 60 * 60_000,
};

const idOf = (c: Context<HonoEnv>) => c.req.param("id") ?? "";

function rename(kind: ItemKind) {
  return async (c: Context<HonoEnv>) => {
    const actor = await signedInActor(c);
    const input = await readJson(c);
    const changes = namedFields(parseOrThrow(itemUpdateSchema, input), input);
    await renameItem(c.get("services").db, actor, kind, idOf(c), changes);
    return c.json({ message: itemMessages(kind).updated });
  };
}

/** DELETE: with ?dryRun=1 it only says what would go (for the confirmation dialog). */
function remove(kind: ItemKind) {
  return async (c: Context<HonoEnv>) => {
    const actor = await signedInActor(c);
    const services = c.get("services");
    if (c.req.query("dryRun") === "1")
      return c.json({ summary: await deleteSummary(services.db, actor, kind, idOf(c)) });
    const summary = await deleteItem(services, actor, kind, idOf(c));
    return c.json({ message: itemMessages(kind).deleted, summary });
  };
}

function create(kind: "space" | "folder" | "list") {
  return async (c: Context<HonoEnv>) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(itemInputSchema, await readJson(c));
    const item = await createItem(c.get("services").db, actor, kind, idOf(c), input);
    return c.json({ message: itemMessages(kind).created, item }, 201);
  };
}

/**
 * Server-sent events for one workspace. The browser sends the Last-Event-ID header by itself on a
 * reconnect; the query parameter serves clients that cannot set it.
 */
async function liveEvents(c: Context<HonoEnv>) {
  const actor = await signedInActor(c);
  const { lastEventId } = parseOrThrow(liveResumeSchema, {
    lastEventId: c.req.header("last-event-id") ?? c.req.query("lastEventId"),
  });
  const stream = await openLiveEvents(c.get("services"), actor, idOf(c), {
    lastEventId,
    signal: c.req.raw.signal,
  });
  return new Response(stream, { headers: LIVE_EVENTS_HEADERS });
}

/** /api/workspace: the workspace task manager. Every service checks membership of the object. */
export const workspaceApi = new Hono<HonoEnv>()
  .get("/workspaces", async (c) => c.json(await listWorkspaces(c.get("services").db, await signedInActor(c))))
  .post("/workspaces", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(itemInputSchema, await readJson(c));
    const workspace = await createWorkspace(c.get("services").db, actor, input);
    return c.json({ message: itemMessages("workspace").created, workspace }, 201);
  })
  .put("/selection", async (c) => {
    const { workspaceId } = parseOrThrow(selectionSchema, await readJson(c));
    await selectWorkspace(c.get("services").db, await signedInActor(c), workspaceId);
    return c.json({ ok: true });
  })
  .patch("/workspaces/:id", rename("workspace"))
  .delete("/workspaces/:id", remove("workspace"))
  .get("/workspaces/:id/tree", async (c) =>
    c.json(await getTree(c.get("services").db, await signedInActor(c), idOf(c))),
  )
  .get("/workspaces/:id/dashboard", async (c) =>
    c.json(await getDashboard(c.get("services").db, await signedInActor(c), idOf(c))),
  )
  .get("/workspaces/:id/members", async (c) => {
    const db = c.get("services").db;
    const ws = await memberOf(db, await signedInActor(c), idOf(c));
    return c.json({ members: await membersOf(db, ws.id) });
  })
  .post("/workspaces/:id/members", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const input = parseOrThrow(memberInputSchema, await readJson(c));
    const result = await addMember(services, actor, idOf(c), input);
    if (result.invited) services.kickMail();
    return c.json(result, 201);
  })
  .delete("/workspaces/:id/members/:userId", async (c) => {
    await removeMember(c.get("services").db, await signedInActor(c), idOf(c), c.req.param("userId") ?? "");
    return c.json({ message: WX.memberRemoved });
  })
  .put("/workspaces/:id/owner", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(ownerInputSchema, await readJson(c));
    return c.json(await transferOwnership(c.get("services").db, actor, idOf(c), input));
  })
  .post("/workspaces/:id/chat", async (c) => {
    const actor = await signedInActor(c);
    const { content } = parseOrThrow(chatSchema, await readJson(c));
    const message = await postChat(c.get("services").db, actor, idOf(c), content);
    return c.json({ message: WM.messageSent, chat: message }, 201);
  })
  .get("/workspaces/:id/events", liveEvents)
  .get("/workspaces/:id/time", async (c) =>
    c.json(await timeRollup(c.get("services").db, await signedInActor(c), idOf(c))),
  )
  .get("/workspaces/:id/time.csv", async (c) => {
    const { filename, csv } = await timeCsv(c.get("services").db, await signedInActor(c), idOf(c));
    return sendDownload(c, new TextEncoder().encode(csv), {
      contentType: "text/csv; charset=utf-8",
      disposition: attachmentDisposition(filename),
      cacheControl: "private, no-store",
    });
  })
  .post("/workspaces/:id/spaces", create("space"))
  .patch("/spaces/:id", rename("space"))
  .delete("/spaces/:id", remove("space"))
  .post("/spaces/:id/folders", create("folder"))
  .patch("/folders/:id", rename("folder"))
  .delete("/folders/:id", remove("folder"))
  .post("/folders/:id/lists", create("list"))
  .get("/lists/:id", async (c) =>
    c.json(await getListView(c.get("services").db, await signedInActor(c), idOf(c))),
  )
  .patch("/lists/:id", rename("list"))
  .delete("/lists/:id", remove("list"))
  .post("/lists/:id/tasks", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(taskInputSchema, await readJson(c));
    const task = await createTask(c.get("services").db, actor, idOf(c), input);
    return c.json({ message: WM.taskCreated, task }, 201);
  })
  .get("/tasks/:id", async (c) =>
    c.json(await getTaskDetail(c.get("services").db, await signedInActor(c), idOf(c))),
  )
  .patch("/tasks/:id", async (c) => {
    const actor = await signedInActor(c);
    const input = await readJson(c);
    const changes = namedFields(parseOrThrow(taskUpdateSchema, input), input);
    const task = await updateTask(c.get("services").db, actor, idOf(c), changes);
    return c.json({ message: WX.statusUpdated, task });
  })
  .delete("/tasks/:id", async (c) => {
    await deleteTask(c.get("services"), await signedInActor(c), idOf(c));
    return c.json({ message: WX.taskDeleted });
  })
  .post("/tasks/:id/messages", async (c) => {
    const actor = await signedInActor(c);
    const { content } = parseOrThrow(messageSchema, await readJson(c));
    const message = await postTaskMessage(c.get("services").db, actor, idOf(c), content);
    return c.json({ message: WM.messageSent, chat: message }, 201);
  })
  .post("/tasks/:id/attachments", async (c) => {
    const actor = await signedInActor(c);
    const form = await c.req.formData().catch(() => {
      throw badRequest(WX.fileRequired);
    });
    const file = form.get("file");
    if (!(file instanceof File)) throw badRequest(WX.fileRequired);
    if (file.size > ATTACHMENT_MAX_BYTES) throw new HttpError(413, WX.fileTooLarge);
    const attachment = await uploadAttachment(c.get("services"), actor, idOf(c), {
      filename: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json({ message: WM.fileUploaded, attachment }, 201);
  })
  .get("/attachments/:id", async (c) => {
    const found = await readAttachment(c.get("services"), await signedInActor(c), idOf(c));
    return sendDownload(c, found.bytes, {
      contentType: found.contentType,
      disposition: attachmentDisposition(found.filename),
      cacheControl: "private, no-store",
    });
  })
  .post("/tasks/:id/approvals", async (c) => {
    const result = await requestApproval(c.get("services").db, await signedInActor(c), idOf(c));
    return c.json({ message: WM.approvalSent, ...result }, 201);
  })
  .post("/approvals/:id/answer", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(approvalAnswerSchema, await readJson(c));
    return c.json(await answerApproval(c.get("services").db, actor, idOf(c), input));
  })
  .post("/tasks/:id/feedback", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(feedbackRequestSchema, (await readJson(c)) ?? {});
    const result = await requestFeedback(c.get("services").db, actor, idOf(c), input);
    return c.json({ message: WM.feedbackSent, ...result }, 201);
  })
  .post("/feedback/:id/answer", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(feedbackAnswerSchema, await readJson(c));
    return c.json(await answerFeedback(c.get("services").db, actor, idOf(c), input));
  })
  .post("/tasks/:id/meetings", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const input = parseOrThrow(meetingInputSchema, await readJson(c));
    const result = await scheduleMeeting(services, actor, idOf(c), input);
    services.kickMail();
    return c.json({ message: WM.meetingScheduled, ...result }, 201);
  })
  .post("/tasks/:id/docs", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(docInputSchema, await readJson(c));
    const result = await addDoc(c.get("services").db, actor, idOf(c), input);
    return c.json({ message: WX.docSaved, ...result }, 201);
  })
  .post("/tasks/:id/api-docs", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(apiDocInputSchema, await readJson(c));
    const result = await addApiDoc(c.get("services").db, actor, idOf(c), input);
    return c.json({ message: WX.apiDocSaved, ...result }, 201);
  })
  .post("/tasks/:id/blocker", async (c) => {
    const task = await flagBlocker(c.get("services").db, await signedInActor(c), idOf(c));
    return c.json({ message: WM.taskBlocked, task });
  })
  .post("/tasks/:id/timer", async (c) => {
    const result = await toggleTimer(c.get("services").db, await signedInActor(c), idOf(c));
    return c.json({ message: result.running ? WX.timerStarted : WX.timerStopped, ...result });
  })
  .post("/tasks/:id/time-entries", async (c) => {
    const actor = await signedInActor(c);
    const { minutes, note } = parseOrThrow(timeEntrySchema, await readJson(c));
    const task = await logTime(c.get("services").db, actor, idOf(c), minutes, note);
    return c.json({ message: WX.timeLogged, task }, 201);
  })
  .post("/invitations/sign-up", async (c) => {
    await limitByIp(c, INVITATION_SIGN_UP_RULE);
    const { token, password } = parseOrThrow(invitationSignUpSchema, await readJson(c));
    const result = await signUpByInvitation(c.get("services"), authHeaders(c), token, password);
    const res = c.json({ message: WX.invitationAccepted, workspaceId: result.workspaceId });
    for (const cookie of result.setCookie) res.headers.append("set-cookie", cookie);
    return res;
  })
  .post("/invitations/claim", async (c) => {
    const actor = await signedInActor(c);
    const { token } = parseOrThrow(invitationClaimSchema, await readJson(c));
    const result = await claimInvitation(c.get("services").db, actor, token);
    return c.json({ message: WX.invitationAccepted, ...result });
  });
