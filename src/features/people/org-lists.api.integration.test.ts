import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { ORG_MESSAGES, PEOPLE_MESSAGES } from "./people.contract.ts";
import { employeeProfiles, publicHolidays } from "./server/people.tables.ts";

// The org lists (decision 048): offices, departments and job titles an admin keeps.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});

const account = (email: string, roles: "employee"[] = []) => t.signUp(email, roles);

type Person = { c: TestClient; id: string };
let admin: Person;
let manager: Person;
let report: Person;
let workspaceUser: TestClient;

async function employee(first: string, extra: Record<string, unknown> = {}): Promise<Person> {
  const email = `${first}@org-lists.example`.toLowerCase();
  const created = await admin.c.post("/api/people/employees", {
    firstName: first,
    lastName: "Tester",
    email,
    startDate: "2024-01-15",
    ...extra,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { c, userId } = await account(email, ["employee"]);
  await t.db
    .update(employeeProfiles)
    .set({ userId, profileClaimed: true })
    .where(eq(employeeProfiles.id, created.json.employee.id));
  return { c, id: created.json.employee.id };
}

beforeAll(async () => {
  const a = await account("owner@org-lists.example", ["employee"]);
  const own = await a.c.post("/api/people/me", {
    firstName: "Ada",
    lastName: "Admin",
    email: "owner@org-lists.example",
    startDate: "2024-01-01",
  });
  expect(own.status).toBe(201);
  admin = { c: a.c, id: own.json.employee.id };
  manager = await employee("Max");
  report = await employee("Rita", { reportsTo: manager.id });
  workspaceUser = (await account("workspace@org-lists.example")).c;
});

const audits = (action: string) =>
  t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.action, action));

describe("org lists: a new deployment starts empty; the admin adds, renames, archives, deletes", () => {
  let office: string;
  let dept: string;
  let title: string;

  it("starts with no offices, departments or titles, and no invented department groups", async () => {
    const lists = await admin.c.get("/api/people/org-lists");
    expect(lists.status).toBe(200);
    expect(lists.json).toEqual({ locations: [], departments: [], titles: [] });
    // Nobody has a department yet: everyone is under "Other", and no empty department is made up.
    const groups = (await admin.c.get("/api/people/departments")).json;
    expect(groups.map((g: { name: string; memberCount: number }) => [g.name, g.memberCount])).toEqual([
      ["Other", 3],
    ]);
    // No office yet: a location cannot be set.
    const refused = await admin.c.patch(`/api/people/employees/${report.id}`, {
      location: "Arlington Virginia",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ location: PEOPLE_MESSAGES.invalidLocation });
  });

  it("adds an office, a department and a job title, each audited", async () => {
    const o = await admin.c.post("/api/people/org-lists/locations", { name: "  Arlington Virginia " });
    expect(o.status).toBe(201);
    expect(o.json).toMatchObject({ message: "Office added", entry: { name: "Arlington Virginia", uses: 0 } });
    office = o.json.entry.id;
    const d = await admin.c.post("/api/people/org-lists/departments", {
      name: "Software Engineering",
      description: "Builds what we deliver.",
    });
    expect(d.status).toBe(201);
    dept = d.json.entry.id;
    const ti = await admin.c.post("/api/people/org-lists/titles", {
      name: "Software Engineer",
      departmentId: dept,
    });
    expect(ti.status).toBe(201);
    expect(ti.json.entry).toMatchObject({ departmentId: dept, archived: false });
    title = ti.json.entry.id;
    expect(await audits("org_list.location.added")).toHaveLength(1);
    expect(await audits("org_list.department.added")).toHaveLength(1);
    expect(await audits("org_list.title.added")).toHaveLength(1);
    // Every employee reads them.
    const read = await report.c.get("/api/people/org-lists");
    expect(read.status).toBe(200);
    expect(read.json.departments[0]).toMatchObject({ name: "Software Engineering", uses: 1 });
    const groups = (await report.c.get("/api/people/departments")).json;
    expect(groups.map((g: { name: string }) => g.name)).toContain("Software Engineering");
  });

  it("lets the employee form use them; a location off the list is refused", async () => {
    const saved = await admin.c.patch(`/api/people/employees/${report.id}`, {
      location: "Arlington Virginia",
      department: "Software Engineering",
      title: "Software Engineer",
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const off = await admin.c.patch(`/api/people/employees/${report.id}`, { location: "Atlantis" });
    expect(off.status).toBe(400);
    expect(off.json.fields).toEqual({ location: PEOPLE_MESSAGES.invalidLocation });
    const holiday = await admin.c.post("/api/people/time-off-policy/holidays", {
      date: "2031-07-04",
      name: "Office day",
      location: "Arlington Virginia",
    });
    expect(holiday.status).toBe(201);
    const badHoliday = await admin.c.post("/api/people/time-off-policy/holidays", {
      date: "2031-07-05",
      name: "Nowhere day",
      location: "Atlantis",
    });
    expect(badHoliday.status).toBe(400);
    expect(badHoliday.json.error).toBe(PEOPLE_MESSAGES.invalidLocation);
    const lists = (await admin.c.get("/api/people/org-lists")).json;
    expect(lists.locations[0]).toMatchObject({ name: "Arlington Virginia", uses: 2 });
    expect(lists.titles[0]).toMatchObject({ name: "Software Engineer", uses: 1 });
  });

  it("carries a rename over to the profiles and holidays that use the name", async () => {
    const r = await admin.c.patch(`/api/people/org-lists/locations/${office}`, { name: "Arlington HQ" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ message: "Office saved", entry: { name: "Arlington HQ", uses: 2 } });
    await admin.c.patch(`/api/people/org-lists/departments/${dept}`, { name: "Engineering" });
    await admin.c.patch(`/api/people/org-lists/titles/${title}`, { name: "Engineer" });
    const [p] = await t.db.select().from(employeeProfiles).where(eq(employeeProfiles.id, report.id));
    expect(p).toMatchObject({ location: "Arlington HQ", department: "Engineering", title: "Engineer" });
    const [h] = await t.db.select().from(publicHolidays).where(eq(publicHolidays.name, "Office day"));
    expect(h!.location).toBe("Arlington HQ");
    expect(await audits("org_list.location.saved")).toHaveLength(1);
  });

  it("refuses to delete an entry in use, says to archive it, and archives it; an unused one is deleted", async () => {
    const refused = await admin.c.del(`/api/people/org-lists/locations/${office}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      ORG_MESSAGES.inUse("locations", "Arlington HQ", "1 employee, 1 public holiday"),
    );
    const deptRefused = await admin.c.del(`/api/people/org-lists/departments/${dept}`);
    expect(deptRefused.status).toBe(409);
    expect(deptRefused.json.error).toContain("1 employee, 1 job title");
    const archived = await admin.c.patch(`/api/people/org-lists/locations/${office}`, { archived: true });
    expect(archived.status).toBe(200);
    expect(archived.json).toMatchObject({ message: "Office archived", entry: { archived: true } });
    // The employee keeps the archived office; a new profile cannot be given it.
    const keep = await admin.c.patch(`/api/people/employees/${report.id}`, {
      location: "Arlington HQ",
      workPhone: "",
    });
    expect(keep.status, JSON.stringify(keep.json)).toBe(200);
    const fresh = await admin.c.post("/api/people/employees", {
      firstName: "Nora",
      lastName: "New",
      email: "nora@org-lists.example",
      startDate: "2024-02-01",
      location: "Arlington HQ",
    });
    expect(fresh.status).toBe(400);
    expect(fresh.json.fields).toEqual({ location: PEOPLE_MESSAGES.invalidLocation });
    const restored = await admin.c.patch(`/api/people/org-lists/locations/${office}`, { archived: false });
    expect(restored.json.message).toBe("Office restored");
    expect(await audits("org_list.location.archived")).toHaveLength(1);

    const spare = await admin.c.post("/api/people/org-lists/locations", { name: "Remote" });
    const gone = await admin.c.del(`/api/people/org-lists/locations/${spare.json.entry.id}`);
    expect(gone.status).toBe(200);
    expect(gone.json.message).toBe("Office deleted");
    expect(await audits("org_list.location.deleted")).toHaveLength(1);
  });

  it("answers bad input with a clear message, never a 500", async () => {
    const cases: [string, string, unknown, number, string][] = [
      ["POST", "/api/people/org-lists/locations", { name: "" }, 400, ORG_MESSAGES.nameRequired],
      ["POST", "/api/people/org-lists/locations", { name: "   " }, 400, ORG_MESSAGES.nameRequired],
      ["POST", "/api/people/org-lists/locations", {}, 400, ORG_MESSAGES.nameRequired],
      ["POST", "/api/people/org-lists/locations", { name: "x".repeat(121) }, 400, ORG_MESSAGES.nameTooLong],
      ["POST", "/api/people/org-lists/locations", { name: 42 }, 400, ORG_MESSAGES.nameRequired],
      [
        "POST",
        "/api/people/org-lists/locations",
        { name: "arlington hq" },
        409,
        ORG_MESSAGES.exists("locations", "arlington hq"),
      ],
      [
        "POST",
        "/api/people/org-lists/departments",
        { name: "ENGINEERING" },
        409,
        ORG_MESSAGES.exists("departments", "ENGINEERING"),
      ],
      [
        "POST",
        "/api/people/org-lists/titles",
        { name: "Engineer", departmentId: "" },
        400,
        ORG_MESSAGES.departmentUnknown,
      ],
      ["POST", "/api/people/org-lists/titles", { name: "Lead" }, 400, ORG_MESSAGES.departmentRequired],
      [
        "POST",
        "/api/people/org-lists/titles",
        { name: "Lead", departmentId: "not-a-uuid" },
        400,
        ORG_MESSAGES.departmentUnknown,
      ],
      [
        "POST",
        "/api/people/org-lists/titles",
        { name: "Lead", departmentId: "00000000-0000-4000-8000-000000000000" },
        400,
        ORG_MESSAGES.departmentUnknown,
      ],
      ["POST", "/api/people/org-lists/planets", { name: "Mars" }, 400, ORG_MESSAGES.kindUnknown],
      [
        "PATCH",
        "/api/people/org-lists/locations/not-a-uuid",
        { name: "X" },
        404,
        ORG_MESSAGES.notFound("locations"),
      ],
      [
        "PATCH",
        "/api/people/org-lists/locations/00000000-0000-4000-8000-000000000000",
        { name: "X" },
        404,
        ORG_MESSAGES.notFound("locations"),
      ],
      [
        "PATCH",
        "/api/people/org-lists/locations/00000000-0000-4000-8000-000000000000",
        {},
        400,
        ORG_MESSAGES.nothingToChange,
      ],
      [
        "PATCH",
        "/api/people/org-lists/locations/00000000-0000-4000-8000-000000000000",
        { archived: "yes" },
        400,
        ORG_MESSAGES.archivedValue,
      ],
      ["DELETE", "/api/people/org-lists/titles/not-a-uuid", undefined, 404, ORG_MESSAGES.notFound("titles")],
      [
        "DELETE",
        "/api/people/org-lists/planets/00000000-0000-4000-8000-000000000000",
        undefined,
        400,
        ORG_MESSAGES.kindUnknown,
      ],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await admin.c.request(method, url, body);
      const label = `${method} ${url} ${JSON.stringify(body)}`;
      expect(res.status, label).toBe(status);
      expect(
        res.json.error === message || Object.values(res.json.fields ?? {}).includes(message),
        `${label}: ${JSON.stringify(res.json)}`,
      ).toBe(true);
    }
    // An id of another list is not found in this one; a rename onto another entry's name is refused.
    const lists = (await admin.c.get("/api/people/org-lists")).json;
    const deptId = lists.departments[0].id;
    expect((await admin.c.patch(`/api/people/org-lists/locations/${deptId}`, { name: "X" })).status).toBe(
      404,
    );
    await admin.c.post("/api/people/org-lists/locations", { name: "Panama City" });
    const clash = await admin.c.patch(`/api/people/org-lists/locations/${lists.locations[0].id}`, {
      name: "PANAMA CITY",
    });
    expect(clash.status).toBe(409);
    expect(clash.json.error).toBe(ORG_MESSAGES.exists("locations", "PANAMA CITY"));
    // The same title may exist in two departments.
    const other = await admin.c.post("/api/people/org-lists/departments", { name: "Design" });
    const twin = await admin.c.post("/api/people/org-lists/titles", {
      name: "Engineer",
      departmentId: other.json.entry.id,
    });
    expect(twin.status).toBe(201);
  });

  it("refuses every change from an employee, a manager, the workspace user and anonymous", async () => {
    const lists = (await admin.c.get("/api/people/org-lists")).json;
    const id = lists.locations[0].id;
    const calls = [
      ["POST", "/api/people/org-lists/locations", { name: "Sneaky" }],
      ["PATCH", `/api/people/org-lists/locations/${id}`, { name: "Sneaky" }],
      ["PATCH", `/api/people/org-lists/locations/${id}`, { archived: true }],
      ["DELETE", `/api/people/org-lists/locations/${id}`, undefined],
    ] as const;
    for (const [who, c] of [
      ["an employee", report.c],
      ["a manager", manager.c],
    ] as const) {
      for (const [method, url, body] of calls) {
        const res = await c.request(method, url, body);
        expect(res.status, `${who} ${method} ${url}`).toBe(403);
        expect(res.json.error).toBe(PEOPLE_MESSAGES.adminOnly);
      }
    }
    for (const [method, url, body] of [["GET", "/api/people/org-lists", undefined], ...calls] as const) {
      expect((await workspaceUser.request(method, url, body)).status, `workspace ${method} ${url}`).toBe(403);
      expect((await t.client().request(method, url, body)).status, `anonymous ${method} ${url}`).toBe(401);
    }
    const after = (await admin.c.get("/api/people/org-lists")).json;
    expect(after.locations[0]).toMatchObject({ name: lists.locations[0].name, archived: false });
    expect(
      await t.db
        .select()
        .from(adminActivityLogs)
        .where(and(eq(adminActivityLogs.action, "org_list.location.saved"))),
    ).toHaveLength(1);
  });
});
