import { useCallback, useState } from "react";
import { History } from "./history.ts";
import type { Snapshot } from "./model.ts";
import type { CanvasGraph } from "./use-canvas-graph.ts";

/**
 * Undo and redo on the canvas: a snapshot of the nodes and edges is recorded before each change.
 * Every step (a change, an undo, a redo) also counts as an unsaved change.
 */
export function useCanvasHistory(
  { nodesRef, edgesRef, setNodes, setEdges }: CanvasGraph,
  markChanged: () => void,
) {
  const [history] = useState(() => new History<Snapshot>());
  const [state, setState] = useState({ canUndo: false, canRedo: false });
  const sync = useCallback(() => setState({ canUndo: history.canUndo, canRedo: history.canRedo }), [history]);
  const step = useCallback(
    (to: Snapshot | undefined) => {
      if (!to) return;
      setNodes(to.nodes);
      setEdges(to.edges);
      sync();
      markChanged();
    },
    [setNodes, setEdges, sync, markChanged],
  );
  const now = useCallback(
    (): Snapshot => ({ nodes: nodesRef.current, edges: edgesRef.current }),
    [nodesRef, edgesRef],
  );
  const record = useCallback(() => {
    history.record(now());
    sync();
    markChanged();
  }, [history, now, sync, markChanged]);
  const undo = useCallback(() => step(history.undo(now())), [history, now, step]);
  const redo = useCallback(() => step(history.redo(now())), [history, now, step]);
  return { record, undo, redo, canUndo: state.canUndo, canRedo: state.canRedo };
}
