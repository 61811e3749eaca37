import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ZodType, z } from "zod";
import type { EndpointInput } from "#src/lib/endpoints.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { openApiPath, tokenScopesFor } from "#src/platform/http/openapi.ts";
import { API_ENDPOINTS, API_SCHEMAS, openApiDocument } from "#src/server.ts";
import { createTestApp } from "../helpers/test-app.ts";

/**
 * Every contract schema validated during the current request. The unit project shares modules
 * between files (no isolation), so instead of mocking a module the walk wraps `safeParse` of every
 * schema the contracts export (handlers validate only those), and puts it back afterwards.
 */
const validated = new Set<ZodType>();
const contracts = import.meta.glob<Record<string, unknown>>("/src/features/*/*.contract.ts", { eager: true });
const restore: (() => void)[] = [];
function recordContractSchemas() {
  for (const mod of Object.values(contracts))
    for (const value of Object.values(mod)) {
      if (!(value instanceof z.ZodType) || restore.length > 10_000) continue;
      const schema = value as ZodType;
      const original = schema.safeParse;
      if ((original as { recorded?: true }).recorded) continue;
      const recording = Object.assign(
        (data: unknown, params?: unknown) => {
          validated.add(schema);
          return original.call(schema, data, params as never);
        },
        { recorded: true as const },
      );
      schema.safeParse = recording as typeof schema.safeParse;
      restore.push(() => {
        schema.safeParse = original;
      });
    }
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const undo of restore.splice(0)) undo();
  await t.close();
});

const key = (method: string, path: string) => `${method} ${path}`;
const concrete = (path: string) =>
  path
    .replace(":fileId", "00000000-0000-4000-8000-000000000000")
    .replace(":userId", "someone")
    .replace(":role", "employee")
    .replace(":year", "2030")
    .replace(":kind", "locations")
    .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000001");

/** The zod schemas an endpoint's input names (a body's alternatives and fields, query, params). */
function declaredSchemas(input: EndpointInput | undefined): Set<ZodType> {
  const out = new Set<ZodType>();
  const add = (v: unknown) => {
    if (!v) return;
    if (Array.isArray(v)) for (const s of v) out.add(s);
    else if (typeof (v as ZodType).safeParse === "function") out.add(v as ZodType);
    else for (const s of Object.values(v as Record<string, ZodType>)) out.add(s);
  };
  add(input?.body);
  add(input?.query);
  add(input?.params);
  return out;
}

describe("the OpenAPI document", () => {
  it("describes every endpoint of the router, with its method, permission and summary", () => {
    const doc = openApiDocument();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => key(m.toUpperCase(), p.replace(/\{([^}]+)\}/g, ":$1"))),
      ),
    );
    const routed = t.app.routes
      .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL" && r.path !== "/api/*")
      .map((r) => key(r.method, r.path));
    expect(
      routed.filter((r) => !documented.has(r)),
      "routes missing from the document",
    ).toEqual([]);
    for (const e of API_ENDPOINTS) {
      const op = (doc.paths as any)[e.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")][e.method.toLowerCase()];
      expect(op.summary).toBe(e.summary);
      expect(op["x-permission"]).toBe(e.permission);
      const scopes = tokenScopesFor(e);
      expect(op["x-token-people-scope"] !== undefined, key(e.method, e.path)).toBe(
        Boolean(e.employeeData && scopes.length),
      );
      expect(op.security, key(e.method, e.path)).toEqual(
        e.permission === "public"
          ? []
          : [{ sessionCookie: [] }, ...(scopes.length ? [{ apiToken: scopes }] : [])],
      );
    }
  });

  it("gives every endpoint its success answer: a JSON schema, or a download, stream or no content", () => {
    const undescribed = API_ENDPOINTS.filter((e) => !API_SCHEMAS[key(e.method, e.path)]?.response).map((e) =>
      key(e.method, e.path),
    );
    expect(undescribed, "endpoints without a declared response").toEqual([]);
    const doc = openApiDocument() as { paths: Record<string, Record<string, any>> };
    for (const e of API_ENDPOINTS) {
      const op = doc.paths[openApiPath(e.path).path]![e.method.toLowerCase()];
      const success = op.responses["2XX"];
      const declared = API_SCHEMAS[key(e.method, e.path)]?.response;
      if (declared instanceof z.ZodType)
        expect(success.content["application/json"].schema, key(e.method, e.path)).not.toEqual({});
      else if (declared?.mediaType) expect(Object.keys(success.content)).toEqual([declared.mediaType]);
      else expect(success.content).toBeUndefined();
    }
  });

  it("names only endpoints that exist", () => {
    const declared = new Set(API_ENDPOINTS.map((e) => key(e.method, e.path)));
    expect(Object.keys(API_SCHEMAS).filter((k) => !declared.has(k))).toEqual([]);
  });

  it("passes the Redocly validator (OpenAPI 3.1) without errors", async () => {
    const { createConfig, lintFromString } = await import("@redocly/openapi-core");
    const config = await createConfig({ extends: ["minimal"] });
    const problems = await lintFromString({
      source: JSON.stringify(openApiDocument()),
      absoluteRef: "/api/openapi.json",
      config,
    });
    const errors = problems.filter((p) => p.severity === "error");
    expect(errors.map((p) => `${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it("is served at /api/openapi.json to anyone", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.1");
    expect(Object.keys(res.json.paths).length).toBeGreaterThan(100);
  });

  it("declares exactly the schemas each handler validates", async () => {
    const c = t.client();
    const email = "openapi-walk@agency.example";
    expect((await c.post("/api/identity/sign-up", { email, password: "secret-pass" })).status).toBe(201);
    const { user } = await import("#src/platform/auth/auth.tables.ts");
    const { eq } = await import("drizzle-orm");
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    for (const role of ["employee", "admin", "workspace_user"] as const)
      await grantRole(t.db, u!.id, role, null);
    recordContractSchemas();
    const mismatches: string[] = [];
    for (const e of API_ENDPOINTS.filter((x) => !x.path.startsWith("/api/auth/"))) {
      await t.services.rateLimiter.reset();
      validated.clear();
      const body =
        e.method === "GET" || e.method === "DELETE"
          ? undefined
          : e.body === "multipart"
            ? new FormData()
            : {};
      const res = await c.request(e.method, concrete(e.path), body);
      const declared = declaredSchemas(API_SCHEMAS[key(e.method, e.path)]);
      const undeclared = [...validated].filter((s) => !declared.has(s)).length;
      // A body with alternatives validates one of them; a refusal with field messages came from
      // a schema, so every declared one must have run (or an earlier one refused first).
      const input = API_SCHEMAS[key(e.method, e.path)];
      const alternatives = Array.isArray(input?.body) ? (input.body as ZodType[]) : [];
      const unused = [...declared].filter(
        (s) => !validated.has(s) && !(alternatives.includes(s) && alternatives.some((a) => validated.has(a))),
      ).length;
      if (undeclared || (unused && res.status === 400 && res.json?.fields))
        mismatches.push(
          `${key(e.method, e.path)}: ${undeclared} undeclared, ${unused} not validated (${res.status})`,
        );
    }
    expect(mismatches).toEqual([]);
  });
});
