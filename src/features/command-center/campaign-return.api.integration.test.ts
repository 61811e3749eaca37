import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { homeFormLead, staffClient } from "../crm/crm-test-helpers.testing.ts";
import { RETURN_MESSAGES as M } from "./campaign-return.contract.ts";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";
let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: TestClient & { email: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffClient(t, ["employee"], "Cam Paign");
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

const track = (s: string, p: string, l?: Record<string, string>) =>
  t
    .client()
    .request(
      "POST",
      "/api/analytics/events",
      JSON.stringify({ s, p, dv: "desktop", vw: 1280, vh: 800, e: [{ t: "pageview" }], l }),
      { "content-type": "text/plain;charset=UTF-8", "user-agent": UA },
    );

async function capture(email: string, session: string) {
  await t.services.rateLimiter.reset();
  const res = await t
    .client()
    .request("POST", "/api/marketing/contact-submissions", homeFormLead({ contact_info: email }), {
      "x-visit-session": session,
    });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const found = await staff.get(`/api/crm/leads?q=${encodeURIComponent(email)}`);
  return found.json.rows[0].id as string;
}

let planned = false;
async function newCampaign(name: string) {
  const today = new Date().toISOString().slice(0, 10);
  // Campaigns belong to a marketing plan: staff open this quarter's plan first.
  if (!planned) {
    const plan = { name: "This quarter", budget: 50_000, startDate: today, endDate: today };
    const made = await staff.post("/api/command-center/plans", plan);
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    planned = true;
  }
  const res = await staff.post("/api/command-center/campaigns", {
    name,
    description: "Paid posts",
    startDate: today,
    endDate: today,
    budget: 2000,
    pillarType: "lead_generation",
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = (res.json.campaign?.id ?? res.json.id) as string;
  expect((await staff.patch(`/api/command-center/campaigns/${id}`, { budgetSpent: 1000 })).status).toBe(200);
  return id;
}

describe("campaign return: what a campaign's links brought, from real joins", () => {
  it("reports visitors, leads, qualified, deals, won revenue, cost per lead and return on spend", async () => {
    const id = await newCampaign("LinkedIn spring push");
    const set = await staff.request("PUT", `/api/command-center/campaigns/${id}/utm`, {
      source: "linkedin",
      medium: "paid",
      campaign: "spring-push",
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    for (const s of ["tab-cr-1", "tab-cr-2", "tab-cr-3"])
      await track(s, "/", { s: "linkedin", m: "paid", c: "spring-push" });
    await track("tab-cr-other", "/", { s: "newsletter", c: "autumn" });
    const won = await capture("buyer@bigco.example", "tab-cr-1");
    await capture("browser@bigco.example", "tab-cr-2");
    const converted = await staff.post(`/api/crm/leads/${won}/convert`, { value: 40_000 });
    expect(converted.status).toBe(201);
    expect((await staff.patch(`/api/crm/deals/${converted.json.dealId}`, { stage: "won" })).status).toBe(200);

    const res = await staff.get("/api/command-center/campaign-return?days=7");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = res.json.byCampaign.find((r: { key: string }) => r.key === id);
    expect(row).toMatchObject({
      label: "LinkedIn spring push",
      visitors: 3,
      leads: 2,
      qualified: 1,
      deals: 1,
      won: 1,
      wonRevenue: 40_000,
      spent: 1000,
      costPerLead: 500,
      returnOnSpend: 40,
    });
    const utm = res.json.byUtm.find(
      (r: { label: string }) => r.label === "newsletter / (no medium) / autumn",
    );
    expect(utm).toMatchObject({ visitors: 1, leads: 0, wonRevenue: 0 });

    const today = new Date().toISOString().slice(0, 10);
    const custom = await staff.get(`/api/command-center/campaign-return?from=${today}&to=${today}`);
    expect(custom.json.byCampaign.find((r: { key: string }) => r.key === id).wonRevenue).toBe(40_000);
    const past = await staff.get("/api/command-center/campaign-return?from=2020-01-01&to=2020-01-31");
    expect(past.json.byCampaign.find((r: { key: string }) => r.key === id)).toMatchObject({
      leads: 0,
      visitors: 0,
    });

    const csv = await staff.get("/api/command-center/campaign-return.csv?days=30");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="?campaign-return-/);
    const lines = String(csv.json).trim().split("\n");
    expect(lines[0]).toContain("Won revenue");
    expect(lines.find((l) => l.includes("LinkedIn spring push"))).toContain("40000");
  });

  it("refuses a bad range and bad UTM values with their messages, and strangers", async () => {
    for (const q of [
      "days=8",
      "from=2026-01-01",
      "from=2026-02-01&to=2026-01-01",
      "from=2024-01-01&to=2026-01-01",
      "from=x&to=y",
    ]) {
      const res = await staff.get(`/api/command-center/campaign-return?${q}`);
      expect(res.status, q).toBe(400);
    }
    expect((await staff.get("/api/command-center/campaign-return?days=8")).json.error).toBe(M.badRange);
    const id = await newCampaign("Bad links");
    for (const [body, message] of [
      [{ source: "linkedin", campaign: "" }, M.utmCampaignRequired],
      [{ source: "has space", campaign: "x" }, M.utmValue],
      [{ campaign: "y".repeat(101) }, M.utmValue],
    ] as const) {
      const res = await staff.request("PUT", `/api/command-center/campaigns/${id}/utm`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect(
      (await staff.request("PUT", "/api/command-center/campaigns/nope/utm", { campaign: "x" })).status,
    ).toBe(404);
    expect((await t.client().get("/api/command-center/campaign-return")).status).toBe(401);
    const ws = await staffClient(t, ["workspace_user"]);
    expect(
      (await ws.request("PUT", `/api/command-center/campaigns/${id}/utm`, { campaign: "x" })).status,
    ).toBe(403);
  });
});
