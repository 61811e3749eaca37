import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#src/platform/db/db.ts";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { leadActivities, leads } from "./crm.tables.ts";
import { leadDedupeKey, recordLead } from "./leads.service.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const activitiesOf = (leadId: string) =>
  database.db
    .select()
    .from(leadActivities)
    .where(eq(leadActivities.leadId, leadId))
    .orderBy(asc(leadActivities.createdAt));
const leadById = async (id: string) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe("leadDedupeKey", () => {
  it("uses the lowercased trimmed email, else the phone digits, else a unique anonymous key", () => {
    expect(leadDedupeKey({ email: "  Ada@Example.COM ", phone: "(202) 555-0143" })).toBe(
      "email:ada@example.com",
    );
    expect(leadDedupeKey({ email: "   ", phone: "+1 (202) 555-0143" })).toBe("phone:12025550143");
    const a = leadDedupeKey({});
    expect(a).toMatch(/^anon:[0-9a-f-]{36}$/);
    expect(leadDedupeKey({ phone: "no digits" })).not.toBe(a);
  });
});

describe("recordLead", () => {
  it("creates a lead with a first capture activity", async () => {
    const result = await recordLead(database.db, {
      source: "madlib-form",
      segment: "startup",
      name: "Ada Lovelace",
      email: "ada@analytical.example",
      company: "Analytical Engines",
      score: 55,
      scoreReasons: ["Startup segment (+25)", "Wants to start within 1-3 months (+30)"],
      sourceTable: "madlib_contact_submissions",
      sourceId: "11111111-1111-4111-8111-111111111111",
    });
    expect(result.created).toBe(true);
    const lead = await leadById(result.leadId);
    expect(lead).toMatchObject({
      dedupeKey: "email:ada@analytical.example",
      name: "Ada Lovelace",
      company: "Analytical Engines",
      segment: "startup",
      source: "madlib-form",
      score: 55,
      status: "new",
      sourceTable: "madlib_contact_submissions",
    });
    const acts = await activitiesOf(result.leadId);
    expect(acts).toHaveLength(1);
    expect(acts[0]).toMatchObject({ type: "capture", source: "madlib-form", score: 55, segment: "startup" });
  });

  it("attaches a second capture with the same email in another case: fills gaps, keeps the best score", async () => {
    const first = (
      await database.db.select().from(leads).where(eq(leads.dedupeKey, "email:ada@analytical.example"))
    )[0]!;
    const before = first.lastActivityAt.getTime();
    await new Promise((r) => setTimeout(r, 5));
    const second = await recordLead(database.db, {
      source: "resource-request",
      email: "  ADA@Analytical.Example ",
      name: "   ", // a blank never replaces the known name
      company: "Someone Else Ltd", // a given value is never overwritten
      phone: "(202) 555-0100", // a missing value is filled in
      segment: "enterprise",
      score: 15,
      scoreReasons: ["Requested a guide (+15)"],
    });
    expect(second).toEqual({ leadId: first.id, created: false });
    const lead = await leadById(first.id);
    expect(lead.name).toBe("Ada Lovelace");
    expect(lead.company).toBe("Analytical Engines");
    expect(lead.segment).toBe("startup");
    expect(lead.phone).toBe("(202) 555-0100");
    expect(lead.source).toBe("madlib-form");
    expect(lead.score).toBe(55);
    expect(lead.scoreReasons).toEqual(["Startup segment (+25)", "Wants to start within 1-3 months (+30)"]);
    expect(lead.lastActivityAt.getTime()).toBeGreaterThan(before);
    const acts = await activitiesOf(first.id);
    expect(acts.map((a) => a.source)).toEqual(["madlib-form", "resource-request"]);
    expect(
      (
        await database.db.select({ n: count() }).from(leads).where(eq(leads.email, "ada@analytical.example"))
      )[0]!.n,
    ).toBe(1);

    // A later, better capture raises the score and its reasons come along.
    await recordLead(database.db, {
      source: "startup-tool",
      email: "ada@analytical.example",
      score: 90,
      scoreReasons: ["x"],
    });
    const raised = await leadById(first.id);
    expect(raised.score).toBe(90);
    expect(raised.scoreReasons).toEqual(["x"]);
  });

  it("dedupes phone-only captures by their digits", async () => {
    const a = await recordLead(database.db, {
      source: "madlib-form",
      phone: "(415) 555-0199",
      name: "Grace",
    });
    const b = await recordLead(database.db, {
      source: "contact-page",
      phone: "415.555.0199",
      company: "Navy",
    });
    expect(a.created).toBe(true);
    expect(b).toEqual({ leadId: a.leadId, created: false });
    const lead = await leadById(a.leadId);
    expect(lead).toMatchObject({ dedupeKey: "phone:4155550199", name: "Grace", company: "Navy" });
    expect(await activitiesOf(a.leadId)).toHaveLength(2);
  });

  it("never merges anonymous captures", async () => {
    const a = await recordLead(database.db, { source: "madlib-form", name: "Anon" });
    const b = await recordLead(database.db, { source: "madlib-form", name: "Anon" });
    expect(a.created && b.created).toBe(true);
    expect(a.leadId).not.toBe(b.leadId);
  });

  it("makes one lead and five activities from five simultaneous captures of one email", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        recordLead(database.db, {
          source: "madlib-form",
          email: i % 2 ? "Race@Example.com" : "race@example.com",
          score: i * 10,
        }),
      ),
    );
    const ids = new Set(results.map((r) => r.leadId));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const [id] = [...ids];
    expect(await activitiesOf(id!)).toHaveLength(5);
    expect((await leadById(id!)).score).toBe(40);
  });

  it("is part of the caller's transaction: a rollback leaves no lead and no activity", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        const r = await recordLead(tx, { source: "madlib-form", email: "rollback@example.com" });
        expect(r.created).toBe(true);
        const again = await recordLead(tx, { source: "madlib-form", email: "rollback@example.com" });
        expect(again).toEqual({ leadId: r.leadId, created: false });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const left = await database.db.select().from(leads).where(eq(leads.email, "rollback@example.com"));
    expect(left).toHaveLength(0);
  });

  it("clamps the score to 0–100 and requires a source", async () => {
    const hi = await recordLead(database.db, { source: "x", email: "hi@example.com", score: 250 });
    expect((await leadById(hi.leadId)).score).toBe(100);
    const lo = await recordLead(database.db, { source: "x", email: "lo@example.com", score: -5 });
    expect((await leadById(lo.leadId)).score).toBe(0);
    await expect(recordLead(database.db, { source: "  " })).rejects.toThrow(/source is required/);
  });
});
