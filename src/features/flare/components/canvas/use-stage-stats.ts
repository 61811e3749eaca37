import { useMemo } from "react";
import { STAGES, type StageKey } from "../../flare.contract.ts";
import { deriveStages } from "../../lib/design.ts";
import { type CanvasEdge, type CanvasNode, type FeatureNode, toDesignEdge, toDesignNode } from "./model.ts";

export type StageStats = Record<StageKey, { count: number; points: number }>;

/** How many features each stage has and their points, as the stage nodes show them. */
export function useStageStats(nodes: CanvasNode[], edges: CanvasEdge[]): StageStats {
  return useMemo(() => {
    const stages = deriveStages(nodes.map(toDesignNode), edges.map(toDesignEdge));
    const points = new Map(
      nodes.filter((n) => n.type === "feature").map((n) => [n.id, (n as FeatureNode).data.points]),
    );
    const stats = {} as StageStats;
    for (const s of STAGES) {
      stats[s] = {
        count: stages[s].length,
        points: stages[s].reduce((sum, id) => sum + (points.get(id) ?? 0), 0),
      };
    }
    return stats;
  }, [nodes, edges]);
}
