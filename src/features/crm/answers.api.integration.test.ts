import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { staffClient, submitHomeForm } from "./crm-test-helpers.testing.ts";
import { REVENUE_MESSAGES as RM } from "./revenue.contract.ts";
import { leads } from "./server/crm.tables.ts";

// The test app checks every success answer against the API document (CHECK_RESPONSES): an answer
// that differs comes back as a 500. The other CRM tests call most endpoints; these are the rest.

type Staff = TestClient & { email: string; userId: string };
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Staff;
let ann: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, ["employee", "admin"], "Avery Admin");
  ann = await staffClient(t, ["employee"], "Ann Owner");
});
afterAll(async () => {
  await t.close();
});

const ok = (res: { status: number; json: unknown }, status = 200) =>
  expect(res.status, JSON.stringify(res.json)).toBe(status);

describe("the CRM answers as its API document says", () => {
  it("answers the routing page and a rule's change and deletion", async () => {
    const created = await admin.post("/api/crm/routing/rules", {
      name: "Enterprise desk",
      segment: "enterprise",
      staffIds: [ann.userId],
    });
    ok(created, 201);
    const routing = await admin.get("/api/crm/routing");
    ok(routing);
    expect(routing.json.rules[0].staff).toEqual([{ id: ann.userId, name: "Ann Owner", email: ann.email }]);
    const changed = await admin.patch(`/api/crm/routing/rules/${created.json.rule.id}`, {
      name: "Enterprise desk",
      staffIds: [ann.userId, admin.userId],
      dailyCap: 3,
    });
    ok(changed);
    expect(changed.json.rule.dailyCap).toBe(3);
    const deleted = await admin.del(`/api/crm/routing/rules/${created.json.rule.id}`);
    ok(deleted);
    expect(deleted.json).toEqual({ message: RM.ruleDeleted });
  });

  it("answers a lead's ownership, the caller's preferences and a pipeline column", async () => {
    const email = await submitHomeForm(t, { contact_info: "owned@answers.example" });
    const [lead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
    const ownership = await ann.get(`/api/crm/leads/${lead!.id}/ownership`);
    ok(ownership);
    expect(ownership.json.canReassign).toBe(true);
    ok(await ann.get("/api/crm/preferences"));
    const column = await ann.get("/api/crm/pipeline/column?stage=qualification&offset=0");
    ok(column);
    expect(column.json).toEqual({ deals: [], nextOffset: null });
  });

  it("answers a colleague's removal from a deal's team", async () => {
    const company = await ann.post("/api/crm/companies", { name: "Answer Co" });
    ok(company, 201);
    const deal = await ann.post("/api/crm/deals", {
      name: "Answer deal",
      companyId: company.json.company.id,
    });
    ok(deal, 201);
    ok(await ann.post(`/api/crm/deals/${deal.json.deal.id}/team`, { email: admin.email }), 201);
    const removed = await ann.del(`/api/crm/deals/${deal.json.deal.id}/team/${admin.userId}`);
    ok(removed);
    expect(removed.json).toEqual({ ok: true });
  });
});
