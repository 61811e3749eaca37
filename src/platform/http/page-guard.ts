import { type RouterContextProvider, redirect } from "react-router";
import type { Role } from "#src/lib/roles.ts";
import { safeRedirect } from "#src/lib/safe-redirect.ts";
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

/**
 * The page the visitor asked for. After hydration React Router fetches a page's data from
 * "<path>.data" ("/_root.data" for /) with a "_routes" parameter; those are transport details, and
 * a redirect back to them would land on raw data instead of the page.
 */
export function requestedPage(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return { pathname, search: search ? `?${search}` : "" };
}

/** /auth with the page to come back to (checked like every redirect target) and the reason. */
export function authRedirect(request: Request, reason: DenyReason, publicUrl: string): string {
  const page = requestedPage(request);
  const params = new URLSearchParams({
    redirect: safeRedirect(page.pathname + page.search, publicUrl),
    reason,
  });
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
  const { publicUrl } = getRequestState(context).services.config;
  if (!actor) {
    throw redirect(authRedirect(request, anonymousReason ?? (role ? `role:${role}` : "login"), publicUrl));
  }
  if (role && !actor.roles.includes(role)) throw redirect(authRedirect(request, `role:${role}`, publicUrl));
  return actor;
}
