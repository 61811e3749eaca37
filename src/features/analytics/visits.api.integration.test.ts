import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import { visitTouches } from "./server/analytics.tables.ts";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

const track = (session: string, page: string, l?: Record<string, string>) =>
  t
    .client()
    .request(
      "POST",
      "/api/analytics/events",
      JSON.stringify({ s: session, p: page, dv: "desktop", vw: 1280, vh: 800, e: [{ t: "pageview" }], l }),
      { "content-type": "text/plain;charset=UTF-8", "user-agent": UA },
    );

describe("visit touches: how each visit of a tab session arrived", () => {
  it("refuses a malformed arrival with 400 and stores nothing of it", async () => {
    const before = (await t.db.select().from(visitTouches)).length;
    const bad: Record<string, string>[] = [
      { r: "not a host/../" },
      { s: "" },
      { c: "x".repeat(101) },
      { z: "unknown" },
      { s: "a\u0000b" },
    ];
    for (const l of bad) {
      const res = await track("tab-bad-arrival", "/", l);
      expect(res.status, JSON.stringify(l)).toBe(400);
    }
    expect((await t.db.select().from(visitTouches)).length).toBe(before);
  });

  it("does not start a new visit on a reload with the same arrival", async () => {
    const s = "tab-reload-1";
    await track(s, "/", { s: "linkedin", c: "spring-launch" });
    await track(s, "/", { s: "linkedin", c: "spring-launch" });
    await track(s, "/", {});
    expect(await t.db.select().from(visitTouches).where(eq(visitTouches.sessionId, s))).toHaveLength(1);
  });

  it("starts a new visit when the tab arrives again from another site or campaign", async () => {
    const s = "tab-two-visits";
    await track(s, "/", { s: "linkedin", c: "spring-launch" });
    await track(s, "/services");
    await track(s, "/work", { r: "news.example.org" });
    const rows = await t.db.select().from(visitTouches).where(eq(visitTouches.sessionId, s));
    expect(rows.map((r) => [r.landingPage, r.utmCampaign, r.referrerHost])).toEqual([
      ["/", "spring-launch", null],
      ["/work", null, "news.example.org"],
    ]);
  });
});
