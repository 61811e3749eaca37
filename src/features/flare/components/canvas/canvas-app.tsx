import "@xyflow/react/dist/style.css";
import { Background, Controls, ReactFlow, ReactFlowProvider } from "@xyflow/react";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useTheme } from "#src/ui/theme.tsx";
import type { CanvasDesignDto, LiveCanvasDto, ScreenData, StageKey } from "../../flare.contract.ts";
import { linkedNodeId, SNAP_GRID } from "../../lib/design.ts";
import { CanvasHeader } from "./canvas-header.tsx";
import { CanvasPanels } from "./canvas-panels.tsx";
import { type CanvasPanel, CanvasToolbar, type CanvasView } from "./canvas-toolbar.tsx";
import { CodeView } from "./code-view.tsx";
import { flowProps, isBigDesign } from "./flow-props.ts";
import { FocusView } from "./focus-view.tsx";
import type { CanvasEdge, CanvasNode, ScreenNode } from "./model.ts";
import { NodeContext } from "./nodes.tsx";
import { RemotePresence, usePresenceTracking } from "./presence.tsx";
import { useCanvasActions } from "./use-canvas-actions.ts";
import { useCanvasGraph } from "./use-canvas-graph.ts";
import { useCanvasHistory } from "./use-canvas-history.ts";
import { useCanvasShortcuts } from "./use-canvas-shortcuts.ts";
import { useEdgeWindow } from "./use-edge-window.ts";
import { useLiveDoc } from "./use-live-doc.ts";
import { useMoveLayer } from "./use-move-layer.ts";
import { useStageStats } from "./use-stage-stats.ts";
import { SaveVersionDialog, useSaveVersion, VersionsSheet } from "./versions.tsx";
import { WireframeView } from "./wireframe-view.tsx";

export type CanvasAppProps = {
  design: CanvasDesignDto;
  live: LiveCanvasDto;
  backHref: string;
  backLabel: string;
  /** Extra toolbar tools (staff only). */
  staffTools?: ReactNode;
};

/**
 * The FLARE design canvas, on React Flow, shared live with everyone on the design (Yjs and
 * Hocuspocus, docs/decisions/036-flare-live-collaboration.md). Loaded only on canvas routes.
 */
export default function CanvasApp(props: CanvasAppProps) {
  return (
    <ReactFlowProvider>
      <CanvasInner {...props} />
    </ReactFlowProvider>
  );
}

function CanvasInner({ design, live, backHref, backLabel, staffTools }: CanvasAppProps) {
  const { theme } = useTheme();
  const liveDoc = useLiveDoc(design.id, live);
  const graph = useCanvasGraph(liveDoc.doc);
  const { nodes, edges } = graph;
  const history = useCanvasHistory(liveDoc.doc);
  const { record } = history;
  const actions = useCanvasActions({ graph, record, whenStored: liveDoc.whenStored, designId: design.id });
  const saver = useSaveVersion(design.id, liveDoc.whenStored);
  const [saveOpen, setSaveOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const tracking = usePresenceTracking(nodes, liveDoc.setPresence);
  const edgeWindow = useEdgeWindow(nodes, edges);
  const moveLayer = useMoveLayer(isBigDesign(nodes.length));
  const { onMoveEnd: edgesOnMoveEnd } = edgeWindow;
  const { onMoveEnd: layerOnMoveEnd } = moveLayer;
  const onMoveEnd = useCallback(
    (event: Parameters<typeof edgesOnMoveEnd>[0], viewport: Parameters<typeof edgesOnMoveEnd>[1]) => {
      layerOnMoveEnd(null);
      edgesOnMoveEnd(event, viewport);
    },
    [edgesOnMoveEnd, layerOnMoveEnd],
  );
  const [view, setView] = useState<CanvasView>("flow");
  const [focusStage, setFocusStage] = useState<StageKey>("alpha");
  const [panel, setPanel] = useState<CanvasPanel | null>(null);
  // A delivery task links here with ?node=<id>: the canvas opens with that node's editor.
  const [editing, setEditing] = useState<string | null>(() => linkedNodeId(nodes, window.location.search));
  useCanvasShortcuts({
    undo: history.undo,
    redo: history.redo,
    save: () => setSaveOpen(true),
    deleteSelected: actions.deleteSelected,
    canDelete: view === "flow",
  });

  const stageStats = useStageStats(nodes, edges);
  const nodeContext = useMemo(() => ({ openNode: setEditing, stageStats }), [stageStats]);
  const screens = useMemo(() => nodes.filter((n): n is ScreenNode => n.type === "screen"), [nodes]);
  const shared = flowProps(theme, nodes.length);
  useEffect(() => void performance.mark("flare:canvas committed"), []);

  return (
    <NodeContext.Provider value={nodeContext}>
      <div className="flex h-dvh flex-col bg-bg text-fg">
        <CanvasHeader
          design={design}
          backHref={backHref}
          backLabel={backLabel}
          live={{ me: live.me, peers: liveDoc.peers, status: liveDoc.status }}
          saving={saver.saving}
          canUndo={history.canUndo}
          canRedo={history.canRedo}
          onUndo={history.undo}
          onRedo={history.redo}
          onSave={() => setSaveOpen(true)}
          onVersions={() => setVersionsOpen(true)}
        />
        <CanvasToolbar
          onOpen={setPanel}
          onDeleteSelected={actions.deleteSelected}
          onLayOut={actions.layOut}
          view={view}
          onView={setView}
          extra={staffTools}
        />
        <main
          ref={moveLayer.ref}
          id="main"
          className="relative min-h-0 flex-1"
          aria-label="Design canvas"
          onPointerMove={view === "flow" ? tracking.onPointerMove : undefined}
          onPointerLeave={tracking.onPointerLeave}
        >
          {view === "flow" ? (
            <ReactFlow<CanvasNode, CanvasEdge>
              {...shared}
              nodes={nodes}
              edges={edgeWindow.edges}
              onMoveStart={moveLayer.onMoveStart}
              onMoveEnd={onMoveEnd}
              onNodesChange={actions.onNodesChange}
              onEdgesChange={actions.onEdgesChange}
              onConnect={actions.onConnect}
              isValidConnection={actions.isValidConnection}
              onNodeDragStart={record}
              onNodeDragStop={record}
              onNodeDoubleClick={(_, n) => n.type !== "stage" && setEditing(n.id)}
            >
              <Background gap={SNAP_GRID * 3} />
              <Controls showInteractive={false} />
              <RemotePresence peers={liveDoc.peers} />
            </ReactFlow>
          ) : null}
          {view === "focus" ? (
            <FocusView
              nodes={nodes}
              edges={edges}
              stage={focusStage}
              onStage={setFocusStage}
              flowProps={shared}
            />
          ) : null}
          {view === "code" ? (
            <CodeView
              nodes={nodes}
              flowProps={shared}
              onNodesChange={actions.onNodesChange}
              onDragStart={record}
              onDragStop={record}
              onAdd={() => setPanel("code")}
            />
          ) : null}
          {view === "wireframe" ? (
            <WireframeView
              screens={screens}
              designId={design.id}
              onUpdate={(id, patch) => actions.updateData<ScreenData>(id, (d) => ({ ...d, ...patch }))}
              onSave={() => saver.save(`Wireframes, ${new Date().toLocaleString()}`, true)}
            />
          ) : null}
        </main>
      </div>
      <SaveVersionDialog open={saveOpen} onOpenChange={setSaveOpen} saver={saver} />
      <VersionsSheet designId={design.id} open={versionsOpen} onOpenChange={setVersionsOpen} />
      <CanvasPanels
        nodes={nodes}
        designId={design.id}
        panel={panel}
        onPanel={setPanel}
        editing={editing}
        onEditing={setEditing}
        actions={actions}
      />
    </NodeContext.Provider>
  );
}
