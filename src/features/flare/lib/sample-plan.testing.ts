// A plan of any size for tests and the proposal bench: features spread over the three phases
// (every seventh on no phase), points that vary, and a few screens with wireframes.
import type { DesignEdge, DesignNode, Priority } from "../flare.contract.ts";
import { initialStageNodes, newFeatureData, stageEdge, stageNodeId } from "./design.ts";

const PRIORITY_CYCLE: Priority[] = ["high", "medium", "low"];
const STAGE_CYCLE = ["alpha", "beta", "launch"] as const;

export function samplePlan(features: number, screens = Math.max(1, Math.round(features / 10))) {
  const nodes: DesignNode[] = initialStageNodes();
  const edges: DesignEdge[] = [];
  for (let i = 0; i < features; i++) {
    const id = `feature-${i}`;
    nodes.push({
      id,
      type: "feature",
      position: { x: 200 + (i % 10) * 200, y: 400 + Math.floor(i / 10) * 120 },
      data: newFeatureData({
        label: `Feature ${i} – Zoë’s ${i % 2 ? "checkout" : "sign-in"}`,
        description: `What feature ${i} does for the client's users.`,
        priority: PRIORITY_CYCLE[i % 3]!,
        points: 5 + ((i * 7) % 40),
      }),
    });
    if (i % 7 !== 6) edges.push(stageEdge(stageNodeId(STAGE_CYCLE[i % 3]!), id));
  }
  for (let i = 0; i < screens; i++) {
    nodes.push({
      id: `screen-${i}`,
      type: "screen",
      position: { x: 200 + i * 200, y: 200 + Math.ceil(features / 10) * 120 + 400 },
      data: {
        label: `Screen ${i}`,
        description: `Screen ${i} of the plan.`,
        screenType: "dashboard",
        features: { ui: [], backend: [], shared: [] },
        wireframe: {
          device: "desktop",
          density: "comfortable",
          emphasis: "balanced",
          width: 1280,
          height: 800,
          elements: [
            {
              id: "nav",
              type: "navbar",
              x: 0,
              y: 0,
              width: 1280,
              height: 64,
              content: "Navigation",
              props: {},
            },
            { id: "hero", type: "image", x: 40, y: 100, width: 600, height: 300, content: "", props: {} },
            {
              id: "title",
              type: "text",
              x: 680,
              y: 100,
              width: 560,
              height: 48,
              content: `Welcome to screen ${i}`,
              props: {},
            },
            {
              id: "email",
              type: "input",
              x: 680,
              y: 180,
              width: 400,
              height: 44,
              content: "Email",
              props: {},
            },
            {
              id: "go",
              type: "button",
              x: 680,
              y: 250,
              width: 200,
              height: 48,
              content: "Continue",
              props: {},
            },
          ],
          lastUpdated: "2026-11-28T12:00:00.000Z",
          revision: 1,
        },
      },
    });
  }
  return { nodes, edges };
}
