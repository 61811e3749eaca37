import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { listUsersWithRoles, revokeUserRole } from "#src/features/identity/server/team.service.ts";
import { listPitches, readPitchDeck } from "#src/features/ventures/server/ventures.service.ts";
import type { EndpointDescriptor } from "#src/lib/endpoints.ts";
import type { Db } from "#src/platform/db/db.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import { enforceEndpointPermissions } from "#src/platform/http/permissions.ts";
import type { Actor, HonoEnv } from "#src/platform/http/session.ts";
import type { FileService } from "#src/platform/storage/file.service.ts";

const actor = (roles: Actor["roles"], id = "u1"): Actor => ({
  user: { id, email: `${id}@x.example`, name: id, image: null, emailVerified: true },
  roles,
});

/** A sub-app like a slice's, behind the permission middleware, with a fixed caller. */
function appWith(endpoints: EndpointDescriptor[], caller: Actor | null) {
  const api = new Hono<HonoEnv>();
  api.use("*", async (c, next) => {
    c.set("actor", caller);
    await next();
  });
  api.use("*", enforceEndpointPermissions(endpoints));
  const slice = new Hono<HonoEnv>()
    .get("/open", (c) => c.text("open"))
    .get("/mine", (c) => c.text("mine"))
    .delete("/things/:id", (c) => c.text("deleted"))
    // Two routes that match one path: the one registered first answers GET /things/special.
    .get("/things/special", (c) => c.text("special"))
    .get("/things/:id", (c) => c.text("a thing"))
    .get("/forgotten", (c) => c.text("should not be reachable"));
  api.route("/slice", slice);
  const app = new Hono<HonoEnv>();
  app.onError((err, c) =>
    err instanceof HttpError ? c.json({ error: err.message }, err.status) : c.json({ error: "500" }, 500),
  );
  app.route("/api", api);
  return app;
}

const ENDPOINTS: EndpointDescriptor[] = [
  { method: "GET", path: "/api/slice/open", permission: "public", summary: "" },
  { method: "GET", path: "/api/slice/mine", permission: "signed-in", summary: "" },
  { method: "DELETE", path: "/api/slice/things/:id", permission: "admin", summary: "" },
  { method: "GET", path: "/api/slice/things/special", permission: "admin", summary: "" },
  { method: "GET", path: "/api/slice/things/:id", permission: "public", summary: "" },
];

describe("the endpoint descriptors are the permission map", () => {
  it("lets anyone call a public endpoint", async () => {
    expect((await appWith(ENDPOINTS, null).request("/api/slice/open")).status).toBe(200);
  });

  it("asks for a session where the descriptor says signed-in", async () => {
    expect((await appWith(ENDPOINTS, null).request("/api/slice/mine")).status).toBe(401);
    expect((await appWith(ENDPOINTS, actor([])).request("/api/slice/mine")).status).toBe(200);
  });

  it("asks for the descriptor's role, with the route's own parameters", async () => {
    const del = (who: Actor | null) =>
      appWith(ENDPOINTS, who).request("/api/slice/things/7", { method: "DELETE" });
    expect((await del(null)).status).toBe(401);
    const refused = await del(actor(["employee"]));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Access denied: admin role required" });
    expect((await del(actor(["admin"]))).status).toBe(200);
  });

  it("guards a path two routes match by the route that answers it, not the later one", async () => {
    const special = (who: Actor | null) => appWith(ENDPOINTS, who).request("/api/slice/things/special");
    expect((await special(null)).status).toBe(401);
    expect((await special(actor(["employee"]))).status).toBe(403);
    const answered = await special(actor(["admin"]));
    expect(await answered.text()).toBe("special");
    expect(await (await appWith(ENDPOINTS, null).request("/api/slice/things/7")).text()).toBe("a thing");
  });

  it("refuses a route that has no descriptor instead of leaving it open", async () => {
    expect((await appWith(ENDPOINTS, actor(["admin"])).request("/api/slice/forgotten")).status).toBe(500);
  });

  it("changing a descriptor changes the guard (the handler does not repeat it)", async () => {
    const opened = ENDPOINTS.map((e) =>
      e.method === "DELETE" ? { ...e, permission: "public" as const } : e,
    );
    expect((await appWith(opened, null).request("/api/slice/things/7", { method: "DELETE" })).status).toBe(
      200,
    );
  });
});

describe("services check the actor themselves", () => {
  // The checks come before any database access, so no database is needed to see them refuse.
  const db = {} as Db;
  const files = {} as FileService;
  const refuses = async (p: Promise<unknown>, status: number) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(status);
  };

  it("the team list is for admins only, whoever calls the service", async () => {
    await refuses(listUsersWithRoles(db, actor(["employee"])), 403);
  });

  it("an admin cannot revoke their own admin role", async () => {
    await refuses(revokeUserRole(db, actor(["admin"], "me"), "me", "admin"), 400);
    await refuses(revokeUserRole(db, actor(["employee"], "me"), "other", "employee"), 403);
  });

  it("pitch submissions and decks are for staff only", async () => {
    await refuses(listPitches(db, actor(["workspace_user"])), 403);
    await refuses(readPitchDeck(db, files, actor([]), "00000000-0000-4000-8000-000000000000"), 403);
  });
});
