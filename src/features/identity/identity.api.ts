import { Hono } from "hono";
import { isUuid } from "#src/lib/uuid.ts";
import { hasRole } from "#src/platform/auth/roles.ts";
import { sendDownload } from "#src/platform/http/download.ts";
import { badRequest, HttpError, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { enforceRateLimit, type RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { readJson } from "#src/platform/http/request.ts";
import { actorOf, authHeaders, type HonoEnv } from "#src/platform/http/session.ts";
import {
  AVATAR_MAX_BYTES,
  employeeLoginSchema,
  firstAdminSchema,
  hasRoleRequestSchema,
  M,
  type MeDto,
  passwordChangeSchema,
  profileUpdateSchema,
  roleSchema,
  signInRequestSchema,
  signUpSchema,
  themeSchema,
} from "./identity.contract.ts";
import { adminExists } from "./server/admin-status.ts";
import {
  getOrCreateProfile,
  setThemePreference,
  updateUsername,
  uploadAvatar,
} from "./server/profile.service.ts";
import { changePassword, createFirstAdmin, signIn, signUp } from "./server/sign-in.service.ts";
import { grantUserRole, listUsersWithRoles, revokeUserRole } from "./server/team.service.ts";

export const SIGN_IN_RULES = {
  perIp: { name: "sign-in-ip", limit: 30, windowMs: 15 * 60_000 },
  perEmail: { name: "sign-in-email", limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;
export const SIGN_UP_RULE: RateLimitRule = { name: "sign-up-ip", limit: 10, windowMs: 60 * 60_000 };
export const FIRST_ADMIN_RULE: RateLimitRule = { name: "first-admin-ip", limit: 10, windowMs: 15 * 60_000 };
export const PASSWORD_CHANGE_RULE: RateLimitRule = {
  name: "password-change-user",
  limit: 5,
  windowMs: 15 * 60_000,
};

const userIdParam = (c: { req: { param: (name: string) => string | undefined } }) =>
  c.req.param("userId") ?? "";

function withCookies(res: Response, cookies: string[]): Response {
  for (const cookie of cookies) res.headers.append("set-cookie", cookie);
  return res;
}

// Who may call each route is its descriptor in identityEndpoints (the contract), enforced in front of every
// route by enforceEndpointPermissions; handlers pass the signed-in actor on to the services.

/** /api/identity: sign-in for the three portals, first admin, roles, profile, settings. */
export const identityApi = new Hono<HonoEnv>()
  .get("/me", async (c) => {
    const actor = await actorOf(c);
    if (!actor) return c.json({ user: null, roles: [], profile: null } satisfies MeDto);
    const profile = await getOrCreateProfile(c.get("services").db, actor);
    return c.json({
      user: {
        id: actor.user.id,
        email: actor.user.email,
        avatarUrl: profile.avatarUrl,
        emailVerified: actor.user.emailVerified,
      },
      roles: actor.roles,
      profile,
    } satisfies MeDto);
  })
  .post("/has-role", async (c) => {
    const actor = await signedInActor(c);
    const { role } = parseOrThrow(hasRoleRequestSchema, await readJson(c));
    return c.json({ hasRole: await hasRole(c.get("services").db, actor.user.id, role) });
  })
  .get("/admin-status", async (c) => c.json({ adminExists: await adminExists(c.get("services")) }))
  .post("/first-admin", async (c) => {
    const services = c.get("services");
    // Guessing the setup code is limited like guessing a password.
    await enforceRateLimit(services.rateLimiter, FIRST_ADMIN_RULE, c.get("clientIp"));
    const input = parseOrThrow(firstAdminSchema, await readJson(c));
    const result = await createFirstAdmin(services, authHeaders(c), input);
    services.kickMail();
    return c.json(result, 201);
  })
  .post("/sign-in", async (c) => {
    const services = c.get("services");
    // Counted before the body is read: a flood of junk costs one counter update each.
    await enforceRateLimit(services.rateLimiter, SIGN_IN_RULES.perIp, c.get("clientIp"));
    const raw = (await readJson(c)) as Record<string, unknown> | null;
    const portal = raw && typeof raw === "object" && raw.portal === "employee" ? "employee" : undefined;
    // The employee form checks email format and password length with its own messages, so it is
    // parsed with its own schema.
    const input = portal
      ? { ...parseOrThrow(employeeLoginSchema, raw), portal: "employee" as const }
      : parseOrThrow(signInRequestSchema, raw);
    await enforceRateLimit(services.rateLimiter, SIGN_IN_RULES.perEmail, input.email.toLowerCase());
    const redirect = c.req.query("redirect") ?? null;
    const { result, setCookie } = await signIn(services, authHeaders(c), { ...input, redirect });
    return withCookies(c.json(result), setCookie);
  })
  .post("/sign-up", async (c) => {
    const services = c.get("services");
    await enforceRateLimit(services.rateLimiter, SIGN_UP_RULE, c.get("clientIp"));
    const input = parseOrThrow(signUpSchema, await readJson(c));
    const { result, setCookie } = await signUp(services, authHeaders(c), input);
    services.kickMail();
    return withCookies(c.json(result, 201), setCookie);
  })
  .get("/profile", async (c) => {
    const actor = await signedInActor(c);
    return c.json(await getOrCreateProfile(c.get("services").db, actor));
  })
  .patch("/profile", async (c) => {
    const actor = await signedInActor(c);
    const { username } = parseOrThrow(profileUpdateSchema, await readJson(c));
    return c.json(await updateUsername(c.get("services").db, actor, username));
  })
  .post("/profile/avatar", async (c) => {
    const actor = await signedInActor(c);
    const services = c.get("services");
    const form = await c.req.formData().catch(() => {
      throw badRequest("Choose an image to upload.");
    });
    const file = form.get("avatar");
    if (!(file instanceof File)) throw badRequest("Choose an image to upload.");
    if (file.size > AVATAR_MAX_BYTES) throw new HttpError(413, "The image is larger than 2 MB.");
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await uploadAvatar(services, actor, { name: file.name, bytes }));
  })
  .get("/avatars/:fileId", async (c) => {
    const fileId = c.req.param("fileId") ?? "";
    if (!isUuid(fileId)) throw notFound();
    const found = await c.get("services").files.readFile(fileId);
    if (found?.row.purpose !== "avatar") throw notFound();
    return sendDownload(c, found.bytes, {
      contentType: found.row.contentType,
      cacheControl: "private, max-age=3600",
      disposition: "inline",
    });
  })
  .post("/password", async (c) => {
    const actor = await signedInActor(c);
    const services = c.get("services");
    // Per account: guessing the current password from many addresses is limited all the same.
    await enforceRateLimit(services.rateLimiter, PASSWORD_CHANGE_RULE, actor.user.id);
    await enforceRateLimit(services.rateLimiter, SIGN_IN_RULES.perIp, c.get("clientIp"));
    const input = parseOrThrow(passwordChangeSchema, await readJson(c));
    const setCookie = await changePassword(services, authHeaders(c), input);
    return withCookies(c.json({ message: M.passwordChanged }), setCookie);
  })
  .put("/preferences/theme", async (c) => {
    const actor = await signedInActor(c);
    const { theme } = parseOrThrow(themeSchema, await readJson(c));
    await setThemePreference(c.get("services").db, actor, theme);
    return c.json({ theme });
  })
  // Command Center > Settings > Team: admins grant and revoke roles.
  .get("/users", async (c) => c.json(await listUsersWithRoles(c.get("services").db, await signedInActor(c))))
  .put("/users/:userId/roles/:role", async (c) => {
    const actor = await signedInActor(c);
    const role = parseOrThrow(roleSchema, c.req.param("role"));
    return c.json({ roles: await grantUserRole(c.get("services").db, actor, userIdParam(c), role) });
  })
  .delete("/users/:userId/roles/:role", async (c) => {
    const actor = await signedInActor(c);
    const role = parseOrThrow(roleSchema, c.req.param("role"));
    return c.json({ roles: await revokeUserRole(c.get("services").db, actor, userIdParam(c), role) });
  });
