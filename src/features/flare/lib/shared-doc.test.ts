import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import type { DesignNode } from "../flare.contract.ts";
import { initialStageNodes, stageEdge, stageNodeId } from "./design.ts";
import {
  designAsUpdate,
  edgesOf,
  fromBase64,
  nodesOf,
  readDesign,
  toBase64,
  writeDesign,
  writeNode,
} from "./shared-doc.ts";

const feature = (id: string, label: string, points = 5): DesignNode => ({
  id,
  type: "feature",
  position: { x: 16, y: 24 },
  data: { label, description: "", priority: "medium", points, objectives: [], notes: "", attachments: [] },
});

/** Two replicas that exchange every update, as two browsers through the server would. */
function pair() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on("update", (u: Uint8Array, origin: unknown) => origin !== "remote" && Y.applyUpdate(b, u, "remote"));
  b.on("update", (u: Uint8Array, origin: unknown) => origin !== "remote" && Y.applyUpdate(a, u, "remote"));
  return { a, b };
}

describe("the design as a shared document", () => {
  it("round-trips a design: nodes in their order, edges between existing nodes", () => {
    const nodes = [...initialStageNodes(), feature("f1", "Checkout"), feature("f2", "Search")];
    const edges = [
      stageEdge(stageNodeId("alpha"), "f1"),
      { ...stageEdge(stageNodeId("beta"), "gone"), id: "e-x" },
    ];
    const doc = new Y.Doc();
    Y.applyUpdate(doc, designAsUpdate(nodes, edges));
    const read = readDesign(doc);
    expect(read.nodes.map((n) => n.id)).toEqual(nodes.map((n) => n.id));
    expect(read.nodes[3]).toEqual(nodes[3]);
    expect(read.edges.map((e) => e.id)).toEqual([edges[0]!.id]);
  });

  it("keeps both people's concurrent edits to different fields of one feature", () => {
    const base = designAsUpdate([feature("f1", "Checkout")], []);
    const a = new Y.Doc();
    const b = new Y.Doc();
    Y.applyUpdate(a, base);
    Y.applyUpdate(b, base);
    // Each edits without having seen the other's change (both offline), then they sync.
    a.transact(() => writeNode(nodesOf(a), feature("f1", "Checkout v2"), 0));
    b.transact(() => writeNode(nodesOf(b), feature("f1", "Checkout", 13), 0));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
    for (const doc of [a, b]) {
      expect(readDesign(doc).nodes[0]!.data).toMatchObject({ label: "Checkout v2", points: 13 });
    }
  });

  it("skips what does not fit the contract instead of breaking the canvas", () => {
    const doc = new Y.Doc();
    writeDesign(doc, [feature("f1", "Fine")], [], null);
    doc.transact(() => {
      const bad = new Y.Map<unknown>();
      bad.set("type", "virus");
      nodesOf(doc).set("evil", bad);
      nodesOf(doc).set("broken", "not a node" as unknown as Y.Map<unknown>);
      edgesOf(doc).set("e-bad", { source: 42 } as unknown as { source: string; target: string });
    });
    expect(readDesign(doc)).toEqual({ nodes: [feature("f1", "Fine")], edges: [] });
  });

  it("undo with tracked origins takes back one's own change only", () => {
    const { a, b } = pair();
    const mine = { source: "canvas" };
    writeDesign(a, initialStageNodes(), [], null);
    const undo = new Y.UndoManager([nodesOf(a), edgesOf(a)], { trackedOrigins: new Set([mine]) });
    a.transact(() => writeNode(nodesOf(a), feature("f-a", "Mine"), 10), mine);
    b.transact(() => writeNode(nodesOf(b), feature("f-b", "Theirs"), 11));
    undo.undo();
    for (const doc of [a, b]) {
      const labels = readDesign(doc)
        .nodes.filter((n) => n.type === "feature")
        .map((n) => n.data.label);
      expect(labels).toEqual(["Theirs"]);
    }
  });

  it("carries the document as base64 for the page", () => {
    const bytes = designAsUpdate([feature("f1", "Ünïcode ✓")], []);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
