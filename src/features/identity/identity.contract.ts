import { z } from "zod";
import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Messages quoted by spec documents 1 (section 8) and 4 (section 8). */
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
} as const;

export const roleSchema = z.enum(["employee", "admin", "workspace_user"]);
export type RoleName = z.infer<typeof roleSchema>;

const email = z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(254, M.invalidEmail);
const password = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(128, "Password is too long");

/** General /auth login and sign-up: email and password required. */
export const credentialsSchema = z.object({
  email: email.pipe(z.email(M.invalidEmail)),
  password,
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const signUpSchema = z.object({
  email: email.pipe(z.email(M.invalidEmail)),
  password: password.pipe(z.string().min(6, M.passwordMin)),
});

/** Employee login (document 4, section 5). */
export const employeeLoginSchema = z.object({
  email: z.string({ error: M.invalidEmail }).trim().max(254, M.invalidEmail).pipe(z.email(M.invalidEmail)),
  password: z.string({ error: M.passwordMin }).min(6, M.passwordMin).max(128, "Password is too long"),
});

export const signInRequestSchema = credentialsSchema.extend({
  portal: z.enum(["general", "admin", "employee"]).default("general"),
});

export const hasRoleRequestSchema = z.object({ role: roleSchema });

export const profileUpdateSchema = z.object({
  username: z
    .string()
    .trim()
    .min(2, "Username must be at least 2 characters")
    .max(40, "Username must be at most 40 characters")
    .regex(/^[\p{L}\p{N} ._-]+$/u, "Use letters, numbers, spaces, dots, dashes or underscores"),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(128),
    newPassword: z.string().min(6, M.passwordMin).max(128, "Password is too long"),
    confirmPassword: z.string().max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const themeSchema = z.object({ theme: z.enum(["dark", "light"]) });

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** What the browser learns about the signed-in user. */
export type MeDto = {
  user: { id: string; email: string; avatarUrl: string | null; emailVerified: boolean } | null;
  roles: RoleName[];
  profile: { id: string; username: string | null; avatarUrl: string | null } | null;
};

export type SignInResult = { redirectTo: string; message: string; roles: RoleName[] };

/** Where a user goes after /auth login: the guard's redirect, else /admin for staff, else /. */
export function landingAfterLogin(roles: readonly string[], redirect: string | null | undefined): string {
  if (redirect && isSafeRedirect(redirect)) return redirect;
  if (roles.includes("admin") || roles.includes("employee")) return "/admin";
  return "/";
}

/** Only same-site paths: "/x" but never "//host" or "/\\host". */
export function isSafeRedirect(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !path.includes("\n") && path.length <= 512;
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
  { method: "POST", path: "/api/identity/profile/avatar", permission: "signed-in", summary: "Upload avatar" },
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
