import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedEmployeeProfile } from "#src/features/people/server/index.ts";
import { session } from "#src/platform/auth/auth.tables.ts";
import { userRoles } from "#src/platform/auth/roles.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { M, SECURITY_MESSAGES } from "./identity.contract.ts";
import { issueSetupCode, setupCodeMatches } from "./server/setup-code.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

async function signUp(email: string, password = "secret-pass") {
  const client = t.client();
  const res = await client.post("/api/identity/sign-up", { email, password });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return client;
}

async function signIn(client: TestClient, email: string, password = "secret-pass", portal = "general") {
  return client.post("/api/identity/sign-in", { email, password, portal });
}

// The first admin may be created only while no admin exists, and only with the one-time setup code
// printed at start-up, so a stranger who reaches a fresh install cannot claim it (decision 022).
describe("first admin: once, with the setup code", () => {
  let setupCode = "";
  it("is refused without the setup code printed at start-up (and the attempts are rate-limited)", async () => {
    setupCode = (await issueSetupCode(t.services))!;
    expect(setupCode).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const c = t.client();
    const none = await c.post("/api/identity/first-admin", {
      email: "early@x.example",
      password: "admin-pass",
    });
    expect(none.status).toBe(400);
    expect(none.json.fields.setupCode).toBe(SECURITY_MESSAGES.setupCodeRequired);
    const wrong = await c.post("/api/identity/first-admin", {
      email: "early@x.example",
      password: "admin-pass",
      setupCode: "AAAA-BBBB-CCCC-DDDD",
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error).toBe(SECURITY_MESSAGES.setupCodeWrong);
    expect((await c.get("/api/identity/admin-status")).json).toEqual({ adminExists: false });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push(
        (
          await c.post("/api/identity/first-admin", {
            email: "e@x.example",
            password: "admin-pass",
            setupCode: "x",
          })
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    await t.services.rateLimiter.reset();
  });

  it("is created once: two simultaneous attempts yield exactly one admin", async () => {
    const a = t.client();
    const b = t.client();
    expect((await a.get("/api/identity/admin-status")).json).toEqual({ adminExists: false });
    const [r1, r2] = await Promise.all([
      a.post("/api/identity/first-admin", { email: "first@x.example", password: "admin-pass", setupCode }),
      b.post("/api/identity/first-admin", {
        email: "second@x.example",
        password: "admin-pass",
        setupCode: setupCode.toLowerCase().replaceAll("-", " "),
      }),
    ]);
    const statuses = [r1.status, r2.status].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = r1.status === 409 ? r1 : r2;
    expect(loser.json.error).toBe(M.adminExists);
    const winner = r1.status === 201 ? r1 : r2;
    expect(winner.json.message).toBe(M.adminCreated);
    const admins = await t.db.select().from(userRoles).where(eq(userRoles.role, "admin"));
    expect(admins).toHaveLength(1);
    expect((await a.get("/api/identity/admin-status")).json).toEqual({ adminExists: true });
    // A later attempt is refused: there is already an admin, so the form says to log in instead.
    const late = await t
      .client()
      .post("/api/identity/first-admin", { email: "third@x.example", password: "admin-pass", setupCode });
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(M.adminExists);
    // Single use: the code is gone once the admin exists.
    expect(await setupCodeMatches(t.services, setupCode)).toBe(false);
    expect(await issueSetupCode(t.services)).toBeUndefined();
  });

  it("does not hand out a session on creation; the admin then logs in through /admin/login", async () => {
    const email = (await t.db.execute(
      sql`select u.email from "user" u join user_roles r on r.user_id = u.id where r.role = 'admin'`,
    )) as any;
    const adminEmail = email.rows[0].email as string;
    const c = t.client();
    const res = await signIn(c, adminEmail, "admin-pass", "admin");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: M.adminLoggedIn, redirectTo: "/admin" });
    expect(res.json.roles).toEqual(["admin", "employee"]);
  });
});

describe("general sign-up and login (/auth)", () => {
  it("requires email and password with clear messages, never a 500", async () => {
    const c = t.client();
    const missing = await c.post("/api/identity/sign-in", {});
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe(M.emailRequired);
    const noPassword = await c.post("/api/identity/sign-in", { email: "a@b.example" });
    expect(noPassword.json.fields.password).toBe(M.passwordRequired);
    const notJson = await c.request("POST", "/api/identity/sign-in", "{not json");
    expect(notJson.status).toBe(400);
  });

  it("signs up without any staff role, queues a verification email and signs the user in", async () => {
    const c = await signUp("newbie@x.example");
    const me = await c.get("/api/identity/me");
    expect(me.json.user.email).toBe("newbie@x.example");
    expect(me.json.roles).toEqual([]);
    // the profile is created on first load with just the id
    expect(me.json.profile).toMatchObject({ username: null, avatarUrl: null });
    const mails = (await t.db.execute(
      sql`select "to", subject, text from mail_outbox where "to" = 'newbie@x.example'`,
    )) as any;
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].text).toContain("/api/auth/verify-email?token=");
  });

  it("refuses a second sign-up with the same email", async () => {
    const res = await t
      .client()
      .post("/api/identity/sign-up", { email: "NEWBIE@x.example", password: "secret-pass" });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(M.alreadyRegistered);
  });

  it("rejects a wrong password with 401 and no cookie", async () => {
    const c = t.client();
    const res = await signIn(c, "newbie@x.example", "wrong-pass");
    expect(res.status).toBe(401);
    expect(c.cookies.size).toBe(0);
  });

  it("sends staff to the guard's redirect, else /admin, and others to /", async () => {
    const c = t.client();
    const res = await c.request("POST", "/api/identity/sign-in?redirect=/profile", {
      email: "newbie@x.example",
      password: "secret-pass",
    });
    expect(res.json.redirectTo).toBe("/profile");
    const evil = await t.client().request("POST", "/api/identity/sign-in?redirect=//evil.example", {
      email: "newbie@x.example",
      password: "secret-pass",
    });
    expect(evil.json.redirectTo).toBe("/");
  });

  it("signs out through better-auth and the session is gone", async () => {
    const c = t.client();
    await signIn(c, "newbie@x.example");
    expect((await c.get("/api/identity/me")).json.user).not.toBeNull();
    const out = await c.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect((await c.get("/api/identity/me")).json.user).toBeNull();
  });

  it("does not expose better-auth's raw sign-in and sign-up (they would skip the rules)", async () => {
    const c = t.client();
    expect(
      (await c.post("/api/auth/sign-in/email", { email: "newbie@x.example", password: "secret-pass" }))
        .status,
    ).toBe(404);
    expect(
      (await c.post("/api/auth/sign-up/email", { email: "z@x.example", password: "secret-pass", name: "z" }))
        .status,
    ).toBe(404);
  });
});

describe("admin login (/admin/login)", () => {
  it('signs a non-admin out with "You don\'t have admin privileges." and leaves no session', async () => {
    const c = t.client();
    const before = await t.db.select().from(session);
    const res = await signIn(c, "newbie@x.example", "secret-pass", "admin");
    expect(res.status).toBe(403);
    expect(res.json.error).toBe(M.noAdminPrivileges);
    expect(c.cookies.size).toBe(0);
    expect(await t.db.select().from(session)).toHaveLength(before.length);
  });

  it("shows the admin message for wrong credentials", async () => {
    const res = await signIn(t.client(), "nobody@x.example", "whatever", "admin");
    expect(res.status).toBe(401);
    expect(res.json.error).toBe(M.invalidCredentials);
  });
});

// The employee sign-in accepts only a valid email and a password of at least 6 characters, and
// refuses each with its own message.
describe("employee login (/employee/login)", () => {
  it("validates email and password length, each with its own message", async () => {
    const c = t.client();
    const badEmail = await c.post("/api/identity/sign-in", {
      email: "nope",
      password: "secret-pass",
      portal: "employee",
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.error).toBe(M.invalidEmail);
    const short = await c.post("/api/identity/sign-in", {
      email: "a@b.example",
      password: "12345",
      portal: "employee",
    });
    expect(short.json.error).toBe(M.passwordMin);
  });

  it("refuses an account without an employee profile, then admits it once the profile exists", async () => {
    const c = t.client();
    const refused = await signIn(c, "newbie@x.example", "secret-pass", "employee");
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(M.noEmployeeProfile);
    expect(c.cookies.size).toBe(0);
    // A profile that merely carries the same address is not this account's profile: whoever
    // registered the address first would otherwise inherit the employee's portal.
    await seedEmployeeProfile(t.db, {
      userId: null,
      firstName: "New",
      lastName: "Bie",
      email: "newbie@x.example",
      title: "Engineer",
      department: "Software Engineering",
    });
    const byEmail = await signIn(c, "newbie@x.example", "secret-pass", "employee");
    expect(byEmail.status).toBe(403);
    expect(byEmail.json.error).toBe(M.noEmployeeProfile);
    const newbie = (await t.db.execute(sql`select id from "user" where email = 'newbie@x.example'`)) as any;
    await t.db.execute(
      sql`update employee_profiles set user_id = ${newbie.rows[0].id} where email = 'newbie@x.example'`,
    );
    const ok = await signIn(c, "newbie@x.example", "secret-pass", "employee");
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ message: M.generalLoginSuccess, redirectTo: "/employee/dashboard" });
  });
});

describe("roles: has_role and requireRole", () => {
  it("answers has_role for the signed-in user and 401s anonymous callers", async () => {
    expect((await t.client().post("/api/identity/has-role", { role: "admin" })).status).toBe(401);
    const c = t.client();
    await signIn(c, "newbie@x.example");
    expect((await c.post("/api/identity/has-role", { role: "employee" })).json).toEqual({ hasRole: false });
    const bad = await c.post("/api/identity/has-role", { role: "superuser" });
    expect(bad.status).toBe(400);
  });

  it("guards team administration: 401 anonymous, 403 wrong role, 200 admin", async () => {
    expect((await t.client().get("/api/identity/users")).status).toBe(401);
    const member = t.client();
    await signIn(member, "newbie@x.example");
    const denied = await member.get("/api/identity/users");
    expect(denied.status).toBe(403);
    expect(denied.json.error).toBe("Access denied: admin role required");
    expect((await member.put("/api/identity/users/whatever/roles/admin")).status).toBe(403);

    const adminRow = (await t.db.select().from(userRoles).where(eq(userRoles.role, "admin")))[0]!;
    const newbieId = (await member.get("/api/identity/me")).json.user.id as string;
    const admin = t.client();
    const adminEmail = (
      (await t.db.execute(sql`select email from "user" where id = ${adminRow.userId}`)) as any
    ).rows[0].email;
    await signIn(admin, adminEmail, "admin-pass");
    const list = await admin.get("/api/identity/users");
    expect(list.status).toBe(200);
    expect(list.json.find((u: { id: string }) => u.id === newbieId).emailVerified).toBe(false);
    // No role for an address nobody has proved.
    const unverified = await admin.put(`/api/identity/users/${newbieId}/roles/workspace_user`);
    expect(unverified.status).toBe(409);
    expect(unverified.json.error).toBe(SECURITY_MESSAGES.unverifiedEmail);
    // The owner follows the link in the verification email.
    const mail = (await t.db.execute(
      sql`select text from mail_outbox where "to" = 'newbie@x.example' order by created_at limit 1`,
    )) as any;
    const link = new URL((mail.rows[0].text as string).match(/https?:\/\/\S+verify-email\S+/)![0]);
    expect((await member.get(link.pathname + link.search)).status).toBe(302);
    expect(
      (await admin.get("/api/identity/users")).json.find((u: { id: string }) => u.id === newbieId)
        .emailVerified,
    ).toBe(true);
    const granted = await admin.put(`/api/identity/users/${newbieId}/roles/workspace_user`);
    expect(granted.json.roles).toEqual(["workspace_user"]);
    expect((await member.post("/api/identity/has-role", { role: "workspace_user" })).json).toEqual({
      hasRole: true,
    });
    const revoked = await admin.del(`/api/identity/users/${newbieId}/roles/workspace_user`);
    expect(revoked.json.roles).toEqual([]);
    expect((await admin.put(`/api/identity/users/${newbieId}/roles/owner`)).status).toBe(400);
    expect((await admin.del(`/api/identity/users/${adminRow.userId}/roles/admin`)).status).toBe(400);
  });
});

describe("rate limits", () => {
  it("locks an email after 10 sign-in attempts in 15 minutes with 429 and Retry-After", async () => {
    const c = t.client();
    for (let i = 0; i < 10; i++) expect((await signIn(c, "victim@x.example", "guess")).status).toBe(401);
    const blocked = await signIn(c, "victim@x.example", "guess");
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/Too many attempts/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits sign-ups per address", async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await c.post("/api/identity/sign-up", { email: `bulk${i}@x.example`, password: "x" })).status,
      );
    }
    // Counted before the body is validated: ten invalid bodies use up the allowance too.
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(
      (await c.post("/api/identity/sign-up", { email: "bulk-last@x.example", password: "secret-pass" }))
        .status,
    ).toBe(429);
  });
});

describe("profile and settings", () => {
  it("updates the username with validation", async () => {
    const c = t.client();
    await signIn(c, "newbie@x.example");
    expect((await c.patch("/api/identity/profile", { username: "x" })).status).toBe(400);
    expect((await c.patch("/api/identity/profile", { username: "<script>" })).status).toBe(400);
    const ok = await c.patch("/api/identity/profile", { username: "New Bie" });
    expect(ok.json.username).toBe("New Bie");
    expect((await t.client().patch("/api/identity/profile", { username: "Anon" })).status).toBe(401);
  });

  it("refuses an avatar whose bytes are not an image, accepts a PNG and serves it only to signed-in users", async () => {
    const c = t.client();
    await signIn(c, "newbie@x.example");
    const fake = new FormData();
    fake.set(
      "avatar",
      new File([new TextEncoder().encode("MZ this is an exe")], "me.png", { type: "image/png" }),
    );
    const refused = await c.request("POST", "/api/identity/profile/avatar", fake);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    const form = new FormData();
    form.set("avatar", new File([png], "me.png", { type: "image/png" }));
    const ok = await c.request("POST", "/api/identity/profile/avatar", form);
    expect(ok.status).toBe(200);
    const url = ok.json.avatarUrl as string;
    expect(url).toMatch(/^\/api\/identity\/avatars\//);
    const got = await c.get(url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect((await t.client().get(url)).status).toBe(401);
  });

  it("changes the password only with the current one", async () => {
    const c = t.client();
    await signIn(c, "newbie@x.example");
    const wrong = await c.post("/api/identity/password", {
      currentPassword: "nope-nope",
      newPassword: "next-pass",
      confirmPassword: "next-pass",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(M.wrongCurrentPassword);
    const mismatch = await c.post("/api/identity/password", {
      currentPassword: "secret-pass",
      newPassword: "next-pass",
      confirmPassword: "other",
    });
    expect(mismatch.json.fields.confirmPassword).toBe("Passwords do not match");
    const ok = await c.post("/api/identity/password", {
      currentPassword: "secret-pass",
      newPassword: "next-pass",
      confirmPassword: "next-pass",
    });
    expect(ok.status).toBe(200);
    expect((await signIn(t.client(), "newbie@x.example", "next-pass")).status).toBe(200);
    await c.post("/api/identity/password", {
      currentPassword: "next-pass",
      newPassword: "secret-pass",
      confirmPassword: "secret-pass",
    });
  });

  it("stores the theme preference", async () => {
    const c = t.client();
    await signIn(c, "newbie@x.example");
    expect((await c.put("/api/identity/preferences/theme", { theme: "light" })).status).toBe(200);
    expect((await c.put("/api/identity/preferences/theme", { theme: "pink" })).status).toBe(400);
  });
});

describe("hostile input", () => {
  it("never answers 500 to random bodies on any identity endpoint", async () => {
    const endpoints = [
      "/api/identity/sign-in",
      "/api/identity/sign-up",
      "/api/identity/first-admin",
      "/api/identity/has-role",
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.anything(), async (url, body) => {
        await t.services.rateLimiter.reset();
        const res = await t.client().request("POST", url, JSON.stringify(body ?? null) ?? "null");
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a body larger than the upload limit with 413", async () => {
    const res = await t.client().request("POST", "/api/identity/sign-in", "x".repeat(27 * 1024 * 1024));
    expect(res.status).toBe(413);
    expect(res.json.error).toBe("The request is too large.");
  });

  it("refuses huge fields", async () => {
    const res = await t
      .client()
      .post("/api/identity/sign-in", { email: `${"a".repeat(100_000)}@x.example`, password: "x" });
    expect(res.status).toBe(413);
    const long = await t
      .client()
      .post("/api/identity/sign-in", { email: `${"a".repeat(10_000)}@x.example`, password: "x" });
    expect(long.status).toBe(400);
  });
});

it("grantRole is idempotent", async () => {
  const id = (await t.db.select().from(userRoles))[0]!.userId;
  await grantRole(t.db, id, "admin", null);
  await grantRole(t.db, id, "admin", null);
  expect(
    (await t.db.select().from(userRoles).where(eq(userRoles.userId, id))).filter((r) => r.role === "admin"),
  ).toHaveLength(1);
});
