import { and, desc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { hasRole } from "#src/platform/auth/roles.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { eventsWith } from "../../../tests/helpers/events.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { workingDays } from "./lib/working-days.ts";
import { PEOPLE_MESSAGES, PM } from "./people.contract.ts";
import { employeeProfiles, timeOffPolicies, timeOffRequests } from "./server/people.tables.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});

type Role = "employee" | "admin";

const account = (email: string, roles: Role[] = []) => t.signUp(email, roles);

const base = (first: string, last: string, email: string) => ({
  firstName: first,
  lastName: last,
  email,
  startDate: "2024-01-15",
});

/** A profile created by the admin and linked straight to a new account with the employee role. */
async function employee(
  admin: TestClient,
  first: string,
  last: string,
  extra: Record<string, unknown> = {},
): Promise<{ c: TestClient; id: string; userId: string }> {
  const email = `${first}.${last}@people.example`.toLowerCase();
  const created = await admin.post("/api/people/employees", { ...base(first, last, email), ...extra });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { c, userId } = await account(email, ["employee"]);
  await t.db
    .update(employeeProfiles)
    .set({ userId, profileClaimed: true })
    .where(eq(employeeProfiles.id, created.json.employee.id));
  return { c, id: created.json.employee.id, userId };
}

let admin: TestClient;
let adminProfileId: string;

describe("the first profile: the first user creates their own, as an administrator", () => {
  it("lets the first user create their own claimed profile, with admin access, and installs the handbook", async () => {
    const anonymous = t.client();
    expect((await anonymous.get("/api/people/me")).status).toBe(401);
    const plain = (await account("plain@people.example")).c;
    const denied = await plain.get("/api/people/me");
    expect(denied.status).toBe(403);
    expect(denied.json.error).toBe("Access denied: employee role required");

    admin = (await account("owner@people.example", ["employee"])).c;
    const none = await admin.get("/api/people/time-off");
    expect(none.status).toBe(403);
    expect(none.json.error).toBe(PM.noProfileContactAdmin);
    expect((await admin.get("/api/people/me")).json.error).toBe(PM.profileLoadFailed);

    const missing = await admin.post("/api/people/me", {
      firstName: "",
      lastName: "Owner",
      email: "owner@people.example",
    });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toMatchObject({
      firstName: PEOPLE_MESSAGES.firstNameRequired,
      startDate: PEOPLE_MESSAGES.startDateRequired,
    });

    const res = await admin.post("/api/people/me", {
      ...base("Olive", "Owner", "owner@people.example"),
      title: "Founder",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.message).toBe(PM.profileCreated);
    expect(res.json.employee).toMatchObject({ isAdmin: true, profileClaimed: true, status: "active" });
    adminProfileId = res.json.employee.id;
    expect((await admin.post("/api/people/me", base("Olive", "Owner", "o2@people.example"))).status).toBe(
      409,
    );

    const sections = (await admin.get("/api/people/handbook")).json as { category: string }[];
    expect(sections.length).toBeGreaterThanOrEqual(8);
    expect(new Set(sections.map((s) => s.category)).size).toBeGreaterThanOrEqual(4);
  });

  it("refuses a later employee's own profile (an administrator adds it), but not a platform admin's", async () => {
    const late = (await account("late@people.example", ["employee"])).c;
    const res = await late.post("/api/people/me", base("Late", "Comer", "late@people.example"));
    expect(res.status).toBe(403);
    expect(res.json.error).toBe(PEOPLE_MESSAGES.firstProfileOnly);
    const platformAdmin = (await account("platform@people.example", ["employee", "admin"])).c;
    const ok = await platformAdmin.post("/api/people/me", base("Pat", "Platform", "platform@people.example"));
    expect(ok.status).toBe(201);
  });
});

const THIS_YEAR = new Date().getUTCFullYear();
const POLICY = { vacationDays: 25, sickDays: 10, personalDays: 3, otherDays: 2, carryOverCap: 0 };

describe("time-off policy: data a portal administrator keeps, read by every balance", () => {
  it("refuses requests before any policy exists and says so on the balance", async () => {
    const page = (await admin.get("/api/people/time-off")).json;
    expect(page.balance).toMatchObject({ year: THIS_YEAR, policySet: false, allowance: 0, available: 0 });
    const refused = await admin.post("/api/people/time-off", {
      requestType: "vacation",
      startDate: `${THIS_YEAR + 1}-03-02`,
      endDate: `${THIS_YEAR + 1}-03-03`,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(PEOPLE_MESSAGES.noPolicy(THIS_YEAR + 1));
  });

  it("is read and written by a portal administrator only", async () => {
    const colleague = await employee(admin, "Pol", "Icy");
    const workspaceUser = (await account("workspace.user@people.example")).c;
    const anonymous = t.client();
    const calls = [
      ["GET", `/api/people/time-off-policy?year=${THIS_YEAR}`, undefined],
      ["PUT", `/api/people/time-off-policy/${THIS_YEAR}`, POLICY],
      ["POST", "/api/people/time-off-policy/holidays", { date: `${THIS_YEAR}-12-25`, name: "Christmas Day" }],
      ["DELETE", "/api/people/time-off-policy/holidays/00000000-0000-4000-8000-000000000000", undefined],
      [
        "PUT",
        "/api/people/time-off-policy/overrides",
        { employeeId: colleague.id, year: THIS_YEAR, requestType: "sick", allowanceDays: 30 },
      ],
      ["DELETE", "/api/people/time-off-policy/overrides/00000000-0000-4000-8000-000000000000", undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const json = body === undefined ? undefined : JSON.stringify(body);
      const asEmployee = await colleague.c.request(method, url, json);
      expect(asEmployee.status, `${method} ${url}`).toBe(403);
      expect(asEmployee.json.error).toBe(PEOPLE_MESSAGES.adminOnly);
      expect((await workspaceUser.request(method, url, json)).status, `${method} ${url}`).toBe(403);
      expect((await anonymous.request(method, url, json)).status, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.select().from(timeOffPolicies)).toEqual([]);
  });

  it("validates the policy, holidays and overrides with clear messages", async () => {
    const bad = await admin.put(`/api/people/time-off-policy/${THIS_YEAR}`, {
      ...POLICY,
      vacationDays: 2.25,
      sickDays: -1,
      personalDays: "three",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      vacationDays: PEOPLE_MESSAGES.daysInvalid,
      sickDays: PEOPLE_MESSAGES.daysInvalid,
      personalDays: PEOPLE_MESSAGES.daysInvalid,
    });
    const badYear = await admin.put("/api/people/time-off-policy/1850", POLICY);
    expect(badYear.status).toBe(400);
    expect(badYear.json.error).toBe(PEOPLE_MESSAGES.policyYearInvalid);
    expect((await admin.get("/api/people/time-off-policy?year=abc")).status).toBe(400);
    const noName = await admin.post("/api/people/time-off-policy/holidays", {
      date: `${THIS_YEAR}-12-25`,
      name: " ",
      location: "Atlantis",
    });
    expect(noName.status).toBe(400);
    expect(noName.json.fields).toMatchObject({ name: PEOPLE_MESSAGES.holidayNameRequired });
    // The location is checked against the offices an admin keeps (decision 048), once the form is well formed.
    const nowhere = await admin.post("/api/people/time-off-policy/holidays", {
      date: `${THIS_YEAR}-12-25`,
      name: "Christmas",
      location: "Atlantis",
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.json.fields).toEqual({ location: PEOPLE_MESSAGES.invalidLocation });
    const noEmployee = await admin.put("/api/people/time-off-policy/overrides", {
      employeeId: "nobody",
      year: THIS_YEAR,
      requestType: "holiday",
      allowanceDays: 1,
    });
    expect(noEmployee.status).toBe(400);
    expect(noEmployee.json.fields).toMatchObject({
      employeeId: PEOPLE_MESSAGES.overrideEmployeeRequired,
      requestType: PEOPLE_MESSAGES.typeRequired,
    });
    expect((await admin.del("/api/people/time-off-policy/holidays/nope")).status).toBe(404);
  });

  it("is saved by an administrator, audited, and applies to later years until they have their own", async () => {
    const saved = await admin.put(`/api/people/time-off-policy/${THIS_YEAR}`, POLICY);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.message).toBe(PEOPLE_MESSAGES.policySaved(THIS_YEAR));
    const later = (await admin.get(`/api/people/time-off-policy?year=${THIS_YEAR + 1}`)).json;
    expect(later.policy).toMatchObject({ ...POLICY, fromYear: THIS_YEAR });
    const page = (await admin.get("/api/people/time-off")).json;
    expect(page.balance).toMatchObject({ policySet: true, allowance: 25, available: 25 });
    expect(page.balance.types.map((b: { allowance: number }) => b.allowance)).toEqual([25, 10, 3, 2]);
    const [log] = await t.db
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.action, "time_off_policy.saved"));
    expect(log!.details).toMatchObject({ year: THIS_YEAR, vacationDays: 25 });
  });
});

describe("invites: a one-time link claims the profile an administrator created", () => {
  async function inviteLink(email: string): Promise<string> {
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "people-invite")))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toMatch(/invited to the .* Employee Portal/);
    const token = /\/employee\/invite\/([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  it("emails a one-time link; signing up through it links the account, claims the profile and grants the employee role, once", async () => {
    const created = await admin.post("/api/people/employees", {
      ...base("Ivy", "Invitee", "ivy@people.example"),
      title: "Product Designer",
      department: "Design and User Experience (UX)",
      sendInvite: true,
    });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe(`${PM.employeeCreated}. Invitation sent to ivy@people.example`);
    expect(created.json.employee).toMatchObject({ profileClaimed: false });
    const token = await inviteLink("ivy@people.example");
    const stored = await t.db
      .select()
      .from(employeeProfiles)
      .where(eq(employeeProfiles.email, "ivy@people.example"));
    expect(stored[0]!.inviteToken).not.toBe(token);

    const c = t.client();
    const preview = await c.post("/api/people/invites/preview", { token });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      firstName: "Ivy",
      email: "ivy@people.example",
      title: "Product Designer",
    });

    const wrongEmail = await c.post("/api/people/invites/claim", {
      token,
      mode: "sign-up",
      email: "someone-else@people.example",
      password: "ivy-pass-1",
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.json.error).toBe(PEOPLE_MESSAGES.inviteEmailMismatch);

    const claimed = await c.post("/api/people/invites/claim", {
      token,
      mode: "sign-up",
      email: "ivy@people.example",
      password: "ivy-pass-1",
    });
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
    expect(claimed.json).toEqual({
      message: PEOPLE_MESSAGES.inviteClaimed,
      redirectTo: "/employee/dashboard",
    });
    const me = await c.get("/api/people/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: "ivy@people.example", profileClaimed: true, isAdmin: false });
    const [u] = await t.db.select().from(user).where(eq(user.email, "ivy@people.example"));
    expect(u!.emailVerified).toBe(true);
    expect(await hasRole(t.db, u!.id, "employee")).toBe(true);

    const again = await t.client().post("/api/people/invites/claim", {
      token,
      mode: "sign-up",
      email: "ivy@people.example",
      password: "ivy-pass-1",
    });
    expect(again.status).toBe(410);
    expect(again.json.error).toBe(PEOPLE_MESSAGES.inviteInvalid);
    expect((await t.client().post("/api/people/invites/preview", { token })).status).toBe(410);
    // Claimed profiles cannot be invited again.
    expect((await admin.post(`/api/people/employees/${created.json.employee.id}/invite`)).status).toBe(409);
  });

  it("links an existing account by signing in, or the current session, and expires after seven days", async () => {
    const existing = await account("existing@people.example");
    const created = await admin.post(
      "/api/people/employees",
      base("Eve", "Existing", "eve.work@people.example"),
    );
    const id = created.json.employee.id as string;
    const sent = await admin.post(`/api/people/employees/${id}/invite`);
    expect(sent.status).toBe(200);
    expect(sent.json.message).toBe("Invitation sent to eve.work@people.example");
    const token = await inviteLink("eve.work@people.example");
    const badPassword = await t.client().post("/api/people/invites/claim", {
      token,
      mode: "sign-in",
      email: "existing@people.example",
      password: "wrong-pass",
    });
    expect(badPassword.status).toBe(401);
    const c = t.client();
    const ok = await c.post("/api/people/invites/claim", {
      token,
      mode: "sign-in",
      email: "existing@people.example",
      password: "secret-pass",
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect((await c.get("/api/people/me")).json.id).toBe(id);
    expect(await hasRole(t.db, existing.userId, "employee")).toBe(true);

    // The session mode, and a second profile for the same account is refused.
    const other = await admin.post("/api/people/employees", {
      ...base("Sol", "Session", "sol@people.example"),
      sendInvite: true,
    });
    const solToken = await inviteLink("sol@people.example");
    const twice = await c.post("/api/people/invites/claim", { token: solToken, mode: "session" });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(PEOPLE_MESSAGES.inviteAccountHasProfile);
    expect(
      (await t.client().post("/api/people/invites/claim", { token: solToken, mode: "session" })).status,
    ).toBe(401);
    const sol = await account("sol.personal@people.example");
    expect((await sol.c.post("/api/people/invites/claim", { token: solToken, mode: "session" })).status).toBe(
      200,
    );
    expect((await sol.c.get("/api/people/me")).json.id).toBe(other.json.employee.id);

    // Expiry: a link older than seven days no longer works.
    await admin.post("/api/people/employees", {
      ...base("Old", "Link", "old@people.example"),
      sendInvite: true,
    });
    const oldToken = await inviteLink("old@people.example");
    await t.db
      .update(employeeProfiles)
      .set({ inviteSentAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(employeeProfiles.email, "old@people.example"));
    expect((await t.client().post("/api/people/invites/preview", { token: oldToken })).status).toBe(410);
    const expired = await t.client().post("/api/people/invites/claim", {
      token: oldToken,
      mode: "sign-up",
      email: "old@people.example",
      password: "old-pass-1",
    });
    expect(expired.status).toBe(410);
    expect((await t.db.select().from(user).where(eq(user.email, "old@people.example"))).length).toBe(0);
  });
});

describe("privacy and object-level rules: own profile, portal admin, manager", () => {
  let ana: Awaited<ReturnType<typeof employee>>;
  let ben: Awaited<ReturnType<typeof employee>>;
  const PRIVATE = [
    "personalPhone",
    "personalEmail",
    "birthday",
    "emergencyContact",
    "medicalInfo",
    "preferences",
    "archivedReason",
  ];

  beforeAll(async () => {
    ana = await employee(admin, "Ana", "Private", {
      personalPhone: "(202) 555-0199",
      personalEmail: "ana.home@mail.example",
      birthday: "1990-05-04",
      emergencyContact: { name: "Raul Private", relationship: "Brother", phone: "+1 202 555 0111" },
      medicalInfo: {
        allergies: ["Peanuts", "Other"],
        allergiesOther: "Latex",
        conditions: "Asthma",
        medications: "Inhaler",
      },
      preferences: { dietary: ["Vegan"], accommodations: ["Ergonomic Equipment"] },
    });
    ben = await employee(admin, "Ben", "Colleague");
  });

  it("shows a colleague only the public card; the employee and admins see everything", async () => {
    const asBen = await ben.c.get(`/api/people/employees/${ana.id}`);
    expect(asBen.status).toBe(200);
    expect(asBen.json.full).toBe(false);
    for (const key of PRIVATE) expect(asBen.json.employee, key).not.toHaveProperty(key);
    expect(JSON.stringify(asBen.json)).not.toMatch(/Asthma|Peanuts|555-0199|ana\.home|Raul/);

    const asAna = await ana.c.get(`/api/people/employees/${ana.id}`);
    expect(asAna.json.full).toBe(true);
    expect(asAna.json.employee.medicalInfo).toMatchObject({
      allergies: ["Peanuts", "Other"],
      allergiesOther: "Latex",
      conditions: "Asthma",
    });
    const asAdmin = await admin.get(`/api/people/employees/${ana.id}`);
    expect(asAdmin.json.employee.emergencyContact).toEqual({
      name: "Raul Private",
      relationship: "Brother",
      phone: "+1 202 555 0111",
    });
  });

  it("never sends private fields in lists, search, the org chart or departments", async () => {
    for (const path of [
      "/api/people/employees?q=Private",
      "/api/people/org-chart",
      "/api/people/departments",
    ]) {
      for (const c of [ben.c, admin]) {
        const res = await c.get(path);
        expect(res.status, path).toBe(200);
        expect(JSON.stringify(res.json), path).not.toMatch(
          /Asthma|Peanuts|Latex|Inhaler|555-0199|ana\.home|Raul|Vegan|1990-05-04/,
        );
      }
    }
    // Search looks at names, titles and departments only, never at health data.
    expect((await admin.get("/api/people/employees?q=Asthma")).json.total).toBe(0);
    expect((await admin.get("/api/people/employees?q=Private")).json.total).toBe(1);
  });

  it("lets an employee change only their own personal fields: not another's profile, their title or admin access", async () => {
    const other = await ben.c.patch(`/api/people/employees/${ana.id}`, { workPhone: "123" });
    expect(other.status).toBe(403);
    expect(other.json.error).toBe(PEOPLE_MESSAGES.ownProfileOnly);
    const own = await ben.c.patch(`/api/people/employees/${ben.id}`, {
      workPhone: "(202) 555-0123",
      title: "Chief Executive Officer",
      isAdmin: true,
      reportsTo: null,
      emergencyContact: { name: "Mia", relationship: "Partner", phone: "555 0100" },
    });
    expect(own.status).toBe(200);
    expect(own.json.message).toBe(PM.employeeUpdated);
    expect(own.json.employee).toMatchObject({ workPhone: "(202) 555-0123", title: null, isAdmin: false });
    const toggle = await ben.c.request("PUT", `/api/people/employees/${ben.id}/admin`, { isAdmin: true });
    expect(toggle.status).toBe(403);
    expect(toggle.json.error).toBe(PEOPLE_MESSAGES.adminOnly);
    expect((await ben.c.post("/api/people/employees", base("No", "Way", "no@people.example"))).status).toBe(
      403,
    );
    expect((await ben.c.del(`/api/people/employees/${ana.id}`)).status).toBe(403);
    expect(
      (await ben.c.post(`/api/people/employees/${ana.id}/archive`, { status: "archived", reason: "x" }))
        .status,
    ).toBe(403);
  });

  it("keeps an employee out of a colleague's goals, time off and the administrators' actions", async () => {
    const goal = await ana.c.post("/api/people/goals", { title: "Ana's private goal" });
    expect(goal.status).toBe(201);
    const sick = await ana.c.post("/api/people/time-off", {
      requestType: "sick",
      startDate: "2031-03-03",
      endDate: "2031-03-04",
      notes: "Surgery follow-up",
    });
    expect(sick.status, JSON.stringify(sick.json)).toBe(201);

    // Another's goal is neither listed nor editable; another's request is neither shown nor cancellable.
    const goals = (await ben.c.get("/api/people/goals")).json as { title: string }[];
    expect(goals.map((g) => g.title)).not.toContain("Ana's private goal");
    expect((await ben.c.patch(`/api/people/goals/${goal.json.goal.id}`, { progress: 90 })).status).toBe(404);
    const page = await ben.c.get("/api/people/time-off");
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.json)).not.toMatch(/Surgery|2031-03-03/);
    expect((await ben.c.del(`/api/people/time-off/${sick.json.request.id}`)).status).toBe(404);
    expect(
      (await ben.c.post(`/api/people/time-off/${sick.json.request.id}/review`, { decision: "approved" }))
        .status,
    ).toBe(403);
    const [still] = await t.db
      .select({ status: timeOffRequests.status })
      .from(timeOffRequests)
      .where(eq(timeOffRequests.id, sick.json.request.id));
    expect(still?.status).toBe("pending");
    expect((await ana.c.get("/api/people/goals")).json[0]).toMatchObject({ progress: 0 });

    // The administrators' actions, from an employee: refused by the server.
    for (const [method, path] of [
      ["POST", `/api/people/employees/${ana.id}/invite`],
      ["POST", `/api/people/employees/${ana.id}/restore`],
      ["GET", `/api/people/employees/${ana.id}/managers`],
      ["PUT", `/api/people/employees/${ana.id}/admin`],
    ] as const) {
      const res = await ben.c.request(method, path, method === "GET" ? undefined : { isAdmin: true });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await admin.del(`/api/people/time-off/${sick.json.request.id}`)).status).toBe(404);
    expect((await ana.c.del(`/api/people/time-off/${sick.json.request.id}`)).status).toBe(200);
  });

  it("lets an admin toggle another's admin access (not their own) and records it without health data", async () => {
    const grant = await admin.request("PUT", `/api/people/employees/${ana.id}/admin`, { isAdmin: true });
    expect(grant.json.message).toBe(PM.adminGranted);
    const revoke = await admin.request("PUT", `/api/people/employees/${ana.id}/admin`, { isAdmin: false });
    expect(revoke.json.message).toBe(PM.adminRevoked);
    const own = await admin.request("PUT", `/api/people/employees/${adminProfileId}/admin`, {
      isAdmin: false,
    });
    expect(own.status).toBe(403);
    await admin.patch(`/api/people/employees/${ana.id}`, {
      medicalInfo: { allergies: ["Eggs"], conditions: "Migraine" },
      title: "Designer",
    });
    const logs = await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, ana.id));
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining([
        "employee.created",
        "employee.admin_granted",
        "employee.admin_revoked",
        "employee.updated",
      ]),
    );
    expect(JSON.stringify(logs)).not.toMatch(/Asthma|Peanuts|Latex|Migraine|Eggs|Raul|555-0199/);
  });

  it("avatar: images only (checked by their bytes), stored privately and served to signed-in employees", async () => {
    const fake = new FormData();
    fake.set(
      "avatar",
      new File([new TextEncoder().encode("MZ not an image")], "me.png", { type: "image/png" }),
    );
    const refused = await ben.c.request("POST", `/api/people/employees/${ben.id}/avatar`, fake);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    const form = () => {
      const f = new FormData();
      f.set("avatar", new File([png], "me.png", { type: "image/png" }));
      return f;
    };
    expect((await ben.c.request("POST", `/api/people/employees/${ana.id}/avatar`, form())).status).toBe(403);
    const ok = await ben.c.request("POST", `/api/people/employees/${ben.id}/avatar`, form());
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe(PM.avatarUpdated);
    const url = ok.json.employee.avatarUrl as string;
    expect(url).toMatch(new RegExp(`^/api/people/employees/${ben.id}/avatar\\?v=`));
    const got = await ana.c.get(url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect((await t.client().get(url)).status).toBe(401);
  });
});

describe("reporting line, archive and delete by a portal administrator", () => {
  it("refuses a reporting loop and a self-report, server-side", async () => {
    const boss = await employee(admin, "Bo", "Boss");
    const mid = await employee(admin, "Mo", "Middle", { reportsTo: boss.id });
    const low = await employee(admin, "Lo", "Low", { reportsTo: mid.id });
    const loop = await admin.patch(`/api/people/employees/${boss.id}`, { reportsTo: low.id });
    expect(loop.status).toBe(400);
    expect(loop.json.error).toBe(PEOPLE_MESSAGES.reportingCycle("Lo Low", "Bo Boss"));
    const self = await admin.patch(`/api/people/employees/${boss.id}`, { reportsTo: boss.id });
    expect(self.json.error).toBe(PEOPLE_MESSAGES.reportsToSelf);
    const options = (await admin.get(`/api/people/employees/${boss.id}/managers`)).json as { id: string }[];
    expect(options.map((o) => o.id)).not.toContain(low.id);
    expect(options.map((o) => o.id)).not.toContain(mid.id);
    expect(options.map((o) => o.id)).not.toContain(boss.id);
    expect(options.map((o) => o.id)).toContain(adminProfileId);
    const fine = await admin.patch(`/api/people/employees/${boss.id}`, { reportsTo: adminProfileId });
    expect(fine.status).toBe(200);
    // The org chart's lazily loaded branch: the direct reports, with their own counts.
    const branch = (await low.c.get(`/api/people/org-chart?manager=${boss.id}`)).json as {
      id: string;
      reportCount: number;
    }[];
    expect(branch).toEqual([expect.objectContaining({ id: mid.id, reportCount: 1 })]);
    expect((await low.c.get("/api/people/org-chart?manager=nope")).status).toBe(404);
    const top = (await low.c.get("/api/people/org-chart")).json as { id: string; reportCount: number }[];
    expect(top.find((n) => n.id === adminProfileId)?.reportCount).toBeGreaterThanOrEqual(1);
    const view = await low.c.get(`/api/people/employees/${mid.id}`);
    expect(view.json.manager).toMatchObject({ id: boss.id, firstName: "Bo" });
    expect(view.json.reports.map((r: { id: string }) => r.id)).toEqual([low.id]);
  });

  it("archives with a required reason and status, closing the portal to them; restores; deletes permanently", async () => {
    const leaver = await employee(admin, "Lee", "Leaver");
    const report = await employee(admin, "Rae", "Report", { reportsTo: leaver.id });
    const noReason = await admin.post(`/api/people/employees/${leaver.id}/archive`, {
      status: "resigned",
      reason: "  ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error).toBe(PEOPLE_MESSAGES.archiveReasonRequired);
    const badStatus = await admin.post(`/api/people/employees/${leaver.id}/archive`, {
      status: "fired",
      reason: "x",
    });
    expect(badStatus.json.error).toBe(PEOPLE_MESSAGES.archiveStatusRequired);
    const archived = await admin.post(`/api/people/employees/${leaver.id}/archive`, {
      status: "resigned",
      reason: "Moving abroad",
    });
    expect(archived.status).toBe(200);
    expect(archived.json.message).toBe(PM.employeeArchived);
    expect(archived.json.employee).toMatchObject({ status: "resigned", archivedReason: "Moving abroad" });
    expect(archived.json.employee.archivedAt).toBeTruthy();
    expect(await hasRole(t.db, leaver.userId, "employee")).toBe(false);
    expect((await leaver.c.get("/api/people/me")).status).toBe(403);
    // Colleagues no longer find them; admins see them with their status.
    expect((await report.c.get("/api/people/employees?q=Leaver")).json.total).toBe(0);
    const listed = (await admin.get("/api/people/employees?q=Leaver")).json;
    expect(listed.items[0]).toMatchObject({ status: "resigned" });
    expect(
      (
        await admin.post(`/api/people/employees/${adminProfileId}/archive`, {
          status: "archived",
          reason: "x",
        })
      ).status,
    ).toBe(403);

    const restored = await admin.post(`/api/people/employees/${leaver.id}/restore`);
    expect(restored.json.employee.status).toBe("active");
    expect(await hasRole(t.db, leaver.userId, "employee")).toBe(true);

    const deleted = await admin.del(`/api/people/employees/${leaver.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe(PM.employeeDeleted);
    expect((await admin.get(`/api/people/employees/${leaver.id}`)).status).toBe(404);
    const [kept] = await t.db.select().from(employeeProfiles).where(eq(employeeProfiles.id, report.id));
    expect(kept!.reportsTo).toBeNull();
    expect((await admin.del(`/api/people/employees/${adminProfileId}`)).status).toBe(403);
    const actions = (
      await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, leaver.id))
    ).map((l) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining(["employee.archived", "employee.restored", "employee.deleted"]),
    );
  });
});

describe("time off: balance, overlap, review by the manager or an administrator", () => {
  let manager: Awaited<ReturnType<typeof employee>>;
  let report: Awaited<ReturnType<typeof employee>>;
  let stranger: Awaited<ReturnType<typeof employee>>;
  const year = new Date().getUTCFullYear() + 1;
  // Mondays of next year, so nothing collides with today's balance.
  const monday = (week: number) => {
    const jan1 = new Date(Date.UTC(year, 0, 1));
    const first = new Date(jan1.getTime() + ((8 - jan1.getUTCDay()) % 7) * 86_400_000);
    return new Date(first.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10);
  };
  const plus = (iso: string, days: number) =>
    new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

  let boss: Awaited<ReturnType<typeof employee>>;

  beforeAll(async () => {
    // The offices of the holidays and profiles below, added as an admin does (decision 048).
    for (const name of ["Arlington Virginia", "Riyadh Saudi Arabia"])
      expect((await admin.post("/api/people/org-lists/locations", { name })).status).toBe(201);
    boss = await employee(admin, "Bea", "Boss");
    manager = await employee(admin, "Max", "Manager", { reportsTo: boss.id });
    report = await employee(admin, "Rita", "Report", {
      reportsTo: manager.id,
      location: "Arlington Virginia",
    });
    stranger = await employee(admin, "Stan", "Stranger");
  });

  it("validates the dialog: both dates, a type, no end before the start, at least one working day", async () => {
    const none = await report.c.post("/api/people/time-off", { requestType: "vacation" });
    expect(none.status).toBe(400);
    expect(none.json.error).toBe(PM.bothDates);
    const backwards = await report.c.post("/api/people/time-off", {
      requestType: "vacation",
      startDate: monday(2),
      endDate: monday(1),
    });
    expect(backwards.json.error).toBe(PEOPLE_MESSAGES.endBeforeStart);
    const weekend = await report.c.post("/api/people/time-off", {
      requestType: "personal",
      startDate: plus(monday(1), 5),
      endDate: plus(monday(1), 6),
    });
    expect(weekend.json.error).toBe(PEOPLE_MESSAGES.noWorkingDays);
    const badType = await report.c.post("/api/people/time-off", {
      requestType: "holiday",
      startDate: monday(1),
      endDate: monday(1),
    });
    expect(badType.json.error).toBe(PEOPLE_MESSAGES.typeRequired);
    const badDate = await report.c.post("/api/people/time-off", {
      requestType: "sick",
      startDate: "2025-02-30",
      endDate: "2025-03-01",
    });
    expect(badDate.json.error).toBe(PEOPLE_MESSAGES.invalidDate);
  });

  it("counts approved and pending working days against the yearly balance and refuses more", async () => {
    const first = await report.c.post("/api/people/time-off", {
      requestType: "vacation",
      startDate: monday(1),
      endDate: plus(monday(3), 4),
      notes: "Three weeks away",
    });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.message).toBe(PM.timeOffSubmitted);
    expect(first.json.request).toMatchObject({ status: "pending", workingDays: 15 });
    expect(first.json.request.manager).toMatchObject({ firstName: "Max", lastName: "Manager" });
    const overlap = await report.c.post("/api/people/time-off", {
      requestType: "sick",
      startDate: plus(monday(1), 2),
      endDate: plus(monday(1), 2),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.json.error).toBe(PEOPLE_MESSAGES.overlapping);
    const second = await report.c.post("/api/people/time-off", {
      requestType: "vacation",
      startDate: monday(10),
      endDate: plus(monday(11), 4),
    });
    expect(second.status).toBe(201);
    expect(second.json.request.workingDays).toBe(10);
    // 25 - 15 - 10 = 0 vacation days left for that year; other leave has its own allowance.
    const more = await report.c.post("/api/people/time-off", {
      requestType: "vacation",
      startDate: monday(20),
      endDate: monday(20),
    });
    expect(more.status).toBe(409);
    expect(more.json.error).toBe(PEOPLE_MESSAGES.balanceExceeded(1, 0, year, "vacation"));
    const page = (await report.c.get("/api/people/time-off")).json;
    expect(page.nextBalance).toMatchObject({
      year,
      policySet: true,
      allowance: 25,
      carriedOver: 0,
      approved: 0,
      pending: 25,
      available: 0,
    });
    const other = await report.c.post("/api/people/time-off", {
      requestType: "other",
      startDate: monday(20),
      endDate: plus(monday(20), 2),
    });
    expect(other.status).toBe(409);
    expect(other.json.error).toBe(PEOPLE_MESSAGES.balanceExceeded(3, 2, year, "other"));
    // A cancelled pending request gives its days back.
    expect((await report.c.del(`/api/people/time-off/${second.json.request.id}`)).status).toBe(200);
    expect((await report.c.get("/api/people/time-off")).json.nextBalance.available).toBe(10);
  });

  it("is approved by the requester's manager or an admin, never by the requester or another employee", async () => {
    const page = (await report.c.get("/api/people/time-off")).json;
    const request = page.requests.find((r: { status: string }) => r.status === "pending");
    expect(
      (await manager.c.get("/api/people/time-off")).json.toReview.map((r: { id: string }) => r.id),
    ).toContain(request.id);
    expect((await stranger.c.get("/api/people/time-off")).json.toReview).toEqual([]);

    const own = await report.c.post(`/api/people/time-off/${request.id}/review`, { decision: "approved" });
    expect(own.status).toBe(403);
    expect(own.json.error).toBe(PEOPLE_MESSAGES.reviewOwn);
    const notTheirs = await stranger.c.post(`/api/people/time-off/${request.id}/review`, {
      decision: "approved",
    });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.json.error).toBe(PEOPLE_MESSAGES.reviewNotAllowed);

    const approved = await manager.c.post(`/api/people/time-off/${request.id}/review`, {
      decision: "approved",
      managerNotes: "Enjoy the break",
    });
    expect(approved.status).toBe(200);
    const [decided] = await eventsWith(t.db, "time_off.decided", "requestId", request.id);
    expect(decided!.payload).toMatchObject({ decision: "approved" });
    expect(JSON.stringify(decided!.payload)).not.toContain("Enjoy the break");
    expect(approved.json.request).toMatchObject({
      status: "approved",
      managerNotes: "Enjoy the break",
      reviewer: { id: manager.id },
    });
    const twice = await admin.post(`/api/people/time-off/${request.id}/review`, { decision: "rejected" });
    expect(twice.status).toBe(409);
    expect((await report.c.get("/api/people/time-off")).json.nextBalance).toMatchObject({
      approved: 15,
      pending: 0,
      available: 10,
    });
    const [log] = await t.db
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.action, "time_off.approved"))
      .orderBy(desc(adminActivityLogs.createdAt));
    expect(log!.details).toMatchObject({ requestId: request.id, asManager: true });
    expect(JSON.stringify(log!.details)).not.toMatch(/vacation|Three weeks/);

    // An admin reviews anyone's, but not their own.
    const strangers = await stranger.c.post("/api/people/time-off", {
      requestType: "sick",
      startDate: monday(5),
      endDate: monday(5),
    });
    const rejected = await admin.post(`/api/people/time-off/${strangers.json.request.id}/review`, {
      decision: "rejected",
      managerNotes: "Clash",
    });
    expect(rejected.json.request.status).toBe("rejected");
    const adminsOwn = await admin.post("/api/people/time-off", {
      requestType: "vacation",
      startDate: monday(6),
      endDate: monday(6),
    });
    const selfReview = await admin.post(`/api/people/time-off/${adminsOwn.json.request.id}/review`, {
      decision: "approved",
    });
    expect(selfReview.status).toBe(403);
    expect(
      (await admin.get("/api/people/time-off")).json.toReview.map((r: { id: string }) => r.id),
    ).not.toContain(adminsOwn.json.request.id);
    const rows = await t.db
      .select()
      .from(timeOffRequests)
      .where(eq(timeOffRequests.id, adminsOwn.json.request.id));
    expect(rows[0]!.status).toBe("pending");
    expect(workingDays(monday(6), monday(6))).toBe(1);
  });
  it("lets any manager up the chain review, and nobody outside it", async () => {
    const asked = await report.c.post("/api/people/time-off", {
      requestType: "personal",
      startDate: monday(30),
      endDate: monday(30),
    });
    expect(asked.status).toBe(201);
    const id = asked.json.request.id;
    expect(
      (await boss.c.get("/api/people/time-off")).json.toReview.map((r: { id: string }) => r.id),
    ).toContain(id);
    const otherManager = await employee(admin, "Ola", "Othermanager");
    await employee(admin, "Otto", "Otherteam", { reportsTo: otherManager.id });
    const refused = await otherManager.c.post(`/api/people/time-off/${id}/review`, { decision: "approved" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(PEOPLE_MESSAGES.reviewNotAllowed);
    expect(
      (await t.client().post(`/api/people/time-off/${id}/review`, { decision: "approved" })).status,
    ).toBe(401);
    const byBoss = await boss.c.post(`/api/people/time-off/${id}/review`, { decision: "rejected" });
    expect(byBoss.status).toBe(200);
    expect(byBoss.json.request).toMatchObject({ status: "rejected", reviewer: { id: boss.id } });
  });

  it("does not count public holidays at the employee's location and counts a half day as 0.5", async () => {
    const holiday = await admin.post("/api/people/time-off-policy/holidays", {
      date: plus(monday(40), 1),
      name: "Founders' Day",
      location: "Arlington Virginia",
    });
    expect(holiday.status).toBe(201);
    const elsewhere = await admin.post("/api/people/time-off-policy/holidays", {
      date: plus(monday(40), 2),
      name: "Riyadh holiday",
      location: "Riyadh Saudi Arabia",
    });
    expect(elsewhere.status).toBe(201);
    const everywhere = await admin.post("/api/people/time-off-policy/holidays", {
      date: plus(monday(40), 3),
      name: "Company day",
    });
    const twice = await admin.post("/api/people/time-off-policy/holidays", {
      date: plus(monday(40), 3),
      name: "Company day again",
    });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(PEOPLE_MESSAGES.holidayExists);
    const sick = await report.c.post("/api/people/time-off", {
      requestType: "sick",
      startDate: monday(40),
      endDate: plus(monday(40), 4),
    });
    expect(sick.status, JSON.stringify(sick.json)).toBe(201);
    // Monday to Friday, less Arlington's holiday and the company day: 3 working days.
    expect(sick.json.request.workingDays).toBe(3);
    const forHoliday = await report.c.post("/api/people/time-off", {
      requestType: "sick",
      startDate: plus(monday(40), 3),
      endDate: plus(monday(40), 3),
    });
    expect(forHoliday.status).toBe(400);
    expect(forHoliday.json.error).toBe(PEOPLE_MESSAGES.noWorkingDays);

    const split = await report.c.post("/api/people/time-off", {
      requestType: "sick",
      startDate: monday(41),
      endDate: plus(monday(41), 1),
      halfDay: true,
    });
    expect(split.status).toBe(400);
    expect(split.json.fields).toMatchObject({ halfDay: PEOPLE_MESSAGES.halfDaySingle });
    const half = await report.c.post("/api/people/time-off", {
      requestType: "sick",
      startDate: monday(41),
      endDate: monday(41),
      halfDay: true,
    });
    expect(half.status).toBe(201);
    expect(half.json.request).toMatchObject({ workingDays: 0.5, halfDay: true });
    const sickBalance = (await report.c.get("/api/people/time-off")).json.nextBalance.types[1];
    expect(sickBalance).toMatchObject({ requestType: "sick", allowance: 10, pending: 3.5, available: 6.5 });
    const removed = await admin.del(`/api/people/time-off-policy/holidays/${everywhere.json.holiday.id}`);
    expect(removed.status).toBe(200);
    expect(
      (await report.c.get("/api/people/time-off")).json.nextBalance.types[1].pending,
      "the balance counts the holidays as they are now",
    ).toBe(4.5);
  });

  it("gives one employee their own allowance of a type when an administrator overrides it", async () => {
    const set = await admin.put("/api/people/time-off-policy/overrides", {
      employeeId: stranger.id,
      year,
      requestType: "personal",
      allowanceDays: 1,
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const refused = await stranger.c.post("/api/people/time-off", {
      requestType: "personal",
      startDate: monday(44),
      endDate: plus(monday(44), 1),
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(PEOPLE_MESSAGES.balanceExceeded(2, 1, year, "personal"));
    const page = (await admin.get(`/api/people/time-off-policy?year=${year}`)).json;
    const row = page.overrides.find((o: { employee: { id: string } }) => o.employee.id === stranger.id);
    expect(row).toMatchObject({ requestType: "personal", allowanceDays: 1, employee: { firstName: "Stan" } });
    expect((await admin.del(`/api/people/time-off-policy/overrides/${row.id}`)).status).toBe(200);
    expect((await stranger.c.get("/api/people/time-off")).json.nextBalance.types[2].allowance).toBe(3);
  });

  it("carries unused vacation into the next year up to the cap of that year's policy", async () => {
    const saver = await employee(admin, "Sam", "Saver");
    expect(
      (await admin.put(`/api/people/time-off-policy/${year}`, { ...POLICY, carryOverCap: 4 })).status,
    ).toBe(200);
    expect((await saver.c.get("/api/people/time-off")).json.nextBalance).toMatchObject({
      carriedOver: 4,
      allowance: 29,
      available: 29,
    });
  });
});

describe("performance reviews: written by the manager chain or an admin, read by the employee", () => {
  it("lets a manager up the chain review a report; the employee sees it, notes only when shared; the card averages them", async () => {
    const lead = await employee(admin, "Lea", "Revlead");
    const mid = await employee(admin, "Mika", "Revmiddle", { reportsTo: lead.id });
    const dev = await employee(admin, "Dee", "Revdev", { reportsTo: mid.id });
    const peer = await employee(admin, "Pia", "Revpeer", { reportsTo: mid.id });
    const otherManager = await employee(admin, "Oli", "Revother");
    const workspaceUser = (await account("reviews.workspace@people.example")).c;
    const body = {
      employeeId: dev.id,
      period: "H2 2026",
      rating: 4,
      strengths: "Clear code reviews",
      improvements: "Estimate more carefully",
      privateNotes: "Ready for a senior role next year",
    };

    const bad = await mid.c.post("/api/people/reviews", { employeeId: "x", period: " ", rating: 6 });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      employeeId: PEOPLE_MESSAGES.reviewEmployeeRequired,
      period: PEOPLE_MESSAGES.reviewPeriodRequired,
      rating: PEOPLE_MESSAGES.reviewRatingInvalid,
    });
    expect((await mid.c.post("/api/people/reviews", { ...body, rating: 3.5 })).json.fields.rating).toBe(
      PEOPLE_MESSAGES.reviewRatingInvalid,
    );
    for (const [who, c] of [
      ["the employee", dev.c],
      ["a colleague", peer.c],
      ["a manager of another team", otherManager.c],
    ] as const) {
      const refused = await c.post("/api/people/reviews", body);
      expect(refused.status, who).toBe(403);
    }
    expect((await dev.c.post("/api/people/reviews", body)).json.error).toBe(PEOPLE_MESSAGES.reviewSelf);
    expect((await peer.c.post("/api/people/reviews", body)).json.error).toBe(
      PEOPLE_MESSAGES.reviewReportsOnly,
    );
    expect((await workspaceUser.post("/api/people/reviews", body)).status).toBe(403);
    expect((await t.client().post("/api/people/reviews", body)).status).toBe(401);
    expect((await t.client().get("/api/people/reviews")).status).toBe(401);

    const byMid = await mid.c.post("/api/people/reviews", body);
    expect(byMid.status, JSON.stringify(byMid.json)).toBe(201);
    expect(byMid.json.message).toBe(PEOPLE_MESSAGES.reviewSaved);
    const byLead = await lead.c.post("/api/people/reviews", {
      ...body,
      rating: 5,
      privateNotes: "Shared: great year",
      notesShared: true,
    });
    expect(byLead.status).toBe(201);

    const own = (await dev.c.get("/api/people/reviews")).json;
    expect(own.mine).toHaveLength(2);
    expect(own.reviewable).toEqual([]);
    expect(JSON.stringify(own)).not.toContain("senior role");
    expect(own.mine.find((r: { rating: number }) => r.rating === 5).privateNotes).toBe("Shared: great year");
    expect((await dev.c.get("/api/people/metrics")).json).toMatchObject({ rating: 4.5, reviewCount: 2 });

    const asLead = (await lead.c.get("/api/people/reviews")).json;
    expect(asLead.reviewable.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["Dee Revdev", "Mika Revmiddle", "Pia Revpeer"]),
    );
    expect(JSON.stringify(asLead.written)).toContain("senior role");
    const asPeer = (await peer.c.get("/api/people/reviews")).json;
    expect(asPeer.written).toEqual([]);
    expect(JSON.stringify(asPeer)).not.toContain("Clear code reviews");
    const asOther = (await otherManager.c.get("/api/people/reviews")).json;
    expect(JSON.stringify(asOther)).not.toContain("Clear code reviews");

    const [log] = await t.db
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.action, "review.created"))
      .orderBy(desc(adminActivityLogs.createdAt));
    expect(log!.details).toMatchObject({ period: "H2 2026", rating: 5 });
    expect(JSON.stringify(log!.details)).not.toMatch(/great year|Clear code/);
  });
});

describe("goals, schedule, metrics", () => {
  it("creates own goals (in progress at 0); company goals are an admin's; reports download as named text files", async () => {
    const emp = await employee(admin, "Gia", "Goals");
    const created = await emp.c.post("/api/people/goals", {
      title: "Learn Go",
      description: "Tour of Go",
      targetDate: "",
    });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe(PM.goalCreated);
    expect(created.json.goal).toMatchObject({
      status: "in_progress",
      progress: 0,
      isCompanyGoal: false,
      editable: true,
    });
    const company = await emp.c.post("/api/people/goals", { title: "Company", isCompanyGoal: true });
    expect(company.status).toBe(403);
    const byAdmin = await admin.post("/api/people/goals", { title: "Double revenue", isCompanyGoal: true });
    expect(byAdmin.status).toBe(201);
    const list = (await emp.c.get("/api/people/goals")).json as { title: string; editable: boolean }[];
    expect(list.map((g) => g.title)).toEqual(["Double revenue", "Learn Go"]);
    expect(list[0]!.editable).toBe(false);
    const progress = await emp.c.patch(`/api/people/goals/${created.json.goal.id}`, { progress: 100 });
    expect(progress.json.goal).toMatchObject({ progress: 100, status: "completed" });
    expect((await emp.c.patch(`/api/people/goals/${byAdmin.json.goal.id}`, { progress: 10 })).status).toBe(
      403,
    );
    const report = await emp.c.get("/api/people/goal-report?period=monthly");
    expect(report.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(report.headers.get("content-disposition")).toContain(`goals-monthly-report-${today}.txt`);
    expect(report.json).toContain("Monthly Goals Report");
    expect(report.json).toContain("COMPLETED (1)\n- Learn Go | 100%");
    expect((await emp.c.get("/api/people/goal-report?period=yearly")).status).toBe(400);
  });

  it("gives metrics with a real balance and the schedule with upcoming entries first", async () => {
    const emp = await employee(admin, "Sky", "Schedule");
    await t.db.execute(sql`insert into schedules (employee_id, date, start_time, end_time) values
      (${emp.id}, current_date + 2, '09:00', '17:00'),
      (${emp.id}, current_date - 3, '09:00', '17:00'),
      (${emp.id}, current_date, '10:00', '18:00')`);
    await t.db.execute(
      sql`insert into employee_reviews (employee_id, rating) values (${emp.id}, 4), (${emp.id}, 4.5), (${emp.id}, 4.5)`,
    );
    const schedule = (await emp.c.get("/api/people/schedule")).json;
    expect(schedule.upcoming.map((e: { startTime: string }) => e.startTime)).toEqual(["10:00", "09:00"]);
    expect(schedule.past).toHaveLength(1);
    const metrics = (await emp.c.get("/api/people/metrics")).json;
    expect(metrics).toMatchObject({
      rating: 4.3,
      reviewCount: 3,
      balance: { allowance: 25, policySet: true },
    });
  });
});

describe("hostile input", () => {
  it("never answers 500 to random bodies on any people endpoint", async () => {
    const target = (await admin.get("/api/people/me")).json.id as string;
    const writes = [
      ["POST", "/api/people/me"],
      ["POST", "/api/people/employees"],
      ["PATCH", `/api/people/employees/${target}`],
      ["POST", `/api/people/employees/${target}/archive`],
      ["PUT", `/api/people/employees/${target}/admin`],
      ["POST", "/api/people/time-off"],
      ["POST", "/api/people/time-off/00000000-0000-4000-8000-000000000000/review"],
      ["PUT", `/api/people/time-off-policy/${THIS_YEAR + 50}`],
      ["POST", "/api/people/time-off-policy/holidays"],
      ["PUT", "/api/people/time-off-policy/overrides"],
      ["POST", "/api/people/reviews"],
      ["POST", "/api/people/goals"],
      ["PATCH", "/api/people/goals/not-a-uuid"],
      ["POST", "/api/people/invites/preview"],
      ["POST", "/api/people/invites/claim"],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.anything(), async ([method, url], body) => {
        const res = await admin.request(method, url, JSON.stringify(body ?? null) ?? "null");
        expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
    for (const path of [
      "/api/people/employees/nope",
      "/api/people/employees/nope/managers",
      "/api/people/employees/nope/avatar",
      "/api/people/employees?page=-5&sort=sideways&status=x",
      "/api/people/goal-report",
    ]) {
      expect((await admin.get(path)).status, path).toBeLessThan(500);
    }
    // The admin's own profile survived whatever was thrown at it.
    expect((await admin.get("/api/people/me")).json.isAdmin).toBe(true);
  });
});
