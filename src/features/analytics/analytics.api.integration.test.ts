import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import { CELL_COLUMNS, CELL_HEIGHT_PX, MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from "./analytics.contract.ts";
import {
  heatmapBins,
  pageDailyStats,
  userInteractions,
  visitorAnalytics,
} from "./server/analytics.tables.ts";
import { sqlEventsStore } from "./server/events-store.ts";

const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
  await t.db.delete(userInteractions);
});

const batch = (over: Record<string, unknown> = {}) => ({
  s: "sess-0123456789",
  p: "/services",
  dv: "desktop",
  vw: 1280,
  vh: 800,
  e: [{ t: "pageview" }, { t: "click", x: 0.5, y: 420 }, { t: "scroll", d: 40 }],
  ...over,
});

/** The tracker's request: text/plain, from anywhere (no Origin check), no cookie. */
const send = (body: unknown, headers: Record<string, string> = {}) =>
  t
    .client()
    .request("POST", "/api/analytics/events", typeof body === "string" ? body : JSON.stringify(body), {
      "content-type": "text/plain;charset=UTF-8",
      origin: "https://elsewhere.example",
      "user-agent": UA,
      ...headers,
    });

const stored = async () => Number((await t.db.select({ n: count() }).from(userInteractions))[0]!.n);

describe("POST /api/analytics/events", () => {
  it("stores a valid batch in one insert, with page-relative coordinates", async () => {
    const res = await send(batch());
    expect(res.status).toBe(204);
    const rows = await t.db.select().from(userInteractions).orderBy(userInteractions.id);
    expect(rows.map((r) => r.interactionType)).toEqual(["pageview", "click", "scroll"]);
    expect(rows[1]).toMatchObject({
      pageUrl: "/services",
      xCoordinate: 0.5,
      yCoordinate: 420,
      deviceType: "desktop",
    });
    expect(rows[2]!.scrollDepth).toBe(40);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("stores every batch of concurrent requests (written together) before acknowledging it", async () => {
    const before = await stored();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(batch())));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(204));
    expect(await stored()).toBe(before + 8 * 3);
  });

  it("rejects malformed batches and stores nothing", async () => {
    for (const body of [
      "not json",
      "[]",
      batch({ e: [] }),
      batch({ dv: "watch" }),
      batch({ s: "x" }),
      batch({ e: [{ t: "click", x: 2, y: 10 }] }),
      batch({ extra: 1 }),
      batch({ e: Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => ({ t: "pageview" })) }),
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await stored()).toBe(0);
  });

  it("refuses an oversize body before parsing it", async () => {
    const res = await send(batch({ p: `/${"a".repeat(MAX_BATCH_BYTES)}` }));
    expect(res.status).toBe(413);
    expect(await stored()).toBe(0);
  });

  it("refuses too-frequent batches from one address, storing nothing more", async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await send(batch({ e: [{ t: "pageview" }] }))).status;
    expect(last).toBe(429);
    expect(await stored()).toBe(60);
  });

  it("drops bots and pages that are not public pages", async () => {
    expect((await send(batch(), { "user-agent": "Googlebot/2.1" })).status).toBe(204);
    expect((await send(batch({ p: "/command-center" }))).status).toBe(204);
    expect((await send(batch({ p: "/no-such-page" }))).status).toBe(204);
    expect(await stored()).toBe(0);
  });

  it("refuses non-staff the aggregation", async () => {
    expect((await t.client().post("/api/analytics/aggregate")).status).toBe(401);
  });
});

describe("aggregation", () => {
  it("gives the same figures as a direct count of the raw events", async () => {
    const staff = t.client();
    await staff.post("/api/identity/sign-up", { email: "agg@example.org", password: "secret-pass" });
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, "agg@example.org"));
    await grantRole(t.db, u!.id, "employee", null);
    // Deterministic pseudo-random events over three pages, two devices, many sessions.
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pages = ["/", "/services", "/startup"];
    const rows = Array.from({ length: 600 }, () => {
      const type = (["pageview", "click", "click", "scroll", "mouseover"] as const)[Math.floor(rnd() * 5)]!;
      return {
        pageUrl: pages[Math.floor(rnd() * 3)]!,
        interactionType: type,
        xCoordinate: type === "click" ? rnd() : null,
        yCoordinate: type === "click" ? Math.floor(rnd() * 3000) : null,
        deviceType: rnd() < 0.5 ? ("desktop" as const) : ("mobile" as const),
        sessionId: `s${Math.floor(rnd() * 40)}`,
        viewportWidth: 1280,
        viewportHeight: 800,
        scrollDepth: type === "scroll" ? Math.floor(rnd() * 100) : null,
      };
    });
    await sqlEventsStore(t.db).insertBatch(rows);
    expect((await staff.post("/api/analytics/aggregate")).status).toBe(200);

    const clicks = rows.filter((r) => r.interactionType === "click");
    const binned = await t.db.select({ n: sql<number>`sum(${heatmapBins.clicks})::int` }).from(heatmapBins);
    expect(binned[0]!.n).toBe(clicks.length);
    // One cell, checked against the raw rows.
    const c0 = clicks[0]!;
    const cx = Math.min(CELL_COLUMNS - 1, Math.floor(c0.xCoordinate! * CELL_COLUMNS));
    const cy = Math.floor(c0.yCoordinate! / CELL_HEIGHT_PX);
    const expected = clicks.filter(
      (r) =>
        r.pageUrl === c0.pageUrl &&
        r.deviceType === c0.deviceType &&
        Math.min(CELL_COLUMNS - 1, Math.floor(r.xCoordinate! * CELL_COLUMNS)) === cx &&
        Math.floor(r.yCoordinate! / CELL_HEIGHT_PX) === cy,
    ).length;
    const [cell] = await t.db
      .select({ clicks: heatmapBins.clicks })
      .from(heatmapBins)
      .where(
        sql`${heatmapBins.pageUrl} = ${c0.pageUrl} and ${heatmapBins.deviceType} = ${c0.deviceType} and ${heatmapBins.cellX} = ${cx} and ${heatmapBins.cellY} = ${cy}`,
      );
    expect(cell!.clicks).toBe(expected);

    const stats = await t.db.select().from(pageDailyStats);
    const sum = (k: "pageviews" | "clicks" | "scrollEvents" | "scrollDepthSum") =>
      stats.reduce((a, s) => a + s[k], 0);
    expect(sum("pageviews")).toBe(rows.filter((r) => r.interactionType === "pageview").length);
    expect(sum("clicks")).toBe(clicks.length);
    expect(sum("scrollDepthSum")).toBe(rows.reduce((a, r) => a + (r.scrollDepth ?? 0), 0));

    const [all] = await t.db
      .select({ n: visitorAnalytics.visitorCount })
      .from(visitorAnalytics)
      .where(eq(visitorAnalytics.segment, "all"));
    expect(all!.n).toBe(new Set(rows.map((r) => r.sessionId)).size);
    // Running it again changes nothing.
    expect((await staff.post("/api/analytics/aggregate")).status).toBe(200);
    const again = await t.db.select({ n: sql<number>`sum(${heatmapBins.clicks})::int` }).from(heatmapBins);
    expect(again[0]!.n).toBe(clicks.length);
  });

  it("the retention job deletes only events older than the limit", async () => {
    const store = sqlEventsStore(t.db);
    const base = {
      pageUrl: "/",
      interactionType: "pageview" as const,
      deviceType: "desktop" as const,
      sessionId: "s-old",
      viewportWidth: 1,
      viewportHeight: 1,
    };
    await store.insertBatch([
      { ...base, createdAt: new Date(Date.now() - 200 * 86_400_000) },
      { ...base, createdAt: new Date(Date.now() - 10 * 86_400_000) },
    ]);
    expect(await store.prune(180)).toBe(1);
    expect(await stored()).toBe(1);
  });
});
