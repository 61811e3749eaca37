import { type PointerEvent as ReactPointerEvent, useCallback, useRef } from "react";

type MoveEvent = MouseEvent | TouchEvent | ReactPointerEvent | null;

/**
 * Level of detail while a big design pans or zooms (docs/decisions/043-flare-large-canvas.md):
 * - the flow's viewport is its own compositor layer (`will-change: transform`), so a frame moves
 *   or scales what is drawn already instead of painting the nodes again; when the move ends the
 *   hint goes and the browser draws the layer once more at the new zoom, sharp (during a zoom the
 *   old drawing is scaled, slightly soft);
 * - the edges are hidden: the long paths from each stage to its features were most of a pan
 *   frame's paint and much of its script (bench/flare.ts), and they come back when the move ends.
 * Both are set on the elements directly, so starting and ending a move re-renders nothing.
 */
export function useMoveLayer(big: boolean) {
  const ref = useRef<HTMLElement>(null);
  const detail = useCallback((moving: boolean) => {
    const root = ref.current;
    const viewport = root?.querySelector<HTMLElement>(".react-flow__viewport");
    const edges = root?.querySelector<HTMLElement>(".react-flow__edges");
    if (viewport) viewport.style.willChange = moving ? "transform" : "";
    if (edges) edges.style.visibility = moving ? "hidden" : "";
  }, []);
  const onMoveStart = useCallback((_: MoveEvent) => big && detail(true), [big, detail]);
  const onMoveEnd = useCallback((_: MoveEvent) => detail(false), [detail]);
  return { ref, onMoveStart, onMoveEnd };
}
