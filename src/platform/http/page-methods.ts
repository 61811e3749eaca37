import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { allowHeader } from "./methods.ts";

type RouteNode = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
};

/** React Router's flat route manifest as the nested route objects matchRoutes expects. */
function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const r of Object.values(routes)) {
    if (!r) continue;
    nodes.set(r.id, {
      id: r.id,
      ...(r.path !== undefined ? { path: r.path } : {}),
      ...(r.index ? { index: true } : {}),
      ...(r.caseSensitive ? { caseSensitive: true } : {}),
      children: [],
    });
  }
  const roots: RouteNode[] = [];
  for (const r of Object.values(routes)) {
    if (!r) continue;
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export type PageMethodCheck =
  /** Serve it as usual. */
  | { kind: "pass" }
  /** Unknown page asked with a method other than GET: render the 404 page (as a GET). */
  | { kind: "not-found" }
  /** OPTIONS (204) or a method the page does not serve (405), with the page's Allow list. */
  | { kind: "answer"; status: 204 | 405; allow: string };

/**
 * Which methods a page serves: GET and HEAD (the loaders), POST and the other writes only where a
 * matched route has an action, OPTIONS always. A path that only the catch-all ("*") matches is not
 * a known page, so a write to it is a 404, not a 405.
 */
export function pageMethodChecker(build: Pick<ServerBuild, "routes">) {
  const tree = routeTree(build.routes);
  return (request: Request): PageMethodCheck => {
    const method = request.method.toUpperCase();
    if (method === "GET" || method === "HEAD") return { kind: "pass" };
    const url = new URL(request.url);
    if (url.pathname === "/__manifest") return { kind: "pass" };
    // Client navigations fetch "<page>.data" (React Router's single fetch); same page, same rules.
    const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
    // Index routes never get children here, so the nodes are valid route objects.
    const matches = matchRoutes(tree as unknown as RouteObject[], pathname) ?? [];
    const leaf = matches.at(-1)?.route;
    if (!leaf || leaf.path === "*") return { kind: "not-found" };
    const hasAction = matches.some((m) => Boolean(build.routes[m.route.id ?? ""]?.module.action));
    const allow = allowHeader(hasAction ? ["GET", "POST", "PUT", "PATCH", "DELETE"] : ["GET"]);
    if (method === "OPTIONS") return { kind: "answer", status: 204, allow };
    if (hasAction) return { kind: "pass" };
    return { kind: "answer", status: 405, allow };
  };
}

/** The answer for a "answer" check: an empty 204 for OPTIONS, a short text 405 otherwise. */
export function pageMethodResponse(check: { status: 204 | 405; allow: string }, method: string): Response {
  if (check.status === 204) return new Response(null, { status: 204, headers: { Allow: check.allow } });
  return new Response(`${method} is not allowed on this page. Allowed: ${check.allow}.`, {
    status: 405,
    headers: { Allow: check.allow, "Content-Type": "text/plain; charset=utf-8" },
  });
}

type Handler<S> = (request: Request, state: S) => Promise<Response>;

/** Wraps the React Router handler with the method rules above. */
export function withPageMethods<S>(build: Pick<ServerBuild, "routes">, handle: Handler<S>): Handler<S> {
  const check = pageMethodChecker(build);
  return async (request, state) => {
    const verdict = check(request);
    if (verdict.kind === "answer") return pageMethodResponse(verdict, request.method);
    if (verdict.kind === "not-found") {
      return handle(new Request(request.url, { method: "GET", headers: request.headers }), state);
    }
    return handle(request, state);
  };
}
