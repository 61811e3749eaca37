import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { areaOfPath, hasPeopleScope, scopesAllow } from "#src/lib/api-scopes.ts";
import type { EndpointDescriptor } from "#src/lib/endpoints.ts";
import type { Role } from "#src/lib/roles.ts";
import { recordAudit } from "../audit/audit.ts";
import { forbidden } from "./errors.ts";
import { type Actor, actorOf, assertRole, type HonoEnv } from "./session.ts";

/**
 * A gate named by a `gate:<name>` permission: returns when the caller may pass, throws an
 * HttpError (401/403) otherwise. A slice defines it; src/server.ts registers it by name.
 */
export type GateCheck = (c: Context<HonoEnv>) => Promise<void>;

const GUARDED_METHODS = new Set<string>(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * The slices' endpoint descriptors are the permission map of the API: each names who may call it
 * (anyone, any signed-in user, or holders of one role). This middleware, mounted once in front of
 * every slice's routes, looks up the descriptor of the route a request matched and enforces it
 * before the handler runs: no session gives 401, a session without the role 403. A route that has
 * no descriptor is refused (500, logged) rather than left open; the permission test finds such a
 * route before it ships. Requests no endpoint serves (404, 405, OPTIONS) pass through.
 */
export function enforceEndpointPermissions(
  endpoints: readonly EndpointDescriptor[],
  gates: Readonly<Record<string, GateCheck>> = {},
): MiddlewareHandler<HonoEnv> {
  const byRoute = new Map(endpoints.map((e) => [`${e.method} ${e.path}`, e]));
  return async (c, next) => {
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    if (!GUARDED_METHODS.has(method)) return next();
    // The route that will answer: Hono runs the matching handlers in the order they were
    // registered, so the first one of this method answers (`/overrides` before `/:year`). The
    // last one would guard the path by another endpoint's descriptor.
    const route = matchedRoutes(c).find((r) => r.method === method);
    if (!route) return next();
    const endpoint = byRoute.get(`${method} ${route.path}`);
    if (!endpoint) throw new Error(`No endpoint descriptor (permission) for ${method} ${route.path}`);
    const { permission } = endpoint;
    if (permission === "public" && /^Bearer /i.test(c.req.header("authorization") ?? "")) {
      // A token calls public endpoints as anyone does: it never stands for its creator there.
      c.set("actor", null);
    } else if (permission !== "public") {
      const actor = await actorOf(c);
      if (actor?.token) assertTokenMayCall(actor.token.scopes, method, endpoint);
    }
    if (permission.startsWith("gate:")) {
      const gate = gates[permission.slice("gate:".length)];
      if (!gate) throw new Error(`No gate registered for ${permission} (${method} ${route.path})`);
      await gate(c);
    } else if (permission !== "public") {
      assertRole(await actorOf(c), permission === "signed-in" ? undefined : (permission as Role));
    }
    await next();
    if (method !== "GET" && permission !== "public") await auditTokenWrite(c, route.path);
  };
}

/**
 * Every change an API token makes is audited as the token (`api_token.write`, its method, route and
 * status), whether or not the slice audits that change itself (a timer, a tag, a preference).
 * Refused requests change nothing and are not recorded. A failure to record is logged: the change
 * has been made and the caller is told so.
 */
async function auditTokenWrite(c: Context<HonoEnv>, route: string) {
  const actor = c.get("actor");
  if (!actor?.token || c.res.status >= 400) return;
  const { db, logger } = c.get("services");
  try {
    await recordAudit(db, actor, {
      action: "api_token.write",
      entityType: "api_token",
      entityId: actor.token.id,
      details: { method: c.req.method, route, path: c.req.path, status: c.res.status },
    });
  } catch (err) {
    logger.error({ err, route }, "could not audit an API token's write");
  }
}

export const TOKEN_SCOPE_MESSAGE = "This API token's scopes do not allow this endpoint.";
export const TOKEN_ADMIN_MESSAGE = "API tokens cannot call admin endpoints.";
export const TOKEN_PEOPLE_MESSAGE =
  "This endpoint answers with employees' personal data: the API token needs a People scope.";

/**
 * An API token reaches only the areas its scopes name (reading with read or write, changing with
 * write) and never an admin endpoint; an endpoint that serves employees' personal data outside the
 * people area also needs a people scope. Anything else is 403 before the handler runs.
 */
function assertTokenMayCall(scopes: readonly string[], method: string, endpoint: EndpointDescriptor) {
  if (endpoint.permission === "admin") throw forbidden(TOKEN_ADMIN_MESSAGE);
  const area = areaOfPath(endpoint.path);
  if (!area || !scopesAllow(scopes, area, method)) throw forbidden(TOKEN_SCOPE_MESSAGE);
  if (endpoint.employeeData && !hasPeopleScope(scopes)) throw forbidden(TOKEN_PEOPLE_MESSAGE);
}

/**
 * The signed-in caller of an endpoint whose descriptor requires a session (401 if there is none),
 * to pass on to the service, which makes its own checks on the records it reads.
 */
export async function signedInActor(c: Context<HonoEnv>): Promise<Actor> {
  return assertRole(await actorOf(c));
}
