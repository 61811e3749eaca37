import { useCallback, useRef, useState } from "react";
import type { DesignDto } from "../../flare.contract.ts";
import { type CanvasEdge, type CanvasNode, toCanvasEdge, toCanvasNode } from "./model.ts";

type Update<T> = T[] | ((current: T[]) => T[]);

/**
 * The canvas's nodes and edges. They live in state for rendering and in refs for actions that must
 * see the newest value at once (a save right after an add).
 */
export function useCanvasGraph(design: DesignDto) {
  const nodesRef = useRef<CanvasNode[]>(design.nodes.map(toCanvasNode));
  const edgesRef = useRef<CanvasEdge[]>(design.edges.map(toCanvasEdge));
  const [nodes, setNodesState] = useState(nodesRef.current);
  const [edges, setEdgesState] = useState(edgesRef.current);
  const setNodes = useCallback((next: Update<CanvasNode>) => {
    nodesRef.current = typeof next === "function" ? next(nodesRef.current) : next;
    setNodesState(nodesRef.current);
  }, []);
  const setEdges = useCallback((next: Update<CanvasEdge>) => {
    edgesRef.current = typeof next === "function" ? next(edgesRef.current) : next;
    setEdgesState(edgesRef.current);
  }, []);
  return { nodes, edges, nodesRef, edgesRef, setNodes, setEdges };
}

export type CanvasGraph = ReturnType<typeof useCanvasGraph>;
