import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAiEngine } from "#src/platform/ai/index.ts";
import type { Database } from "#src/platform/db/db.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { BUILT_IN_INSIGHTS } from "../content/segment-insights.ts";
import { STATISTICS_CACHE_MS } from "../segments.contract.ts";
import {
  clearSegmentStatisticsCache,
  countSegmentStatistics,
  getSegmentStatistics,
} from "./segments.service.ts";
import { segmentStatistics } from "./segments.tables.ts";

let database: Database;
const ai = createAiEngine({ config: undefined, logger: silentLogger });
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  clearSegmentStatisticsCache();
  await database.db.delete(segmentStatistics);
});

describe("segment statistics", () => {
  it("generates and stores the insights when fewer than four rows exist", async () => {
    const deps = { db: database.db, ai, logger: silentLogger };
    const stats = await getSegmentStatistics(deps, "government");
    expect(stats?.headline).toBe(BUILT_IN_INSIGHTS.government.headline);
    expect(stats?.stats.map((s) => s.name)).toEqual(
      BUILT_IN_INSIGHTS.government.metrics.map((m) => m.name).sort(),
    );
    expect(await countSegmentStatistics(database.db, "government")).toBe(
      2 + BUILT_IN_INSIGHTS.government.metrics.length,
    );
  });

  it("uses stored rows as they are when at least four exist, and ignores malformed ones", async () => {
    await database.db.insert(segmentStatistics).values([
      { segment: "enterprise", metricName: "headline", metricValue: "Stored headline" },
      { segment: "enterprise", metricName: "subheading", metricValue: "Stored sub" },
      {
        segment: "enterprise",
        metricName: "a",
        metricValue: JSON.stringify({ value: "1", label: "One", description: "d" }),
      },
      { segment: "enterprise", metricName: "b", metricValue: "not json" },
    ]);
    const stats = await getSegmentStatistics({ db: database.db, ai, logger: silentLogger }, "enterprise");
    expect(stats).toEqual({
      segment: "enterprise",
      headline: "Stored headline",
      subheading: "Stored sub",
      stats: [{ name: "a", value: "1", label: "One", description: "d" }],
    });
    expect(await countSegmentStatistics(database.db, "enterprise")).toBe(4);
  });

  it("caches for an hour, then reads again", async () => {
    const deps = { db: database.db, ai, logger: silentLogger };
    const t0 = 1_000_000;
    await getSegmentStatistics(deps, "enterprise", t0);
    await database.db.update(segmentStatistics).set({ metricValue: "Changed" });
    expect((await getSegmentStatistics(deps, "enterprise", t0 + STATISTICS_CACHE_MS - 1))?.headline).toBe(
      BUILT_IN_INSIGHTS.enterprise.headline,
    );
    expect((await getSegmentStatistics(deps, "enterprise", t0 + STATISTICS_CACHE_MS + 1))?.headline).toBe(
      "Changed",
    );
  });

  it("gives null instead of throwing when generation fails", async () => {
    const failing = { ...ai, run: async () => Promise.reject(new Error("engine down")) };
    const stats = await getSegmentStatistics(
      { db: database.db, ai: failing, logger: silentLogger },
      "government",
    );
    expect(stats).toBeNull();
  });
});
