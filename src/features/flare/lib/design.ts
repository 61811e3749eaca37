import {
  DEFAULT_PRIORITY,
  type DesignEdge,
  type DesignNode,
  type FeatureData,
  type FeatureEntry,
  type Priority,
  STAGES,
  type StageKey,
  type StageLists,
} from "../flare.contract.ts";

/** The canvas's constants: zoom, snap grid, timings, point colours, previews and layout. */
export const ZOOM = { min: 0.5, max: 2, default: 0.8 } as const;
export const SNAP_GRID = 8;
export const GROUP_ADD_INTERVAL_MS = 100;
export const POINTS_THRESHOLDS = { blue: 50, purple: 200 } as const;
export const CODE_PREVIEW_CHARS = 100;
export const AUTO_LAYOUT = {
  columns: 3,
  spacing: 200,
  origin: 200,
  stageX: [200, 600, 1000],
  stageY: 200,
} as const;
/** New nodes without a chosen place land at random within 0-500 on each axis. */
export const RANDOM_PLACEMENT_MAX = 500;
/** How long a feature of each priority takes, as the feature hub shows it. */
export const PRIORITY_TIMELINES: Record<Priority, string> = {
  high: "1-2 days",
  medium: "2-4 days",
  low: "4-7 days",
};

export const STAGE_META: Record<StageKey, { label: string; color: string }> = {
  alpha: { label: "Alpha", color: "#2563eb" },
  beta: { label: "Beta", color: "#d97706" },
  launch: { label: "Launch", color: "#16a34a" },
};

/** Over 200 purple, over 50 blue, otherwise green. */
export function pointsColor(points: number): "purple" | "blue" | "green" {
  if (points > POINTS_THRESHOLDS.purple) return "purple";
  if (points > POINTS_THRESHOLDS.blue) return "blue";
  return "green";
}

/** The code shown on a node: the first 100 characters, then an ellipsis. */
export function codePreview(code: string): string {
  return code.length > CODE_PREVIEW_CHARS ? `${code.slice(0, CODE_PREVIEW_CHARS)}...` : code;
}

export const stageNodeId = (stage: StageKey) => `stage-${stage}`;

/** The three stage nodes every design starts with, where Auto Layout puts them. */
export function initialStageNodes(): DesignNode[] {
  return STAGES.map((stage, i) => ({
    id: stageNodeId(stage),
    type: "stage",
    position: { x: AUTO_LAYOUT.stageX[i]!, y: AUTO_LAYOUT.stageY },
    data: { label: STAGE_META[stage].label, color: STAGE_META[stage].color, stage, features: [] },
  }));
}

export const stageEdge = (stageId: string, featureId: string): DesignEdge => ({
  id: `e-${stageId}-${featureId}`,
  source: stageId,
  target: featureId,
  type: "smoothstep",
});

/**
 * Each stage's list holds the ids of the features linked by an edge from that stage's node, in
 * edge order, without repeats.
 */
export function deriveStages(nodes: readonly DesignNode[], edges: readonly DesignEdge[]): StageLists {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const stages: StageLists = { alpha: [], beta: [], launch: [] };
  for (const e of edges) {
    const source = byId.get(e.source);
    const target = byId.get(e.target);
    if (source?.type !== "stage" || target?.type !== "feature") continue;
    const list = stages[source.data.stage];
    if (!list.includes(target.id)) list.push(target.id);
  }
  return stages;
}

/** The stored features map: every feature node keyed by id, with its position and main fields. */
export function deriveFeatures(nodes: readonly DesignNode[]): Record<string, FeatureEntry> {
  const out: Record<string, FeatureEntry> = {};
  for (const n of nodes) {
    if (n.type !== "feature") continue;
    out[n.id] = {
      id: n.id,
      type: "feature",
      position: { x: n.position.x, y: n.position.y },
      data: {
        label: n.data.label,
        description: n.data.description,
        priority: n.data.priority,
        points: n.data.points,
        notes: n.data.notes,
      },
    };
  }
  return out;
}

/** Stage nodes carry their feature lists too (node data "features"), kept in step on save. */
export function withStageFeatures(nodes: readonly DesignNode[], stages: StageLists): DesignNode[] {
  return nodes.map((n) =>
    n.type === "stage" ? { ...n, data: { ...n.data, features: stages[n.data.stage] } } : n,
  );
}

/**
 * Auto Layout: stage nodes at x 200, 600 and 1000, y 200; every other node on a grid of three
 * columns 200 apart starting at 200, the rows starting one step below the stages, in the order
 * alpha features, beta, launch, unlinked features, screens, code.
 */
export function autoLayout(nodes: readonly DesignNode[], edges: readonly DesignEdge[]): DesignNode[] {
  const { columns, spacing, origin, stageX, stageY } = AUTO_LAYOUT;
  const stages = deriveStages(nodes, edges);
  const rank = new Map<string, number>();
  STAGES.forEach((s, i) => {
    for (const id of stages[s]) if (!rank.has(id)) rank.set(id, i);
  });
  const typeRank: Record<DesignNode["type"], number> = { stage: -1, feature: 3, screen: 4, code: 5 };
  const others = nodes
    .map((n, index) => ({ n, index }))
    .filter(({ n }) => n.type !== "stage")
    .sort((a, b) => {
      const ra = rank.get(a.n.id) ?? typeRank[a.n.type];
      const rb = rank.get(b.n.id) ?? typeRank[b.n.type];
      return ra - rb || a.index - b.index;
    });
  const place = new Map<string, { x: number; y: number }>();
  others.forEach(({ n }, i) => {
    place.set(n.id, {
      x: origin + (i % columns) * spacing,
      y: origin + spacing + Math.floor(i / columns) * spacing,
    });
  });
  return nodes.map((n) => {
    if (n.type === "stage") {
      const i = STAGES.indexOf(n.data.stage);
      return { ...n, position: { x: stageX[i] ?? origin, y: stageY } };
    }
    return { ...n, position: place.get(n.id) ?? n.position };
  });
}

/** A new feature's data with the defaults (priority medium, points 0). */
export function newFeatureData(partial: Partial<FeatureData> & { label: string }): FeatureData {
  return {
    description: "",
    priority: DEFAULT_PRIORITY,
    points: 0,
    objectives: [],
    notes: "",
    attachments: [],
    ...partial,
  };
}

/** The stage a feature goes to by its priority: high alpha, medium beta, low launch. */
export function stageForPriority(priority: Priority): StageKey {
  return priority === "high" ? "alpha" : priority === "medium" ? "beta" : "launch";
}

/** The node a link names (`?node=<id>`, from a delivery task), when the design has it and it can be edited. */
export function linkedNodeId(nodes: readonly { id: string; type?: string }[], search: string): string | null {
  const id = new URLSearchParams(search).get("node");
  const node = id ? nodes.find((n) => n.id === id) : undefined;
  return node && node.type !== "stage" ? node.id : null;
}
