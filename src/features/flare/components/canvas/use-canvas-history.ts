import { useCallback, useEffect, useState } from "react";
import * as Y from "yjs";
import { edgesOf, nodesOf } from "../../lib/shared-doc.ts";
import { LOCAL_ORIGIN } from "./use-canvas-graph.ts";

/** How many steps Undo can go back: older ones are dropped first. */
export const HISTORY_LIMIT = 100;
/** Changes closer together than this are one step (a drag, typing), unless a step is started. */
const CAPTURE_MS = 500;

/**
 * Undo and redo of one's own changes only: a Yjs undo manager that tracks this canvas's writes
 * (LOCAL_ORIGIN), never what others did meanwhile, so undoing never takes back a colleague's work.
 * `record` starts a new step (called before each change).
 */
export function useCanvasHistory(doc: Y.Doc) {
  const [manager] = useState(
    () =>
      new Y.UndoManager([nodesOf(doc), edgesOf(doc)], {
        trackedOrigins: new Set([LOCAL_ORIGIN]),
        captureTimeout: CAPTURE_MS,
      }),
  );
  const [state, setState] = useState({ canUndo: false, canRedo: false });
  useEffect(() => {
    const sync = () => {
      while (manager.undoStack.length > HISTORY_LIMIT) manager.undoStack.shift();
      setState({ canUndo: manager.canUndo(), canRedo: manager.canRedo() });
    };
    manager.on("stack-item-added", sync);
    manager.on("stack-item-popped", sync);
    manager.on("stack-cleared", sync);
    return () => {
      manager.off("stack-item-added", sync);
      manager.off("stack-item-popped", sync);
      manager.off("stack-cleared", sync);
    };
  }, [manager]);
  const record = useCallback(() => manager.stopCapturing(), [manager]);
  const undo = useCallback(() => void manager.undo(), [manager]);
  const redo = useCallback(() => void manager.redo(), [manager]);
  return { record, undo, redo, canUndo: state.canUndo, canRedo: state.canRedo };
}
