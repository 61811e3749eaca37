import { and, eq } from "drizzle-orm";
import { FEATURE_BUNDLES, readAnalysisForFlare } from "#src/features/startup/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { notFound } from "#src/platform/http/errors.ts";
import {
  type DesignEdge,
  type DesignNode,
  FLARE_MESSAGES as M,
  type Priority,
  type StageKey,
} from "../flare.contract.ts";
import { autoLayout, initialStageNodes, newFeatureData, stageEdge, stageNodeId } from "../lib/design.ts";
import { featurePoints } from "../lib/points.ts";
import { titleFrom } from "./analysis-engine.ts";
import { type CodeGenerator, createDesign, holds } from "./designs.service.ts";
import { flareDesigns } from "./flare.tables.ts";
import type { FlareCaller } from "./gate.ts";

const PLAN_SOURCE = "startup-plan";

/** Which bundle feature a plan item is, by name (the plan's features come from the bundles). */
const BUNDLE_FEATURE = new Map(
  FEATURE_BUNDLES.flatMap((b) =>
    b.features.map((f) => [f.name.toLowerCase(), { bundle: b, feature: f }] as const),
  ),
);

/**
 * "Open in FLARE" on a /startup plan: a new project holding the plan's features, must-haves on
 * alpha (high priority), nice-to-haves on beta or launch by their bundle priority, each linked to
 * its stage and sized like the AI import sizes them, laid out with Auto Layout.
 */
export async function createDesignFromPlan(
  db: Db,
  caller: FlareCaller,
  analysisId: string,
  generate?: CodeGenerator,
): Promise<{ id: string; accessCode: string }> {
  const plan = await readAnalysisForFlare(db, analysisId);
  if (!plan) throw notFound(M.planNotFound);
  // Opening the same plan again (a reload, the back button) opens the project made from it.
  const earlier = await db
    .select({ id: flareDesigns.id, accessCode: flareDesigns.accessCode })
    .from(flareDesigns)
    .where(and(eq(flareDesigns.source, PLAN_SOURCE), eq(flareDesigns.sourceId, plan.id)));
  for (const d of earlier) if (await holds(db, caller, d.id)) return d;
  const nodes: DesignNode[] = initialStageNodes();
  const edges: DesignEdge[] = [];
  const add = (name: string, description: string, mustHave: boolean, index: number) => {
    const known = BUNDLE_FEATURE.get(name.toLowerCase());
    const priority: Priority = mustHave ? "high" : known?.feature.priority === "low" ? "low" : "medium";
    const stage: StageKey = mustHave ? "alpha" : priority === "low" ? "launch" : "beta";
    const id = `feature-plan-${index}`;
    nodes.push({
      id,
      type: "feature",
      position: { x: 0, y: 0 },
      data: newFeatureData({
        label: name,
        description,
        priority,
        points: known ? featurePoints(known.bundle.complexity, priority) : 40,
      }),
    });
    edges.push(stageEdge(stageNodeId(stage), id));
  };
  let i = 0;
  for (const f of plan.analysis.features.mustHave) add(f.name, f.description, true, i++);
  for (const f of plan.analysis.features.niceToHave) add(f.name, f.description, false, i++);
  return createDesign(
    db,
    caller,
    {
      title: titleFrom(plan.description),
      nodes: autoLayout(nodes, edges),
      edges,
      initialRequirements: plan.description,
      source: { kind: PLAN_SOURCE, id: plan.id },
    },
    generate,
  );
}
