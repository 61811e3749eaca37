import { Hono } from "hono";
import { attachmentDisposition, sendDownload } from "#src/platform/http/download.ts";
import { badRequest, HttpError, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import type { RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { limitByIp, readJson } from "#src/platform/http/request.ts";
import { actorOf, authHeaders, type HonoEnv } from "#src/platform/http/session.ts";
import { orgListsApi } from "./org-lists.api.ts";
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  adminToggleSchema,
  archiveSchema,
  createEmployeeSchema,
  employeeListQuerySchema,
  goalInputSchema,
  goalUpdateSchema,
  inviteClaimSchema,
  inviteTokenSchema,
  optionalQuery,
  ownProfileSchema,
  PEOPLE_MESSAGES,
  PM,
  performanceReviewSchema,
  reportPeriodSchema,
  timeOffInputSchema,
  timeOffReviewSchema,
} from "./people.contract.ts";
import { remoteDaysApi, scheduleApi } from "./schedule.api.ts";
import { createGoal, goalsReport, listGoals, updateGoal } from "./server/goals.service.ts";
import { claimInvite, previewInvite, sendInvite } from "./server/invites.service.ts";
import {
  archiveEmployee,
  createEmployee,
  createOwnProfile,
  deleteEmployee,
  departmentGroups,
  getEmployeeView,
  getOwnProfile,
  listEmployees,
  managerOptions,
  orgChart,
  readEmployeeAvatar,
  restoreEmployee,
  setAdminAccess,
  setEmployeeAvatar,
  updateEmployee,
} from "./server/profiles.service.ts";
import { createReview, reviewsPage } from "./server/reviews.service.ts";
import { handbook, myMetrics } from "./server/self-service.service.ts";
import { cancelTimeOff, createTimeOff, reviewTimeOff, timeOffPage } from "./server/time-off.service.ts";
import { timeOffPolicyApi } from "./time-off-policy.api.ts";

/** Claiming an invite with a password is limited like signing in. */
export const INVITE_CLAIM_RULE: RateLimitRule = { name: "invite-claim-ip", limit: 30, windowMs: 15 * 60_000 };

const idOf = (c: { req: { param: (name: string) => string | undefined } }) => c.req.param("id") ?? "";

function withCookies(res: Response, cookies: string[]): Response {
  for (const cookie of cookies) res.headers.append("set-cookie", cookie);
  return res;
}

// Who may call each route is its descriptor in peopleEndpoints (the contract), enforced in front of
// every route; the services check the portal rules (own profile, portal admin, manager) themselves.

/** /api/people: the employee portal. */
export const peopleApi = new Hono<HonoEnv>()
  .get("/me", async (c) => c.json(await getOwnProfile(c.get("services").db, await signedInActor(c))))
  .post("/me", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(ownProfileSchema, await readJson(c));
    const employee = await createOwnProfile(c.get("services").db, actor, input);
    return c.json({ message: PM.profileCreated, employee }, 201);
  })
  .get("/metrics", async (c) => c.json(await myMetrics(c.get("services").db, await signedInActor(c))))
  .get("/employees", async (c) => {
    const actor = await signedInActor(c);
    const query = parseOrThrow(employeeListQuerySchema, c.req.query());
    return c.json(await listEmployees(c.get("services").db, actor, query));
  })
  .post("/employees", async (c) => {
    const actor = await signedInActor(c);
    const services = c.get("services");
    const input = parseOrThrow(createEmployeeSchema, await readJson(c));
    const result = await createEmployee(services, actor, input);
    if (result.invited) services.kickMail();
    return c.json(
      {
        message: result.invited
          ? `${PM.employeeCreated}. ${PEOPLE_MESSAGES.inviteSent(result.employee.email)}`
          : PM.employeeCreated,
        employee: result.employee,
      },
      201,
    );
  })
  .get("/employees/:id", async (c) =>
    c.json(await getEmployeeView(c.get("services").db, await signedInActor(c), idOf(c))),
  )
  .patch("/employees/:id", async (c) => {
    const actor = await signedInActor(c);
    const employee = await updateEmployee(c.get("services").db, actor, idOf(c), await readJson(c));
    return c.json({ message: PM.employeeUpdated, employee });
  })
  .delete("/employees/:id", async (c) => {
    const actor = await signedInActor(c);
    await deleteEmployee(c.get("services"), actor, idOf(c));
    return c.json({ message: PM.employeeDeleted });
  })
  .post("/employees/:id/archive", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(archiveSchema, await readJson(c));
    const employee = await archiveEmployee(c.get("services").db, actor, idOf(c), input);
    return c.json({ message: PM.employeeArchived, employee });
  })
  .post("/employees/:id/restore", async (c) => {
    const actor = await signedInActor(c);
    const employee = await restoreEmployee(c.get("services").db, actor, idOf(c));
    return c.json({ message: PEOPLE_MESSAGES.restored, employee });
  })
  .put("/employees/:id/admin", async (c) => {
    const actor = await signedInActor(c);
    const { isAdmin } = parseOrThrow(adminToggleSchema, await readJson(c));
    const employee = await setAdminAccess(c.get("services").db, actor, idOf(c), isAdmin);
    return c.json({ message: isAdmin ? PM.adminGranted : PM.adminRevoked, employee });
  })
  .post("/employees/:id/invite", async (c) => {
    const actor = await signedInActor(c);
    const services = c.get("services");
    const result = await sendInvite(services, actor, idOf(c));
    services.kickMail();
    return c.json(result);
  })
  .get("/employees/:id/managers", async (c) =>
    c.json(await managerOptions(c.get("services").db, await signedInActor(c), idOf(c))),
  )
  .post("/employees/:id/avatar", async (c) => {
    const actor = await signedInActor(c);
    const form = await c.req.formData().catch(() => {
      throw badRequest(PEOPLE_MESSAGES.avatarRequired);
    });
    const file = form.get("avatar");
    if (!(file instanceof File)) throw badRequest(PEOPLE_MESSAGES.avatarRequired);
    if (file.size > AVATAR_MAX_BYTES) throw new HttpError(413, PEOPLE_MESSAGES.avatarTooLarge);
    const employee = await setEmployeeAvatar(
      c.get("services"),
      actor,
      idOf(c),
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      { mimeTypes: AVATAR_TYPES, maxBytes: AVATAR_MAX_BYTES },
    );
    return c.json({ message: PM.avatarUpdated, employee });
  })
  .get("/employees/:id/avatar", async (c) => {
    const found = await readEmployeeAvatar(c.get("services"), await signedInActor(c), idOf(c));
    if (!found) throw notFound();
    return sendDownload(c, found.bytes, {
      contentType: found.contentType,
      cacheControl: "private, max-age=3600",
      disposition: "inline",
    });
  })
  .get("/org-chart", async (c) => {
    const actor = await signedInActor(c);
    const manager = parseOrThrow(optionalQuery, c.req.query("manager"));
    return c.json(await orgChart(c.get("services").db, actor, manager));
  })
  .get("/departments", async (c) => {
    const actor = await signedInActor(c);
    const department = parseOrThrow(optionalQuery, c.req.query("department"));
    return c.json(await departmentGroups(c.get("services").db, actor, department));
  })
  .route("/schedule", scheduleApi)
  .route("/remote-days", remoteDaysApi)
  .get("/time-off", async (c) => c.json(await timeOffPage(c.get("services").db, await signedInActor(c))))
  .post("/time-off", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(timeOffInputSchema, await readJson(c));
    const request = await createTimeOff(c.get("services").db, actor, input);
    return c.json({ message: PM.timeOffSubmitted, request }, 201);
  })
  .post("/time-off/:id/review", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(timeOffReviewSchema, await readJson(c));
    const request = await reviewTimeOff(c.get("services").db, actor, idOf(c), input);
    const message =
      input.decision === "approved" ? PEOPLE_MESSAGES.requestApproved : PEOPLE_MESSAGES.requestRejected;
    return c.json({ message, request });
  })
  .route("/time-off-policy", timeOffPolicyApi)
  .route("/org-lists", orgListsApi)
  .get("/reviews", async (c) => c.json(await reviewsPage(c.get("services").db, await signedInActor(c))))
  .post("/reviews", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(performanceReviewSchema, await readJson(c));
    const review = await createReview(c.get("services").db, actor, input);
    return c.json({ message: PEOPLE_MESSAGES.reviewSaved, review }, 201);
  })
  .delete("/time-off/:id", async (c) => {
    await cancelTimeOff(c.get("services").db, await signedInActor(c), idOf(c));
    return c.json({ message: PEOPLE_MESSAGES.requestCancelled });
  })
  .get("/goals", async (c) => c.json(await listGoals(c.get("services").db, await signedInActor(c))))
  .get("/goal-report", async (c) => {
    const actor = await signedInActor(c);
    const period = parseOrThrow(reportPeriodSchema, c.req.query("period"));
    const report = await goalsReport(c.get("services").db, actor, period);
    return sendDownload(c, new TextEncoder().encode(report.text), {
      contentType: "text/plain; charset=utf-8",
      disposition: attachmentDisposition(report.filename),
      cacheControl: "private, no-store",
    });
  })
  .post("/goals", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(goalInputSchema, await readJson(c));
    const goal = await createGoal(c.get("services").db, actor, input);
    return c.json({ message: PM.goalCreated, goal }, 201);
  })
  .patch("/goals/:id", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(goalUpdateSchema, await readJson(c));
    const goal = await updateGoal(c.get("services").db, actor, idOf(c), input);
    return c.json({ message: PEOPLE_MESSAGES.goalUpdated, goal });
  })
  .get("/handbook", async (c) => c.json(await handbook(c.get("services").db, await signedInActor(c))))
  .post("/invites/preview", async (c) => {
    await limitByIp(c, INVITE_CLAIM_RULE);
    const body = (await readJson(c)) as { token?: unknown } | null;
    const token = parseOrThrow(inviteTokenSchema, body?.token);
    return c.json(await previewInvite(c.get("services").db, token));
  })
  .post("/invites/claim", async (c) => {
    await limitByIp(c, INVITE_CLAIM_RULE);
    const input = parseOrThrow(inviteClaimSchema, await readJson(c));
    const services = c.get("services");
    const result = await claimInvite(services, authHeaders(c), await actorOf(c), input);
    return withCookies(c.json({ message: result.message, redirectTo: result.redirectTo }), result.setCookie);
  });
