import { useCallback, useEffect, useRef, useState } from "react";
import type * as Y from "yjs";
import {
  type EdgeValue,
  edgesOf,
  nodesOf,
  readDesign,
  readEdge,
  readNode,
  writeNode,
} from "../../lib/shared-doc.ts";
import { type CanvasEdge, type CanvasNode, toCanvasEdge, toCanvasNode, toDesignNode } from "./model.ts";

type Update<T> = T[] | ((current: T[]) => T[]);

/** The origin of this canvas's own writes: the undo manager tracks these and nothing else. */
export const LOCAL_ORIGIN = { source: "canvas" } as const;

let sequence = 0;
/** Where a new node goes in the document's order: after everything there, ties broken by id. */
const nextOrder = () => Date.now() + (sequence++ % 1000) / 1000;

/** Writes to the shared document what changed between two versions of the node list. */
function pushNodes(doc: Y.Doc, prev: readonly CanvasNode[], next: readonly CanvasNode[]) {
  const before = new Map(prev.map((n) => [n.id, n]));
  const nodes = nodesOf(doc);
  doc.transact(() => {
    const kept = new Set<string>();
    for (const n of next) {
      kept.add(n.id);
      const p = before.get(n.id);
      // React Flow gives a new object for a selection or a measure: only these fields are shared.
      if (
        p &&
        p.type === n.type &&
        p.data === n.data &&
        p.position.x === n.position.x &&
        p.position.y === n.position.y
      ) {
        continue;
      }
      writeNode(nodes, toDesignNode(n), nextOrder());
    }
    for (const p of prev) if (!kept.has(p.id)) nodes.delete(p.id);
  }, LOCAL_ORIGIN);
}

function pushEdges(doc: Y.Doc, prev: readonly CanvasEdge[], next: readonly CanvasEdge[]) {
  const before = new Map(prev.map((e) => [e.id, e]));
  const edges = edgesOf(doc);
  doc.transact(() => {
    const kept = new Set<string>();
    for (const e of next) {
      kept.add(e.id);
      const p = before.get(e.id);
      if (!p || p.source !== e.source || p.target !== e.target)
        edges.set(e.id, { source: e.source, target: e.target });
    }
    for (const p of prev) if (!kept.has(p.id)) edges.delete(p.id);
  }, LOCAL_ORIGIN);
}

/** The ids a batch of document events touched (top-level keys of the nodes or edges map). */
function touched(events: Y.YEvent<Y.AbstractType<unknown>>[], root: Y.AbstractType<unknown>): Set<string> {
  const ids = new Set<string>();
  for (const ev of events) {
    if (ev.target === root) for (const key of ev.changes.keys.keys()) ids.add(key);
    else if (ev.path.length > 0) ids.add(String(ev.path[0]));
  }
  return ids;
}

/**
 * The canvas's nodes and edges, kept in step with the shared document both ways: what this
 * person does is written to the document (only the nodes that changed), what arrives from others
 * (and undo) is read back into the canvas for the nodes it touched, keeping what is only local
 * (selection, measured size, dragging). Refs hold the newest value for actions that need it at once.
 */
export function useCanvasGraph(doc: Y.Doc) {
  const [initial] = useState(() => {
    const design = readDesign(doc);
    const graph = { nodes: design.nodes.map(toCanvasNode), edges: design.edges.map(toCanvasEdge) };
    performance.mark("flare:nodes read");
    return graph;
  });
  const nodesRef = useRef<CanvasNode[]>(initial.nodes);
  const edgesRef = useRef<CanvasEdge[]>(initial.edges);
  const [nodes, setNodesState] = useState(nodesRef.current);
  const [edges, setEdgesState] = useState(edgesRef.current);

  const setNodes = useCallback(
    (next: Update<CanvasNode>) => {
      const prev = nodesRef.current;
      nodesRef.current = typeof next === "function" ? next(prev) : next;
      setNodesState(nodesRef.current);
      pushNodes(doc, prev, nodesRef.current);
    },
    [doc],
  );
  const setEdges = useCallback(
    (next: Update<CanvasEdge>) => {
      const prev = edgesRef.current;
      edgesRef.current = typeof next === "function" ? next(prev) : next;
      setEdgesState(edgesRef.current);
      pushEdges(doc, prev, edgesRef.current);
    },
    [doc],
  );

  useEffect(() => {
    const yNodes = nodesOf(doc);
    const yEdges = edgesOf(doc);
    // Remote changes update the refs at once (actions read them) and the canvas once a frame: a
    // burst of messages from several people is one render, not one per message.
    let frame = 0;
    const render = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setNodesState(nodesRef.current);
        setEdgesState(edgesRef.current);
      });
    };
    const onNodes = (events: Y.YEvent<Y.AbstractType<unknown>>[], tr: Y.Transaction) => {
      if (tr.origin === LOCAL_ORIGIN) return;
      const ids = touched(events, yNodes as Y.AbstractType<unknown>);
      if (ids.size === 0) return;
      const next: CanvasNode[] = [];
      for (const n of nodesRef.current) {
        if (!ids.has(n.id)) {
          next.push(n);
          continue;
        }
        ids.delete(n.id);
        const fresh = readNode(n.id, yNodes.get(n.id));
        if (fresh)
          next.push({ ...n, type: fresh.type, position: fresh.position, data: fresh.data } as CanvasNode);
      }
      const added = [...ids]
        .map((id) => readNode(id, yNodes.get(id)))
        .filter((n) => n !== null)
        .sort((a, b) => a.order - b.order)
        .map(({ order: _order, ...n }) => toCanvasNode(n));
      nodesRef.current = [...next, ...added];
      render();
    };
    const onEdges = (event: Y.YMapEvent<EdgeValue>, tr: Y.Transaction) => {
      if (tr.origin === LOCAL_ORIGIN) return;
      const ids = new Set(event.changes.keys.keys());
      const next = edgesRef.current.filter((e) => !ids.has(e.id));
      for (const id of ids) {
        const e = readEdge(id, yEdges.get(id));
        if (e) next.push(toCanvasEdge(e));
      }
      edgesRef.current = next;
      render();
    };
    yNodes.observeDeep(onNodes);
    yEdges.observe(onEdges);
    return () => {
      cancelAnimationFrame(frame);
      yNodes.unobserveDeep(onNodes);
      yEdges.unobserve(onEdges);
    };
  }, [doc]);

  return { nodes, edges, nodesRef, edgesRef, setNodes, setEdges };
}

export type CanvasGraph = ReturnType<typeof useCanvasGraph>;
