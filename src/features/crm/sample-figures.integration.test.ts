import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { SAMPLE_DATA } from "./crm.contract.ts";
import { staffClient } from "./crm-test-helpers.testing.ts";
import { deals } from "./server/crm.tables.ts";
import { salesOverview } from "./server/overview.service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let employee: TestClient & { email: string; userId: string };
const actor = () => ({
  user: { id: employee.userId, email: employee.email, emailVerified: true, name: "Eli", image: null },
  roles: ["employee" as const],
});

beforeAll(async () => {
  t = await createTestApp();
  employee = await staffClient(t, ["employee"], "Eli Employee");
  // The sample set first (it is only offered while no deal exists), then the agency's own records.
  expect((await employee.post("/api/crm/deal-samples", {})).status).toBe(201);
  const company = await employee.post("/api/crm/companies", { name: "Real Buyer Ltd" });
  expect(company.status).toBe(201);
  const deal = await employee.post("/api/crm/deals", {
    name: "Real portal",
    companyId: company.json.company.id,
    value: "12345",
  });
  expect(deal.status).toBe(201);
  await t.db.update(deals).set({ stage: "won" }).where(eq(deals.id, deal.json.deal.id));
  expect((await employee.post("/api/crm/contacts", { firstName: "Rae", lastName: "Real" })).status).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe("sample data never passes for real", () => {
  it("leaves the sample deals and companies out of the Sales Overview and says how many", async () => {
    const o = await salesOverview(t.db, actor());
    expect(o.totalRevenue).toBe(12345);
    expect(o.companies).toBe(1);
    expect(o.samplesLeftOut).toEqual({ deals: SAMPLE_DATA.deals, companies: SAMPLE_DATA.companies });
  });

  it("says how many of a company or contact list's total are samples", async () => {
    const companiesPage = (await employee.get("/api/crm/companies")).json;
    expect(companiesPage.total).toBe(SAMPLE_DATA.companies + 1);
    expect(companiesPage.samples).toBe(SAMPLE_DATA.companies);
    expect((await employee.get("/api/crm/companies?q=Real%20Buyer")).json.samples).toBe(0);
    const contactsPage = (await employee.get("/api/crm/contacts")).json;
    expect(contactsPage.samples).toBe(contactsPage.total - 1);
    expect(contactsPage.samples).toBeGreaterThan(0);
    // Each sample contact is labelled, like the sample companies and deals.
    expect(contactsPage.rows.filter((r: { isSample: boolean }) => r.isSample)).toHaveLength(
      contactsPage.samples,
    );
  });

  it("counts the samples in the pipeline's totals, which the page labels", async () => {
    const pipeline = (await employee.get("/api/crm/pipeline")).json;
    expect(pipeline.dealCount).toBe(SAMPLE_DATA.deals + 1);
    expect(pipeline.sampleCount).toBe(SAMPLE_DATA.deals);
  });
});
