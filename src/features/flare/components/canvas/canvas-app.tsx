import "@xyflow/react/dist/style.css";
import { Background, Controls, ReactFlow, ReactFlowProvider } from "@xyflow/react";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTheme } from "#src/ui/theme.tsx";
import type { DesignDto, ScreenData, StageKey } from "../../flare.contract.ts";
import { linkedNodeId, SNAP_GRID } from "../../lib/design.ts";
import { CanvasHeader, ConflictBanner } from "./canvas-header.tsx";
import { CanvasPanels } from "./canvas-panels.tsx";
import { type CanvasPanel, CanvasToolbar, type CanvasView } from "./canvas-toolbar.tsx";
import { CodeView } from "./code-view.tsx";
import { flowProps } from "./flow-props.ts";
import { FocusView } from "./focus-view.tsx";
import { type CanvasEdge, type CanvasNode, type ScreenNode, toDesignEdge, toDesignNode } from "./model.ts";
import { NodeContext } from "./nodes.tsx";
import { useCanvasActions } from "./use-canvas-actions.ts";
import { useCanvasGraph } from "./use-canvas-graph.ts";
import { useCanvasHistory } from "./use-canvas-history.ts";
import { useCanvasShortcuts } from "./use-canvas-shortcuts.ts";
import { useSaveQueue } from "./use-save-queue.ts";
import { useStageStats } from "./use-stage-stats.ts";
import { WireframeView } from "./wireframe-view.tsx";

export type CanvasAppProps = {
  design: DesignDto;
  backHref: string;
  backLabel: string;
  /** Extra toolbar tools (staff only). */
  staffTools?: ReactNode;
};

/** The FLARE design canvas, on React Flow. Loaded only on canvas routes. */
export default function CanvasApp(props: CanvasAppProps) {
  return (
    <ReactFlowProvider>
      <CanvasInner {...props} />
    </ReactFlowProvider>
  );
}

function CanvasInner({ design, backHref, backLabel, staffTools }: CanvasAppProps) {
  const { theme } = useTheme();
  const graph = useCanvasGraph(design);
  const { nodes, edges, nodesRef, edgesRef } = graph;
  const saving = useSaveQueue(
    design.id,
    design.version,
    useCallback(
      () => ({ nodes: nodesRef.current.map(toDesignNode), edges: edgesRef.current.map(toDesignEdge) }),
      [nodesRef, edgesRef],
    ),
  );
  const { save, markChanged } = saving;
  const history = useCanvasHistory(graph, markChanged);
  const { record } = history;
  const actions = useCanvasActions({
    graph,
    record,
    markChanged,
    save,
    dirty: saving.dirty,
    designId: design.id,
  });
  const [view, setView] = useState<CanvasView>("flow");
  const [focusStage, setFocusStage] = useState<StageKey>("alpha");
  const [panel, setPanel] = useState<CanvasPanel | null>(null);
  // A delivery task links here with ?node=<id>: the canvas opens with that node's editor.
  const [editing, setEditing] = useState<string | null>(() => linkedNodeId(design, window.location.search));
  useCanvasShortcuts({
    undo: history.undo,
    redo: history.redo,
    save,
    deleteSelected: actions.deleteSelected,
    canDelete: view === "flow",
  });

  const stageStats = useStageStats(nodes, edges);
  const nodeContext = useMemo(() => ({ openNode: setEditing, stageStats }), [stageStats]);
  const screens = useMemo(() => nodes.filter((n): n is ScreenNode => n.type === "screen"), [nodes]);
  const shared = flowProps(theme, nodes.length);

  return (
    <NodeContext.Provider value={nodeContext}>
      <div className="flex h-dvh flex-col bg-bg text-fg">
        <CanvasHeader
          design={design}
          backHref={backHref}
          backLabel={backLabel}
          saving={saving.saving}
          dirty={saving.dirty}
          canUndo={history.canUndo}
          canRedo={history.canRedo}
          onUndo={history.undo}
          onRedo={history.redo}
          onSave={() => void save()}
        />
        {saving.conflict ? <ConflictBanner onReload={saving.reload} /> : null}
        <CanvasToolbar
          onOpen={setPanel}
          onDeleteSelected={actions.deleteSelected}
          onLayOut={actions.layOut}
          view={view}
          onView={setView}
          extra={staffTools}
        />
        <main id="main" className="relative min-h-0 flex-1" aria-label="Design canvas">
          {view === "flow" ? (
            <ReactFlow<CanvasNode, CanvasEdge>
              {...shared}
              nodes={nodes}
              edges={edges}
              onNodesChange={actions.onNodesChange}
              onEdgesChange={actions.onEdgesChange}
              onConnect={actions.onConnect}
              isValidConnection={actions.isValidConnection}
              onNodeDragStart={() => record()}
              onNodeDragStop={markChanged}
              onNodeDoubleClick={(_, n) => n.type !== "stage" && setEditing(n.id)}
            >
              <Background gap={SNAP_GRID * 3} />
              <Controls showInteractive={false} />
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
              onDragStop={markChanged}
              onAdd={() => setPanel("code")}
            />
          ) : null}
          {view === "wireframe" ? (
            <WireframeView
              screens={screens}
              designId={design.id}
              onUpdate={(id, patch) => actions.updateData<ScreenData>(id, (d) => ({ ...d, ...patch }))}
              onSave={() => save({ silent: true })}
            />
          ) : null}
        </main>
      </div>
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
