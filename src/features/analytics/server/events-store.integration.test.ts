import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { CELL_COLUMNS, CELL_HEIGHT_PX } from "../analytics.contract.ts";
import { heatRangePlan, type InteractionRow, sqlEventsStore } from "./events-store.ts";
import { rangeStart } from "./reports.service.ts";

// The same migrations give monthly partitions on PostgreSQL and a plain table on PGlite; the
// store's retention drops whole months there and deletes rows here, with the same result.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const event = (createdAt: Date, page = "/") => ({
  pageUrl: page,
  interactionType: "pageview" as const,
  deviceType: "desktop" as const,
  sessionId: "s-0123456789",
  viewportWidth: 1280,
  viewportHeight: 800,
  createdAt,
});

describe("the events store", () => {
  it("is partitioned by month on PostgreSQL and a plain table on PGlite", async () => {
    const parts = rowsOf<{ relname: string }>(
      await database.db.execute(sql`
        select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'user_interactions'::regclass order by 1`),
    ).map((r) => r.relname);
    if (database.kind === "postgres") {
      const month = new Date().toISOString().slice(0, 7).replace("-", "_");
      expect(parts).toContain(`user_interactions_${month}`);
      expect(parts).toContain("user_interactions_default");
    } else {
      expect(parts).toEqual([]);
    }
  });

  it("keeps what is younger than the retention period and nothing older, whole months or not", async () => {
    const store = sqlEventsStore(database.db);
    await store.insertBatch([
      event(daysAgo(400)),
      event(daysAgo(200)),
      event(daysAgo(181)),
      event(daysAgo(179)),
      event(daysAgo(1)),
      event(new Date()),
    ]);
    await store.prune(180);
    const left = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from user_interactions`),
    )[0]!.n;
    expect(left).toBe(3);
    if (database.kind === "postgres") {
      // Nothing old is left in the default partition either, and next month's partition exists.
      const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
      const name = `user_interactions_${next.toISOString().slice(0, 7).replace("-", "_")}`;
      const exists = rowsOf<{ r: string | null }>(
        await database.db.execute(sql`select to_regclass(${name})::text as r`),
      );
      expect(exists[0]!.r).toBe(name);
    }
  });
});

describe("the range plan of the heatmap reads", () => {
  it("reads whole months, and at most half a month of daily bins", () => {
    // From the 1st: whole months only (an empty span of days).
    expect(heatRangePlan("2026-11-01")).toEqual({
      month: "2026-11-01",
      sign: -1,
      dayFrom: "2026-11-01",
      dayTo: "2026-11-01",
    });
    // Late in a month: that month's last days are added to the months after it.
    expect(heatRangePlan("2026-10-27")).toEqual({
      month: "2026-11-01",
      sign: 1,
      dayFrom: "2026-10-27",
      dayTo: "2026-11-01",
    });
    // Early in a month: its first days are taken out of its monthly total.
    expect(heatRangePlan("2026-08-28")).toMatchObject({ month: "2026-09-01", sign: 1 });
    expect(heatRangePlan("2026-08-05")).toEqual({
      month: "2026-08-01",
      sign: -1,
      dayFrom: "2026-08-01",
      dayTo: "2026-08-05",
    });
    // Across a year end.
    expect(heatRangePlan("2026-12-30")).toMatchObject({ month: "2027-01-01", sign: 1, dayTo: "2027-01-01" });
  });
});

describe("the events store's reads", () => {
  // Clicks, views and scrolls spread over 100 days (so over month ends), on two pages and two
  // devices, stored in two rounds with the job run after each: every read must equal a direct
  // count of the raw rows, whatever day a range starts on.
  const DAY = 86_400_000;
  let seed = 7;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const make = (count: number, maxDaysAgo: number): InteractionRow[] =>
    Array.from({ length: count }, () => {
      const type = (["pageview", "click", "click", "click", "scroll"] as const)[Math.floor(rnd() * 5)]!;
      return {
        pageUrl: rnd() < 0.7 ? "/services" : "/work",
        interactionType: type,
        xCoordinate: type === "click" ? rnd() : null,
        yCoordinate: type === "click" ? Math.floor(rnd() * 400) : null,
        deviceType: rnd() < 0.6 ? ("desktop" as const) : ("mobile" as const),
        sessionId: `r${Math.floor(rnd() * 30)}`,
        viewportWidth: 1280,
        viewportHeight: 800,
        scrollDepth: type === "scroll" ? Math.floor(rnd() * 100) : null,
        createdAt: new Date(Date.now() - Math.floor(rnd() * maxDaysAgo * DAY)),
      };
    });
  const rows: InteractionRow[] = [];
  const dayOf = (r: InteractionRow) => r.createdAt!.toISOString().slice(0, 10);
  const cellKey = (r: InteractionRow) =>
    `${Math.min(CELL_COLUMNS - 1, Math.floor(r.xCoordinate! * CELL_COLUMNS))}:${Math.floor(r.yCoordinate! / CELL_HEIGHT_PX)}`;
  const directCells = (page: string, device: string, from: string) => {
    const cells = new Map<string, number>();
    for (const r of rows)
      if (r.interactionType === "click" && r.pageUrl === page && r.deviceType === device && dayOf(r) >= from)
        cells.set(cellKey(r), (cells.get(cellKey(r)) ?? 0) + 1);
    return cells;
  };

  beforeAll(async () => {
    const store = sqlEventsStore(database.db);
    await database.db.execute(sql`truncate user_interactions`);
    rows.push(...make(1500, 100));
    await store.insertBatch(rows);
    await store.aggregateFrom(rangeStart(101));
    // A second round: late events of the last 24 hours, the job rebuilding only today and yesterday.
    const late = make(400, 1);
    rows.push(...late);
    await store.insertBatch(late);
    await store.aggregateFrom(rangeStart(2));
  });

  it("gives every range's heatmap cells as a direct count of the clicks", async () => {
    const store = sqlEventsStore(database.db);
    for (const days of [1, 7, 12, 20, 30, 45, 90, 100])
      for (const [page, device] of [
        ["/services", "desktop"],
        ["/work", "mobile"],
      ] as const) {
        const from = rangeStart(days);
        const cells = await store.heatmapCells(page, device, from);
        const got = new Map(cells.map((c) => [`${c.x}:${c.y}`, c.clicks]));
        expect(got, `${page} ${device} from ${from}`).toEqual(directCells(page, device, from));
        // The hottest first.
        expect(cells.map((c) => c.clicks)).toEqual([...cells.map((c) => c.clicks)].sort((a, b) => b - a));
      }
  });

  it("keeps the monthly roll-up equal to the daily bins it sums", async () => {
    const diff = await database.db.execute(sql`
      select month, page_url, device_type, cell_x, cell_y, sum(clicks)::int as clicks from (
        select month, page_url, device_type, cell_x, cell_y, clicks from heatmap_bins_monthly
        union all
        select date_trunc('month', day::timestamp)::date, page_url, device_type, cell_x, cell_y, -clicks
        from heatmap_bins) x
      group by 1, 2, 3, 4, 5 having sum(clicks) <> 0`);
    expect(rowsOf(diff)).toEqual([]);
    const zero = await database.db.execute(sql`select 1 from heatmap_bins_monthly where clicks <= 0`);
    expect(rowsOf(zero)).toEqual([]);
  });

  it("gives a page's totals, the pages' visits and the visitors per segment as direct counts", async () => {
    const store = sqlEventsStore(database.db);
    const from = rangeStart(30);
    const inRange = rows.filter((r) => dayOf(r) >= from);
    const count = (f: (r: InteractionRow) => boolean) => inRange.filter(f).length;
    const totals = await store.pageTotals("/services", from);
    expect(totals.map((t) => t.device)).toEqual(["desktop", "mobile"]);
    for (const t of totals) {
      const mine = (r: InteractionRow) => r.pageUrl === "/services" && r.deviceType === t.device;
      expect(t.clicks).toBe(count((r) => mine(r) && r.interactionType === "click"));
      expect(t.pageviews).toBe(count((r) => mine(r) && r.interactionType === "pageview"));
      expect(t.scrollEvents).toBe(count((r) => mine(r) && r.interactionType === "scroll"));
      expect(t.scrollDepthSum).toBe(inRange.filter(mine).reduce((a, r) => a + (r.scrollDepth ?? 0), 0));
    }
    // Sessions are counted per day and added up over the range.
    const sessionDays = (page?: string) =>
      new Set(inRange.filter((r) => !page || r.pageUrl === page).map((r) => `${dayOf(r)} ${r.sessionId}`))
        .size;
    const visits = await store.pageVisits(from);
    expect(visits.map((v) => v.page)).toEqual(["/services", "/work"]);
    expect(visits.find((v) => v.page === "/work")!.pageviews).toBe(
      count((r) => r.pageUrl === "/work" && r.interactionType === "pageview"),
    );
    expect(await store.pageVisits(from, 1)).toHaveLength(1);
    const visitors = await store.visitorCounts(from, false);
    const all = visitors.filter((v) => v.segment === "all").reduce((a, v) => a + v.count, 0);
    expect(all).toBe(sessionDays());
    const general = visitors.filter((v) => v.segment === "general").reduce((a, v) => a + v.count, 0);
    expect(general).toBe(sessionDays());
    expect(await store.visitorCounts(from, true)).toEqual([]);
    expect(await store.trackedPages()).toEqual(["/services", "/work"]);
  });
});
