import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { storedFiles } from "#src/platform/storage/storage.tables.ts";
import { minimalPdf } from "#src/platform/storage/test-files.testing.ts";
import { eventsWith } from "../../../tests/helpers/events.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { crmEndpoints, CRM_MESSAGES as M } from "./crm.contract.ts";
import { staffClient, submitHomeForm } from "./crm-test-helpers.testing.ts";
import {
  companies,
  contacts,
  crmDocuments,
  crmNotes,
  crmTasks,
  dealActivities,
  dealAnalytics,
  deals,
  dealTeam,
  leads,
} from "./server/crm.tables.ts";

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

const ZERO = "00000000-0000-4000-8000-000000000000";
const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, ZERO);
const bodyFor = (e: (typeof crmEndpoints)[number]) =>
  e.method === "GET" || e.method === "DELETE" ? undefined : e.body === "multipart" ? new FormData() : {};

async function leadIdOf(email: string) {
  const [row] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
  return row!.id;
}
const auditCount = async (action: string, entityId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(adminActivityLogs)
      .where(and(eq(adminActivityLogs.action, action), eq(adminActivityLogs.entityId, entityId)))
  )[0]!.n;

describe("who may use the CRM (every endpoint walked)", () => {
  it("refuses anonymous callers (401) and workspace-only users (403) on every CRM endpoint", async () => {
    const workspace = await staffClient(t, ["workspace_user"]);
    for (const e of crmEndpoints) {
      const anon = await t.client().request(e.method, concrete(e.path), bodyFor(e));
      expect(anon.status, `anonymous ${e.method} ${e.path}`).toBe(401);
      const ws = await workspace.request(e.method, concrete(e.path), bodyFor(e));
      expect(ws.status, `workspace ${e.method} ${e.path}`).toBe(403);
      expect(ws.json.error).toBe(`Access denied: ${e.permission} role required`);
    }
  });

  it("lets employees work but keeps deleting deals and editing scoring rules for admins", async () => {
    const adminOnly = crmEndpoints
      .filter((e) => e.permission === "admin")
      .map((e) => `${e.method} ${e.path}`);
    expect(adminOnly.sort()).toEqual(
      [
        "DELETE /api/crm/deals/:id",
        "DELETE /api/crm/deal-samples",
        "POST /api/crm/scoring-rules",
        "PATCH /api/crm/scoring-rules/:id",
      ].sort(),
    );
    for (const e of crmEndpoints.filter((x) => x.permission === "admin")) {
      const res = await employee.request(e.method, concrete(e.path), bodyFor(e));
      expect(res.status, `${e.method} ${e.path}`).toBe(403);
      expect(res.json.error).toBe("Access denied: admin role required");
    }
    for (const e of crmEndpoints.filter((x) => x.permission === "employee" && x.method === "GET")) {
      const res = await employee.request(e.method, concrete(e.path));
      expect([200, 400, 404], `${e.method} ${e.path}`).toContain(res.status);
    }
  });
});

describe("the lead inbox", () => {
  it("lists a lead from the home contact form with its source, segment, score and reasons", async () => {
    const email = await submitHomeForm(t);
    const res = await employee.get("/api/crm/leads");
    expect(res.status).toBe(200);
    const row = res.json.rows.find((r: { email: string }) => r.email === email);
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      source: "madlib-form",
      segment: "enterprise",
      status: "new",
    });
    expect(row.leadScore).toBeGreaterThan(0);
    expect(row.leadScoreReasons).toContain("Enterprise segment (+15)");
    expect(row.leadScoreReasons).toContain("Work email address (+10)");
  });

  it("filters by source, segment, status and score band on the server, sorts and pages", async () => {
    await submitHomeForm(t, {
      full_name: "Grace Hopper",
      contact_info: "grace@navy.example",
      segment: "government",
      company_name: "Navy",
      job_title: "Program Manager",
      service_type: "Legacy Modernization",
      goal: "modernize agency systems",
    });
    await submitHomeForm(t, {
      full_name: "Linus Free",
      contact_info: "linus@gmail.com",
      segment: "startup",
      company_name: "Kernel",
      job_title: "Founder",
      service_type: "MVP Development",
      goal: "launch our MVP",
    });
    const gov = await employee.get("/api/crm/leads?segment=government");
    expect(gov.json.rows.map((r: { name: string }) => r.name)).toEqual(["Grace Hopper"]);
    expect((await employee.get("/api/crm/leads?source=madlib-form")).json.total).toBe(3);
    expect((await employee.get("/api/crm/leads?source=booking")).json.total).toBe(0);
    expect((await employee.get("/api/crm/leads?status=new")).json.total).toBe(3);
    const low = await employee.get("/api/crm/leads?band=low");
    for (const r of low.json.rows) expect(r.leadScore).toBeLessThan(30);
    const byScore = await employee.get("/api/crm/leads?sort=score&dir=desc");
    const scores = byScore.json.rows.map((r: { leadScore: number }) => r.leadScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const page2 = await employee.get("/api/crm/leads?sort=name&dir=asc&pageSize=10&page=1");
    expect(page2.json.rows.map((r: { name: string }) => r.name)).toEqual([
      "Ada Lovelace",
      "Grace Hopper",
      "Linus Free",
    ]);
    expect((await employee.get("/api/crm/leads?q=grac")).json.rows[0].name).toBe("Grace Hopper");
    expect((await employee.get("/api/crm/leads?pageSize=7")).status).toBe(400);
    expect((await employee.get("/api/crm/leads?band=huge")).json.error).toBe(M.badQuery);
  });

  it("shows the lead's timeline: what was submitted through which tool", async () => {
    const id = await leadIdOf("ada@analytical.example");
    const res = await employee.get(`/api/crm/leads/${id}`);
    expect(res.status).toBe(200);
    const capture = res.json.timeline.find((e: { type: string }) => e.type === "capture");
    expect(capture.title).toBe("Home contact form");
    expect(capture.lines).toEqual(
      expect.arrayContaining([
        { label: "Service wanted", value: "Cloud Migration" },
        { label: "Goal", value: "enhance security posture" },
      ]),
    );
    expect((await employee.get("/api/crm/leads/not-a-uuid")).json.error).toBe(M.invalidLeadId);
    expect((await employee.get(`/api/crm/leads/${ZERO}`)).status).toBe(404);
  });

  it("sets a status and logs activities, each with an audit row", async () => {
    const id = await leadIdOf("grace@navy.example");
    const res = await employee.patch(`/api/crm/leads/${id}`, { status: "qualified" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(M.leadStatusUpdated);
    expect((await employee.patch(`/api/crm/leads/${id}`, { status: "converted" })).status).toBe(400);
    const act = await employee.post(`/api/crm/leads/${id}/activities`, {
      type: "call",
      description: "Discussed the migration",
    });
    expect(act.status).toBe(201);
    expect(act.json.activity).toMatchObject({ type: "call", performedBy: "Eli Employee" });
    expect(
      (await employee.post(`/api/crm/leads/${id}/activities`, { type: "call", description: "  " })).json
        .error,
    ).toBe(M.activityDescriptionRequired);
    expect(await auditCount("lead.status_changed", id)).toBe(1);
    expect(await auditCount("lead.activity_logged", id)).toBe(1);
    const feed = await employee.get(`/api/crm/activity?entityType=lead&entityId=${id}`);
    expect(feed.json.items.map((i: { action: string }) => i.action)).toEqual([
      "call",
      "status_change",
      "capture",
    ]);
    const all = await employee.get("/api/crm/lead-activities?pageSize=10");
    expect(all.json.rows[0]).toMatchObject({ type: "call", leadName: "Grace Hopper" });
  });
});

describe("Convert", () => {
  let result: { dealId: string; contactId: string; companyId: string };
  it("turns a lead into a contact, a company and a deal in one go; the lead becomes converted", async () => {
    const id = await leadIdOf("ada@analytical.example");
    const res = await employee.post(`/api/crm/leads/${id}/convert`, { value: "45,000" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    result = res.json;
    expect(res.json).toMatchObject({
      companyMatched: false,
      contactMatched: false,
      message: M.leadConverted,
    });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, result.companyId));
    expect(company).toMatchObject({ name: "Analytical Engines", domain: "analytical.example" });
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, result.contactId));
    expect(contact).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@analytical.example",
      jobTitle: "CTO",
      leadId: id,
    });
    const [deal] = await t.db.select().from(deals).where(eq(deals.id, result.dealId));
    expect(deal).toMatchObject({
      stage: "qualification",
      value: 45000,
      leadId: id,
      companyId: result.companyId,
      contactId: result.contactId,
    });
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ status: "converted", convertedDealId: result.dealId });
    expect(await auditCount("lead.converted", id)).toBe(1);
    // The webhook event is written with the conversion (event outbox).
    const [converted, ...more] = await eventsWith(t.db, "lead.converted", "leadId", id);
    expect(more).toHaveLength(0);
    expect(converted!.payload).toMatchObject({ dealId: result.dealId, contactId: result.contactId });
    expect((await employee.post(`/api/crm/leads/${id}/convert`, {})).json.error).toBe(M.leadAlreadyConverted);
  });

  it("matches a second lead of the same organisation to the existing company by email domain", async () => {
    await submitHomeForm(t, {
      full_name: "Charles Babbage",
      contact_info: "charles@analytical.example",
      company_name: "AE Ltd",
    });
    const id = await leadIdOf("charles@analytical.example");
    const res = await employee.post(`/api/crm/leads/${id}/convert`, {});
    expect(res.status).toBe(201);
    expect(res.json.companyMatched).toBe(true);
    expect(res.json.companyId).toBe(result.companyId);
    expect(
      (
        await t.db.select({ n: count() }).from(companies).where(eq(companies.domain, "analytical.example"))
      )[0]!.n,
    ).toBe(1);
  });

  it("keeps the lead's history visible from the deal, the contact and the company", async () => {
    const deal = await employee.get(`/api/crm/deals/${result.dealId}`);
    expect(deal.json.leadHistory.lead.email).toBe("ada@analytical.example");
    expect(deal.json.leadHistory.timeline.map((e: { type: string }) => e.type)).toEqual([
      "converted",
      "capture",
    ]);
    const contact = await employee.get(`/api/crm/contacts/${result.contactId}`);
    expect(contact.json.leadHistory.lead.id).toBe(deal.json.leadHistory.lead.id);
    const company = await employee.get(`/api/crm/companies/${result.companyId}`);
    expect(company.json.leadHistories.map((h: { lead: { email: string } }) => h.lead.email).sort()).toEqual([
      "ada@analytical.example",
      "charles@analytical.example",
    ]);
    expect(company.json.stats).toMatchObject({ contacts: 2, deals: 2 });
  });
});

describe("the deal pipeline", () => {
  let dealId: string;
  let companyId: string;
  it("creates a deal with the form's rules ('Please select a company')", async () => {
    const bad = await employee.post("/api/crm/deals", { name: "Portal", stage: "qualification" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.companyId).toBe(M.selectCompany);
    expect((await employee.post("/api/crm/deals", { name: "Portal", companyId: ZERO })).json.error).toBe(
      M.selectCompany,
    );
    const [c] = await t.db.select({ id: companies.id }).from(companies).limit(1);
    companyId = c!.id;
    expect((await employee.post("/api/crm/deals", { name: "X", companyId, stage: "won" })).json.error).toBe(
      M.stageRequired,
    );
    const res = await employee.post("/api/crm/deals", {
      name: "Portal rebuild",
      companyId,
      value: "",
      expectedCloseDate: "",
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(M.dealCreated);
    expect(res.json.deal).toMatchObject({
      stage: "qualification",
      priority: "medium",
      value: null,
      expectedCloseDate: null,
    });
    dealId = res.json.deal.id;
  });

  it("moves one step with the arrows, never past either end, recording 'Deal moved from X to Y'", async () => {
    const left = await employee.post(`/api/crm/deals/${dealId}/stage`, { direction: "left" });
    expect(left.status).toBe(400);
    const right = await employee.post(`/api/crm/deals/${dealId}/stage`, { direction: "right" });
    expect(right.json).toMatchObject({ from: "qualification", to: "discovery", message: M.stageUpdated });
    const drop = await employee.post(`/api/crm/deals/${dealId}/stage`, { stage: "lost" });
    expect(drop.json).toMatchObject({ from: "discovery", to: "lost" });
    expect((await employee.post(`/api/crm/deals/${dealId}/stage`, { direction: "right" })).json.error).toBe(
      M.noMove("right"),
    );
    const back = await employee.post(`/api/crm/deals/${dealId}/stage`, { direction: "left" });
    expect(back.json).toMatchObject({ from: "lost", to: "won" });
    // Each move wrote its webhook events (event outbox): every stage change, the loss and the win.
    expect(await eventsWith(t.db, "deal.stage_changed", "dealId", dealId)).toHaveLength(3);
    expect((await eventsWith(t.db, "deal.lost", "dealId", dealId)).map((e) => e.payload)).toEqual([
      { dealId, from: "discovery" },
    ]);
    expect(await eventsWith(t.db, "deal.won", "dealId", dealId)).toHaveLength(1);
    const moves = await t.db
      .select({ d: dealActivities.description })
      .from(dealActivities)
      .where(and(eq(dealActivities.dealId, dealId), eq(dealActivities.type, "stage_change")))
      .orderBy(dealActivities.createdAt);
    expect(moves.map((m) => m.d)).toEqual([
      "Deal moved from Qualification to Discovery",
      "Deal moved from Discovery to Lost",
      "Deal moved from Lost to Won",
    ]);
    expect(await auditCount("deal.stage_changed", dealId)).toBe(3);
  });

  it("sums each column, Total Value and Won Value; the list view pages", async () => {
    await employee.patch(`/api/crm/deals/${dealId}`, { value: 12500 });
    const res = await employee.get("/api/crm/pipeline");
    expect(res.status).toBe(200);
    expect(res.json.columns.map((c: { stage: string }) => c.stage)).toEqual([
      "qualification",
      "discovery",
      "proposal",
      "negotiation",
      "closing",
      "won",
      "lost",
    ]);
    const won = res.json.columns.find((c: { stage: string }) => c.stage === "won");
    expect(won).toMatchObject({ count: 1, total: 12500 });
    expect(res.json.wonValue).toBe(12500);
    expect(res.json.totalValue).toBe(45000 + 12500);
    expect(won.deals[0]).toMatchObject({ name: "Portal rebuild", companyId });
    expect(typeof won.deals[0].probability).toBe("number");
    const list = await employee.get("/api/crm/deals?sort=value&dir=desc&pageSize=10");
    expect(list.json.rows[0].value).toBe(45000);
    const analytics = await employee.get("/api/crm/deal-analytics");
    expect(analytics.json.valueDistribution).toEqual([
      { bucket: "<$10k", count: 0 },
      { bucket: "$10k-$25k", count: 1 },
      { bucket: "$25k-$50k", count: 1 },
      { bucket: "$50k-$100k", count: 0 },
      { bucket: ">$100k", count: 0 },
    ]);
  });

  it("edits a deal to any stage from the detail form, recorded as a move", async () => {
    const res = await employee.patch(`/api/crm/deals/${dealId}`, {
      stage: "negotiation",
      name: "Portal rebuild v2",
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(M.dealUpdated);
    const detail = await employee.get(`/api/crm/deals/${dealId}`);
    expect(detail.json.activities[0].description).toMatch(
      /Deal updated: name|Deal moved from Won to Negotiation/,
    );
    expect(detail.json.activities.map((a: { description: string }) => a.description)).toContain(
      "Deal moved from Won to Negotiation",
    );
    expect((await employee.get("/api/crm/deals/abc")).json.error).toBe(M.invalidDealId);
    expect((await employee.get(`/api/crm/deals/${ZERO}`)).json.error).toBe(M.dealNotFound);
  });
});

describe("a deal's notes, tasks, files and team, and its deletion", () => {
  let dealId: string;
  beforeAll(async () => {
    const [c] = await t.db.select({ id: companies.id }).from(companies).limit(1);
    dealId = (
      await employee.post("/api/crm/deals", { name: "Data platform", companyId: c!.id, value: 30000 })
    ).json.deal.id;
  });

  it("adds notes, refusing blank ones", async () => {
    expect((await employee.post(`/api/crm/deals/${dealId}/notes`, { content: "   " })).json.error).toBe(
      M.noteEmpty,
    );
    const res = await employee.post(`/api/crm/deals/${dealId}/notes`, { content: "Budget approved in Q3." });
    expect(res.json.message).toBe(M.noteAdded);
    const detail = await employee.get(`/api/crm/deals/${dealId}`);
    expect(detail.json.notes[0]).toMatchObject({
      content: "Budget approved in Q3.",
      authorName: "Eli Employee",
    });
  });

  it("adds tasks as pending, toggles them completed, sorts by due date", async () => {
    expect((await employee.post(`/api/crm/deals/${dealId}/tasks`, { title: "  " })).json.error).toBe(
      M.taskTitleRequired,
    );
    const late = await employee.post(`/api/crm/deals/${dealId}/tasks`, {
      title: "Send contract",
      dueDate: "2030-02-01",
    });
    expect(late.json.message).toBe(M.taskAdded);
    await employee.post(`/api/crm/deals/${dealId}/tasks`, {
      title: "Call CFO",
      dueDate: "2030-01-15",
      assignedTo: admin.userId,
    });
    const toggled = await employee.patch(`/api/crm/deals/${dealId}/tasks/${late.json.id}`, {
      status: "completed",
    });
    expect(toggled.json.status).toBe("completed");
    const detail = await employee.get(`/api/crm/deals/${dealId}`);
    expect(detail.json.tasks.map((x: { title: string; status: string }) => [x.title, x.status])).toEqual([
      ["Call CFO", "pending"],
      ["Send contract", "completed"],
    ]);
    expect(detail.json.tasks[0].assignedTo.email).toBe(admin.email);
    expect(
      (await employee.post(`/api/crm/deals/${dealId}/tasks`, { title: "x", assignedTo: "nobody" })).json
        .error,
    ).toBe(M.notStaff);
  });

  it("uploads a file to private storage, shows its size in MB, downloads and deletes it", async () => {
    const form = new FormData();
    form.set("file", new File([minimalPdf() as BlobPart], "proposal.pdf"));
    const up = await employee.request("POST", `/api/crm/deals/${dealId}/documents`, form);
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    expect(up.json).toMatchObject({ name: "proposal.pdf", message: M.fileUploaded });
    expect(up.json.sizeMb).toMatch(/^\d+\.\d{2} MB$/);
    const [stored] = await t.db.select().from(storedFiles).where(eq(storedFiles.purpose, "crm-documents"));
    expect(stored!.visibility).toBe("private");
    const down = await t.app.request(`/api/crm/deals/${dealId}/documents/${up.json.id}`, {
      headers: { cookie: [...employee.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(down.status).toBe(200);
    expect(down.headers.get("content-disposition")).toMatch(/attachment/);
    expect((await t.client().get(`/api/crm/deals/${dealId}/documents/${up.json.id}`)).status).toBe(401);
    const del = await employee.del(`/api/crm/deals/${dealId}/documents/${up.json.id}`);
    expect(del.json.message).toBe(M.fileDeleted);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, stored!.id))).toHaveLength(0);
  });

  it("invites staff to the team by email and tells them; refuses non-staff", async () => {
    expect((await employee.post(`/api/crm/deals/${dealId}/team`, { email: "" })).json.error).toBe(
      M.inviteEmailRequired,
    );
    expect(
      (await employee.post(`/api/crm/deals/${dealId}/team`, { email: "stranger@x.example" })).json.error,
    ).toBe(M.notStaff);
    const res = await employee.post(`/api/crm/deals/${dealId}/team`, { email: admin.email.toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(M.invitationSent(admin.email));
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "crm-deal-team"));
    expect(mail!.to).toContain(admin.email);
    expect((await employee.post(`/api/crm/deals/${dealId}/team`, { email: admin.email })).json.error).toBe(
      M.alreadyOnTeam,
    );
  });

  it("deletes the deal and everything hanging off it in one transaction (admin only)", async () => {
    const form = new FormData();
    form.set("file", new File([minimalPdf() as BlobPart], "sow.pdf"));
    await employee.request("POST", `/api/crm/deals/${dealId}/documents`, form);
    const before = await t.db.select({ n: count() }).from(storedFiles);
    expect((await employee.del(`/api/crm/deals/${dealId}`)).status).toBe(403);
    const res = await admin.del(`/api/crm/deals/${dealId}`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(M.dealDeleted);
    for (const table of [dealAnalytics, dealActivities, crmNotes, crmTasks, crmDocuments, dealTeam]) {
      const [r] = await t.db.select({ n: count() }).from(table).where(eq(table.dealId, dealId));
      expect(r!.n).toBe(0);
    }
    expect(await t.db.select().from(deals).where(eq(deals.id, dealId))).toHaveLength(0);
    expect((await t.db.select({ n: count() }).from(storedFiles))[0]!.n).toBe(before[0]!.n - 1);
    expect(await auditCount("deal.deleted", dealId)).toBe(1);
    expect((await admin.del(`/api/crm/deals/${dealId}`)).json.error).toBe(M.dealNotFound);
  });
});

describe("Deal Intelligence", () => {
  it("is explained, and the same deal gives the same answer", async () => {
    const [c] = await t.db.select({ id: companies.id }).from(companies).limit(1);
    const id = (
      await employee.post("/api/crm/deals", {
        name: "Analytics",
        companyId: c!.id,
        value: 20000,
        stage: "proposal",
      })
    ).json.deal.id;
    const a = (await employee.get(`/api/crm/deals/${id}`)).json.intelligence;
    expect(a.probabilityScore).toBeGreaterThan(0);
    expect(a.probabilityScore).toBeLessThan(1);
    expect(a.factors[0].label).toMatch(/Stage Proposal/);
    expect(a.priceRecommendations.recommended_price).toBe(20000);
    expect(a.priceRecommendations.justification).toMatch(/\$20,000/);
    expect(a.suggestedActions.length).toBeGreaterThan(0);
    const again = await employee.post(`/api/crm/deals/${id}/intelligence`, {});
    expect(again.status).toBe(200);
    const { computedAt: _a, ...first } = a;
    const { computedAt: _b, ...second } = again.json.intelligence;
    expect(second).toEqual(first);
  });
});

describe("hostile input", () => {
  it("never answers 500 to odd bodies and ids", async () => {
    const bodies = [
      null,
      [],
      "x",
      42,
      { name: { $gt: "" } },
      { companyId: ["a"] },
      { value: "1e309" },
      { stage: 5 },
      { tags: "x" },
    ];
    for (const e of crmEndpoints.filter((x) => x.method !== "GET" && x.body !== "multipart")) {
      for (const body of bodies) {
        const res = await admin.request(
          e.method,
          e.path.replace(/:[a-zA-Z]+/g, "x'; drop table deals;--"),
          JSON.stringify(body),
        );
        expect(res.status, `${e.method} ${e.path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    for (const q of [
      "?page=-1",
      "?pageSize=abc",
      "?q=%27%20or%201%3D1",
      "?sort=__proto__",
      "?q=a%3A*%20%26%20b",
    ]) {
      for (const path of [
        "/api/crm/leads",
        "/api/crm/deals",
        "/api/crm/companies",
        "/api/crm/contacts",
        "/api/crm/search",
      ]) {
        expect((await admin.get(`${path}${q}`)).status, `${path}${q}`).toBeLessThan(500);
      }
    }
    expect((await t.db.select({ n: count() }).from(deals))[0]!.n).toBeGreaterThan(0);
  });
});
