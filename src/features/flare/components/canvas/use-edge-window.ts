import { useReactFlow, useStore, type Viewport } from "@xyflow/react";
import { useCallback, useMemo, useState } from "react";
import { isBigDesign } from "./flow-props.ts";
import type { CanvasEdge, CanvasNode } from "./model.ts";

type Rect = { left: number; top: number; right: number; bottom: number };

/** Where a feature must be for its edge to be drawn: the screen and half a screen around it. */
function windowOf(v: Viewport, width: number, height: number): Rect {
  const w = width / v.zoom;
  const h = height / v.zoom;
  const left = -v.x / v.zoom;
  const top = -v.y / v.zoom;
  return { left: left - w / 2, top: top - h / 2, right: left + 1.5 * w, bottom: top + 1.5 * h };
}

/**
 * On a big design, only the edges whose feature (their target) is near the screen are handed to
 * React Flow, and the set is recomputed when a pan or zoom ends, not on every frame. React Flow's
 * own culling keeps any edge whose box crosses the screen, and on a plan each stage's edges fan out
 * to every corner of the canvas: hundreds of long paths to lay out and paint each frame
 * (bench/flare.ts, docs/decisions/036-flare-live-collaboration.md).
 */
export function useEdgeWindow(nodes: readonly CanvasNode[], edges: readonly CanvasEdge[]) {
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const width = useStore((s) => s.width);
  const height = useStore((s) => s.height);
  const big = isBigDesign(nodes.length);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const onMoveEnd = useCallback((_: unknown, v: Viewport) => setViewport(v), []);
  const shown = useMemo(() => {
    if (!big) return edges;
    // Until React Flow has measured its pane there is no screen to be near: no edges yet.
    if (!width || !height) return [];
    const r = windowOf(viewport ?? flow.getViewport(), width, height);
    const near = new Set<string>();
    for (const n of nodes) {
      const { x, y } = n.position;
      if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) near.add(n.id);
    }
    return edges.filter((e) => near.has(e.target));
  }, [big, width, height, viewport, flow, nodes, edges]);
  return { edges: shown as CanvasEdge[], onMoveEnd };
}
