import { describe, expect, it } from "vitest";
import type { DeliveryItem } from "../flare-delivery.contract.ts";
import { deliveryItems, diffItems, estimateHours, proposalFigures } from "./delivery-plan.ts";
import { linkedNodeId, stageEdge, stageNodeId } from "./design.ts";
import { samplePlan } from "./sample-plan.testing.ts";

const rate = {
  segment: "enterprise",
  basis: "day",
  rateLow: 1000,
  rateHigh: 1500,
  pointsPerDay: 20,
  hoursPerDay: 8,
  currency: "USD",
  updatedAt: "2026-11-28T00:00:00Z",
} as const;

describe("proposal figures", () => {
  it("count each phase's points as the stage nodes do and price the days", () => {
    const { nodes, edges } = samplePlan(10, 0);
    const f = proposalFigures(nodes, edges, rate);
    const points = (ids: number[]) => ids.reduce((s, i) => s + 5 + ((i * 7) % 40), 0);
    // Features 0-9 cycle alpha, beta, launch; feature 6 is on no phase.
    expect(f.phases.alpha).toEqual({ count: 3, points: points([0, 3, 9]) });
    expect(f.phases.beta.points).toBe(points([1, 4, 7]));
    expect(f.phases.launch.points).toBe(points([2, 5, 8]));
    expect(f.totalPoints).toBe(f.phases.alpha.points + f.phases.beta.points + f.phases.launch.points);
    expect(f.days).toBe(Math.ceil(f.totalPoints / 20));
    expect([f.priceLow, f.priceHigh]).toEqual([f.days * 1000, f.days * 1500]);
    const perPoint = proposalFigures(nodes, edges, { ...rate, basis: "point", rateLow: 90, rateHigh: 130 });
    expect([perPoint.priceLow, perPoint.priceHigh]).toEqual([f.totalPoints * 90, f.totalPoints * 130]);
  });

  it("count a feature linked to two phases in both, like the canvas", () => {
    const { nodes, edges } = samplePlan(1, 0);
    const f = proposalFigures(nodes, [...edges, stageEdge(stageNodeId("launch"), "feature-0")], rate);
    expect(f.phases.alpha.points).toBe(5);
    expect(f.phases.launch.points).toBe(5);
    expect(f.totalPoints).toBe(10);
  });
});

describe("delivery items and their differences", () => {
  it("plan a task per phased feature and per screen, leaving unphased features out", () => {
    const { nodes, edges } = samplePlan(7, 2);
    const items = deliveryItems(nodes, edges);
    expect(items.filter((i) => i.kind === "feature").map((i) => i.nodeId)).not.toContain("feature-6");
    expect(items.filter((i) => i.kind === "screen")).toHaveLength(2);
    expect(items.find((i) => i.nodeId === "screen-0")!.wireframe).toMatch(/^[0-9a-f]{8}$/);
  });

  it("name what was added, changed (with the fields) and removed", () => {
    const base: DeliveryItem = {
      nodeId: "a",
      kind: "feature",
      list: "alpha",
      title: "A",
      description: "",
      points: 5,
      priority: "high",
      wireframe: null,
    };
    const diff = diffItems(
      [base, { ...base, nodeId: "gone" }],
      [
        { ...base, list: "beta", points: 8 },
        { ...base, nodeId: "new" },
      ],
    );
    expect(diff).toEqual([
      {
        nodeId: "a",
        change: "changed",
        kind: "feature",
        title: "A",
        list: "beta",
        fields: ["points", "list"],
      },
      { nodeId: "new", change: "added", kind: "feature", title: "A", list: "alpha", fields: [] },
      { nodeId: "gone", change: "removed", kind: "feature", title: "A", list: "alpha", fields: [] },
    ]);
    expect(diffItems([base], [base])).toEqual([]);
  });

  it("estimate a task's hours from its points", () => {
    expect(estimateHours(30, rate)).toBe(12);
    expect(estimateHours(5, rate)).toBe(2);
  });
});

describe("a delivery task's link back", () => {
  it("opens the node it names, not a stage or a node the design lacks", () => {
    const design = samplePlan(2, 1);
    expect(linkedNodeId(design.nodes, "?node=feature-1")).toBe("feature-1");
    expect(linkedNodeId(design.nodes, "?node=screen-0")).toBe("screen-0");
    expect(linkedNodeId(design.nodes, "?node=stage-alpha")).toBeNull();
    expect(linkedNodeId(design.nodes, "?node=gone")).toBeNull();
    expect(linkedNodeId(design.nodes, "")).toBeNull();
  });
});
