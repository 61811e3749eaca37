/**
 * The roles a user can hold: the one list of them. The database enum (app_role), the guards, the
 * endpoint permissions and the identity contract all derive from it; slices read it through the
 * identity contract. It lives in lib/ because the platform's tables and guards need it too, and
 * the platform never imports a slice.
 */
export const ROLES = ["employee", "admin", "workspace_user"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
