import { describe, expect, it } from "vitest";
import { segmentStatistics } from "./segment-stats.ts";

describe("Traffic Overview's segment statistics", () => {
  it("computes each segment's share of visitors, visitors who became leads and leads qualified", () => {
    const stats = segmentStatistics(
      new Map([
        ["general", 60],
        ["startup", 40],
      ]),
      [
        { segment: "startup", status: "new", leads: 2 },
        { segment: "startup", status: "qualified", leads: 1 },
        { segment: "startup", status: "converted", leads: 1 },
        { segment: null, status: "lost", leads: 3 },
      ],
    );
    const of = (segment: string, metric: string) =>
      stats.find((s) => s.segment === segment && s.metric === metric);
    expect(of("General", "Share of visitors")?.percent).toBe(60);
    expect(of("Startup", "Share of visitors")?.percent).toBe(40);
    expect(of("Startup", "Visitors who became leads")).toMatchObject({
      percent: 10,
      detail: "4 leads from 40 visitors",
    });
    expect(of("Startup", "Leads qualified")?.percent).toBe(50);
    // A lead without a segment counts as general; none of them qualified.
    expect(of("General", "Leads qualified")?.percent).toBe(0);
    expect(stats.some((s) => s.segment === "Enterprise")).toBe(false);
  });

  it("gives no percentage where there is nothing to divide by", () => {
    const stats = segmentStatistics(new Map(), [{ segment: "ventures", status: "new", leads: 2 }]);
    expect(stats.map((s) => s.percent)).toEqual([null, null, 0]);
    expect(segmentStatistics(new Map(), [])).toEqual([]);
  });
});
