import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { eventsWith } from "../../../tests/helpers/events.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { homeFormLead, staffClient } from "./crm-test-helpers.testing.ts";
import { REVENUE_MESSAGES as M } from "./revenue.contract.ts";
import { leadAssignments, leadRoutingRules, leads } from "./server/crm.tables.ts";
import { recordLead } from "./server/index.ts";

type Staff = TestClient & { email: string; userId: string };
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Staff;
let ann: Staff;
let bob: Staff;
let fay: Staff;
let plain: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, ["employee", "admin"], "Avery Admin");
  ann = await staffClient(t, ["employee"], "Ann Owner");
  bob = await staffClient(t, ["employee"], "Bob Owner");
  fay = await staffClient(t, ["employee"], "Fay Fallback");
  plain = await staffClient(t, [], "Pat Plain");
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
  await t.db.delete(leadRoutingRules);
});

let n = 0;
/** A capture through the CRM directly (another capture point: the home form's fields differ). */
async function direct(segment: string) {
  const { leadId } = await t.db.transaction((tx) =>
    recordLead(tx, { source: "contact-page", segment, email: `direct-${++n}@example.com` }),
  );
  return (await t.db.select().from(leads).where(eq(leads.id, leadId)))[0]!;
}

async function capture(overrides: Record<string, string> = {}) {
  const email = `routed-${++n}@example.com`;
  await t.services.rateLimiter.reset();
  const res = await t
    .client()
    .post("/api/marketing/contact-submissions", homeFormLead({ contact_info: email, ...overrides }));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const [lead] = await t.db.select().from(leads).where(eq(leads.email, email));
  return lead!;
}

const rule = (over: Record<string, unknown> = {}) => ({
  name: `Enterprise desk ${++n}`,
  segment: "enterprise",
  staffIds: [ann.userId, bob.userId],
  dailyCap: 2,
  ...over,
});

describe("routing rules: admins set them, with clear messages for bad input", () => {
  it("refuses colleagues without the admin role", async () => {
    for (const [method, path] of [
      ["GET", "/api/crm/routing"],
      ["POST", "/api/crm/routing/rules"],
      ["PUT", "/api/crm/routing/settings"],
    ] as const) {
      const res = await ann.request(method, path, method === "GET" ? undefined : rule());
      expect(res.status, path).toBe(403);
    }
    expect((await t.client().get("/api/crm/routing")).status).toBe(401);
    expect(await t.db.select().from(leadRoutingRules)).toEqual([]);
  });

  it("answers bad rules and settings with the field's message and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [rule({ name: "  " }), M.ruleNameRequired],
      [rule({ staffIds: [] }), M.staffRequired],
      [rule({ staffIds: [plain.userId] }), M.notStaff],
      [rule({ dailyCap: 0 }), M.invalidCap],
      [rule({ dailyCap: "two" }), M.invalidCap],
      [rule({ band: "huge" }), M.invalidBand],
      [rule({ position: -1 }), M.invalidPosition],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post("/api/crm/routing/rules", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect(await t.db.select().from(leadRoutingRules)).toEqual([]);
    const first = await admin.post("/api/crm/routing/rules", rule({ name: "Same name" }));
    expect(first.status).toBe(201);
    const again = await admin.post("/api/crm/routing/rules", rule({ name: "same NAME" }));
    expect(again.status).toBe(400);
    expect(again.json.fields.name).toBe(M.ruleNameTaken);

    for (const [body, message] of [
      [{ waitAmberMinutes: 60, waitRedMinutes: 30 }, M.redAfterAmber],
      [{ waitAmberMinutes: 0, waitRedMinutes: 30 }, M.invalidMinutes],
      [{ fallbackOwnerId: plain.userId, waitAmberMinutes: 60, waitRedMinutes: 120 }, M.fallbackNotStaff],
    ] as const) {
      const res = await admin.put("/api/crm/routing/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect((await admin.request("PATCH", "/api/crm/routing/rules/not-a-uuid", rule())).status).toBe(400);
    expect(
      (await admin.request("DELETE", "/api/crm/routing/rules/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });
});

describe("a new lead is assigned as it is written, and its owner is told", () => {
  it("round-robins among the rule's staff, honours the daily cap, then falls back", async () => {
    const settings = await admin.put("/api/crm/routing/settings", {
      fallbackOwnerId: fay.userId,
      waitAmberMinutes: 30,
      waitRedMinutes: 120,
    });
    expect(settings.status, JSON.stringify(settings.json)).toBe(200);
    expect((await admin.post("/api/crm/routing/rules", rule())).status).toBe(201);
    const owners: (string | null)[] = [];
    for (let i = 0; i < 5; i++) owners.push((await capture()).ownerId);
    expect(owners).toEqual([ann.userId, bob.userId, ann.userId, bob.userId, fay.userId]);
    // Each turn is audited with who got the lead, by which rule, and how.
    const turns = await t.db
      .select()
      .from(adminActivityLogs)
      .where(
        and(
          eq(adminActivityLogs.action, "lead.assigned"),
          sql`${adminActivityLogs.details}->>'method' = 'round-robin'`,
        ),
      );
    expect(turns.map((a) => (a.details as { ownerId: string }).ownerId)).toEqual(
      expect.arrayContaining([ann.userId, bob.userId]),
    );
    expect(turns[0]).toMatchObject({
      actorId: null,
      entityType: "lead",
      details: { method: "round-robin", ruleId: expect.any(String), previousOwnerId: null },
    });
    // Another segment matches no rule: the fallback owner.
    expect((await direct("startup")).ownerId).toBe(fay.userId);

    const lead = await direct("government");
    const history = await t.db.select().from(leadAssignments).where(eq(leadAssignments.leadId, lead.id));
    expect(history).toMatchObject([{ ownerId: fay.userId, method: "fallback", assignedBy: null }]);
    const audits = await t.db
      .select()
      .from(adminActivityLogs)
      .where(and(eq(adminActivityLogs.action, "lead.assigned"), eq(adminActivityLogs.entityId, lead.id)));
    expect(audits).toHaveLength(1);
    // Both reached the webhook event outbox with the capture, once each.
    expect(await eventsWith(t.db, "lead.created", "leadId", lead.id)).toHaveLength(1);
    const [assigned, ...more] = await eventsWith(t.db, "lead.assigned", "leadId", lead.id);
    expect(more).toHaveLength(0);
    expect(assigned!.payload).toMatchObject({ ownerId: fay.userId, method: "fallback" });
  });

  it("rings the owner's bell (and nobody else's) and emails owners who asked", async () => {
    expect(
      (await admin.post("/api/crm/routing/rules", rule({ staffIds: [ann.userId], dailyCap: null }))).status,
    ).toBe(201);
    const prefs = await ann.request("PUT", "/api/crm/preferences", { emailOnAssignment: true });
    expect(prefs.status).toBe(200);
    expect((await ann.request("PUT", "/api/crm/preferences", { emailOnAssignment: "yes" })).status).toBe(400);
    const lead = await capture({ full_name: "Bell Ringer" });
    expect(lead.ownerId).toBe(ann.userId);
    const bell = await ann.get("/api/command-center/notifications");
    expect(
      bell.json.items.find((i: { title: string }) => i.title === "Lead assigned to you: Bell Ringer"),
    ).toMatchObject({
      type: "lead-assigned",
      unread: true,
      href: `/command-center/sales/leads/${lead.id}`,
    });
    const other = await bob.get("/api/command-center/notifications");
    expect(
      other.json.items.some(
        (i: { title: string; type: string }) => i.title.includes("Bell Ringer") && i.type === "lead-assigned",
      ),
    ).toBe(false);
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, ann.email), eq(mailOutbox.kind, "crm-lead-assigned")));
    expect(mail.map((m) => m.subject)).toContain("New lead for you: Bell Ringer");
    // Stored as a plain draft in the capture's transaction, rendered once it committed.
    const owned = mail.find((m) => m.subject === "New lead for you: Bell Ringer")!;
    expect(owned.html).toContain("Open the lead");
    expect(owned.text).toContain(`/command-center/sales/leads/${lead.id}`);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, bob.email), eq(mailOutbox.kind, "crm-lead-assigned"))),
    ).toEqual([]);
  });

  it("queues the email of the owner the turn picked, and only theirs", async () => {
    expect(
      (
        await admin.post(
          "/api/crm/routing/rules",
          rule({ staffIds: [ann.userId, bob.userId], dailyCap: null }),
        )
      ).status,
    ).toBe(201);
    expect((await ann.request("PUT", "/api/crm/preferences", { emailOnAssignment: true })).status).toBe(200);
    expect((await bob.request("PUT", "/api/crm/preferences", { emailOnAssignment: false })).status).toBe(200);
    const first = await capture({ full_name: "Turn One" });
    const second = await capture({ full_name: "Turn Two" });
    const owners = [first.ownerId, second.ownerId];
    expect(owners.sort()).toEqual([ann.userId, bob.userId].sort());
    const toAnn = first.ownerId === ann.userId ? "Turn One" : "Turn Two";
    const toBob = toAnn === "Turn One" ? "Turn Two" : "Turn One";
    const assigned = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "crm-lead-assigned"));
    expect(assigned.filter((m) => m.subject === `New lead for you: ${toAnn}`).map((m) => m.to)).toEqual([
      ann.email,
    ]);
    expect(assigned.filter((m) => m.subject === `New lead for you: ${toBob}`)).toEqual([]);
  });

  it("filters my leads and lets the owner or an admin reassign with a reason, audited", async () => {
    expect(
      (await admin.post("/api/crm/routing/rules", rule({ staffIds: [bob.userId], dailyCap: null }))).status,
    ).toBe(201);
    const lead = await capture();
    expect(lead.ownerId).toBe(bob.userId);
    const mine = await bob.get("/api/crm/leads?owner=me&pageSize=100");
    expect(mine.json.rows.every((r: { ownerId: string }) => r.ownerId === bob.userId)).toBe(true);
    expect(
      mine.json.rows.some(
        (r: { id: string; ownerName: string }) => r.id === lead.id && r.ownerName === "Bob Owner",
      ),
    ).toBe(true);
    expect((await bob.get("/api/crm/leads?owner=a%20b")).status).toBe(400);

    const path = `/api/crm/leads/${lead.id}/owner`;
    const refused = await ann.post(path, { ownerId: ann.userId, reason: "I know them" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(M.notYourLead);
    expect((await bob.post(path, { ownerId: ann.userId, reason: "  " })).json.error).toBe(M.reasonRequired);
    expect((await bob.post(path, { ownerId: plain.userId, reason: "x" })).json.error).toBe(M.ownerNotStaff);
    expect((await bob.post(path, { ownerId: bob.userId, reason: "x" })).json.error).toBe(M.sameOwner);
    expect((await t.client().post(path, { ownerId: ann.userId, reason: "x" })).status).toBe(401);
    expect((await plain.post(path, { ownerId: ann.userId, reason: "x" })).status).toBe(403);

    const done = await bob.post(path, { ownerId: ann.userId, reason: "Ann covers finance" });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json).toMatchObject({ message: M.leadReassigned, owner: { id: ann.userId } });
    expect(done.json.history[0]).toMatchObject({
      method: "reassigned",
      reason: "Ann covers finance",
      assignedByName: "Bob Owner",
      previousOwnerName: "Bob Owner",
      ownerName: "Ann Owner",
    });
    const audit = await t.db
      .select()
      .from(adminActivityLogs)
      .where(and(eq(adminActivityLogs.action, "lead.assigned"), eq(adminActivityLogs.entityId, lead.id)));
    expect(audit.map((a) => a.actorId)).toEqual(expect.arrayContaining([null, bob.userId]));
    // An admin may reassign anyone's lead.
    expect((await admin.post(path, { ownerId: bob.userId, reason: "Back to Bob" })).status).toBe(200);
  });

  it("assigns each of many simultaneous captures once, in turn", async () => {
    expect((await admin.post("/api/crm/routing/rules", rule({ dailyCap: null }))).status).toBe(201);
    // Straight through the CRM's capture, as the capture points call it (no per-address limit here).
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const { leadId } = await recordLead(tx, {
            source: "contact-page",
            segment: "enterprise",
            email: `together-${i}@example.com`,
          });
          return { id: leadId };
        }),
      ),
    );
    const rows = await Promise.all(
      made.map(
        async (l) =>
          (await t.db.select().from(leadAssignments).where(eq(leadAssignments.leadId, l.id))).length,
      ),
    );
    expect(rows).toEqual(Array(8).fill(1));
    const fresh = await Promise.all(
      made.map(async (l) => (await t.db.select().from(leads).where(eq(leads.id, l.id)))[0]!),
    );
    const counts = { ann: 0, bob: 0 };
    for (const l of fresh) counts[l.ownerId === ann.userId ? "ann" : "bob"]++;
    expect(counts).toEqual({ ann: 4, bob: 4 });
    // Each lead's events reached the outbox once, lead.assigned naming the owner the turn picked
    // (on PostgreSQL the turn's own message writes it, decision 049).
    for (const l of fresh) {
      expect(await eventsWith(t.db, "lead.created", "leadId", l.id)).toHaveLength(1);
      const assigned = await eventsWith(t.db, "lead.assigned", "leadId", l.id);
      expect(assigned.map((e) => e.payload)).toEqual([
        { leadId: l.id, ownerId: l.ownerId, previousOwnerId: null, method: "round-robin" },
      ]);
    }
  });
});
