import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { homeFormLead, staffClient } from "./crm-test-helpers.testing.ts";
import { contacts, deals, leadSessions, leads, leadTouches } from "./server/crm.tables.ts";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";
let t: Awaited<ReturnType<typeof createTestApp>>;
let employee: TestClient & { email: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  employee = await staffClient(t, ["employee"], "Eli Employee");
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

/** What the tracker sends: a page view of `page`, with how the page load arrived when given. */
const track = (
  session: string,
  page: string,
  l?: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  t
    .client()
    .request(
      "POST",
      "/api/analytics/events",
      JSON.stringify({ s: session, p: page, dv: "desktop", vw: 1280, vh: 800, e: [{ t: "pageview" }], l }),
      { "content-type": "text/plain;charset=UTF-8", "user-agent": UA, ...headers },
    );

/** The home form sent from a tab whose tracker session is `session` (when given). */
async function capture(email: string, session?: string, headers: Record<string, string> = {}) {
  const res = await t
    .client()
    .request(
      "POST",
      "/api/marketing/contact-submissions",
      homeFormLead({ contact_info: email }),
      session ? { "x-visit-session": session, ...headers } : headers,
    );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const [lead] = await t.db.select().from(leads).where(eq(leads.email, email));
  return lead!;
}

describe("attribution: a capture carries the visit that led to it", () => {
  it("stores first and last touch, and the timeline shows the visit's pages before and after", async () => {
    const s = "tab-attribution-1";
    expect(
      (await track(s, "/", { s: "linkedin", m: "social", c: "spring-launch", r: "www.linkedin.com" })).status,
    ).toBe(204);
    await track(s, "/services");
    await track(s, "/work");
    await track(s, "/enterprise");
    const lead = await capture("first.touch@example.com", s);
    await track(s, "/about"); // a later page of the same tab session

    const [first] = await t.db.select().from(leadTouches).where(eq(leadTouches.leadId, lead.id));
    expect(first).toMatchObject({
      kind: expect.stringMatching(/first|last/),
      landingPage: "/",
      referrerHost: "www.linkedin.com",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "spring-launch",
    });
    const detail = await employee.get(`/api/crm/leads/${lead.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.attribution.firstTouch).toMatchObject({
      utmCampaign: "spring-launch",
      landingPage: "/",
    });
    expect(detail.json.attribution.lastTouch).toMatchObject({ utmSource: "linkedin" });
    const pages = detail.json.timeline
      .filter((e: { type: string }) => e.type === "page_view")
      .map((e: { lines: { value: string }[] }) => e.lines[0]!.value);
    expect(pages.reverse()).toEqual(["/", "/services", "/work", "/enterprise", "/about"]);
    expect(
      detail.json.timeline.find(
        (e: { title: string }) => e.title === "Opened the Enterprise system analyzer",
      ),
    ).toBeTruthy();
  });

  it("moves the last touch to a later visit that arrived another way, keeping the first", async () => {
    const s = "tab-attribution-2";
    await track(s, "/", { s: "newsletter", c: "autumn" });
    const lead = await capture("two.touches@example.com", s);
    // A later arrival from a search engine in the same tab, then a second capture.
    await track(s, "/services", { r: "duckduckgo.com" });
    await capture("two.touches@example.com", s);
    const touches = await t.db.select().from(leadTouches).where(eq(leadTouches.leadId, lead.id));
    expect(touches.find((x) => x.kind === "first")).toMatchObject({ utmCampaign: "autumn" });
    expect(touches.find((x) => x.kind === "last")).toMatchObject({
      referrerHost: "duckduckgo.com",
      utmCampaign: null,
    });
  });

  it("links nothing with Do Not Track or Global Privacy Control, and the lead still arrives", async () => {
    for (const [i, header] of ([{ dnt: "1" }, { "sec-gpc": "1" }] as Record<string, string>[]).entries()) {
      const s = `tab-private-${i}-x`;
      await track(s, "/", { s: "linkedin", c: "spring-launch" });
      const lead = await capture(`private${i}@example.com`, s, header);
      expect(lead.source).toBe("madlib-form");
      expect(await t.db.select().from(leadSessions).where(eq(leadSessions.leadId, lead.id))).toEqual([]);
      expect(await t.db.select().from(leadTouches).where(eq(leadTouches.leadId, lead.id))).toEqual([]);
    }
  });

  it("ignores a malformed session header and still stores the capture", async () => {
    const lead = await capture("bad.session@example.com", "x'; drop table leads;--");
    expect(await t.db.select().from(leadSessions).where(eq(leadSessions.leadId, lead.id))).toEqual([]);
  });

  it("carries source and campaign to the contact and the deal on Convert", async () => {
    const s = "tab-convert-1";
    await track(s, "/", { s: "linkedin", m: "paid", c: "q4-push" });
    const lead = await capture("convert.me@bigcorp.example", s);
    const res = await employee.post(`/api/crm/leads/${lead.id}/convert`, { value: 25_000 });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [deal] = await t.db.select().from(deals).where(eq(deals.id, res.json.dealId));
    expect(deal).toMatchObject({
      leadSource: "madlib-form",
      utmSource: "linkedin",
      utmMedium: "paid",
      utmCampaign: "q4-push",
    });
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, res.json.contactId));
    expect(contact).toMatchObject({ leadSource: "madlib-form", utmCampaign: "q4-push" });
    const page = await employee.get(`/api/crm/deals/${res.json.dealId}`);
    expect(page.json.deal).toMatchObject({ utmCampaign: "q4-push", leadSource: "madlib-form" });
  });
});
