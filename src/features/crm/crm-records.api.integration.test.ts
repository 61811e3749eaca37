import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { CRM_MESSAGES as M, SAMPLE_DATA } from "./crm.contract.ts";
import { staffClient, submitHomeForm } from "./crm-test-helpers.testing.ts";
import { companies, deals, leads } from "./server/crm.tables.ts";
import { DEFAULT_SCORING_RULES, rescoreLeads } from "./server/lead-scoring.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let employee: TestClient & { email: string; userId: string };
let admin: TestClient & { email: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  employee = await staffClient(t, ["employee"], "Eli Employee");
  admin = await staffClient(t, ["employee", "admin"], "Avery Admin");
});
afterAll(async () => {
  await t.close();
});

describe("companies", () => {
  let id: string;
  it("needs a name or a website ('Please provide either a company name or website URL')", async () => {
    const res = await employee.post("/api/crm/companies", { industry: "Retail" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(M.companyNameOrWebsite);
    expect((await employee.post("/api/crm/companies", { websiteUrl: "not a url" })).json.error).toBe(
      M.validUrl,
    );
    const fromSite = await employee.post("/api/crm/companies", { websiteUrl: "WWW.Globex.example" });
    expect(fromSite.status).toBe(201);
    expect(fromSite.json.company).toMatchObject({
      name: "Globex",
      websiteUrl: "https://www.globex.example/",
      domain: "globex.example",
    });
    expect(fromSite.json.message).toBe(M.companyCreated);
    const dup = await employee.post("/api/crm/companies", {
      name: "Globex again",
      websiteUrl: "https://globex.example",
    });
    expect(dup.json.error).toMatch(/already exists: Globex/);
    const res2 = await employee.post("/api/crm/companies", {
      name: "Initech",
      industry: "Software",
      location: "Austin, Texas",
      employeeCount: "120",
      emails: ["hello@initech.example"],
    });
    expect(res2.status).toBe(201);
    id = res2.json.company.id;
  });

  it("finds companies by any field, case-insensitively, and sorts them", async () => {
    const byLocation = await employee.get("/api/crm/companies?q=AUSTIN");
    expect(byLocation.json.rows.map((r: { name: string }) => r.name)).toEqual(["Initech"]);
    expect((await employee.get("/api/crm/companies?q=hello%40initech")).json.total).toBe(1);
    expect((await employee.get("/api/crm/companies?q=100%25")).json.total).toBe(0);
    const byName = await employee.get("/api/crm/companies?sort=name&dir=asc");
    expect(byName.json.rows.map((r: { name: string }) => r.name)).toEqual(["Globex", "Initech"]);
    const desc = await employee.get("/api/crm/companies?sort=name&dir=desc");
    expect(desc.json.rows.map((r: { name: string }) => r.name)).toEqual(["Initech", "Globex"]);
  });

  it("edits a company, keeps its name, audits the changed fields and shows them in its feed", async () => {
    const res = await employee.patch(`/api/crm/companies/${id}`, {
      industry: "Enterprise software",
      name: "",
    });
    expect(res.json.message).toBe(M.companyUpdated);
    expect(res.json.company).toMatchObject({ name: "Initech", industry: "Enterprise software" });
    const feed = await employee.get(`/api/crm/activity?entityType=company&entityId=${id}`);
    expect(feed.json.items.map((i: { description: string }) => i.description)).toEqual([
      "Company updated: industry",
      "Company created",
    ]);
    expect((await employee.get("/api/crm/companies/nope")).json.error).toBe(M.invalidCompanyId);
    expect((await employee.get("/api/crm/companies/00000000-0000-4000-8000-000000000000")).json.error).toBe(
      M.companyNotFound,
    );
  });
});

describe("contacts", () => {
  let id: string;
  let companyId: string;
  beforeAll(async () => {
    companyId = (await employee.post("/api/crm/companies", { name: "Acme", industry: "Aerospace" })).json
      .company.id;
    await employee.post("/api/crm/companies", { name: "Zenith", industry: "Banking" });
  });

  it("needs a first and a last name, and starts with engagement 25, no interactions and lifecycle 'new'", async () => {
    const bad = await employee.post("/api/crm/contacts", { firstName: "Wile" });
    expect(bad.json.fields.lastName).toBe(M.lastNameRequired);
    const res = await employee.post("/api/crm/contacts", {
      firstName: "Wile",
      lastName: "Coyote",
      companyId,
      email: "Wile@Acme.example",
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(M.contactCreated);
    expect(res.json.contact).toMatchObject({
      engagementScore: 25,
      interactionCount: 0,
      lifecycleStage: "new",
      tags: [],
      email: "wile@acme.example",
    });
    id = res.json.contact.id;
  });

  it("adds a tag only when it is new and not blank", async () => {
    expect((await employee.post(`/api/crm/contacts/${id}/tags`, { tag: "  " })).json.error).toBe(M.tagEmpty);
    expect((await employee.post(`/api/crm/contacts/${id}/tags`, { tag: "VIP" })).json.contact.tags).toEqual([
      "VIP",
    ]);
    expect((await employee.post(`/api/crm/contacts/${id}/tags`, { tag: "vip" })).json.error).toBe(
      M.tagExists,
    );
  });

  it("adds one to the interaction count on every save", async () => {
    await employee.patch(`/api/crm/contacts/${id}`, { jobTitle: "Genius" });
    const res = await employee.patch(`/api/crm/contacts/${id}`, { phone: "555-0100" });
    expect(res.json.message).toBe(M.contactUpdated);
    expect(res.json.contact.interactionCount).toBe(2);
    expect((await employee.patch(`/api/crm/contacts/${id}`, { lastName: "" })).json.error).toBe(
      M.lastNameRequired,
    );
  });

  it("searches and sorts by name, created date or industry, both ways", async () => {
    const zen = (await employee.get("/api/crm/companies?q=zenith")).json.rows[0].id;
    await employee.post("/api/crm/contacts", { firstName: "Alice", lastName: "Zed", companyId: zen });
    const byName = await employee.get("/api/crm/contacts?sort=name&dir=asc");
    expect(byName.json.rows.map((r: { firstName: string }) => r.firstName)).toEqual(["Alice", "Wile"]);
    const byIndustry = await employee.get("/api/crm/contacts?sort=industry&dir=desc");
    expect(byIndustry.json.rows.map((r: { companyIndustry: string }) => r.companyIndustry)).toEqual([
      "Banking",
      "Aerospace",
    ]);
    const byCreated = await employee.get("/api/crm/contacts?sort=created&dir=desc");
    expect(byCreated.json.rows[0].firstName).toBe("Alice");
    expect(
      (await employee.get("/api/crm/contacts?q=GENIUS")).json.rows.map(
        (r: { firstName: string }) => r.firstName,
      ),
    ).toEqual(["Wile"]);
  });
});

describe("lead scoring", () => {
  it("starts with the default rules and scores every capture by them", async () => {
    const rules = (await employee.get("/api/crm/scoring-rules")).json.rules;
    expect(rules.map((r: { ruleName: string }) => r.ruleName)).toEqual(
      DEFAULT_SCORING_RULES.map((r) => r.ruleName),
    );
    await submitHomeForm(t, {
      contact_info: "rae@cyberdyne.example",
      full_name: "Rae Scored",
      company_name: "Cyberdyne",
    });
    await submitHomeForm(t, {
      contact_info: "rae@cyberdyne.example",
      full_name: "Rae Scored",
      company_name: "Cyberdyne",
    });
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, "rae@cyberdyne.example"));
    expect(lead!.leadScoreReasons).toContain("Came back (2 or more captures) (+5)");
    expect(lead!.leadScoreReasons).toContain("Enterprise segment (+15)");
  });

  it("lets only admins change a rule; a change rescores every lead and says what changed", async () => {
    const rules = (await employee.get("/api/crm/scoring-rules")).json.rules;
    const enterprise = rules.find((r: { ruleName: string }) => r.ruleName === "Enterprise segment");
    expect(
      (await employee.patch(`/api/crm/scoring-rules/${enterprise.id}`, { scoreWeight: 50 })).status,
    ).toBe(403);
    const [before] = await t.db.select().from(leads).where(eq(leads.email, "rae@cyberdyne.example"));
    const res = await admin.patch(`/api/crm/scoring-rules/${enterprise.id}`, { scoreWeight: 50 });
    expect(res.status).toBe(200);
    expect(res.json.leadsChanged).toBeGreaterThan(0);
    expect(res.json.message).toBe(M.rulesSaved(res.json.leadsChanged));
    const example = res.json.examples.find((e: { leadId: string }) => e.leadId === before!.id);
    expect(example).toMatchObject({
      before: before!.leadScore,
      after: Math.min(100, before!.leadScore + 35),
    });
    const [after] = await t.db.select().from(leads).where(eq(leads.id, before!.id));
    expect(after!.leadScoreReasons).toContain("Enterprise segment (+50)");
    const audits = await t.db
      .select({ n: count() })
      .from(adminActivityLogs)
      .where(
        and(
          eq(adminActivityLogs.action, "scoring_rule.updated"),
          eq(adminActivityLogs.entityId, enterprise.id),
        ),
      );
    expect(audits[0]!.n).toBe(1);
  });

  it("writes only the leads a rescore moves: a second run with the same rules writes none", async () => {
    const first = await rescoreLeads(t.db, "all");
    expect(first.leadsScored).toBeGreaterThan(0);
    const stamps = await t.db.select({ id: leads.id, scoredAt: leads.scoredAt }).from(leads);
    const again = await rescoreLeads(t.db, "all");
    expect(again).toMatchObject({ leadsScored: first.leadsScored, leadsChanged: 0 });
    const later = await t.db.select({ id: leads.id, scoredAt: leads.scoredAt }).from(leads);
    expect(new Map(later.map((l) => [l.id, l.scoredAt?.getTime()]))).toEqual(
      new Map(stamps.map((l) => [l.id, l.scoredAt?.getTime()])),
    );
  });

  it("adds a rule with validated criteria; switching it off takes its points back", async () => {
    expect(
      (await admin.post("/api/crm/scoring-rules", { ruleName: "X", scoreWeight: 5, criteria: {} })).json
        .error,
    ).toBe(M.ruleCriteriaRequired);
    expect(
      (
        await admin.post("/api/crm/scoring-rules", {
          ruleName: "X",
          scoreWeight: 500,
          criteria: { has_phone: true },
        })
      ).json.error,
    ).toBe(M.ruleWeight);
    expect(
      (
        await admin.post("/api/crm/scoring-rules", {
          ruleName: "Enterprise segment",
          scoreWeight: 5,
          criteria: { has_phone: true },
        })
      ).json.error,
    ).toBe(M.ruleNameTaken);
    const res = await admin.post("/api/crm/scoring-rules", {
      ruleName: "Cyberdyne people",
      scoreWeight: -20,
      criteria: { segment: "enterprise", min_captures: 2 },
    });
    expect(res.status).toBe(201);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, "rae@cyberdyne.example"));
    expect(lead!.leadScoreReasons).toContain("Cyberdyne people (-20)");
    const off = await admin.patch(`/api/crm/scoring-rules/${res.json.rule.id}`, { isActive: false });
    expect(off.json.leadsChanged).toBeGreaterThan(0);
  });
});

describe("lead analytics", () => {
  it("computes qualification and conversion rates, the score buckets and leads by source and segment", async () => {
    const [a] = await t.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.email, "rae@cyberdyne.example"));
    await submitHomeForm(t, { contact_info: "q1@initech.example", full_name: "Q One" });
    await submitHomeForm(t, { contact_info: "q2@initech.example", full_name: "Q Two" });
    const [q1] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.email, "q1@initech.example"));
    await employee.patch(`/api/crm/leads/${q1!.id}`, { status: "qualified" });
    await employee.post(`/api/crm/leads/${a!.id}/convert`, {});
    const res = await employee.get("/api/crm/lead-analytics");
    expect(res.json.total).toBe(3);
    expect(res.json.byStatus).toMatchObject({ new: 1, qualified: 1, converted: 1 });
    expect(res.json.qualificationRate).toBeCloseTo(2 / 3);
    expect(res.json.conversionRate).toBeCloseTo(1 / 2);
    expect(res.json.scoreDistribution.map((b: { band: string }) => b.band)).toEqual([
      "low",
      "medium",
      "high",
    ]);
    expect(res.json.scoreDistribution.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(3);
    expect(res.json.bySource).toEqual([{ source: "madlib-form", label: "Home contact form", count: 3 }]);
    expect(res.json.overTime).toHaveLength(12);
    expect(res.json.overTime.at(-1).bySegment.enterprise).toBe(3);
  });
});

describe("sample deals", () => {
  it("adds the labelled sample set only when no deals exist, and an admin removes it in one action", async () => {
    const [existing] = await t.db.select({ n: count() }).from(deals);
    if (existing!.n > 0) {
      expect((await employee.post("/api/crm/deal-samples", {})).json.error).toBe(M.samplesExist);
      for (const d of await t.db.select({ id: deals.id }).from(deals))
        expect((await admin.del(`/api/crm/deals/${d.id}`)).status).toBe(200);
    }
    const res = await employee.post("/api/crm/deal-samples", {});
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.deals).toBe(SAMPLE_DATA.deals);
    const rows = await t.db.select().from(deals);
    expect(rows.every((d) => d.isSample && d.name.startsWith("Sample:"))).toBe(true);
    for (const d of rows) {
      expect(Number(d.value)).toBeGreaterThanOrEqual(10_000);
      expect(Number(d.value)).toBeLessThanOrEqual(59_999);
    }
    expect(
      (await t.db.select({ n: count() }).from(companies).where(eq(companies.isSample, true)))[0]!.n,
    ).toBe(SAMPLE_DATA.companies);
    const pipeline = (await employee.get("/api/crm/pipeline")).json;
    expect(pipeline.sampleCount).toBe(20);
    expect((await employee.get("/api/crm/deal-analytics")).json.winProbability).toHaveLength(10);
    expect((await employee.post("/api/crm/deal-samples", {})).json.error).toBe(M.samplesExist);
    expect((await employee.del("/api/crm/deal-samples")).status).toBe(403);
    const removed = await admin.del("/api/crm/deal-samples");
    expect(removed.json.message).toBe(M.samplesRemoved(20));
    expect((await t.db.select({ n: count() }).from(deals))[0]!.n).toBe(0);
    expect(
      (await t.db.select({ n: count() }).from(companies).where(eq(companies.isSample, true)))[0]!.n,
    ).toBe(0);
  });
});

describe("CSV export and search", () => {
  it("exports contacts, companies and deals, neutralising spreadsheet formulas", async () => {
    await employee.post("/api/crm/contacts", {
      firstName: '=HYPERLINK("http://evil")',
      lastName: "+1",
      email: "x@evil.example",
    });
    const res = await t.app.request("/api/crm/export/contacts.csv", {
      headers: { cookie: [...employee.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    const text = await res.text();
    expect(text.split("\r\n")[0]).toMatch(/^"First name","Last name","Email"/);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")","'+1"`);
    for (const kind of ["companies", "deals"]) {
      const r = await employee.get(`/api/crm/export/${kind}.csv`);
      expect(r.status, kind).toBe(200);
    }
    expect((await employee.get("/api/crm/export/users.csv")).status).toBe(400);
  });

  it("finds leads, contacts, companies and deals by the start of their words", async () => {
    const res = await employee.get("/api/crm/search?q=cyber");
    const kinds = res.json.results.map((r: { type: string; title: string }) => `${r.type}:${r.title}`);
    expect(kinds).toContain("lead:Rae Scored");
    expect(kinds).toContain("company:Cyberdyne");
    expect((await employee.get("/api/crm/search?q=wile%20coy")).json.results[0]).toMatchObject({
      type: "contact",
      title: "Wile Coyote",
    });
    expect((await employee.get("/api/crm/search?q=%26%7C!")).json.results).toEqual([]);
  });

  it("gives the newest matches first, and finds an old one behind hundreds of newer records", async () => {
    // 600 leads of one organisation, one a minute, then one old lead with a rare name.
    await t.db.execute(sql`
      insert into leads (dedupe_key, name, email, company, source, segment, created_at, last_activity_at)
      select 'email:w' || g || '@windowco.example', 'Wendy Window' || g, 'w' || g || '@windowco.example',
        'Windowco', 'madlib-form', 'startup', now() - (g || ' minutes')::interval, now()
      from generate_series(1, 600) g`);
    await t.db.execute(sql`
      insert into leads (dedupe_key, name, email, source, segment, created_at, last_activity_at)
      values ('email:old@zephyrine.example', 'Olwen Zephyrine', 'old@zephyrine.example', 'madlib-form',
        'startup', now() - interval '30 days', now())`);
    const dense = (await employee.get("/api/crm/search?q=windowco")).json.results.filter(
      (r: { type: string }) => r.type === "lead",
    );
    expect(dense.map((r: { title: string }) => r.title)).toEqual(
      [1, 2, 3, 4, 5].map((g) => `Wendy Window${g}`),
    );
    const rare = (await employee.get("/api/crm/search?q=zephyr")).json.results;
    expect(rare).toEqual([expect.objectContaining({ type: "lead", title: "Olwen Zephyrine" })]);
  });
});
