import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { CAMPAIGN_MESSAGES as M, PLAN_MESSAGES as PM } from "./command-center.contract.ts";
import { seedMarketingDemo } from "./server/command-center.seed.ts";
import { marketingPlans } from "./server/command-center.tables.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
  await seedMarketingDemo(t.db);
  await seedMarketingDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

async function signedIn(email: string, role?: "employee" | "workspace_user"): Promise<TestClient> {
  const c = t.client();
  expect((await c.post("/api/identity/sign-up", { email, password: "secret-pass" })).status).toBe(201);
  if (role) {
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await grantRole(t.db, u!.id, role, null);
  }
  return c;
}

const valid = {
  name: "Spring Case Studies",
  description: "Three new case studies with a landing page.",
  startDate: "2026-03-01",
  endDate: "2026-04-30",
  budget: 1200,
  pillarType: "product_marketing",
};

describe("marketing campaigns", () => {
  it("computes the 90-day plan from the seeded campaigns: 25 %, $1,850 of $5,000 (seeded once)", async () => {
    const employee = await signedIn("campaigns-employee@example.org", "employee");
    const res = await employee.get("/api/command-center/campaigns");
    expect(res.status).toBe(200);
    expect(res.json.campaigns.map((c: { budget: number }) => c.budget).sort()).toEqual(
      [1000, 3000, 700].sort(),
    );
    expect(res.json.campaigns.every((c: { demo: boolean }) => c.demo)).toBe(true);
    expect(res.json.plan).toMatchObject({
      budget: 5000,
      spent: 1850,
      progress: 25,
      campaigns: 3,
      demo: true,
    });
  });

  it("creates a campaign in the plan, and the plan's figures follow the stored campaigns", async () => {
    const employee = await signedIn("campaigns-creator@example.org", "employee");
    const created = await employee.post("/api/command-center/campaigns", valid);
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Campaign created successfully");
    expect(created.json.campaign.demo).toBe(false);
    const id = created.json.campaign.id;
    const spent = await employee.patch(`/api/command-center/campaigns/${id}`, {
      progress: 55,
      budgetSpent: 150,
    });
    expect(spent.status).toBe(200);
    const { plan } = (await employee.get("/api/command-center/campaigns")).json;
    // (45 + 20 + 10 + 55) / 4 = 32.5 → 33; 1,850 + 150.
    expect(plan).toMatchObject({ spent: 2000, progress: 33, campaigns: 4 });
  });

  it("refuses bad campaigns with the form's messages and stores nothing", async () => {
    const employee = await signedIn("campaigns-bad@example.org", "employee");
    const before = (await employee.get("/api/command-center/campaigns")).json.campaigns.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: "  " }, "name", M.name],
      [{ ...valid, description: "" }, "description", M.description],
      [{ ...valid, startDate: "soon" }, "startDate", M.startDate],
      [{ ...valid, endDate: "2026-02-01" }, "endDate", M.endBeforeStart],
      [{ ...valid, budget: -100 }, "budget", M.budget],
      [{ ...valid, budget: 150 }, "budget", M.budgetStep],
      [{ ...valid, budget: "lots" }, "budget", M.budget],
      [{ ...valid, pillarType: "guerrilla" }, "pillarType", M.pillarType],
    ];
    for (const [body, field, message] of cases) {
      const res = await employee.post("/api/command-center/campaigns", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields[field]).toBe(message);
    }
    expect(
      (await employee.patch(`/api/command-center/campaigns/${crypto.randomUUID()}`, { progress: 5 })).status,
    ).toBe(404);
    expect((await employee.patch("/api/command-center/campaigns/not-an-id", { progress: 5 })).status).toBe(
      404,
    );
    const list = (await employee.get("/api/command-center/campaigns")).json.campaigns;
    expect(
      (await employee.patch(`/api/command-center/campaigns/${list[0].id}`, { progress: 101 })).status,
    ).toBe(400);
    expect((await employee.get("/api/command-center/campaigns")).json.campaigns.length).toBe(before);
  });

  it("refuses anonymous callers and users without the employee role", async () => {
    expect((await t.client().get("/api/command-center/campaigns")).status).toBe(401);
    const workspace = await signedIn("campaigns-ws@example.org", "workspace_user");
    expect((await workspace.post("/api/command-center/campaigns", valid)).status).toBe(403);
  });

  it("refuses plan changes from anonymous callers and users without the employee role", async () => {
    const plan = { name: "Locked out", budget: 100, startDate: "2026-01-01", endDate: "2026-03-31" };
    expect((await t.client().post("/api/command-center/plans", plan)).status).toBe(401);
    const workspace = await signedIn("plans-ws@example.org", "workspace_user");
    expect((await workspace.post("/api/command-center/plans", plan)).status).toBe(403);
    const [any] = (await t.db.select({ id: marketingPlans.id }).from(marketingPlans).limit(1)) as {
      id: string;
    }[];
    expect((await workspace.put(`/api/command-center/plans/${any!.id}`, plan)).status).toBe(403);
    expect((await workspace.post(`/api/command-center/plans/${any!.id}/close`, {})).status).toBe(403);
    expect(
      (await t.db.select().from(marketingPlans).where(eq(marketingPlans.name, "Locked out"))).length,
    ).toBe(0);
  });
});

describe("marketing plans", () => {
  const plan = { name: "Q3 Launch Plan", budget: 9000, startDate: "2026-07-01", endDate: "2026-09-28" };

  it("creates, edits and closes a plan; campaigns join the plan named, and a closed plan takes none", async () => {
    const employee = await signedIn("plans-owner@example.org", "employee");
    const created = await employee.post("/api/command-center/plans", plan);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.message).toBe(PM.created);
    expect(created.json.plan).toMatchObject({ ...plan, spent: 0, campaigns: 0, closedAt: null, demo: false });
    const id = created.json.plan.id as string;

    const campaign = await employee.post("/api/command-center/campaigns", { ...valid, planId: id });
    expect(campaign.status).toBe(201);
    expect(campaign.json.campaign.planId).toBe(id);

    const edited = await employee.put(`/api/command-center/plans/${id}`, { ...plan, budget: 12000 });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ message: PM.updated, plan: { budget: 12000, campaigns: 1 } });

    const closed = await employee.post(`/api/command-center/plans/${id}/close`, {});
    expect(closed.status).toBe(200);
    expect(closed.json.message).toBe(PM.closed);
    expect(closed.json.plan.closedAt).toEqual(expect.any(String));
    const intoClosed = await employee.post("/api/command-center/campaigns", { ...valid, planId: id });
    expect(intoClosed.status).toBe(400);
    expect(intoClosed.json.fields.planId).toBe(M.plan);
    expect((await employee.put(`/api/command-center/plans/${id}`, plan)).json.error).toBe(PM.isClosed);
    expect((await employee.post(`/api/command-center/plans/${id}/close`, {})).json.error).toBe(PM.isClosed);

    const list = (await employee.get("/api/command-center/campaigns")).json;
    const listed = list.plans.find((p: { id: string }) => p.id === id);
    expect(listed).toMatchObject({ budget: 12000, campaigns: 1 });
    expect(list.plan.id).not.toBe(id);
    expect(list.plans.at(-1).closedAt).not.toBeNull();

    const audit = await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "marketing-plan.close",
      "marketing-plan.create",
      "marketing-plan.update",
    ]);
  });

  it("refuses bad plans with clear messages and stores nothing", async () => {
    const employee = await signedIn("plans-bad@example.org", "employee");
    const before = (await t.db.select().from(marketingPlans)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...plan, name: " " }, "name", PM.name],
      [{ ...plan, budget: -100 }, "budget", PM.budget],
      [{ ...plan, budget: 250 }, "budget", PM.budgetStep],
      [{ ...plan, budget: "much" }, "budget", PM.budget],
      [{ ...plan, startDate: "" }, "startDate", PM.startDate],
      [{ ...plan, endDate: "2026-06-01" }, "endDate", PM.endBeforeStart],
      [{ ...plan, name: "90-Day Marketing Plan" }, "name", PM.nameTaken],
    ];
    for (const [body, field, message] of cases) {
      const res = await employee.post("/api/command-center/plans", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields[field]).toBe(message);
    }
    expect((await employee.put(`/api/command-center/plans/${crypto.randomUUID()}`, plan)).status).toBe(404);
    expect((await employee.post("/api/command-center/plans/nope/close", {})).status).toBe(404);
    const badPlan = await employee.post("/api/command-center/campaigns", { ...valid, planId: "nope" });
    expect(badPlan.json.fields.planId).toBe(M.plan);
    expect((await t.db.select().from(marketingPlans)).length).toBe(before);
  });

  it("asks for a plan before the first campaign when no plan is open", async () => {
    const employee = await signedIn("plans-none@example.org", "employee");
    for (const p of (await employee.get("/api/command-center/campaigns")).json.plans)
      if (!p.closedAt)
        expect((await employee.post(`/api/command-center/plans/${p.id}/close`, {})).status).toBe(200);
    const res = await employee.post("/api/command-center/campaigns", valid);
    expect(res.status).toBe(400);
    expect(res.json.fields.planId).toBe(M.noOpenPlan);
    expect((await employee.get("/api/command-center/campaigns")).json.plan).toBeNull();
  });
});
