import { eq } from "drizzle-orm";
import { user as userTable } from "#src/platform/auth/auth.tables.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import { M } from "../identity.contract.ts";

// The hook behind the employee invite (decision 025: signing up through it links the account):
// the people slice checks the invite, these create or sign in the account, and the people slice
// links it to the profile and grants the employee role. Identity keeps owning accounts and cookies.

export type InvitedAccount = { userId: string; setCookie: string[] };

async function signInCookies(services: AppServices, headers: Headers, email: string, password: string) {
  const res = await services.auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
  if (!res.ok) {
    if (res.status === 401 || res.status === 400) throw new HttpError(401, M.invalidCredentials);
    throw new HttpError(502, M.generalLoginError);
  }
  const body = (await res.json()) as { token?: string; user?: { id: string } };
  if (!body.token || !body.user) throw new HttpError(502, M.noSessionCreated);
  return { userId: body.user.id, setCookie: res.headers.getSetCookie() };
}

/**
 * A new account for the invited address, signed in. The address counts as verified: the invite
 * link was sent to it, and only its owner could open it. No verification email is sent.
 */
export async function createInvitedAccount(
  services: AppServices,
  headers: Headers,
  input: { email: string; password: string },
): Promise<InvitedAccount> {
  const email = input.email.toLowerCase();
  const existing = await services.db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.email, email))
    .limit(1);
  if (existing.length) throw new HttpError(409, M.alreadyRegistered, { code: "already_registered" });
  const ctx = await services.auth.$context;
  try {
    const created = await ctx.internalAdapter.createUser(
      { email, name: email.split("@")[0] ?? "User", emailVerified: true },
      { method: "admin" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await ctx.password.hash(input.password),
    });
  } catch {
    // Two claims racing for one address: the second finds it registered.
    throw new HttpError(409, M.alreadyRegistered, { code: "already_registered" });
  }
  return signInCookies(services, headers, email, input.password);
}

/** Signs an existing account in for the invite claim ("Invalid email or password. Please try again."). */
export function signInInvitedAccount(
  services: AppServices,
  headers: Headers,
  input: { email: string; password: string },
): Promise<InvitedAccount> {
  return signInCookies(services, headers, input.email, input.password);
}
