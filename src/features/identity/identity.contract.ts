import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { ROLES } from "#src/lib/roles.ts";
import { safeRedirect } from "#src/lib/safe-redirect.ts";
import { text } from "#src/lib/text.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";

/**
 * What the sign-in, sign-up, admin and employee login screens tell the user, in the product's
 * fixed wording so every screen and test says the same thing.
 */
export const M = {
  generalLoginSuccess: "Successfully logged in",
  generalSignUpSuccess: "Registration successful! Please check your email for verification.",
  generalLoginError: "Error logging in",
  generalSignUpError: "Error signing up",
  alreadyRegistered: "This email is already registered. Please try logging in instead.",
  invalidCredentials: "Invalid email or password. Please try again.",
  notAdminAccount: "This account doesn't have admin privileges.",
  noAdminPrivileges: "You don't have admin privileges.",
  adminExists: "An admin account already exists. Please use the login form instead.",
  adminCreated: "Admin account created successfully! Please verify your email.",
  adminLoggedIn: "Logged in successfully!",
  adminStatusError: "Error checking admin status",
  createUserFailed: "Failed to create user",
  noSessionCreated: "No session created",
  employeeLoginFailed: "Failed to log in",
  noEmployeeProfile: "No employee profile found",
  invalidEmail: "Invalid email address",
  passwordMin: "Password must be at least 6 characters",
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  loggedOut: "Successfully logged out",
  logoutError: "Error logging out",
  portalLogoutError: "Failed to log out",
  loginRequiredPortal: "Please log in to access the employee portal",
  profileLoadError: "Error loading profile",
  accessDenied: (role: string) => `Access denied: ${role} role required`,
  profileSaved: "Profile updated",
  passwordChanged: "Password changed",
  wrongCurrentPassword: "Your current password is not correct.",
  // What a new, unverified account may do, said before and after sign-up.
  signUpExplainer:
    "We email you a link to verify your address. You are signed in straight away; a staff role can only be given once the address is verified.",
  unverifiedAccount:
    "You are signed in. Until you open the link in that email, this account can use the site and its tools but cannot be given a staff role.",
  emailVerified: "Verified",
  emailNotVerified:
    "Not verified yet: open the link in the verification email we sent. Until then this account cannot be given a staff role.",
} as const;

/** The first-admin setup code (decision 022) and verified identities: security hardening. */
export const SECURITY_MESSAGES = {
  setupCodeRequired: "Enter the setup code printed in the server log when it started.",
  setupCodeWrong:
    'That setup code is not correct. Use the code from the server log (a line with "setup code").',
  unverifiedEmail: "Roles can only be granted to accounts whose email address is verified.",
} as const;

export { ROLES, type Role } from "#src/lib/roles.ts";

/** A role named in an address or a body ("Unknown role" for anything else). */
export const roleSchema = z.enum(ROLES, { error: "Unknown role" });

const email = text({ error: M.emailRequired, label: "Email" })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.invalidEmail);
const password = text({ error: M.passwordRequired, label: "Password" })
  .min(1, M.passwordRequired)
  .max(128, "Password is too long");

/** General /auth login and sign-up: email and password required. */
export const credentialsSchema = z.object({
  email: email.pipe(z.email(M.invalidEmail)),
  password,
});

export const signUpSchema = z.object({
  email: email.pipe(z.email(M.invalidEmail)),
  password: password.pipe(z.string().min(6, M.passwordMin)),
});

/** Create Admin Account: the sign-up fields and the one-time setup code from the server log. */
export const firstAdminSchema = signUpSchema.extend({
  setupCode: z
    .string({ error: SECURITY_MESSAGES.setupCodeRequired })
    .trim()
    .min(1, SECURITY_MESSAGES.setupCodeRequired)
    .max(128, SECURITY_MESSAGES.setupCodeWrong),
});
export type FirstAdminInput = z.infer<typeof firstAdminSchema>;

/**
 * Employee login: a valid email and a password of at least 6 characters, each with its own
 * message.
 */
export const employeeLoginSchema = z.object({
  email: text({ error: M.invalidEmail, label: "Email" })
    .trim()
    .max(254, M.invalidEmail)
    .pipe(z.email(M.invalidEmail)),
  password: text({ error: M.passwordMin, label: "Password" })
    .min(6, M.passwordMin)
    .max(128, "Password is too long"),
});

export const signInRequestSchema = credentialsSchema.extend({
  portal: z.enum(["general", "admin", "employee"]).default("general"),
});

export const hasRoleRequestSchema = z.object({ role: roleSchema });

export const profileUpdateSchema = z.object({
  username: text({ label: "Username" })
    .trim()
    .min(2, "Username must be at least 2 characters")
    .max(40, "Username must be at most 40 characters")
    .regex(/^[\p{L}\p{N} ._-]+$/u, "Use letters, numbers, spaces, dots, dashes or underscores"),
});

/** Changing one's password in /settings. */
export const passwordChangeSchema = z
  .object({
    currentPassword: text({ label: "Password" }).min(1, "Enter your current password").max(128),
    newPassword: text({ label: "Password" }).min(6, M.passwordMin).max(128, "Password is too long"),
    confirmPassword: text({ label: "Password" }).max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const themeSchema = z.object({ theme: z.enum(["dark", "light"]) });

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// What the browser receives: each answer's JSON as sent (the OpenAPI document's responses; a test
// run holds every answer to its schema). The schemas stay unexported: callers use the types, and
// the OpenAPI test counts a parse by an exported schema as an input the handler validates.

/** One's own profile (its id is the user's id). */
const profileAnswer = z.strictObject({
  id: rowId,
  username: z.string().nullable(),
  avatarUrl: z.string().nullable().describe("Where the picture is served (/api/identity/avatars/…)"),
});
export type ProfileDto = z.output<typeof profileAnswer>;

/** What the browser learns about the signed-in user (nulls and no roles when anonymous). */
const meAnswer = z.strictObject({
  user: z
    .strictObject({
      id: rowId,
      email: z.string(),
      avatarUrl: z.string().nullable(),
      emailVerified: z.boolean(),
    })
    .nullable(),
  roles: z.array(roleSchema),
  profile: profileAnswer.nullable(),
});
export type MeDto = z.output<typeof meAnswer>;

/** Where the signed-in user goes next, with the portal's message and the account's roles. */
const signInAnswer = z.strictObject({
  redirectTo: z.string(),
  message: z.string(),
  roles: z.array(roleSchema),
});
export type SignInResult = z.output<typeof signInAnswer>;

/** Sign-up and first admin: the message to show and where to go next. */
const nextStepAnswer = z.strictObject({ message: z.string(), redirectTo: z.string() });

/** Command Center > Settings > Team: one account with its roles. */
const teamMemberAnswer = z.strictObject({
  id: rowId,
  email: z.string(),
  /** Roles are granted only to verified addresses; the Team list says which ones are. */
  emailVerified: z.boolean(),
  createdAt: isoDateTime,
  roles: z.array(roleSchema),
});
export type TeamMemberDto = z.output<typeof teamMemberAnswer>;

/** A role change: the account's roles afterwards. */
const rolesAnswer = z.strictObject({ roles: z.array(roleSchema) });

// better-auth's own answers (/api/auth/*): the library owns their shape, so the fields the app
// relies on are named and any others it adds are let through (looseObject).
const betterAuthUser = z.looseObject({
  id: rowId,
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullish(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
const betterAuthSession = z.looseObject({
  id: rowId,
  userId: rowId,
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
const getSessionAnswer = z
  .looseObject({ session: betterAuthSession, user: betterAuthUser })
  .nullable()
  .describe("The session and its user, or null when the cookie names no live session");
const signOutAnswer = z.looseObject({ success: z.literal(true) });
/**
 * The verification link: with `callbackURL` (as every emailed link has) a 302 to it, which is not
 * a success answer; without one, this JSON (`user` is null: the address was verified, or already was).
 */
const verifyEmailAnswer = z
  .looseObject({ status: z.literal(true), user: betterAuthUser.nullable() })
  .describe("Without callbackURL; with one (as in the email), a 302 to it instead");

/**
 * Where a user goes after /auth login: the guard's redirect when it stays on our site (see
 * safeRedirect), else /admin for staff, else /.
 */
export function landingAfterLogin(
  roles: readonly string[],
  redirect: string | null | undefined,
  publicUrl: string,
): string {
  const staffHome = roles.includes("admin") || roles.includes("employee") ? "/admin" : "/";
  return safeRedirect(redirect, publicUrl, staffHome);
}

/** Every /api/identity endpoint and who may call it (checked against the router by a test). */
export const identityEndpoints = [
  {
    method: "GET",
    path: "/api/identity/me",
    permission: "public",
    summary: "The session user, roles and profile (nulls when anonymous)",
  },
  { method: "POST", path: "/api/identity/has-role", permission: "signed-in", summary: "The has_role check" },
  {
    method: "GET",
    path: "/api/identity/admin-status",
    permission: "public",
    summary: "Whether an admin exists (/auth mode)",
  },
  {
    method: "POST",
    path: "/api/identity/first-admin",
    permission: "public",
    summary: "First-run admin creation, once",
  },
  {
    method: "POST",
    path: "/api/identity/sign-in",
    permission: "public",
    summary: "Sign-in for /auth, /admin/login and /employee/login",
  },
  { method: "POST", path: "/api/identity/sign-up", permission: "public", summary: "General sign-up" },
  { method: "GET", path: "/api/identity/profile", permission: "signed-in", summary: "Own profile" },
  { method: "PATCH", path: "/api/identity/profile", permission: "signed-in", summary: "Change username" },
  {
    method: "POST",
    path: "/api/identity/profile/avatar",
    permission: "signed-in",
    summary: "Upload avatar",
    body: "multipart",
  },
  { method: "GET", path: "/api/identity/avatars/:fileId", permission: "signed-in", summary: "Avatar image" },
  { method: "POST", path: "/api/identity/password", permission: "signed-in", summary: "Change password" },
  {
    method: "PUT",
    path: "/api/identity/preferences/theme",
    permission: "signed-in",
    summary: "Theme preference",
  },
  { method: "GET", path: "/api/identity/users", permission: "admin", summary: "Team: users and roles" },
  {
    method: "PUT",
    path: "/api/identity/users/:userId/roles/:role",
    permission: "admin",
    summary: "Grant a role",
  },
  {
    method: "DELETE",
    path: "/api/identity/users/:userId/roles/:role",
    permission: "admin",
    summary: "Revoke a role",
  },
] as const satisfies readonly EndpointDescriptor[];

/**
 * The better-auth paths the app uses; every other path under /api/auth answers 404 (its account
 * deletion, e-mail change, update-user, resend-verification and password reset are not offered).
 */
export const betterAuthEndpoints = [
  {
    method: "GET",
    path: "/api/auth/get-session",
    permission: "public",
    summary: "better-auth: the session of the cookie",
  },
  { method: "POST", path: "/api/auth/sign-out", permission: "public", summary: "better-auth: sign out" },
  {
    method: "GET",
    path: "/api/auth/verify-email",
    permission: "public",
    summary: "better-auth: the link in the verification email",
  },
] as const satisfies readonly EndpointDescriptor[];

/**
 * What each endpoint's handler validates and what it answers: the OpenAPI document's inputs and
 * responses (a test holds the handlers to both).
 */
export const identityEndpointSchemas = {
  "GET /api/identity/me": { response: meAnswer },
  "POST /api/identity/has-role": {
    body: hasRoleRequestSchema,
    response: z.strictObject({ hasRole: z.boolean() }),
  },
  "GET /api/identity/admin-status": { response: z.strictObject({ adminExists: z.boolean() }) },
  "POST /api/identity/first-admin": { body: firstAdminSchema, response: nextStepAnswer },
  "POST /api/identity/sign-in": { body: [employeeLoginSchema, signInRequestSchema], response: signInAnswer },
  "POST /api/identity/sign-up": { body: signUpSchema, response: nextStepAnswer },
  "GET /api/identity/profile": { response: profileAnswer },
  "PATCH /api/identity/profile": { body: profileUpdateSchema, response: profileAnswer },
  "POST /api/identity/profile/avatar": { response: profileAnswer },
  "GET /api/identity/avatars/:fileId": { response: ANSWERS.image },
  "POST /api/identity/password": {
    body: passwordChangeSchema,
    response: z.strictObject({ message: z.string() }),
  },
  "PUT /api/identity/preferences/theme": {
    body: themeSchema,
    response: z.strictObject({ theme: z.enum(["dark", "light"]) }),
  },
  "GET /api/identity/users": { response: z.array(teamMemberAnswer) },
  "PUT /api/identity/users/:userId/roles/:role": { params: { role: roleSchema }, response: rolesAnswer },
  "DELETE /api/identity/users/:userId/roles/:role": { params: { role: roleSchema }, response: rolesAnswer },
  "GET /api/auth/get-session": { response: getSessionAnswer },
  "POST /api/auth/sign-out": { response: signOutAnswer },
  "GET /api/auth/verify-email": { response: verifyEmailAnswer },
} as const satisfies EndpointSchemas;
