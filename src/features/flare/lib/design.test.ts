import { describe, expect, it } from "vitest";
import { SCREEN_CATEGORIES, SCREEN_GROUPS } from "../content/screen-catalogue.ts";
import { type DesignEdge, type DesignNode, designNodeSchema } from "../flare.contract.ts";
import {
  AUTO_LAYOUT,
  autoLayout,
  CODE_PREVIEW_CHARS,
  codePreview,
  deriveFeatures,
  deriveStages,
  initialStageNodes,
  newFeatureData,
  pointsColor,
  stageEdge,
  ZOOM,
} from "./design.ts";
import { featurePoints, templatePoints } from "./points.ts";
import { suggestScreenType } from "./screen-type.ts";
import {
  DEVICE_SIZES,
  generateWireframe,
  refineWireframe,
  WIREFRAME_GRID,
  wireframeToJsx,
  wireframeToSvg,
} from "./wireframe.ts";

const feature = (id: string, label = id): DesignNode => ({
  id,
  type: "feature",
  position: { x: 0, y: 0 },
  data: newFeatureData({ label }),
});

describe("canvas constants", () => {
  it("zoom 0.5 to 2, default 0.8", () => {
    expect(ZOOM).toEqual({ min: 0.5, max: 2, default: 0.8 });
  });

  it("points colour: over 200 purple, over 50 blue, else green", () => {
    expect([0, 50, 51, 200, 201].map(pointsColor)).toEqual(["green", "green", "blue", "blue", "purple"]);
  });

  it("code preview is cut at 100 characters", () => {
    expect(codePreview("x".repeat(CODE_PREVIEW_CHARS))).toHaveLength(100);
    expect(codePreview("x".repeat(CODE_PREVIEW_CHARS + 1))).toBe(`${"x".repeat(100)}...`);
  });

  it("new features default to medium priority and 0 points", () => {
    expect(newFeatureData({ label: "A" })).toMatchObject({ priority: "medium", points: 0 });
  });
});

describe("stages and features derived from the edges", () => {
  it("lists, per stage, the features an edge links from that stage's node, once, in edge order", () => {
    const nodes = [...initialStageNodes(), feature("f1"), feature("f2"), feature("f3")];
    const edges: DesignEdge[] = [
      stageEdge("stage-beta", "f2"),
      stageEdge("stage-alpha", "f1"),
      stageEdge("stage-alpha", "f3"),
      { id: "dup", source: "stage-alpha", target: "f1", type: "smoothstep" },
      { id: "x", source: "f1", target: "f2", type: "smoothstep" },
      { id: "y", source: "stage-launch", target: "stage-beta", type: "smoothstep" },
    ];
    expect(deriveStages(nodes, edges)).toEqual({ alpha: ["f1", "f3"], beta: ["f2"], launch: [] });
    expect(Object.keys(deriveFeatures(nodes))).toEqual(["f1", "f2", "f3"]);
  });
});

describe("Auto Layout", () => {
  it("puts stages at x 200, 600, 1000, y 200 and the rest on a 3-column grid 200 apart from 200", () => {
    const nodes = [
      ...initialStageNodes().map((n) => ({ ...n, position: { x: 9, y: 9 } })),
      feature("late"),
      feature("a1"),
      feature("b1"),
      {
        id: "s1",
        type: "screen",
        position: { x: 0, y: 0 },
        data: {
          label: "S",
          description: "",
          screenType: "dash_main",
          features: { ui: [], backend: [], shared: [] },
        },
      } as DesignNode,
    ];
    const edges = [stageEdge("stage-beta", "b1"), stageEdge("stage-alpha", "a1")];
    const laid = autoLayout(nodes, edges);
    const at = (id: string) => laid.find((n) => n.id === id)!.position;
    expect([at("stage-alpha"), at("stage-beta"), at("stage-launch")]).toEqual([
      { x: 200, y: 200 },
      { x: 600, y: 200 },
      { x: 1000, y: 200 },
    ]);
    // Alpha features first, then beta, then unlinked features, then screens.
    expect(at("a1")).toEqual({ x: AUTO_LAYOUT.origin, y: 400 });
    expect(at("b1")).toEqual({ x: 400, y: 400 });
    expect(at("late")).toEqual({ x: 600, y: 400 });
    expect(at("s1")).toEqual({ x: 200, y: 600 });
  });
});

describe("point templates", () => {
  it("multiplies the base by each ticked factor and rounds", () => {
    const m = { "Real-time updates": 1.4, "Bulk edit": 1.3, Audit: 1.15 };
    expect(templatePoints(30, m, [])).toBe(30);
    expect(templatePoints(30, m, ["Real-time updates"])).toBe(42);
    expect(templatePoints(30, m, ["Real-time updates", "Bulk edit", "Audit"])).toBe(63);
    expect(templatePoints(30, m, ["unknown"])).toBe(30);
  });

  it("sizes bundle features by complexity and priority", () => {
    expect(featurePoints("Medium", "high")).toBe(60);
    expect(featurePoints("High", "low")).toBe(60);
    expect(featurePoints("Low", "medium")).toBe(20);
  });
});

describe("AI-suggested screen types", () => {
  it("tests the keyword rules in their order on name and description, defaulting to the main dashboard", () => {
    expect(suggestScreenType("Login with email")).toBe("auth_login");
    expect(suggestScreenType("Sign-in and sign up")).toBe("auth_login");
    expect(suggestScreenType("Register")).toBe("auth_signup");
    expect(suggestScreenType("Profile dashboard")).toBe("dash_main");
    expect(suggestScreenType("Team chat")).toBe("collab_chat");
    expect(suggestScreenType("Checkout", "Pay by card")).toBe("ecom_checkout");
    expect(suggestScreenType("Product catalogue")).toBe("ecom_products");
    expect(suggestScreenType("Notifications")).toBe("notif_center");
    expect(suggestScreenType("Order history", "a list of orders")).toBe("content_list");
    expect(suggestScreenType("Weather")).toBe("dash_main");
  });

  it("every rule points at a screen of the catalogue", () => {
    const keys = new Set(SCREEN_GROUPS.flatMap((g) => g.screens.map((s) => s.key)));
    for (const name of [
      "login",
      "signup",
      "dashboard",
      "profile",
      "search",
      "chat",
      "settings",
      "landing",
      "payment",
      "product",
      "onboarding",
      "notification",
      "task",
      "analytics",
      "list",
      "detail",
      "form",
    ]) {
      expect(keys.has(suggestScreenType(name)), name).toBe(true);
    }
  });
});

describe("the screen catalogue", () => {
  it("holds every screen key once, and the Add Screen panel's eight categories cover all of them", () => {
    const keys = SCREEN_GROUPS.flatMap((g) => g.screens.map((s) => s.key));
    expect(keys).toHaveLength(95);
    expect(new Set(keys).size).toBe(95);
    expect(SCREEN_CATEGORIES.map((c) => c.label)).toEqual([
      "Website Pages",
      "E-commerce",
      "Admin & Moderation",
      "Social Features",
      "Notifications",
      "Integration",
      "Legal & Compliance",
      "Utility Screens",
    ]);
    const inPanel = SCREEN_CATEGORIES.flatMap((c) => c.groups.flatMap((g) => g.screens.map((s) => s.key)));
    expect(inPanel.sort()).toEqual([...keys].sort());
  });
});

describe("wireframes", () => {
  const screens = SCREEN_GROUPS.flatMap((g) => g.screens);
  const now = "2026-01-01T00:00:00.000Z";

  it("builds every catalogue screen for every device on the 8-unit grid, inside the canvas width", () => {
    for (const s of screens) {
      for (const device of ["mobile", "tablet", "desktop"] as const) {
        const wf = generateWireframe({ label: s.label, screenType: s.key }, device, { now });
        expect(wf.width).toBe(DEVICE_SIZES[device].width);
        expect(wf.height).toBeGreaterThanOrEqual(DEVICE_SIZES[device].height);
        expect(wf.elements.length, `${s.key} ${device}`).toBeGreaterThan(2);
        for (const e of wf.elements) {
          for (const v of [e.x, e.y, e.width, e.height])
            expect(v % WIREFRAME_GRID, `${s.key} ${e.id}`).toBe(0);
          expect(e.x + e.width, `${s.key} ${device} ${e.id}`).toBeLessThanOrEqual(wf.width + WIREFRAME_GRID);
        }
        expect(
          designNodeSchema.safeParse({
            id: "s",
            type: "screen",
            position: { x: 0, y: 0 },
            data: { label: s.label, screenType: s.key, wireframe: wf },
          }).success,
        ).toBe(true);
      }
    }
  });

  it("the mobile canvas is 375 x 667", () => {
    expect(DEVICE_SIZES.mobile).toEqual({ width: 375, height: 667 });
  });

  it("is deterministic, and Refine changes the layout and sets lastUpdated", () => {
    const s = { label: "Login", screenType: "auth_login" };
    const a = generateWireframe(s, "mobile", { now });
    expect(generateWireframe(s, "mobile", { now })).toEqual(a);
    const r = refineWireframe(a, s, "2026-01-02T00:00:00.000Z");
    expect(r.lastUpdated).toBe("2026-01-02T00:00:00.000Z");
    expect(r.revision).toBe(1);
    expect(r.elements).not.toEqual(a.elements);
    // Every density and emphasis comes round.
    let w = a;
    const seen = new Set<string>();
    for (let i = 0; i < 9; i++) {
      w = refineWireframe(w, s, now);
      seen.add(`${w.density}/${w.emphasis}`);
    }
    expect(seen.size).toBe(9);
  });

  it("exports SVG and JSX of the same elements", () => {
    const wf = generateWireframe({ label: "Checkout <now>", screenType: "ecom_checkout" }, "desktop", {
      now,
    });
    const svg = wireframeToSvg(wf, "Checkout <now>");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("&lt;now&gt;");
    expect(svg).not.toContain("<now>");
    const jsx = wireframeToJsx(wf, "Checkout <now>");
    expect(jsx).toMatch(/^export function CheckoutNow\(\)/);
    expect(jsx.match(/position: "absolute"/g)).toHaveLength(wf.elements.length);
  });
});
