import { type RouterContextProvider, redirect } from "react-router";
import type { Role } from "../auth/roles.ts";
import { getRequestState } from "./app-context.ts";
import { type Actor, getActor } from "./session.ts";

export type DenyReason = "login" | "portal-login" | `role:${Role}`;

export function authRedirect(request: Request, reason: DenyReason): string {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirect: url.pathname + url.search, reason });
  return `/auth?${params}`;
}

/**
 * The page form of requireRole: an anonymous visitor or a user without the role is sent to /auth
 * with the page to return to and the reason, which /auth shows ("Access denied: {role} role required").
 */
export async function requirePageRole(
  request: Request,
  context: Readonly<RouterContextProvider>,
  role?: Role,
  anonymousReason?: DenyReason,
): Promise<Actor> {
  const { services } = getRequestState(context);
  const actor = await getActor(services, request.headers);
  if (!actor) throw redirect(authRedirect(request, anonymousReason ?? (role ? `role:${role}` : "login")));
  if (role && !actor.roles.includes(role)) throw redirect(authRedirect(request, `role:${role}`));
  return actor;
}
