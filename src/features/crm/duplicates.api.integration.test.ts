import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { staffClient } from "./crm-test-helpers.testing.ts";
import { REVENUE_MESSAGES as M } from "./revenue.contract.ts";
import {
  companies,
  contacts,
  leadActivities,
  leadAssignments,
  leadMerges,
  leadSessions,
  leads,
  leadTouches,
} from "./server/crm.tables.ts";
import {
  type DuplicateQuery,
  findDuplicateCandidates,
  findDuplicateCandidatesBatch,
  recordLead,
} from "./server/index.ts";

type Staff = TestClient & { email: string; userId: string };
let t: Awaited<ReturnType<typeof createTestApp>>;
let ann: Staff;
let plain: Staff;
let workspace: Staff;
beforeAll(async () => {
  t = await createTestApp();
  ann = await staffClient(t, ["employee"], "Ann Staff");
  plain = await staffClient(t, [], "Pat Plain");
  workspace = await staffClient(t, ["workspace_user"], "Wes Workspace");
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function lead(fields: {
  email?: string;
  phone?: string;
  name?: string;
  company?: string;
  session?: string;
}) {
  const { leadId } = await t.db.transaction((tx) =>
    recordLead(tx, {
      source: "contact-page",
      segment: "enterprise",
      score: 40 + ++n,
      scoreReasons: [`Reason ${n}`],
      visitSession: fields.session ?? null,
      ...fields,
    }),
  );
  return leadId;
}

const rowsOf = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const activitiesOf = async (id: string) =>
  (await t.db.select().from(leadActivities).where(eq(leadActivities.leadId, id))).map((a) => a.id).sort();

describe("duplicate suggestions", () => {
  it("finds a lead by normalised phone, company domain and a fuzzy name-and-company match", async () => {
    const a = await lead({
      email: "ada@acme-works.example",
      phone: "+44 20 7946 0958",
      name: "Ada Lovelace",
      company: "Acme Works",
    });
    const b = await lead({
      email: "a.lovelace@acme-works.example",
      phone: "020 7946 0958",
      name: "Ada Lovelase",
      company: "ACME Works Ltd",
    });
    const unrelated = await lead({ email: "zed@other.example", name: "Zed Zulu", company: "Other" });
    const res = await ann.get(`/api/crm/leads/${a}/duplicates`);
    expect(res.status).toBe(200);
    expect(res.json.matching).toBe("trigram");
    const found = res.json.candidates.find((c: { id: string }) => c.id === b);
    expect(found.reasons.map((r: { kind: string }) => r.kind).sort()).toEqual(["domain", "name", "phone"]);
    expect(found.reasons.find((r: { kind: string }) => r.kind === "domain").text).toBe(
      "Same company domain (acme-works.example)",
    );
    expect(res.json.candidates.some((c: { id: string }) => c.id === unrelated || c.id === a)).toBe(false);
  });

  it("never matches on a free-mail domain", async () => {
    const a = await lead({ email: "first.person@gmail.com", name: "First Person" });
    const b = await lead({ email: "second.someone@gmail.com", name: "Totally Different" });
    const res = await ann.get(`/api/crm/leads/${a}/duplicates`);
    expect(res.json.candidates.some((c: { id: string }) => c.id === b)).toBe(false);
  });

  it("is callable by other slices, batch-friendly, and checks new contacts and companies", async () => {
    const [company] = await t.db
      .insert(companies)
      .values({ name: "Globex Corporation", domain: "globex.example" })
      .returning();
    await t.db.insert(contacts).values({
      firstName: "Hank",
      lastName: "Scorpio",
      email: "hank@globex.example",
      companyId: company!.id,
    });
    const found = await findDuplicateCandidates(t.db, { email: "HANK@globex.example", name: "Hank Scorpio" });
    expect(found[0]).toMatchObject({ type: "contact", name: "Hank Scorpio" });
    expect(found[0]!.reasons.map((r) => r.kind)).toEqual(["email", "domain", "name"]);
    expect(found.some((c) => c.type === "company" && c.id === company!.id)).toBe(true);
    // A batch (a CSV import) gets one answer per row, in order.
    const rows: DuplicateQuery[] = [
      { domain: "globex.example" },
      { phone: "12" },
      { company: "Globex Corp" },
    ];
    const batch = await findDuplicateCandidatesBatch(t.db, rows, { types: ["company"] });
    expect(batch.map((b) => b.map((c) => c.id))).toEqual([[company!.id], [], [company!.id]]);

    const contact = await ann.post("/api/crm/duplicates/check", {
      type: "contact",
      name: "Hank Scorpyo",
      phone: "",
      email: "",
    });
    expect(contact.status).toBe(200);
    expect(contact.json.candidates[0]).toMatchObject({ type: "contact", name: "Hank Scorpio" });
    const co = await ann.post("/api/crm/duplicates/check", {
      type: "company",
      name: "Globex Corp",
      website: "https://www.globex.example/about",
    });
    expect(co.json.candidates[0].reasons.map((r: { kind: string }) => r.kind)).toEqual(["domain", "name"]);
    // Creating anyway stays allowed.
    const created = await ann.post("/api/crm/companies", { name: "Globex Corp" });
    expect(created.status).toBe(201);
  });

  it("refuses bad input and callers without CRM rights", async () => {
    const a = await lead({ email: "guard@guarded.example", name: "Guard" });
    expect((await ann.get("/api/crm/leads/not-a-uuid/duplicates")).json.error).toBe(M.invalidLeadId);
    expect((await ann.get(`/api/crm/leads/${crypto.randomUUID()}/duplicates`)).status).toBe(404);
    for (const body of [{}, { type: "person", name: "x" }])
      expect((await ann.post("/api/crm/duplicates/check", body)).json.error).toBe(M.checkTypeRequired);
    const empty = await ann.post("/api/crm/duplicates/check", { type: "contact", name: " " });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(M.checkNeedsSomething);
    expect(
      (await ann.post("/api/crm/duplicates/check", { type: "contact", name: "x".repeat(201) })).status,
    ).toBe(400);
    for (const who of [plain, workspace]) {
      expect((await who.get(`/api/crm/leads/${a}/duplicates`)).status).toBe(403);
      expect((await who.post("/api/crm/duplicates/check", { type: "contact", name: "Guard" })).status).toBe(
        403,
      );
      expect((await who.post(`/api/crm/leads/${a}/merge`, { duplicateId: a })).status).toBe(403);
      expect((await who.post(`/api/crm/lead-merges/${a}/undo`, {})).status).toBe(403);
    }
    const anon = t.client();
    expect((await anon.get(`/api/crm/leads/${a}/duplicates`)).status).toBe(401);
    expect((await anon.post(`/api/crm/leads/${a}/merge`, { duplicateId: a })).status).toBe(401);
    expect((await anon.post(`/api/crm/lead-merges/${a}/undo`, {})).status).toBe(401);
    expect((await anon.post("/api/crm/duplicates/check", { type: "contact", name: "Guard" })).status).toBe(
      401,
    );
  });
});

describe("merge and undo", () => {
  it("keeps every capture, activity and score reason of both, audited, and undoes exactly", async () => {
    const kept = await lead({
      email: "grace@hopper.example",
      name: "Grace Hopper",
      company: "Navy",
      session: "s-k",
    });
    const dup = await lead({ phone: "555 0100 200", name: "Grace Hoper", company: "Navy", session: "s-d" });
    await ann.post(`/api/crm/leads/${dup}/activities`, { type: "call", description: "Called her" });
    await t.db.insert(leadTouches).values([
      { leadId: kept, kind: "first", sessionId: "s-k", touchedAt: new Date("2026-11-20"), landingPage: "/" },
      { leadId: dup, kind: "first", sessionId: "s-d", touchedAt: new Date("2026-11-10"), landingPage: "/a" },
      { leadId: dup, kind: "last", sessionId: "s-d", touchedAt: new Date("2026-11-12"), landingPage: "/b" },
    ]);
    const before = { kept: await rowsOf(kept), dup: await rowsOf(dup) };
    const activities = { kept: await activitiesOf(kept), dup: await activitiesOf(dup) };
    const assignments = await t.db.select().from(leadAssignments).where(eq(leadAssignments.leadId, dup));

    // Bad input first.
    const path = `/api/crm/leads/${kept}/merge`;
    expect((await ann.post(path, {})).json.error).toBe(M.duplicateRequired);
    expect((await ann.post(path, { duplicateId: "nope" })).json.error).toBe(M.duplicateRequired);
    expect((await ann.post(path, { duplicateId: kept })).json.error).toBe(M.mergeSelf);
    expect((await ann.post(path, { duplicateId: crypto.randomUUID() })).status).toBe(404);
    expect((await ann.post("/api/crm/leads/bad/merge", { duplicateId: dup })).json.error).toBe(
      M.invalidLeadId,
    );

    const res = await ann.post(path, { duplicateId: dup });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe(M.merged);
    expect(res.json.merge.reasons.join("; ")).toMatch(/Similar name and company \(\d+% alike\)/);
    const after = await rowsOf(kept);
    expect(after.phone).toBe("555 0100 200");
    expect(after.scoreReasons).toEqual(
      expect.arrayContaining(before.kept.scoreReasons.concat(before.dup.scoreReasons)),
    );
    expect(after.score).toBe(Math.max(before.kept.score, before.dup.score));
    expect(await activitiesOf(kept)).toEqual(expect.arrayContaining([...activities.kept, ...activities.dup]));
    expect((await rowsOf(dup)).mergedIntoId).toBe(kept);
    const sessions = await t.db.select().from(leadSessions).where(eq(leadSessions.leadId, kept));
    expect(sessions.map((s) => s.sessionId).sort()).toEqual(["s-d", "s-k"]);
    const touches = await t.db.select().from(leadTouches).where(eq(leadTouches.leadId, kept));
    expect(touches.find((x) => x.kind === "first")!.landingPage).toBe("/a");
    expect(touches.find((x) => x.kind === "last")!.landingPage).toBe("/b");
    // Hidden from the list and from the duplicates of the kept lead; merging again is refused.
    const list = await ann.get("/api/crm/leads?pageSize=100");
    expect(list.json.rows.some((r: { id: string }) => r.id === dup)).toBe(false);
    expect((await ann.post(path, { duplicateId: dup })).json.error).toBe(M.alreadyMerged);
    const panel = await ann.get(`/api/crm/leads/${dup}/duplicates`);
    expect(panel.json.mergedInto).toMatchObject({ id: kept, mergeId: res.json.merge.id });
    const audit = await t.db
      .select()
      .from(adminActivityLogs)
      .where(and(eq(adminActivityLogs.action, "lead.merged"), eq(adminActivityLogs.entityId, kept)));
    expect(audit).toHaveLength(1);

    // A later capture by the merged lead's phone reaches the kept lead, and goes back on undo.
    const { leadId: reached } = await t.db.transaction((tx) =>
      recordLead(tx, { source: "resource-request", phone: "555 0100 200", visitSession: null }),
    );
    expect(reached).toBe(kept);

    const undoPath = `/api/crm/lead-merges/${res.json.merge.id}/undo`;
    expect((await ann.post("/api/crm/lead-merges/bad/undo", {})).json.error).toBe(M.invalidMergeId);
    expect((await ann.post(`/api/crm/lead-merges/${crypto.randomUUID()}/undo`, {})).status).toBe(404);
    const undo = await ann.post(undoPath, {});
    expect(undo.status, JSON.stringify(undo.json)).toBe(200);
    expect(undo.json.merge.undoneAt).not.toBeNull();
    expect(await rowsOf(kept)).toEqual(before.kept);
    expect(await rowsOf(dup)).toEqual(before.dup);
    expect(await activitiesOf(kept)).toEqual(activities.kept);
    const dupActivities = await activitiesOf(dup);
    expect(dupActivities).toEqual(expect.arrayContaining(activities.dup));
    expect(dupActivities).toHaveLength(activities.dup.length + 1);
    expect(await t.db.select().from(leadAssignments).where(eq(leadAssignments.leadId, dup))).toEqual(
      assignments,
    );
    const restored = await t.db.select().from(leadTouches).where(eq(leadTouches.leadId, dup));
    expect(restored).toHaveLength(2);
    expect((await ann.post(undoPath, {})).json.error).toBe(M.alreadyUndone);
    const undoAudit = await t.db
      .select()
      .from(adminActivityLogs)
      .where(and(eq(adminActivityLogs.action, "lead.merge_undone"), eq(adminActivityLogs.entityId, kept)));
    expect(undoAudit).toHaveLength(1);
  });

  it("refuses undo after 30 days, and while a later merge involves the leads", async () => {
    const a = await lead({ email: "one@merge.example", name: "One" });
    const b = await lead({ email: "two@merge.example", name: "Two" });
    const c = await lead({ email: "three@merge.example", name: "Three" });
    const first = await ann.post(`/api/crm/leads/${a}/merge`, { duplicateId: b });
    const second = await ann.post(`/api/crm/leads/${c}/merge`, { duplicateId: a });
    expect(second.status).toBe(200);
    expect((await ann.post(`/api/crm/lead-merges/${first.json.merge.id}/undo`, {})).json.error).toBe(
      M.laterMerge,
    );
    expect((await ann.get(`/api/crm/leads/${a}/duplicates`)).json.mergedInto.id).toBe(c);
    // A capture of b's email follows the merges of merges to c.
    const { leadId } = await t.db.transaction((tx) =>
      recordLead(tx, { source: "contact-page", email: "two@merge.example", visitSession: null }),
    );
    expect(leadId).toBe(c);
    await t.db
      .update(leadMerges)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(leadMerges.id, second.json.merge.id));
    expect((await ann.post(`/api/crm/lead-merges/${second.json.merge.id}/undo`, {})).json.error).toBe(
      M.undoExpired,
    );
  });

  it("refuses to merge a converted lead into another", async () => {
    const a = await lead({ email: "keep@conv.example", name: "Keep" });
    const b = await lead({ email: "conv@conv.example", name: "Conv" });
    await t.db.update(leads).set({ convertedAt: new Date() }).where(eq(leads.id, b));
    expect((await ann.post(`/api/crm/leads/${a}/merge`, { duplicateId: b })).json.error).toBe(
      M.mergeConverted,
    );
    await t.db.update(leads).set({ convertedAt: new Date() }).where(eq(leads.id, a));
    expect((await ann.post(`/api/crm/leads/${a}/merge`, { duplicateId: b })).json.error).toBe(
      M.bothConverted,
    );
  });
});
