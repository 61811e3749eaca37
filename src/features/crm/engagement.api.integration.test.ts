import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { CRM_MESSAGES } from "./crm.contract.ts";
import { staffClient } from "./crm-test-helpers.testing.ts";
import { leads } from "./server/crm.tables.ts";
import { recomputeAllEngagement, recordLead } from "./server/index.ts";

type Staff = TestClient & { email: string; userId: string };
let t: Awaited<ReturnType<typeof createTestApp>>;
let ann: Staff;
beforeAll(async () => {
  t = await createTestApp();
  ann = await staffClient(t, ["employee"], "Ann Staff");
});
afterAll(async () => {
  await t.close();
});

const capture = (email: string, source = "contact-page", session: string | null = null) =>
  t.db.transaction((tx) =>
    recordLead(tx, { source, email, name: email.split("@")[0], visitSession: session }),
  );
/** What the tracker sends: a page view of `page`, with how the page load arrived when given. */
const track = (session: string, page: string, l?: Record<string, string>) =>
  t
    .client()
    .request(
      "POST",
      "/api/analytics/events",
      JSON.stringify({ s: session, p: page, dv: "desktop", vw: 1280, vh: 800, e: [{ t: "pageview" }], l }),
      {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36",
      },
    );
const row = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe("engagement beside fit", () => {
  it("scores later captures, replies, later visits and tools, explained point by point, stored", async () => {
    const { leadId: quiet } = await capture("quiet@engage.example");
    const { leadId } = await capture("busy@engage.example", "contact-page", "sess-busy");
    expect((await row(leadId)).engagementScore).toBe(0);
    // Later capture: stored at once.
    await t.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(leads.id, leadId));
    await capture("busy@engage.example", "resource-request");
    const afterCapture = await row(leadId);
    expect(afterCapture.engagementScore).toBe(12);
    expect(afterCapture.engagementReasons[0]).toMatch(
      /^Used .+ again on \d{4}-\d{2}-\d{2}: \+12 \(12 points, today\)$/,
    );
    // A reply logged by staff: stored at once; not a first response.
    const reply = await ann.post(`/api/crm/leads/${leadId}/activities`, {
      type: "reply",
      description: "She wrote back",
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(201);
    const afterReply = await row(leadId);
    expect(afterReply.engagementScore).toBe(32);
    expect(afterReply.firstResponseAt).toBeNull();
    // A later visit with a tool: picked up by the hourly job.
    expect((await track("sess-busy", "/services", { r: "www.example.org" })).status).toBe(204);
    expect((await track("sess-busy", "/enterprise")).status).toBe(204);
    expect(await recomputeAllEngagement(t.db)).toBeGreaterThanOrEqual(1);
    const afterJob = await row(leadId);
    expect(afterJob.engagementScore).toBe(48);
    expect(afterJob.engagementReasons.join("\n")).toContain("Opened the Enterprise system analyzer on");
    expect(afterJob.engagementReasons.join("\n")).toContain("Came back (/services) on");
    // Decay: a month later the same events are worth a quarter or less.
    await recomputeAllEngagement(t.db, new Date(Date.now() + 30 * 86_400_000));
    expect((await row(leadId)).engagementScore).toBeLessThanOrEqual(12);
    await recomputeAllEngagement(t.db);

    // Lists sort and filter by either score; the row carries both with their reasons.
    const sorted = await ann.get("/api/crm/leads?sort=engagement&dir=desc&pageSize=100");
    expect(sorted.status).toBe(200);
    expect(sorted.json.rows[0]).toMatchObject({ id: leadId, engagementScore: 48 });
    expect(sorted.json.rows[0].engagementReasons.length).toBeGreaterThan(2);
    const hot = await ann.get("/api/crm/leads?engagement=warm&pageSize=100");
    expect(hot.json.rows.map((r: { id: string }) => r.id)).toEqual([leadId]);
    const cold = await ann.get("/api/crm/leads?engagement=cold&sort=score&pageSize=100");
    expect(cold.json.rows.some((r: { id: string }) => r.id === quiet)).toBe(true);
    for (const bad of ["engagement=boiling", "sort=warmth"]) {
      const res = await ann.get(`/api/crm/leads?${bad}`);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(CRM_MESSAGES.badQuery);
    }
    expect(
      (await ann.post(`/api/crm/leads/${leadId}/activities`, { type: "letter", description: "x" })).json
        .error,
    ).toBe("Please choose email, call, meeting, reply or other");
  });
});
