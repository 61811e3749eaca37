import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ENDPOINTS } from "#src/server.ts";
import { createTestApp } from "../helpers/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const key = (method: string, path: string) => `${method} ${path}`;
/** A body of the kind the endpoint takes: a form for uploads, JSON otherwise (none on GET/DELETE). */
const bodyFor = (e: (typeof API_ENDPOINTS)[number]) =>
  e.method === "GET" || e.method === "DELETE" ? undefined : e.body === "multipart" ? new FormData() : {};
const concrete = (path: string) =>
  path
    .replace(":fileId", "00000000-0000-4000-8000-000000000000")
    .replace(":userId", "someone")
    .replace(":role", "employee");

describe("every API endpoint declares who may call it", () => {
  it("matches the router exactly: no undeclared endpoint, no stale declaration", () => {
    const routed = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL" && r.path !== "/api/*")
        .map((r) => key(r.method, r.path)),
    );
    // better-auth is mounted on GET and POST /api/auth/* (sign-in and sign-up there answer 404).
    const declared = new Set(API_ENDPOINTS.map((e) => key(e.method, e.path)));
    expect(
      [...routed].filter((r) => !declared.has(r)),
      "routes without a descriptor",
    ).toEqual([]);
    expect(
      [...declared].filter((d) => !routed.has(d)),
      "descriptors without a route",
    ).toEqual([]);
  });

  it("answers 401 to anonymous callers of every non-public endpoint", async () => {
    for (const e of API_ENDPOINTS.filter((x) => x.permission !== "public")) {
      const res = await t.client().request(e.method, concrete(e.path), bodyFor(e));
      expect(res.status, key(e.method, e.path)).toBe(401);
    }
  });

  it("lets anonymous callers through to every public endpoint (no 401 or 403)", async () => {
    for (const e of API_ENDPOINTS.filter(
      (x) => x.permission === "public" && !x.path.startsWith("/api/auth/"),
    )) {
      const res = await t
        .client()
        .request(e.method, concrete(e.path), e.method === "GET" || e.method === "DELETE" ? undefined : {});
      expect([401, 403], key(e.method, e.path)).not.toContain(res.status);
    }
  });

  it("answers 403 to a signed-in caller without the role", async () => {
    const c = t.client();
    expect(
      (await c.post("/api/identity/sign-up", { email: "plain@x.example", password: "plain-pass" })).status,
    ).toBe(201);
    // Gated endpoints (gate:<name>) are walked by their slice's own test (e.g. FLARE's canvas gate).
    const roleBound = API_ENDPOINTS.filter(
      (x) => x.permission !== "public" && x.permission !== "signed-in" && !x.permission.startsWith("gate:"),
    );
    expect(roleBound.length).toBeGreaterThan(0);
    for (const e of roleBound) {
      const res = await c.request(e.method, concrete(e.path), bodyFor(e));
      expect(res.status, key(e.method, e.path)).toBe(403);
      expect(res.json.error).toBe(`Access denied: ${e.permission} role required`);
    }
  });
});
