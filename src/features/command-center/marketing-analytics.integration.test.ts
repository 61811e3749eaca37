import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "#src/platform/http/session.ts";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import { campaigns } from "./server/command-center.tables.ts";
import { marketingAnalytics } from "./server/marketing-analytics.service.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const employee: Actor = {
  user: { id: "u1", email: "e@example.org", emailVerified: true } as Actor["user"],
  roles: ["employee"],
};
const now = new Date("2026-06-30T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // The CRM's leads table, written as the CRM does (plain SQL: the table is the CRM's own).
  const lead = (i: number, source: string, at: string) =>
    db.execute(
      sql`insert into leads (dedupe_key, source, created_at) values (${`ma${i}`}, ${source}, ${`${at}T10:00:00Z`})`,
    );
  await lead(1, "madlib-form", "2026-05-02"); // in May's campaign only
  await lead(2, "contact-page", "2026-05-31"); // in May's campaign (its last day) and June's
  await lead(3, "startup-tool", "2026-06-20"); // in June's campaign, and in the last 30 days
  await lead(4, "startup-tool", "2026-06-29"); // in June's campaign, and in the last 7 days
  const campaign = (
    name: string,
    pillarType: string,
    start: string,
    end: string,
    budget: number,
    spent: number,
  ) => ({
    name,
    description: "d",
    pillarType,
    startDate: start,
    endDate: end,
    budget,
    budgetSpent: spent,
  });
  await db
    .insert(campaigns)
    .values([
      campaign("May push", "lead_generation", "2026-05-01", "2026-05-31", 1000, 600),
      campaign("June talks", "thought_leadership", "2026-05-31", "2026-07-31", 3000, 900),
      campaign("Autumn", "lead_generation", "2026-09-01", "2026-09-30", 500, 0),
    ]);
});
afterAll(async () => {
  await database.close();
});

describe("marketing analytics", () => {
  it("gives each campaign its spend and the leads captured while it ran, and the range's channels", async () => {
    const r = await marketingAnalytics(database.db, employee, 30, now);
    const byName = new Map(r.campaigns.map((c) => [c.name, c]));
    expect(byName.get("May push")).toMatchObject({ leads: 2, spent: 600, costPerLead: 300 });
    // Running: counted up to now (lead 4 yesterday is in, nothing after now).
    expect(byName.get("June talks")).toMatchObject({ leads: 3, spent: 900, costPerLead: 300 });
    // Not started: no leads, no cost per lead.
    expect(byName.get("Autumn")).toMatchObject({ leads: 0, costPerLead: null });
    expect(r.totals).toEqual({ budget: 4500, spent: 1500 });
    expect(r.byPillar.map((p) => [p.label, p.spent, p.campaigns])).toEqual([
      ["Thought leadership", 900, 1],
      ["Lead generation", 600, 2],
    ]);
    // The last 30 days start on June 1: leads 3 and 4.
    expect(r.conversions.totals.leads).toBe(2);
    expect(r.conversions.bySource.map((s) => [s.key, s.leads])).toEqual([["startup-tool", 2]]);
    expect((await marketingAnalytics(database.db, employee, 7, now)).conversions.totals.leads).toBe(1);
  });

  it("refuses callers without the employee role", async () => {
    await expect(
      marketingAnalytics(database.db, { ...employee, roles: ["workspace_user"] }, 30, now),
    ).rejects.toThrow(/employee role required/);
    await expect(marketingAnalytics(database.db, { ...employee, roles: [] }, 30, now)).rejects.toThrow(
      /employee role required/,
    );
  });
});
