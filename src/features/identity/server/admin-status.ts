import { eq } from "drizzle-orm";
import { setupClaims, userRoles } from "#src/platform/auth/roles.tables.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";

/** The claim row that makes creating the first admin atomic: two racing attempts, one admin. */
export const FIRST_ADMIN_CLAIM = "first-admin";

/**
 * Whether the first-run set-up is over: an admin role exists, or a first-admin claim is in
 * progress. Its own module because both sign-in and the setup code depend on it.
 */
export async function adminExists(services: AppServices): Promise<boolean> {
  const rows = await services.db
    .select({ u: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .limit(1);
  if (rows.length > 0) return true;
  const claim = await services.db
    .select()
    .from(setupClaims)
    .where(eq(setupClaims.key, FIRST_ADMIN_CLAIM))
    .limit(1);
  return claim.length > 0;
}
