import { describe, expect, it } from "vitest";
import { initialStageNodes, newFeatureData } from "../../lib/design.ts";
import { toCanvasNode, toDesignNode } from "./model.ts";

describe("canvas nodes from saved ones", () => {
  const feature = toCanvasNode({
    id: "f1",
    type: "feature",
    position: { x: 10, y: 20 },
    data: newFeatureData({ label: "Sign-in" }),
  });

  it("gives a feature its size and top handle, so React Flow can cull it before drawing it", () => {
    expect(feature.initialWidth).toBe(184);
    expect(feature.initialHeight).toBeGreaterThan(0);
    // React Flow's 6 px handle centred on the top edge of the 184 px wide node.
    expect(feature.handles).toEqual([{ type: "target", position: "top", x: 89, y: -3, width: 6, height: 6 }]);
  });

  it("leaves the stages to be drawn and measured, and cannot delete them", () => {
    const stage = toCanvasNode(initialStageNodes()[0]!);
    expect(stage.handles).toBeUndefined();
    expect(stage.initialWidth).toBeUndefined();
    expect(stage.deletable).toBe(false);
  });

  it("saves none of it: what is stored is id, type, position and data", () => {
    expect(Object.keys(toDesignNode(feature)).sort()).toEqual(["data", "id", "position", "type"]);
  });
});
