import { Handle, type NodeProps, Position, type ReactFlowState, useStore } from "@xyflow/react";
import { Code2, Monitor, Paperclip, Pencil, Target } from "lucide-react";
import { createContext, memo, useContext } from "react";
import { cn } from "#src/ui/cn.ts";
import type { Priority, StageKey, Wireframe } from "../../flare.contract.ts";
import { codePreview, pointsColor } from "../../lib/design.ts";
import { screenTemplate } from "../../lib/wireframe.ts";
import type { CodeNode, FeatureNode, ScreenNode, StageNode } from "./model.ts";

/** What nodes need from the canvas without storing it in their (saved) data. */
export type CanvasNodeContext = {
  openNode: (id: string) => void;
  stageStats: Record<StageKey, { count: number; points: number }>;
};
export const NodeContext = createContext<CanvasNodeContext>({
  openNode: () => {},
  stageStats: {
    alpha: { count: 0, points: 0 },
    beta: { count: 0, points: 0 },
    launch: { count: 0, points: 0 },
  },
});

export const POINTS_CLASS = {
  green: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  purple: "bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-200",
} as const;

export const PRIORITY_CLASS: Record<Priority, string> = {
  high: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  medium: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  low: "bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-200",
};

export function PointsBadge({ points }: { points: number }) {
  return (
    <span
      data-points-color={pointsColor(points)}
      className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", POINTS_CLASS[pointsColor(points)])}
    >
      {points} pts
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium capitalize", PRIORITY_CLASS[priority])}>
      {priority}
    </span>
  );
}

// No shadows: painting hundreds of blurred shadows made panning a 500-node design slow (bench/flare.ts).
const shell = "rounded-lg border bg-card text-left text-fg [contain:content]";
const selectedRing = "ring-2 ring-ring ring-offset-2 ring-offset-bg";

function EditButton({ id, label }: { id: string; label: string }) {
  const { openNode } = useContext(NodeContext);
  return (
    <button
      type="button"
      className="nodrag inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md hover:bg-muted"
      aria-label={`Edit ${label}`}
      title="Edit"
      onClick={() => openNode(id)}
    >
      <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
    </button>
  );
}

/**
 * Below this zoom a feature is drawn as its label and points only: the text is too small to read
 * there, and a large design pans and zooms with a fraction of the elements to lay out and paint
 * (bench/flare.ts, docs/decisions/036-flare-live-collaboration.md). Each node re-renders only when
 * the zoom crosses it.
 */
export const FAR_ZOOM = 0.65;
const isFar = (s: ReactFlowState) => s.transform[2] < FAR_ZOOM;

export const FeatureNodeView = memo(function FeatureNodeView({ id, data, selected }: NodeProps<FeatureNode>) {
  const far = useStore(isFar);
  if (far) {
    return (
      <div
        data-testid="feature-node"
        data-far=""
        className={cn(shell, "w-[184px] border-border p-3", selected && selectedRing)}
      >
        <Handle type="target" position={Position.Top} />
        <p className="truncate text-sm font-semibold">{data.label}</p>
        <PointsBadge points={data.points} />
      </div>
    );
  }
  return (
    <div
      data-testid="feature-node"
      className={cn(shell, "w-[184px] border-border p-3", selected && selectedRing)}
    >
      <Handle type="target" position={Position.Top} />
      <div className="flex items-center justify-between gap-2">
        <PriorityBadge priority={data.priority} />
        <PointsBadge points={data.points} />
      </div>
      <div className="mt-2 flex items-start justify-between gap-1">
        <p className="text-sm font-semibold leading-snug">{data.label}</p>
        <EditButton id={id} label={data.label} />
      </div>
      {data.description ? (
        <p className="mt-1 line-clamp-2 text-xs text-muted-fg">{data.description}</p>
      ) : null}
      {data.objectives.length || data.attachments.length ? (
        <p className="mt-2 flex gap-3 text-xs text-muted-fg">
          {data.objectives.length ? (
            <span className="inline-flex items-center gap-1">
              <Target aria-hidden="true" className="h-3 w-3" /> {data.objectives.length}
              <span className="sr-only">{data.objectives.length === 1 ? " objective" : " objectives"}</span>
            </span>
          ) : null}
          {data.attachments.length ? (
            <span className="inline-flex items-center gap-1">
              <Paperclip aria-hidden="true" className="h-3 w-3" /> {data.attachments.length}
              <span className="sr-only">
                {data.attachments.length === 1 ? " attachment" : " attachments"}
              </span>
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
});

export const StageNodeView = memo(function StageNodeView({ data, selected }: NodeProps<StageNode>) {
  const { stageStats } = useContext(NodeContext);
  const stats = stageStats[data.stage];
  return (
    <div
      data-testid="stage-node"
      className={cn(shell, "w-[224px] overflow-hidden border-2", selected && selectedRing)}
      style={{ borderColor: data.color }}
    >
      <div className="px-4 py-2 text-base font-bold text-white" style={{ background: data.color }}>
        <span className="[text-shadow:0_1px_2px_rgb(0_0_0/0.6)]">{data.label}</span>
      </div>
      <p className="px-4 py-2 text-sm">
        {stats.count} {stats.count === 1 ? "feature" : "features"} · {stats.points} pts
      </p>
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
});

function WireframeThumb({ wf }: { wf: Wireframe }) {
  return (
    <svg
      data-testid="wireframe-thumb"
      viewBox={`0 0 ${wf.width} ${wf.height}`}
      className="mt-2 h-24 w-full rounded border border-border bg-white"
      aria-hidden="true"
      preserveAspectRatio="xMidYMin meet"
    >
      {wf.elements.map((e) => (
        <rect
          key={e.id}
          x={e.x}
          y={e.y}
          width={e.width}
          height={e.height}
          fill={e.type === "button" ? "#c2410c" : e.type === "navbar" ? "#1e293b" : "none"}
          stroke="#94a3b8"
        />
      ))}
    </svg>
  );
}

export const ScreenNodeView = memo(function ScreenNodeView({ id, data, selected }: NodeProps<ScreenNode>) {
  const template = screenTemplate(data.screenType);
  return (
    <div
      data-testid="screen-node"
      className={cn(shell, "w-[208px] border-sky-600 p-3", selected && selectedRing)}
    >
      <Handle type="target" position={Position.Top} />
      <p className="flex items-center gap-1 text-xs font-medium text-muted-fg">
        <Monitor aria-hidden="true" className="h-3.5 w-3.5" /> Screen · {template?.label ?? data.screenType}
      </p>
      <div className="mt-1 flex items-start justify-between gap-1">
        <p className="text-sm font-semibold leading-snug">{data.label}</p>
        <EditButton id={id} label={data.label} />
      </div>
      {data.description ? (
        <p className="mt-1 line-clamp-2 text-xs text-muted-fg">{data.description}</p>
      ) : null}
      <p className="mt-2 text-xs text-muted-fg">
        UI {data.features.ui.length} · Backend {data.features.backend.length} · Shared{" "}
        {data.features.shared.length}
      </p>
      {data.wireframe ? <WireframeThumb wf={data.wireframe} /> : null}
      {data.code ? (
        <pre className="mt-2 max-h-20 overflow-hidden rounded bg-muted p-2 font-mono text-[10px] leading-tight whitespace-pre-wrap break-all">
          {codePreview(data.code)}
        </pre>
      ) : null}
    </div>
  );
});

export const CodeNodeView = memo(function CodeNodeView({ id, data, selected }: NodeProps<CodeNode>) {
  return (
    <div
      data-testid="code-node"
      className={cn(shell, "w-[248px] border-violet-600 p-3", selected && selectedRing)}
    >
      <div className="flex items-start justify-between gap-1">
        <p className="flex items-center gap-1 text-sm font-semibold">
          <Code2 aria-hidden="true" className="h-4 w-4" /> {data.label}
        </p>
        <EditButton id={id} label={data.label} />
      </div>
      <p className="text-xs text-muted-fg">{data.language}</p>
      {data.description ? (
        <p className="mt-1 line-clamp-2 text-xs text-muted-fg">{data.description}</p>
      ) : null}
      <pre className="mt-2 overflow-hidden rounded bg-muted p-2 font-mono text-[10px] leading-tight whitespace-pre-wrap break-all">
        {codePreview(data.code)}
      </pre>
    </div>
  );
});

export const NODE_TYPES = {
  feature: FeatureNodeView,
  stage: StageNodeView,
  screen: ScreenNodeView,
  code: CodeNodeView,
};
