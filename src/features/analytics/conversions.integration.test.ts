import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countLeadsBySourceAndSegment } from "#src/features/crm/server/index.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import { pageDailyStats, visitorAnalytics } from "./server/analytics.tables.ts";
import { conversions } from "./server/conversions.service.ts";
import { rangeStart } from "./server/reports.service.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const employee: Actor = {
  user: { id: "u1", email: "e@example.org", emailVerified: true } as Actor["user"],
  roles: ["employee"],
};
const now = new Date("2026-06-30T12:00:00Z");
const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // The CRM's leads table, written as the CRM does (its table is the CRM's own, so plain SQL here).
  const lead = async (i: number, source: string, segment: string | null, ageDays: number) =>
    db.execute(
      sql`insert into leads (dedupe_key, source, segment, created_at) values (${`k${i}`}, ${source}, ${segment}, ${day(ageDays).toISOString()})`,
    );
  await lead(1, "madlib-form", "enterprise", 1);
  await lead(2, "madlib-form", "startup", 2);
  await lead(3, "startup-tool", "startup", 3);
  await lead(4, "contact-page", null, 5);
  await lead(5, "startup-tool", "startup", 20); // outside 7 days, inside 30
  const stat = (page: string, ageDays: number, sessions: number) => ({
    day: day(ageDays).toISOString().slice(0, 10),
    pageUrl: page,
    deviceType: "desktop",
    pageviews: sessions,
    clicks: 0,
    mouseovers: 0,
    scrollEvents: 0,
    scrollDepthSum: 0,
    sessions,
  });
  await db
    .insert(pageDailyStats)
    .values([stat("/", 1, 40), stat("/", 2, 60), stat("/startup", 3, 25), stat("/about", 1, 10)]);
  const seg = (segment: string, ageDays: number, visitorCount: number, demo = false) => ({
    date: day(ageDays).toISOString().slice(0, 10),
    segment,
    visitorCount,
    demo,
  });
  await db.insert(visitorAnalytics).values([
    seg("general", 1, 110),
    seg("startup", 3, 25),
    seg("all", 1, 135),
    seg("enterprise", 2, 999, true), // demo history never enters a real rate
  ]);
});
afterAll(async () => {
  await database.close();
});

describe("conversions", () => {
  it("divides real lead counts by tracked visitors per page, capture point and segment", async () => {
    const c = await conversions(database.db, employee, 7, countLeadsBySourceAndSegment, now);
    expect(c.from).toBe(rangeStart(7, now));
    expect(c.totals).toEqual({ key: "all", leads: 4, visitors: 135, rate: 4 / 135 });
    expect(c.byPage.find((r) => r.key === "/")).toEqual({ key: "/", leads: 2, visitors: 100, rate: 0.02 });
    expect(c.byPage.find((r) => r.key === "/startup")).toEqual({
      key: "/startup",
      leads: 1,
      visitors: 25,
      rate: 0.04,
    });
    expect(c.byPage.find((r) => r.key === "/contact")).toEqual({
      key: "/contact",
      leads: 1,
      visitors: 0,
      rate: null,
    });
    expect(c.byPage.find((r) => r.key === "/about")).toEqual({
      key: "/about",
      leads: 0,
      visitors: 10,
      rate: 0,
    });
    expect(c.bySource.find((r) => r.key === "madlib-form")).toMatchObject({
      leads: 2,
      visitors: 100,
      page: "/",
    });
    expect(c.bySegment.find((r) => r.key === "startup")).toEqual({
      key: "startup",
      leads: 2,
      visitors: 25,
      rate: 0.08,
    });
    expect(c.bySegment.find((r) => r.key === "enterprise")).toEqual({
      key: "enterprise",
      leads: 1,
      visitors: 0,
      rate: null,
    });
    expect(c.bySegment.find((r) => r.key === "general")).toMatchObject({ leads: 1, visitors: 110 });
  });

  it("widens with the range and refuses callers without the employee role", async () => {
    expect(
      (await conversions(database.db, employee, 30, countLeadsBySourceAndSegment, now)).totals.leads,
    ).toBe(5);
    await expect(
      conversions(
        database.db,
        { ...employee, roles: ["workspace_user"] },
        7,
        countLeadsBySourceAndSegment,
        now,
      ),
    ).rejects.toThrow(/employee role required/);
  });
});
