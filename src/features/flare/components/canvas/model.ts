import { type Edge, type Node, type NodeHandle, Position } from "@xyflow/react";
import type {
  CodeData,
  DesignEdge,
  DesignNode,
  FeatureData,
  NodeType,
  ScreenData,
  StageData,
} from "../../flare.contract.ts";
import { RANDOM_PLACEMENT_MAX, SNAP_GRID } from "../../lib/design.ts";
import { screenGroup, screenTemplate } from "../../lib/wireframe.ts";

export type FeatureNode = Node<FeatureData, "feature">;
export type StageNode = Node<StageData, "stage">;
export type ScreenNode = Node<ScreenData, "screen">;
export type CodeNode = Node<CodeData, "code">;
export type CanvasNode = FeatureNode | StageNode | ScreenNode | CodeNode;
export type CanvasEdge = Edge;

/**
 * A node's size before it is drawn (the width is fixed by its view in nodes.tsx, the height a
 * typical one) and its handles: a feature and a screen have one target handle at the middle of
 * the top edge (React Flow's 6 px handle), a code node none. With both, React Flow can tell
 * whether a node is on screen without drawing it first: otherwise it draws and measures every node
 * once when the canvas opens, a second or more at 1,000 nodes (bench/flare.ts). The stage's handle
 * sits at its bottom, whose height varies: the three stages are drawn and measured as before.
 */
const SHAPES: Partial<Record<NodeType, { width: number; height: number; handles: NodeHandle[] }>> = {
  feature: { width: 184, height: 112, handles: [topTarget(184)] },
  screen: { width: 208, height: 150, handles: [topTarget(208)] },
  code: { width: 248, height: 150, handles: [] },
};

function topTarget(width: number): NodeHandle {
  return { type: "target", position: Position.Top, x: width / 2 - 3, y: -3, width: 6, height: 6 };
}

/** React Flow's node from a saved one (stage nodes cannot be deleted: the plan needs all three). */
export function toCanvasNode(n: DesignNode): CanvasNode {
  if (n.type === "stage") return { ...n, deletable: false } as CanvasNode;
  const shape = SHAPES[n.type];
  if (!shape) return { ...n } as CanvasNode;
  return {
    ...n,
    initialWidth: shape.width,
    initialHeight: shape.height,
    handles: shape.handles,
  } as CanvasNode;
}

export function toCanvasEdge(e: DesignEdge): CanvasEdge {
  return { id: e.id, source: e.source, target: e.target, type: "smoothstep" };
}

/** What is saved of a node: id, type, position and data, nothing React Flow adds. */
export function toDesignNode(n: CanvasNode): DesignNode {
  return {
    id: n.id,
    type: n.type as NodeType,
    position: { x: n.position.x, y: n.position.y },
    data: n.data,
  } as DesignNode;
}

export function toDesignEdge(e: CanvasEdge): DesignEdge {
  return { id: e.id, source: e.source, target: e.target, type: "smoothstep" };
}

let counter = 0;
/** A fresh node id (time and a counter: unique in one browser, readable in saved designs). */
export function newId(prefix: NodeType): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}`;
}

/** Where a new node goes when no place was chosen: random within 0-500 on each axis, on the grid. */
export function randomPosition(): { x: number; y: number } {
  const r = () => Math.round((Math.random() * RANDOM_PLACEMENT_MAX) / SNAP_GRID) * SNAP_GRID;
  return { x: r(), y: r() };
}

/** A screen node's data from its catalogue entry: the screen's UI features, its group's backend and shared ones. */
export function screenData(screenType: string, over: Partial<ScreenData>): ScreenData {
  const t = screenTemplate(screenType);
  const g = screenGroup(screenType);
  return {
    label: t?.label ?? "Screen",
    description: t?.description ?? "",
    screenType,
    features: { ui: [...(t?.ui ?? [])], backend: [...(g?.backend ?? [])], shared: [...(g?.shared ?? [])] },
    ...over,
  };
}
