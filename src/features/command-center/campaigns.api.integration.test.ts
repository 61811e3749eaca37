import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { CAMPAIGN_MESSAGES as M } from "./command-center.contract.ts";
import { seedMarketingDemo } from "./server/command-center.seed.ts";

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
    expect(res.json.plan).toMatchObject({ budget: 5000, spent: 1850, progress: 25, campaigns: 3 });
  });

  it("creates a campaign in the plan, and the plan's figures follow the stored campaigns", async () => {
    const employee = await signedIn("campaigns-creator@example.org", "employee");
    const created = await employee.post("/api/command-center/campaigns", valid);
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Campaign created successfully");
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
});
