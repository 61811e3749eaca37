import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#src/lib/roles.ts";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { apiTokens } from "#src/platform/auth/api-tokens.tables.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import {
  TOKEN_ADMIN_MESSAGE,
  TOKEN_PEOPLE_MESSAGE,
  TOKEN_SCOPE_MESSAGE,
} from "#src/platform/http/permissions.ts";
import { API_TOKEN_RULE, INVALID_TOKEN_MESSAGE } from "#src/platform/http/session.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { INTEGRATIONS_MESSAGES as M } from "./integrations.contract.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let employee: TestClient;
let n = 0;

async function staff(roles: Role[]) {
  const email = `integrations-${++n}@agency.example`;
  const c = t.client();
  expect((await c.post("/api/identity/sign-up", { email, password: "secret-pass" })).status).toBe(201);
  const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  for (const role of roles) await grantRole(t.db, u!.id, role, null);
  return c;
}

/** A request as another system makes it: no cookie, no Origin, the token as a bearer. */
async function withToken(secret: string, method: string, url: string, body?: unknown) {
  const res = await t.app.request(url, {
    method,
    headers: { authorization: `Bearer ${secret}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function newToken(scopes: string[], extra: Record<string, unknown> = {}) {
  const res = await admin.post("/api/integrations/tokens", { name: `Zapier ${++n}`, scopes, ...extra });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { secret: string; token: { id: string; name: string } };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await staff(["employee", "admin"]);
  employee = await staff(["employee"]);
});
afterAll(async () => {
  await t.close();
});

describe("API tokens", () => {
  it("are shown once and stored only as a hash", async () => {
    const { secret, token } = await newToken(["crm:read"]);
    expect(secret).toMatch(/^agt_/);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row!.secretHash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(10));
    const list = await admin.get("/api/integrations/tokens");
    expect(JSON.stringify(list.json)).not.toContain(secret.slice(10));
    expect(list.json.tokens[0].prefix).toBe(secret.slice(0, 10));
  });

  it("read the areas of their scopes without a cookie or Origin, and record their last use", async () => {
    const { secret, token } = await newToken(["crm:read"]);
    const res = await withToken(secret, "GET", "/api/crm/leads");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it("write with a write scope, and the audit names the token", async () => {
    const { secret, token } = await newToken(["crm:write"]);
    const res = await withToken(secret, "POST", "/api/crm/companies", { name: "Token Works Ltd" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const audits = await t.db
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.entityType, "company"));
    expect(audits.some((a) => a.actorEmail?.startsWith(`api-token:${token.name}`))).toBe(true);
    // Every write is also recorded against the token itself, even one its slice does not audit
    // (a notification preference); reads and refused writes are not.
    expect((await withToken(secret, "PUT", "/api/crm/preferences", { emailOnAssignment: true })).status).toBe(
      200,
    );
    expect((await withToken(secret, "GET", "/api/crm/leads")).status).toBe(200);
    expect((await withToken(secret, "POST", "/api/crm/companies", { name: "" })).status).toBe(400);
    const writes = await t.db
      .select()
      .from(adminActivityLogs)
      .where(and(eq(adminActivityLogs.entityId, token.id), eq(adminActivityLogs.action, "api_token.write")))
      .orderBy(sql`${adminActivityLogs.details}->>'route'`);
    expect(writes.map((w) => [w.action, w.details])).toEqual([
      [
        "api_token.write",
        { method: "POST", route: "/api/crm/companies", path: "/api/crm/companies", status: 201 },
      ],
      [
        "api_token.write",
        { method: "PUT", route: "/api/crm/preferences", path: "/api/crm/preferences", status: 200 },
      ],
    ]);
    expect(writes.every((w) => w.actorEmail?.startsWith(`api-token:${token.name}`))).toBe(true);
  });

  it("are refused outside their scopes, on admin endpoints and on other areas", async () => {
    const { secret } = await newToken(["crm:read"]);
    const write = await withToken(secret, "POST", "/api/crm/companies", { name: "Nope Ltd" });
    expect(write).toMatchObject({ status: 403, json: { error: TOKEN_SCOPE_MESSAGE } });
    // Employees' personal data needs the people scope.
    const people = await withToken(secret, "GET", "/api/people/employees");
    expect(people).toMatchObject({ status: 403, json: { error: TOKEN_SCOPE_MESSAGE } });
    const adminOnly = await withToken(secret, "GET", "/api/integrations/tokens");
    expect(adminOnly).toMatchObject({ status: 403, json: { error: TOKEN_ADMIN_MESSAGE } });
    const flare = await withToken(secret, "GET", "/api/command-center/search?q=a");
    expect(flare).toMatchObject({ status: 403, json: { error: TOKEN_SCOPE_MESSAGE } });
  });

  it("reach employees' personal data in other areas only with a people scope", async () => {
    const crm = await newToken(["crm:read", "workspace:read"]);
    const withPeople = await newToken(["crm:read", "people:read"]);
    // The staff directory (names and addresses) and per-owner figures are employees' data.
    for (const url of ["/api/crm/staff", "/api/crm/speed-to-lead"]) {
      expect(await withToken(crm.secret, "GET", url), url).toMatchObject({
        status: 403,
        json: { error: TOKEN_PEOPLE_MESSAGE },
      });
      expect((await withToken(withPeople.secret, "GET", url)).status, url).toBe(200);
    }
    const members = await withToken(
      crm.secret,
      "GET",
      "/api/workspace/workspaces/00000000-0000-4000-8000-000000000001/members",
    );
    expect(members).toMatchObject({ status: 403, json: { error: TOKEN_PEOPLE_MESSAGE } });
    // The rest of the CRM needs no people scope, and a session needs none at all.
    expect((await withToken(crm.secret, "GET", "/api/crm/leads")).status).toBe(200);
    expect((await admin.get("/api/crm/staff")).status).toBe(200);
  });

  it("refuse malformed, unknown, revoked and expired tokens with 401", async () => {
    for (const bad of ["", "not-a-token", "agt_short", `agt_${"x".repeat(43)}`, "agt_ with spaces"]) {
      const res = await withToken(bad, "GET", "/api/crm/leads");
      expect(res.status, bad).toBe(401);
    }
    const { secret, token } = await newToken(["crm:read"]);
    const revoked = await admin.del(`/api/integrations/tokens/${token.id}`);
    expect(revoked.status).toBe(200);
    // The answer describes the token as the list does, its creator included.
    const listed = (await admin.get("/api/integrations/tokens")).json.tokens.find(
      (x: { id: string }) => x.id === token.id,
    );
    expect(listed.createdBy).toBeTruthy();
    expect(revoked.json.token).toEqual(listed);
    expect(await withToken(secret, "GET", "/api/crm/leads")).toMatchObject({
      status: 401,
      json: { error: INVALID_TOKEN_MESSAGE },
    });
    const again = await admin.del(`/api/integrations/tokens/${token.id}`);
    expect(again).toMatchObject({ status: 400, json: { error: M.tokenAlreadyRevoked } });
    const old = await newToken(["crm:read"]);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, old.token.id));
    expect((await withToken(old.secret, "GET", "/api/crm/leads")).status).toBe(401);
  });

  it("are limited per token: past its limit a token gets 429, another token is unaffected", async () => {
    const busy = await newToken(["crm:read"]);
    const quiet = await newToken(["crm:read"]);
    expect((await withToken(busy.secret, "GET", "/api/crm/leads")).status).toBe(200);
    // The token has used up its window (as after API_TOKEN_RULE.limit calls within the minute).
    await t.db.execute(
      sql`update rate_limits set count = ${API_TOKEN_RULE.limit * 1000}
          where key = ${`${API_TOKEN_RULE.name}:token:${busy.token.id}`}`,
    );
    const res = await t.app.request("/api/crm/leads", {
      headers: { authorization: `Bearer ${busy.secret}` },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await res.json()).error).toBe(API_TOKEN_RULE.message);
    expect((await withToken(quiet.secret, "GET", "/api/crm/leads")).status).toBe(200);
  });

  it("refuses bad input with the field's message and never a 500", async () => {
    const cases: [unknown, string][] = [
      [{ name: "", scopes: ["crm:read"] }, M.tokenNameRequired],
      [{ name: "x".repeat(81), scopes: ["crm:read"] }, M.tokenNameTooLong],
      [{ name: "A", scopes: [] }, M.scopesRequired],
      [{ name: "A", scopes: ["crm:admin"] }, M.scopeUnknown],
      [{ name: "A", scopes: ["crm:read"], expiresOn: "tomorrow" }, M.expiryInvalid],
      [{ name: "A", scopes: ["crm:read"], expiresOn: "2001-01-01" }, M.expiryPast],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post("/api/integrations/tokens", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect((await admin.del("/api/integrations/tokens/not-a-uuid")).status).toBe(404);
  });

  it("are managed by admins only", async () => {
    expect((await t.client().get("/api/integrations/tokens")).status).toBe(401);
    expect((await employee.get("/api/integrations/tokens")).status).toBe(403);
    const res = await employee.post("/api/integrations/tokens", { name: "Mine", scopes: ["crm:read"] });
    expect(res.status).toBe(403);
  });

  it("call public endpoints anonymously, never as the admin who made them", async () => {
    const { secret } = await newToken(["crm:read", "people:read"]);
    const me = await withToken(secret, "GET", "/api/identity/me");
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.json)).not.toContain("integrations-1@agency.example");
  });

  it("cannot mint more tokens with a token", async () => {
    const { secret } = await newToken(["crm:write", "workspace:write"]);
    const res = await withToken(secret, "POST", "/api/integrations/tokens", {
      name: "Child",
      scopes: ["crm:read"],
    });
    expect(res.status).toBe(403);
  });

  it("keep the Origin rule for cookie requests that also send a token", async () => {
    const { secret } = await newToken(["crm:write"]);
    const res = await t.app.request("/api/crm/companies", {
      method: "POST",
      headers: {
        authorization: `Bearer ${secret}`,
        cookie: admin.cookieHeader(),
        origin: "https://evil.example",
        "content-type": "application/json",
      },
      body: JSON.stringify({ name: "Forged Ltd" }),
    });
    expect(res.status).toBe(403);
  });
});
