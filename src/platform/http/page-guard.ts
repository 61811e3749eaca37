import { type RouterContextProvider, redirect } from "react-router";
import type { Role } from "../auth/roles.ts";
import { getRequestState } from "./app-context.ts";
import { type Actor, getActor } from "./session.ts";

const actors = new WeakMap<object, Promise<Actor | null>>();

/**
 * The signed-in user of this request, read once: the root loader and a page's guard both ask, and
 * each ask would otherwise cost a session and a roles query.
 */
export function actorForRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Actor | null> {
  const state = getRequestState(context);
  let actor = actors.get(state);
  if (!actor) {
    actor = getActor(state.services, request.headers);
    actors.set(state, actor);
  }
  return actor;
}

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
  const actor = await actorForRequest(request, context);
  if (!actor) throw redirect(authRedirect(request, anonymousReason ?? (role ? `role:${role}` : "login")));
  if (role && !actor.roles.includes(role)) throw redirect(authRedirect(request, `role:${role}`));
  return actor;
}
