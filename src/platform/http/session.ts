import type { Context } from "hono";
import type { Role } from "#src/lib/roles.ts";
import { resolveToken, type TokenIdentity } from "../auth/api-tokens.ts";
import { CLIENT_IP_HEADER } from "../auth/auth.ts";
import { getRoles } from "../auth/roles.ts";
import type { AppServices } from "./app-context.ts";
import { forbidden, unauthorized } from "./errors.ts";
import { enforceRateLimit, type RateLimitRule } from "./rate-limit.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
};
/**
 * Who is calling: a signed-in user, or an API token (`token` set), which acts with the employee
 * role inside its scopes (src/lib/api-scopes.ts) and is recorded in audits by its name.
 */
export type Actor = { user: SessionUser; roles: Role[]; token?: TokenIdentity };

/** Requests per token per minute; above it the token gets 429 until the window ends. */
export const API_TOKEN_RULE: RateLimitRule = {
  name: "api-token",
  limit: 600,
  windowMs: 60_000,
  message: "This API token has made too many requests. Please wait a minute.",
};
export const INVALID_TOKEN_MESSAGE =
  "This API token is not valid: it is malformed, unknown, expired or revoked.";

/** The actor of a bearer token: 401 when the token is not valid, 429 past its rate limit. */
async function tokenActor(services: AppServices, authorization: string): Promise<Actor> {
  const token = await resolveToken(services.db, authorization.replace(/^Bearer\s+/i, "").trim());
  if (!token) throw unauthorized(INVALID_TOKEN_MESSAGE);
  await enforceRateLimit(services.rateLimiter, API_TOKEN_RULE, `token:${token.id}`);
  return {
    user: {
      id: token.createdBy,
      email: `api-token:${token.name} (${token.prefix}…)`,
      name: `API token ${token.name}`,
      image: null,
      emailVerified: true,
    },
    roles: ["employee"],
    token,
  };
}

/** Reads the session cookie through better-auth; anonymous callers give null. */
export async function getActor(services: AppServices, headers: Headers): Promise<Actor | null> {
  const session = await services.auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user;
  const roles = await getRoles(services.db, u.id);
  return {
    user: { id: u.id, email: u.email, name: u.name, image: u.image ?? null, emailVerified: u.emailVerified },
    roles,
  };
}

export const accessDeniedMessage = (role: Role) => `Access denied: ${role} role required`;

/**
 * The one guard used everywhere: no session gives 401, a session without the role gives 403.
 * Without a role it only requires a signed-in user.
 */
export function assertRole(actor: Actor | null, role?: Role): Actor {
  if (!actor) throw unauthorized();
  if (role && !actor.roles.includes(role)) throw forbidden(accessDeniedMessage(role));
  return actor;
}

export type HonoEnv = {
  Variables: {
    services: AppServices;
    requestId: string;
    clientIp: string;
    nonce: string;
    actor?: Actor | null;
  };
};

/** Memoised per request, so several checks cost one session lookup. */
export async function actorOf(c: Context<HonoEnv>): Promise<Actor | null> {
  const cached = c.get("actor");
  if (cached !== undefined) return cached;
  const authorization = c.req.header("authorization");
  const actor =
    authorization && /^Bearer /i.test(authorization)
      ? await tokenActor(c.get("services"), authorization)
      : await getActor(c.get("services"), c.req.raw.headers);
  c.set("actor", actor);
  return actor;
}

/**
 * The request headers for better-auth, with the client address we determined (socket or trusted
 * proxy) in place of anything the client may have sent under that name.
 */
export function authHeaders(c: Context<HonoEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
  return headers;
}
