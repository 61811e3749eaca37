import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { ROLES, type Role } from "#src/lib/roles.ts";
import { safeRedirect } from "#src/lib/safe-redirect.ts";
import { text } from "#src/lib/text.ts";

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

/** What the browser learns about the signed-in user. */
export type MeDto = {
  user: { id: string; email: string; avatarUrl: string | null; emailVerified: boolean } | null;
  roles: Role[];
  profile: { id: string; username: string | null; avatarUrl: string | null } | null;
};

export type SignInResult = { redirectTo: string; message: string; roles: Role[] };

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

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const identityEndpointSchemas = {
  "POST /api/identity/has-role": { body: hasRoleRequestSchema },
  "POST /api/identity/first-admin": { body: firstAdminSchema },
  "POST /api/identity/sign-in": { body: [employeeLoginSchema, signInRequestSchema] },
  "POST /api/identity/sign-up": { body: signUpSchema },
  "PATCH /api/identity/profile": { body: profileUpdateSchema },
  "POST /api/identity/password": { body: passwordChangeSchema },
  "PUT /api/identity/preferences/theme": { body: themeSchema },
  "PUT /api/identity/users/:userId/roles/:role": { params: { role: roleSchema } },
  "DELETE /api/identity/users/:userId/roles/:role": { params: { role: roleSchema } },
} as const satisfies EndpointSchemas;
