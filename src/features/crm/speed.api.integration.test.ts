import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { staffClient } from "./crm-test-helpers.testing.ts";
import { leads } from "./server/crm.tables.ts";
import { recordLead } from "./server/index.ts";

type Staff = TestClient & { email: string; userId: string };
let t: Awaited<ReturnType<typeof createTestApp>>;
let ann: Staff;
let bob: Staff;
beforeAll(async () => {
  t = await createTestApp();
  ann = await staffClient(t, ["employee"], "Ann Answer");
  bob = await staffClient(t, ["employee"], "Bob Busy");
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const newLead = async () =>
  (
    await t.db.transaction((tx) =>
      recordLead(tx, { source: "contact-page", email: `speed-${++n}@example.com` }),
    )
  ).leadId;
const row = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe("speed-to-lead: the first staff action on a lead is recorded", () => {
  it("records the first note, call or email once, and who did it", async () => {
    const id = await newLead();
    expect((await row(id)).firstResponseAt).toBeNull();
    const res = await bob.post(`/api/crm/leads/${id}/activities`, {
      type: "call",
      description: "Left a voicemail",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const first = await row(id);
    expect(first.firstResponseBy).toBe(bob.userId);
    expect(first.firstResponseAt).not.toBeNull();
    await ann.post(`/api/crm/leads/${id}/activities`, { type: "email", description: "Sent the deck" });
    const after = await row(id);
    expect(after.firstResponseAt?.toISOString()).toBe(first.firstResponseAt?.toISOString());
    expect(after.firstResponseBy).toBe(bob.userId);
  });

  it("counts a status change and a conversion as a first action, not a refused one", async () => {
    const a = await newLead();
    expect((await ann.patch(`/api/crm/leads/${a}`, { status: "bogus" })).status).toBe(400);
    expect((await row(a)).firstResponseAt).toBeNull();
    expect((await ann.patch(`/api/crm/leads/${a}`, { status: "qualified" })).status).toBe(200);
    expect((await row(a)).firstResponseBy).toBe(ann.userId);
    const b = await newLead();
    expect((await ann.post(`/api/crm/leads/${b}/convert`, {})).status).toBe(201);
    expect((await row(b)).firstResponseBy).toBe(ann.userId);
  });

  it("reports median and 90th percentile per owner and per week, leaving waiting leads out", async () => {
    const now = Date.now();
    const made: string[] = [];
    // Ann answered in 10, 20, 30, 40 and 100 minutes; Bob has one lead still waiting.
    for (const m of [10, 20, 30, 40, 100]) {
      const id = await newLead();
      const created = new Date(now - 2 * 86_400_000);
      await t.db
        .update(leads)
        .set({
          ownerId: ann.userId,
          createdAt: created,
          firstResponseAt: new Date(created.getTime() + m * 60_000),
        })
        .where(eq(leads.id, id));
      made.push(id);
    }
    const waiting = await newLead();
    await t.db.update(leads).set({ ownerId: bob.userId }).where(eq(leads.id, waiting));
    // Everything else of this file's leads belongs to nobody.
    const others = (await t.db.select({ id: leads.id }).from(leads))
      .map((r) => r.id)
      .filter((id) => !made.includes(id) && id !== waiting);
    await t.db.update(leads).set({ ownerId: null }).where(inArray(leads.id, others));

    const res = await ann.get("/api/crm/speed-to-lead?days=7");
    expect(res.status).toBe(200);
    const annRow = res.json.byOwner.find((r: { key: string }) => r.key === ann.userId);
    expect(annRow).toMatchObject({
      label: "Ann Answer",
      leads: 5,
      answered: 5,
      waiting: 0,
      medianMinutes: 30,
      p90Minutes: 76,
    });
    const bobRow = res.json.byOwner.find((r: { key: string }) => r.key === bob.userId);
    expect(bobRow).toMatchObject({
      leads: 1,
      answered: 0,
      waiting: 1,
      medianMinutes: null,
      p90Minutes: null,
    });
    expect(res.json.byWeek.length).toBeGreaterThanOrEqual(1);
    expect(res.json.byWeek.reduce((s: number, w: { leads: number }) => s + w.leads, 0)).toBe(
      res.json.overall.leads,
    );
    expect(res.json.thresholds).toEqual({ waitAmberMinutes: 60, waitRedMinutes: 240 });
  });

  it("refuses a period it does not offer, and callers without the employee role", async () => {
    for (const days of ["8", "x", "-7"]) {
      const res = await ann.get(`/api/crm/speed-to-lead?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.json.error).toBe("Please choose 7, 30 or 90 days");
    }
    expect((await t.client().get("/api/crm/speed-to-lead")).status).toBe(401);
    const plain = await staffClient(t, ["workspace_user"]);
    expect((await plain.get("/api/crm/speed-to-lead")).status).toBe(403);
  });
});
