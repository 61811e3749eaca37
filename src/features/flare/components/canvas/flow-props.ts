import type { CSSProperties } from "react";
import type { Theme } from "#src/lib/theme-cookie.ts";
import { SNAP_GRID, ZOOM } from "../../lib/design.ts";
import { NODE_TYPES } from "./nodes.tsx";

const snapGrid: [number, number] = [SNAP_GRID, SNAP_GRID];
const defaultViewport = { x: 0, y: 0, zoom: ZOOM.default };
const proOptions = { hideAttribution: false };

/** A design past this many nodes renders only what is in view. */
const BIG_DESIGN_NODES = 200;
export const isBigDesign = (nodeCount: number) => nodeCount > BIG_DESIGN_NODES;

/** What every React Flow on the canvas shares (the flow, focus and code views). */
export function flowProps(theme: Theme, nodeCount: number) {
  return {
    nodeTypes: NODE_TYPES,
    minZoom: ZOOM.min,
    maxZoom: ZOOM.max,
    defaultViewport,
    snapToGrid: true,
    snapGrid,
    deleteKeyCode: null,
    colorMode: theme,
    proOptions,
    defaultEdgeOptions: { type: "smoothstep" },
    onlyRenderVisibleElements: isBigDesign(nodeCount),
    // The canvas takes the site's own background in both themes.
    style: { "--xy-background-color": "var(--bg)" } as CSSProperties,
  } as const;
}

export type FlowProps = Record<string, unknown>;
