import { eq } from "drizzle-orm";
import { findEmployeeProfileByUserId } from "#src/features/people/server/index.ts";
import { session as sessionTable, user as userTable } from "#src/platform/auth/auth.tables.ts";
import { setupClaims } from "#src/platform/auth/roles.tables.ts";
import { getRoles, grantRole, hasRole } from "#src/platform/auth/roles.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import {
  type FirstAdminInput,
  landingAfterLogin,
  M,
  type PasswordChangeInput,
  SECURITY_MESSAGES,
  type SignInResult,
} from "../identity.contract.ts";
import { adminExists, FIRST_ADMIN_CLAIM } from "./admin-status.ts";
import { discardSetupCode, setupCodeMatches } from "./setup-code.ts";

type Portal = "general" | "admin" | "employee";
export type AuthOutcome<T> = { result: T; setCookie: string[] };

const invalidCredentialsMessage: Record<Portal, string> = {
  general: "Invalid email or password",
  admin: M.invalidCredentials,
  employee: "Invalid email or password",
};

/**
 * Signs in through better-auth, then applies the portal's rule before any cookie reaches the
 * browser: a refused caller never holds a session.
 */
export async function signIn(
  services: AppServices,
  headers: Headers,
  input: { email: string; password: string; portal: Portal; redirect?: string | null },
): Promise<AuthOutcome<SignInResult>> {
  const res = await services.auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  if (!res.ok) {
    if (res.status === 401 || res.status === 400)
      throw new HttpError(401, invalidCredentialsMessage[input.portal]);
    throw new HttpError(502, input.portal === "employee" ? M.employeeLoginFailed : M.generalLoginError);
  }
  const body = (await res.json()) as { token?: string; user?: { id: string } };
  if (!body.token || !body.user) throw new HttpError(502, M.noSessionCreated);
  const userId = body.user.id;
  const revoke = () => services.db.delete(sessionTable).where(eq(sessionTable.token, body.token!));

  if (input.portal === "admin" && !(await hasRole(services.db, userId, "admin"))) {
    await revoke();
    throw new HttpError(403, M.noAdminPrivileges, { code: "not_admin" });
  }
  // The profile is found by the account it is linked to, never by a matching address: someone
  // who registered an employee's address first must not inherit that employee's profile.
  if (input.portal === "employee" && !(await findEmployeeProfileByUserId(services.db, userId))) {
    await revoke();
    throw new HttpError(403, M.noEmployeeProfile, { code: "no_employee_profile" });
  }
  const roles = await getRoles(services.db, userId);
  const result: SignInResult =
    input.portal === "admin"
      ? { redirectTo: "/admin", message: M.adminLoggedIn, roles }
      : input.portal === "employee"
        ? { redirectTo: "/employee/dashboard", message: M.generalLoginSuccess, roles }
        : {
            redirectTo: landingAfterLogin(roles, input.redirect, services.config.publicUrl),
            message: M.generalLoginSuccess,
            roles,
          };
  return { result, setCookie: res.headers.getSetCookie() };
}

/**
 * The signed-in user changes their password (the current one is checked by better-auth, and every
 * other session of the account ends); returns the cookies of the renewed session.
 */
export async function changePassword(
  services: Pick<AppServices, "auth">,
  headers: Headers,
  input: PasswordChangeInput,
): Promise<string[]> {
  const res = await services.auth.api.changePassword({
    body: {
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      revokeOtherSessions: true,
    },
    headers,
    asResponse: true,
  });
  if (!res.ok)
    throw new HttpError(400, M.wrongCurrentPassword, { fields: { currentPassword: M.wrongCurrentPassword } });
  return res.headers.getSetCookie();
}

/** General sign-up: no staff role; a verification email goes through the outbox. */
export async function signUp(
  services: AppServices,
  headers: Headers,
  input: { email: string; password: string },
): Promise<AuthOutcome<{ message: string; redirectTo: string }>> {
  // better-auth signs the new user in (autoSignIn); its cookie is handed on.
  const created = await createUser(services, headers, input);
  return { result: { message: M.generalSignUpSuccess, redirectTo: "/" }, setCookie: created.setCookie };
}

async function createUser(
  services: AppServices,
  headers: Headers,
  input: { email: string; password: string },
) {
  const existing = await services.db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.email, input.email.toLowerCase()))
    .limit(1);
  if (existing.length) throw new HttpError(409, M.alreadyRegistered, { code: "already_registered" });
  const res = await services.auth.api.signUpEmail({
    body: {
      email: input.email,
      password: input.password,
      name: input.email.split("@")[0] ?? "User",
      // Where the verification link lands; the home page confirms with a toast.
      callbackURL: "/?verified=1",
    },
    headers,
    asResponse: true,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    if (res.status === 422 || body.code?.includes("ALREADY_EXISTS")) {
      throw new HttpError(409, M.alreadyRegistered, { code: "already_registered" });
    }
    throw new HttpError(400, body.message ?? M.createUserFailed);
  }
  const body = (await res.json()) as { user?: { id: string } };
  if (!body.user) throw new HttpError(502, M.createUserFailed);
  return { userId: body.user.id, setCookie: res.headers.getSetCookie() };
}

/**
 * First-run set-up. Only someone who can read the server's log (the setup code) may create the
 * first admin. The claim row's primary key makes it atomic: of two simultaneous attempts, exactly
 * one inserts the claim and goes on to create the admin.
 */
export async function createFirstAdmin(
  services: AppServices,
  headers: Headers,
  input: FirstAdminInput,
): Promise<{ message: string; redirectTo: string }> {
  if (await adminExists(services)) throw new HttpError(409, M.adminExists, { code: "admin_exists" });
  if (!(await setupCodeMatches(services, input.setupCode))) {
    throw new HttpError(403, SECURITY_MESSAGES.setupCodeWrong, {
      code: "bad_setup_code",
      fields: { setupCode: SECURITY_MESSAGES.setupCodeWrong },
    });
  }
  const claimed = await services.db
    .insert(setupClaims)
    .values({ key: FIRST_ADMIN_CLAIM })
    .onConflictDoNothing()
    .returning({ key: setupClaims.key });
  if (claimed.length === 0) throw new HttpError(409, M.adminExists, { code: "admin_exists" });
  try {
    const { userId } = await createUser(services, headers, input);
    // After creation the admin goes back to /auth and signs in like anyone else, so
    // the session better-auth created is discarded rather than handed out.
    await services.db.delete(sessionTable).where(eq(sessionTable.userId, userId));
    // The Command Center and /admin are staff areas: an admin needs the employee role too.
    await grantRole(services.db, userId, "admin", null);
    await grantRole(services.db, userId, "employee", null);
    await services.db.update(setupClaims).set({ userId }).where(eq(setupClaims.key, FIRST_ADMIN_CLAIM));
    await discardSetupCode(services);
  } catch (err) {
    await services.db.delete(setupClaims).where(eq(setupClaims.key, FIRST_ADMIN_CLAIM));
    throw err;
  }
  return { message: M.adminCreated, redirectTo: "/auth" };
}
