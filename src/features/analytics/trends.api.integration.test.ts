import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countLeadsBySegmentAndStatus } from "#src/features/crm/server/index.ts";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { TREND_MESSAGES as M } from "./analytics.contract.ts";
import { seedAnalyticsDemo } from "./server/analytics.seed.ts";
import { industryTrends } from "./server/analytics.tables.ts";
import { sqlEventsStore } from "./server/events-store.ts";
import { trafficOverview } from "./server/reports.service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // The demo seed writes trends only while none exist.
  await seedAnalyticsDemo(t.db);
});
afterAll(async () => {
  await t.close();
});

async function signedIn(email: string, role?: "employee" | "workspace_user") {
  const { c, userId } = await t.signUp(email, role ? [role] : []);
  const actor = {
    user: { id: userId, email, name: "", image: null, emailVerified: true },
    roles: role ? [role] : [],
  };
  return Object.assign(c, { actor }) as TestClient & { actor: typeof actor };
}

const trend = {
  segment: "enterprise",
  title: "Data residency clauses in every RFP",
  description: "Buyers ask where data is stored before they ask about features.",
  direction: "rising",
  sourceUrl: "https://research.example/residency-2026",
  active: true,
};

describe("industry trends", () => {
  it("are written by staff, shown on Traffic Overview while active, with an audit record", async () => {
    const employee = await signedIn("trends-writer@example.org", "employee");
    const created = await employee.post("/api/analytics/trends", trend);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.message).toBe(M.created);
    expect(created.json.trend).toMatchObject({ ...trend, demo: false });
    const id = created.json.trend.id;

    let overview = await trafficOverview(
      sqlEventsStore(t.db),
      t.db,
      employee.actor,
      30,
      countLeadsBySegmentAndStatus,
    );
    expect(overview.trends.find((x) => x.id === id)).toMatchObject({ title: trend.title, active: true });

    const off = await employee.put(`/api/analytics/trends/${id}`, { ...trend, active: false, sourceUrl: "" });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ message: M.updated, trend: { active: false, sourceUrl: null } });
    overview = await trafficOverview(
      sqlEventsStore(t.db),
      t.db,
      employee.actor,
      30,
      countLeadsBySegmentAndStatus,
    );
    expect(overview.trends.find((x) => x.id === id)?.active).toBe(false);

    const audit = await t.db
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.entityId, String(id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["industry-trend.create", "industry-trend.update"]);
  });

  it("labels the demo seed's trends as demo data until staff edit them", async () => {
    const employee = await signedIn("trends-demo@example.org", "employee");
    const seeded = await t.db.select().from(industryTrends).where(eq(industryTrends.demo, true));
    expect(seeded.length).toBeGreaterThan(0);
    const one = seeded[0]!;
    const saved = await employee.put(`/api/analytics/trends/${one.id}`, {
      ...trend,
      segment: one.segment,
      title: one.trendName,
    });
    expect(saved.json.trend.demo).toBe(false);
  });

  it("refuses bad trends with clear messages and stores nothing", async () => {
    const employee = await signedIn("trends-bad@example.org", "employee");
    const before = (await t.db.select().from(industryTrends)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...trend, title: "  " }, "title", M.title],
      [{ ...trend, title: "x".repeat(121) }, "title", M.title],
      [{ ...trend, segment: "moon" }, "segment", M.segment],
      [{ ...trend, direction: "sideways" }, "direction", M.direction],
      [{ ...trend, sourceUrl: "javascript:alert(1)" }, "sourceUrl", M.sourceUrl],
      [{ ...trend, sourceUrl: "not a link" }, "sourceUrl", M.sourceUrl],
      [{ ...trend, description: "d".repeat(601) }, "description", M.description],
    ];
    for (const [body, field, message] of cases) {
      const res = await employee.post("/api/analytics/trends", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields[field]).toBe(message);
    }
    expect((await employee.put("/api/analytics/trends/999999", trend)).status).toBe(404);
    expect((await employee.put("/api/analytics/trends/abc", trend)).status).toBe(404);
    expect((await t.db.select().from(industryTrends)).length).toBe(before);
  });

  it("refuses anonymous callers and users without the employee role", async () => {
    expect((await t.client().post("/api/analytics/trends", trend)).status).toBe(401);
    const workspace = await signedIn("trends-ws@example.org", "workspace_user");
    expect((await workspace.post("/api/analytics/trends", trend)).status).toBe(403);
    const plain = await signedIn("trends-plain@example.org");
    const [any] = await t.db.select({ id: industryTrends.id }).from(industryTrends).limit(1);
    expect((await plain.put(`/api/analytics/trends/${any!.id}`, trend)).status).toBe(403);
  });
});

describe("segment statistics", () => {
  it("combine the tracker's visitors with the leads captured in the range", async () => {
    const employee = await signedIn("segments-reader@example.org", "employee");
    const home = await t.client().post("/api/marketing/contact-submissions", {
      full_name: "Ada Lovelace",
      job_title: "CTO",
      company_name: "Analytical Engines",
      segment: "enterprise",
      service_type: "Cloud Migration",
      goal: "enhance security posture",
      timeframe: "1-3 months",
      contact_method: "Email",
      contact_info: "ada@analytical.example",
      website: "",
    });
    expect(home.status, JSON.stringify(home.json)).toBeLessThan(300);
    const o = await trafficOverview(
      sqlEventsStore(t.db),
      t.db,
      employee.actor,
      30,
      countLeadsBySegmentAndStatus,
    );
    const enterprise = o.segmentStats.filter((s) => s.segment === "Enterprise");
    expect(enterprise.map((s) => s.metric)).toEqual([
      "Share of visitors",
      "Visitors who became leads",
      "Leads qualified",
    ]);
    expect(enterprise[2]).toMatchObject({
      percent: 0,
      detail: "0 of 1 lead qualified, contacted or converted",
    });
  });
});
