import { Background, ReactFlow, useReactFlow } from "@xyflow/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo } from "react";
import { Button } from "#src/ui/button.tsx";
import { STAGES, type StageKey } from "../../flare.contract.ts";
import { SNAP_GRID, STAGE_META, stageNodeId } from "../../lib/design.ts";
import type { FlowProps } from "./flow-props.ts";
import type { CanvasEdge, CanvasNode } from "./model.ts";

/** Focus view: one stage and the features linked to it; previous disabled at alpha, next at launch. */
export function FocusView({
  nodes,
  edges,
  stage,
  onStage,
  flowProps,
}: {
  nodes: CanvasNode[];
  edges: CanvasEdge[];
  stage: StageKey;
  onStage: (s: StageKey) => void;
  flowProps: FlowProps;
}) {
  const flow = useReactFlow();
  const i = STAGES.indexOf(stage);
  const { shown, shownEdges } = useMemo(() => {
    const stageId = stageNodeId(stage);
    const linked = new Set(edges.filter((e) => e.source === stageId).map((e) => e.target));
    const features = nodes.filter((n) => linked.has(n.id));
    const stageNode = nodes.find((n) => n.id === stageId);
    const laid: CanvasNode[] = [
      ...(stageNode
        ? [
            {
              ...stageNode,
              position: { x: 200 + Math.max(0, Math.min(features.length, 3) - 1) * 100, y: 0 },
              selected: false,
            },
          ]
        : []),
      ...features.map((n, k) => ({
        ...n,
        position: { x: 200 + (k % 3) * 200, y: 200 + Math.floor(k / 3) * 200 },
        selected: false,
      })),
    ];
    return { shown: laid, shownEdges: edges.filter((e) => e.source === stageId) };
  }, [nodes, edges, stage]);
  // Fits the view to the stage and its features whenever they change (another stage, an edit).
  useEffect(() => {
    if (shown.length) requestAnimationFrame(() => void flow.fitView({ maxZoom: 1, padding: 0.2 }));
  }, [flow, shown]);
  return (
    <div className="flex h-full flex-col" data-testid="focus-view">
      <div className="flex items-center justify-center gap-3 border-b border-border py-2">
        <Button
          size="icon"
          variant="outline"
          aria-label="Previous stage"
          disabled={i === 0}
          onClick={() => onStage(STAGES[i - 1]!)}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </Button>
        <h2 className="w-28 text-center font-semibold" aria-live="polite">
          {STAGE_META[stage].label}
        </h2>
        <Button
          size="icon"
          variant="outline"
          aria-label="Next stage"
          disabled={i === STAGES.length - 1}
          onClick={() => onStage(STAGES[i + 1]!)}
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <div className="min-h-0 flex-1">
        <ReactFlow<CanvasNode, CanvasEdge>
          {...flowProps}
          nodes={shown}
          edges={shownEdges}
          nodesDraggable={false}
          nodesConnectable={false}
        >
          <Background gap={SNAP_GRID * 3} />
        </ReactFlow>
      </div>
    </div>
  );
}
