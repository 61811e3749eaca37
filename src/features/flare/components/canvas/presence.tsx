import { useNodes, useReactFlow, ViewportPortal } from "@xyflow/react";
import { type PointerEvent, useCallback, useEffect, useRef } from "react";
import type { CanvasNode } from "./model.ts";
import type { LiveStatus, Peer } from "./use-live-doc.ts";

const STATUS_TEXT: Record<LiveStatus, string> = {
  connected: "Live: changes are shared as you make them",
  connecting: "Connecting…",
  offline: "Offline: your changes are kept and merged when you reconnect",
  refused: "This browser may no longer open this design: reload the page to enter the password or code again",
};
const STATUS_SHORT: Record<LiveStatus, string> = {
  connected: "Live",
  connecting: "Connecting…",
  offline: "Offline",
  refused: "No access",
};

/** Who is on the design (this person first), and whether the canvas is live or offline. */
export function PresenceBar({
  me,
  peers,
  status,
}: {
  me: { name: string; color: string };
  peers: Peer[];
  status: LiveStatus;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        role="status"
        title={STATUS_TEXT[status]}
        aria-label={STATUS_TEXT[status]}
        data-testid="live-status"
        data-status={status}
        className="inline-flex items-center gap-1 text-xs text-muted-fg"
      >
        <span
          aria-hidden="true"
          className={`h-2 w-2 rounded-full ${status === "connected" ? "bg-primary" : status === "connecting" ? "bg-muted-fg" : "bg-danger"}`}
        />
        {STATUS_SHORT[status]}
      </span>
      <ul aria-label="People on this design" className="flex items-center -space-x-1">
        {[{ clientId: 0, name: `${me.name} (you)`, color: me.color }, ...peers].map((p) => (
          <li
            key={p.clientId}
            data-testid="presence"
            title={p.name}
            className="grid h-7 min-w-7 place-items-center rounded-full border-2 border-bg px-1.5 text-xs font-semibold text-white"
            style={{ backgroundColor: p.color }}
          >
            <span aria-hidden="true">{p.name.slice(0, 1).toUpperCase()}</span>
            <span className="sr-only">{p.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The others' pointers and selections, drawn in the flow's own coordinates. */
export function RemotePresence({ peers }: { peers: Peer[] }) {
  const flow = useReactFlow<CanvasNode>();
  // Re-drawn when nodes move, so a selection outline follows its node.
  useNodes();
  // Alone on the design: no portal, whose store subscription runs on every pan and zoom frame.
  if (peers.length === 0) return null;
  return (
    <ViewportPortal>
      {peers.flatMap((p) =>
        p.selection.map((id) => {
          const node = flow.getInternalNode(id);
          if (!node) return null;
          const { x, y } = node.internals.positionAbsolute;
          const w = node.measured.width ?? 0;
          const h = node.measured.height ?? 0;
          return (
            <div
              key={`${p.clientId}-${id}`}
              data-testid="remote-selection"
              aria-hidden="true"
              className="pointer-events-none absolute rounded-lg"
              style={{
                transform: `translate(${x - 4}px, ${y - 4}px)`,
                width: w + 8,
                height: h + 8,
                outline: `2px solid ${p.color}`,
              }}
            />
          );
        }),
      )}
      {peers.map((p) =>
        p.cursor ? (
          <div
            key={p.clientId}
            data-testid="remote-cursor"
            aria-hidden="true"
            className="pointer-events-none absolute z-50"
            style={{ transform: `translate(${p.cursor.x}px, ${p.cursor.y}px)` }}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M1 1l5 14 2-6 6-2z" fill={p.color} stroke="white" strokeWidth="1" />
            </svg>
            <span
              className="ml-3 rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-white"
              style={{ backgroundColor: p.color }}
            >
              {p.name}
            </span>
          </div>
        ) : null,
      )}
    </ViewportPortal>
  );
}

const CURSOR_INTERVAL_MS = 40;

/**
 * Shares this person's pointer (in flow coordinates, so it lands on the same spot at any zoom) at
 * most every 40 ms, and their selection whenever it changes.
 */
export function usePresenceTracking(
  nodes: readonly CanvasNode[],
  setPresence: (field: "cursor" | "selection", value: unknown) => void,
) {
  const flow = useReactFlow<CanvasNode>();
  const last = useRef(0);
  const onPointerMove = useCallback(
    (e: PointerEvent) => {
      const now = performance.now();
      if (now - last.current < CURSOR_INTERVAL_MS) return;
      last.current = now;
      const p = flow.screenToFlowPosition({ x: e.clientX, y: e.clientY });
      setPresence("cursor", { x: Math.round(p.x), y: Math.round(p.y) });
    },
    [flow, setPresence],
  );
  const onPointerLeave = useCallback(() => setPresence("cursor", null), [setPresence]);
  const selected = nodes
    .filter((n) => n.selected)
    .map((n) => n.id)
    .join("\u0000");
  useEffect(() => {
    setPresence("selection", selected ? selected.split("\u0000") : []);
  }, [selected, setPresence]);
  return { onPointerMove, onPointerLeave };
}
