import { Background, Controls, type NodeChange, ReactFlow } from "@xyflow/react";
import { Plus } from "lucide-react";
import { useMemo } from "react";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { SNAP_GRID } from "../../lib/design.ts";
import type { FlowProps } from "./flow-props.ts";
import type { CanvasEdge, CanvasNode } from "./model.ts";

/** Code view: a plain canvas with the code nodes. */
export function CodeView({
  nodes,
  flowProps,
  onNodesChange,
  onDragStart,
  onDragStop,
  onAdd,
}: {
  nodes: CanvasNode[];
  flowProps: FlowProps;
  onNodesChange: (c: NodeChange<CanvasNode>[]) => void;
  onDragStart: () => void;
  onDragStop: () => void;
  onAdd: () => void;
}) {
  const code = useMemo(() => nodes.filter((n) => n.type === "code"), [nodes]);
  return (
    <div className={cn("relative h-full")} data-testid="code-view">
      <ReactFlow<CanvasNode, CanvasEdge>
        {...flowProps}
        nodes={code}
        edges={[]}
        onNodesChange={onNodesChange}
        onNodeDragStart={onDragStart}
        onNodeDragStop={onDragStop}
      >
        <Background gap={SNAP_GRID * 3} />
        <Controls showInteractive={false} />
      </ReactFlow>
      <div className="absolute top-3 left-3 z-10 flex items-center gap-3 rounded-md border border-border bg-card p-2 shadow">
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add Code Block
        </Button>
        {code.length === 0 ? <p className="text-sm text-muted-fg">No code blocks yet.</p> : null}
      </div>
    </div>
  );
}
