import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findLead } from "#src/features/crm/server/index.ts";
import { startFakeOpenAi } from "#src/platform/ai/fake-openai.testing.ts";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { minimalPdf, windowsExecutable } from "#src/platform/storage/test-files.testing.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { FLARE_RATE_LIMITS } from "./flare.api.ts";
import {
  ANALYSIS_STEPS,
  type DesignNode,
  FLARE_CANVAS,
  flareAnalysisSchema,
  flareApplicationSchema,
  flareEndpoints,
  FLARE_MESSAGES as M,
} from "./flare.contract.ts";
import { CODE_PREVIEW_CHARS, initialStageNodes, stageEdge, stageNodeId } from "./lib/design.ts";
import { analyzeRequirementsBuiltIn } from "./server/analysis-engine.ts";
import { submitFlareApplication } from "./server/applications.service.ts";
import { createDesign } from "./server/designs.service.ts";
import {
  flareAccessCodes,
  flareApplications,
  flareDesigns,
  flareWireframeFeedback,
} from "./server/flare.tables.ts";
import { CANVAS_COOKIE } from "./server/gate.ts";

const PASSWORD = "open-sesame-for-tests";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { FLARE_CANVAS_PASSWORD: PASSWORD } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

/** A browser that passed the password gate. */
async function unlocked(): Promise<TestClient> {
  const c = t.client();
  const res = await c.post("/api/flare/gate", { password: PASSWORD });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return c;
}

let staffCounter = 0;
async function signedIn(role?: "employee" | "admin"): Promise<TestClient> {
  return (await t.signUp(`flare-staff${++staffCounter}@x.example`, role ? [role] : [])).c;
}

async function newProject(c: TestClient, title = "Bakery marketplace") {
  const code = await c.post("/api/flare/access-codes");
  expect(code.status).toBe(201);
  const res = await c.post("/api/flare/designs", { title, accessCode: code.json.code });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; accessCode: string; message: string };
}

const concrete = (path: string) =>
  path
    .replace(":id", "00000000-0000-4000-8000-000000000000")
    .replace(":fileId", "00000000-0000-4000-8000-000000000001");

describe("the password gate", () => {
  it("gives 'Incorrect password' for a wrong password and sets no cookie", async () => {
    const c = t.client();
    const res = await c.post("/api/flare/gate", { password: "wrong" });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe(M.incorrectPassword);
    expect(c.cookies.has(CANVAS_COOKIE)).toBe(false);
  });

  it("grants access with a signed, http-only cookie and 'Access granted to Flare Canvas'", async () => {
    const c = t.client();
    const res = await c.post("/api/flare/gate", { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(M.accessGranted);
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith(`${CANVAS_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect((await c.post("/api/flare/access-codes")).status).toBe(201);
  });

  it("asks for the password when none is sent", async () => {
    const res = await t.client().post("/api/flare/gate", {});
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(M.passwordRequired);
  });

  it("limits wrong guesses per address (10 in 15 minutes), then refuses even the right password", async () => {
    const c = t.client();
    for (let i = 0; i < FLARE_RATE_LIMITS.gate.limit; i++) {
      expect((await c.post("/api/flare/gate", { password: `guess-${i}` })).status).toBe(401);
    }
    const res = await c.post("/api/flare/gate", { password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.json.error).toBe(M.gateRateLimited);
    const counter = await t.db.execute(sql`select count from rate_limits where key like 'flare-gate:%'`);
    expect((counter as unknown as { rows: { count: number }[] }).rows[0]!.count).toBeGreaterThan(10);
  });

  it("locks again: DELETE clears the cookie", async () => {
    const c = await unlocked();
    await c.del("/api/flare/gate");
    expect(c.cookies.has(CANVAS_COOKIE)).toBe(false);
    expect((await c.post("/api/flare/access-codes")).status).toBe(401);
  });
});

describe("every FLARE canvas endpoint refuses a caller without the cookie or the employee role", () => {
  const gated = flareEndpoints.filter((e) => e.permission === FLARE_CANVAS);

  it("covers every endpoint but the gate and the application form", () => {
    expect(
      flareEndpoints.filter((e) => e.permission === "public").map((e) => `${e.method} ${e.path}`),
    ).toEqual(["POST /api/flare/applications", "POST /api/flare/gate", "DELETE /api/flare/gate"]);
    expect(gated.length).toBeGreaterThanOrEqual(12);
  });

  const callers: [string, () => Promise<TestClient>][] = [
    ["an anonymous caller", async () => t.client()],
    [
      "a caller who set the local flag by hand",
      async () => {
        const c = t.client();
        c.cookies.set("flare-canvas-auth", "true");
        return c;
      },
    ],
    [
      "a caller with a forged canvas cookie",
      async () => {
        const c = t.client();
        c.cookies.set(CANVAS_COOKIE, `v1.${"A".repeat(32)}.9999999999.forged-signature`);
        return c;
      },
    ],
    [
      "a cookie signed for another password",
      async () => {
        const c = await unlocked();
        const other = await createTestApp({
          database: t.database,
          env: { FLARE_CANVAS_PASSWORD: "a-different-password" },
        });
        const res = await other.client().request(
          "POST",
          "/api/flare/access-codes",
          {},
          {
            cookie: `${CANVAS_COOKIE}=${c.cookies.get(CANVAS_COOKIE)}`,
          },
        );
        expect(res.status).toBe(401);
        return c;
      },
    ],
    ["a signed-in user without the employee role", () => signedIn()],
    ["a signed-in admin without the employee role", () => signedIn("admin")],
  ];

  for (const [name, make] of callers) {
    it(`${name}: 401 on every gated endpoint`, async () => {
      const c = await make();
      if (name === "a cookie signed for another password") return; // checked inside make()
      for (const e of gated) {
        const body =
          e.method === "GET" ? undefined : "body" in e && e.body === "multipart" ? new FormData() : {};
        const res = await c.request(e.method, concrete(e.path), body);
        expect(res.status, `${e.method} ${e.path}`).toBe(401);
        expect(res.json.error).toBe(M.locked);
      }
    });
  }

  it("the staff list is for employees only (403 for a canvas browser that is signed in without the role)", async () => {
    const c = await signedIn();
    await c.post("/api/flare/gate", { password: PASSWORD });
    expect((await c.get("/api/flare/designs")).status).toBe(403);
    expect((await (await unlocked()).get("/api/flare/designs")).status).toBe(401);
  });
});

describe("projects and access codes", () => {
  it("creates a project with the code the entry screen showed", async () => {
    const c = await unlocked();
    const reserved = await c.post("/api/flare/access-codes");
    expect(reserved.json.code).toMatch(/^[A-Z0-9]{6}$/);
    const res = await c.post("/api/flare/designs", {
      title: "  Pet sitter app  ",
      accessCode: reserved.json.code,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ accessCode: reserved.json.code, message: M.created });
    const design = await c.get(`/api/flare/designs/${res.json.id}`);
    expect(design.json).toMatchObject({
      title: "Pet sitter app",
      version: 1,
      stages: { alpha: [], beta: [], launch: [] },
    });
    expect(design.json.nodes.map((n: DesignNode) => n.id)).toEqual([
      "stage-alpha",
      "stage-beta",
      "stage-launch",
    ]);
  });

  it("requires a title: 'Please enter a project title'", async () => {
    const c = await unlocked();
    for (const title of ["", "   ", undefined]) {
      const res = await c.post("/api/flare/designs", { title });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(M.titleRequired);
    }
  });

  it("never hands out a code reserved by someone else: a fresh one is used instead", async () => {
    const a = await unlocked();
    const b = await unlocked();
    const reserved = (await a.post("/api/flare/access-codes")).json.code as string;
    const res = await b.post("/api/flare/designs", { title: "Sneaky", accessCode: reserved });
    expect(res.status).toBe(201);
    expect(res.json.accessCode).not.toBe(reserved);
    const mine = await a.post("/api/flare/designs", { title: "Mine", accessCode: reserved });
    expect(mine.json.accessCode).toBe(reserved);
  });

  it("retries on a collision: a generator that repeats itself still gives unique codes", async () => {
    const c = await unlocked();
    const id = (await c.post("/api/flare/designs", { title: "Seed" })).json.id as string;
    const [row] = await t.db
      .select({ accessCode: flareDesigns.accessCode })
      .from(flareDesigns)
      .where(eq(flareDesigns.id, id));
    const taken = row!.accessCode;
    const sequence = [taken, taken, taken, "ZZZZZ9"];
    let i = 0;
    const caller = { kind: "canvas" as const, sessionId: "s".repeat(32) };
    const created = await createDesign(t.db, caller, { title: "Collides" }, () => sequence[i++]!);
    expect(created.accessCode).toBe("ZZZZZ9");
    expect(i).toBe(4);
  });

  it("gives 100 concurrent creations 100 different codes, every one kept by a database constraint", async () => {
    const caller = { kind: "canvas" as const, sessionId: "c".repeat(32) };
    // A deliberately tiny code space (every code drawn from 150 values) forces real collisions.
    let n = 0;
    const small = () => `CC${String((n++ * 7919) % 150).padStart(4, "0")}`;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, k) => createDesign(t.db, caller, { title: `Concurrent ${k}` }, small)),
    );
    const codes = new Set(results.map((r) => r.accessCode));
    expect(codes.size).toBe(100);
    const dupes = await t.db.execute(
      sql`select access_code from flare_designs group by access_code having count(*) > 1`,
    );
    expect((dupes as unknown as { rows: unknown[] }).rows).toEqual([]);
    await expect(
      t.db.insert(flareAccessCodes).values({ code: results[0]!.accessCode, reservedBy: "x" }),
    ).rejects.toThrow();
  });

  it("opens a project by code, trimmed and uppercased, and then holds it", async () => {
    const owner = await unlocked();
    const { id, accessCode } = await newProject(owner);
    const other = await unlocked();
    expect((await other.get(`/api/flare/designs/${id}`)).status).toBe(403);
    const res = await other.post("/api/flare/designs/access", { code: `  ${accessCode.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(id);
    expect((await other.get(`/api/flare/designs/${id}`)).status).toBe(200);
  });

  it("says 'Please enter an access code' for a blank code and 'Project not found…' for an unknown one", async () => {
    const c = await unlocked();
    const blank = await c.post("/api/flare/designs/access", { code: "   " });
    expect(blank.status).toBe(400);
    expect(blank.json.error).toBe(M.codeRequired);
    for (const code of ["NOPE00", "x", "ABCDEFGHIJ"]) {
      const res = await c.post("/api/flare/designs/access", { code });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(M.notFound);
    }
  });

  it("rate-limits code look-ups per address so codes cannot be enumerated", async () => {
    const c = await unlocked();
    for (let i = 0; i < FLARE_RATE_LIMITS.codeLookup.limit; i++) {
      await c.post("/api/flare/designs/access", { code: `AAAA${String(i).padStart(2, "0")}` });
    }
    const res = await c.post("/api/flare/designs/access", { code: "AAAA99" });
    expect(res.status).toBe(429);
    expect(res.json.error).toBe(M.codeRateLimited);
  });

  it("stores the welcome screen's client name and company, both required", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const missing = await c.patch(`/api/flare/designs/${id}/client`, {
      clientName: "Ada",
      clientCompany: " ",
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe(M.clientRequired);
    const ok = await c.patch(`/api/flare/designs/${id}/client`, {
      clientName: "Ada",
      clientCompany: "Engines Ltd",
    });
    expect(ok.status).toBe(200);
    const design = await c.get(`/api/flare/designs/${id}`);
    expect(design.json).toMatchObject({ clientName: "Ada", clientCompany: "Engines Ltd" });
  });

  it("lets an employee see and search every design without the password, and audits staff saves", async () => {
    const canvas = await unlocked();
    const { id, accessCode } = await newProject(canvas, "Searchable Orchard Planner");
    const staff = await signedIn("employee");
    const list = await staff.get("/api/flare/designs?q=orchard");
    expect(list.status).toBe(200);
    expect(list.json.designs.map((d: { id: string }) => d.id)).toEqual([id]);
    expect((await staff.get(`/api/flare/designs?q=${accessCode}`)).json.designs[0].id).toBe(id);
    expect((await staff.get("/api/flare/designs?q=%25_")).json.designs).toEqual([]);
    const design = (await staff.get(`/api/flare/designs/${id}`)).json;
    const saved = await staff.put(`/api/flare/designs/${id}`, {
      baseVersion: design.version,
      nodes: design.nodes,
      edges: design.edges,
    });
    expect(saved.status).toBe(200);
    const audit = await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, id));
    expect(audit.map((a) => a.action)).toContain("flare.design.save");
  });
});

/** A design with a node of every type and every field filled. */
function richNodes(): { nodes: DesignNode[]; edges: ReturnType<typeof stageEdge>[] } {
  const nodes: DesignNode[] = [
    ...initialStageNodes(),
    {
      id: "feature-1",
      type: "feature",
      position: { x: 208, y: 400 },
      data: {
        label: "Checkout",
        description: "Card payments",
        priority: "high",
        points: 240,
        objectives: ["Pay in two taps"],
        notes: "Use the hosted checkout",
        attachments: [],
      },
    },
    {
      id: "feature-2",
      type: "feature",
      position: { x: 408, y: 400 },
      data: {
        label: "Wish list",
        description: "",
        priority: "low",
        points: 30,
        objectives: [],
        notes: "",
        attachments: [],
      },
    },
    {
      id: "screen-1",
      type: "screen",
      position: { x: 608.5, y: 400 },
      data: {
        label: "Login",
        description: "Sign in",
        screenType: "auth_login",
        features: { ui: ["Email field"], backend: ["Sessions"], shared: ["Auth layout"] },
        code: "x".repeat(CODE_PREVIEW_CHARS + 20),
        wireframe: {
          device: "mobile",
          density: "comfortable",
          emphasis: "balanced",
          width: 375,
          height: 667,
          elements: [
            {
              id: "el-1",
              type: "button",
              x: 16,
              y: 600,
              width: 343,
              height: 48,
              content: "Sign in",
              props: { variant: "primary" },
            },
          ],
          lastUpdated: "2026-01-01T00:00:00.000Z",
          revision: 1,
          feedback: "positive",
        },
      },
    },
    {
      id: "code-1",
      type: "code",
      position: { x: -40, y: 1200 },
      data: { label: "Helper", description: "A util", code: "export const a = 1;", language: "ts" },
    },
  ];
  const edges = [stageEdge(stageNodeId("alpha"), "feature-1"), stageEdge(stageNodeId("launch"), "feature-2")];
  return { nodes, edges };
}

describe("saving", () => {
  it("round-trips every node field and derives the features map and stage lists from the edges", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const { nodes, edges } = richNodes();
    const saved = await c.put(`/api/flare/designs/${id}`, { baseVersion: 1, nodes, edges });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ version: 2, message: M.saved });
    const design = (await c.get(`/api/flare/designs/${id}`)).json;
    expect(design.stages).toEqual({ alpha: ["feature-1"], beta: [], launch: ["feature-2"] });
    expect(Object.keys(design.features)).toEqual(["feature-1", "feature-2"]);
    expect(design.features["feature-1"]).toEqual({
      id: "feature-1",
      type: "feature",
      position: { x: 208, y: 400 },
      data: {
        label: "Checkout",
        description: "Card payments",
        priority: "high",
        points: 240,
        notes: "Use the hosted checkout",
      },
    });
    const expected = nodes.map((n) =>
      n.type === "stage" ? { ...n, data: { ...n.data, features: design.stages[n.data.stage] } } : n,
    );
    expect(design.nodes).toEqual(expected);
    expect(design.edges).toEqual(edges);
  });

  it("refuses a save over a newer version with a message offering to reload (409), never overwriting", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const { nodes, edges } = richNodes();
    expect((await c.put(`/api/flare/designs/${id}`, { baseVersion: 1, nodes, edges })).status).toBe(200);
    const stale = await c.put(`/api/flare/designs/${id}`, {
      baseVersion: 1,
      nodes: initialStageNodes(),
      edges: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toBe(M.versionConflict);
    expect(stale.json.code).toBe("version_conflict");
    const design = (await c.get(`/api/flare/designs/${id}`)).json;
    expect(design.version).toBe(2);
    expect(design.nodes).toHaveLength(nodes.length);
  });

  it("two saves racing on one version: exactly one wins", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const { nodes, edges } = richNodes();
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => c.put(`/api/flare/designs/${id}`, { baseVersion: 1, nodes, edges })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it("refuses edges to nodes that are not in the design, and repeated ids", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const dangling = await c.put(`/api/flare/designs/${id}`, {
      baseVersion: 1,
      nodes: initialStageNodes(),
      edges: [stageEdge("stage-alpha", "ghost")],
    });
    expect(dangling.status).toBe(400);
    expect(dangling.json.error).toBe(M.danglingEdge);
    const repeated = await c.put(`/api/flare/designs/${id}`, {
      baseVersion: 1,
      nodes: [...initialStageNodes(), ...initialStageNodes()],
      edges: [],
    });
    expect(repeated.status).toBe(400);
  });

  it("accepts a 500-node design (larger than the usual 64 KB body limit)", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const nodes: DesignNode[] = [...initialStageNodes()];
    for (let i = 0; i < 500; i++) {
      nodes.push({
        id: `feature-${i}`,
        type: "feature",
        position: { x: (i % 25) * 200, y: Math.floor(i / 25) * 200 },
        data: {
          label: `Feature ${i}`,
          description: "A feature with a description long enough to look like a real one on the canvas.",
          priority: "medium",
          points: i,
          objectives: [],
          notes: "",
          attachments: [],
        },
      });
    }
    const edges = nodes
      .slice(3)
      .map((n, i) => stageEdge(stageNodeId(["alpha", "beta", "launch"][i % 3] as "alpha"), n.id));
    const res = await c.put(`/api/flare/designs/${id}`, { baseVersion: 1, nodes, edges });
    expect(res.status, JSON.stringify(res.json).slice(0, 300)).toBe(200);
    const design = (await c.get(`/api/flare/designs/${id}`)).json;
    expect(design.nodes).toHaveLength(503);
    expect(design.stages.alpha).toHaveLength(167);
  });

  it("a canvas browser cannot save or read a design it does not hold", async () => {
    const owner = await unlocked();
    const { id } = await newProject(owner);
    const other = await unlocked();
    const res = await other.put(`/api/flare/designs/${id}`, { baseVersion: 1, nodes: [], edges: [] });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe(M.notHolder);
  });
});

describe("'Open in FLARE' from a startup plan", () => {
  it("makes a project of the plan's features on the stages, once per browser, and refuses unknown plans", async () => {
    const analysis = await t.client().post("/api/startup/analyses", {
      pitch:
        "An online shop for handmade ceramics with checkout, order tracking and a dashboard for the makers.",
    });
    expect(analysis.status).toBe(201);
    const c = await unlocked();
    const res = await c.post("/api/flare/designs/from-plan", { analysisId: analysis.json.id });
    expect(res.status).toBe(201);
    const design = (await c.get(`/api/flare/designs/${res.json.id}`)).json;
    const labels = design.nodes
      .filter((n: DesignNode) => n.type === "feature")
      .map((n: DesignNode) => n.data.label);
    const mustHave = analysis.json.analysis.features.mustHave.map((f: { name: string }) => f.name);
    expect(labels).toEqual(expect.arrayContaining(mustHave));
    expect(design.stages.alpha).toHaveLength(mustHave.length);
    expect(design.initialRequirements).toMatch(/handmade ceramics/);
    // Again from the same browser: the same project; from another browser: its own.
    expect((await c.post("/api/flare/designs/from-plan", { analysisId: analysis.json.id })).json.id).toBe(
      res.json.id,
    );
    const other = await unlocked();
    expect(
      (await other.post("/api/flare/designs/from-plan", { analysisId: analysis.json.id })).json.id,
    ).not.toBe(res.json.id);
    const missing = await c.post("/api/flare/designs/from-plan", {
      analysisId: "00000000-0000-4000-8000-000000000000",
    });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe(M.planNotFound);
  });
});

describe("point templates", () => {
  it("lists the seeded templates with base points and multipliers", async () => {
    const c = await unlocked();
    const res = await c.get("/api/flare/point-templates");
    expect(res.status).toBe(200);
    expect(res.json.templates.length).toBeGreaterThanOrEqual(10);
    for (const tpl of res.json.templates) {
      expect(tpl.basePoints).toBeGreaterThan(0);
      expect(Object.values(tpl.multipliers).every((m) => typeof m === "number" && (m as number) > 1)).toBe(
        true,
      );
    }
  });
});

describe("AI import (analyze-project-input)", () => {
  it("answers with the schema, the built-in engine named, and keeps the first requirements", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const input =
      "We want to build a marketplace where local bakers sell bread with online checkout and a dashboard.";
    const res = await c.post("/api/flare/analyses", { input, designId: id });
    expect(res.status).toBe(200);
    expect(flareAnalysisSchema.safeParse(res.json.analysis).success).toBe(true);
    expect(res.json.engine).toEqual({ kind: "built-in", name: "built-in" });
    expect(res.json.message).toBe(M.analyzed);
    const [row] = await t.db.select().from(flareDesigns).where(eq(flareDesigns.id, id));
    expect(row!.initialRequirements).toBe(input);
  });

  it("says 'Please describe your project' and 'Design ID is required'", async () => {
    const c = await unlocked();
    const blank = await c.post("/api/flare/analyses", { input: "  ", designId: "x" });
    expect(blank.json.error).toBe(M.describeProject);
    const noId = await c.post("/api/flare/analyses", { input: "A shop" });
    expect(noId.status).toBe(400);
    expect(noId.json.error).toBe(M.designIdRequired);
  });

  it("uses the configured model when its answer passes the schema, and falls back to the built-in engine otherwise", async () => {
    const input = "A booking app for dog walkers with payments and a dashboard.";
    const modelAnswer = {
      projectSummary: {
        title: "Dog walker bookings",
        description: "Bookings for dog walkers.",
        objectives: ["Book a walk"],
      },
      features: {
        alpha: [{ name: "Booking calendar", description: "Pick a time", priority: "high", points: 60 }],
        beta: [],
        launch: [],
      },
    };
    let answer: unknown = modelAnswer;
    const model = await startFakeOpenAi(() => ({ content: JSON.stringify(answer) }));
    const app = await createTestApp({
      env: {
        FLARE_CANVAS_PASSWORD: PASSWORD,
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: "fake-model",
        AI_API_KEY: "sk-test",
      },
    });
    try {
      const c = app.client();
      await c.post("/api/flare/gate", { password: PASSWORD });
      const reserved = await c.post("/api/flare/access-codes");
      const { id } = (await c.post("/api/flare/designs", { title: "Walks", accessCode: reserved.json.code }))
        .json;
      const llm = await c.post("/api/flare/analyses", { input, designId: id });
      expect(llm.status).toBe(200);
      expect(llm.json.engine).toEqual({ kind: "llm", name: "fake-model" });
      expect(llm.json.analysis).toEqual(modelAnswer);
      // A model answer outside the schema (points as text) is not shown: the built-in engine answers.
      answer = {
        ...modelAnswer,
        features: {
          alpha: [{ name: "x", description: "y", priority: "urgent", points: "many" }],
          beta: [],
          launch: [],
        },
      };
      const fallback = await c.post("/api/flare/analyses", { input, designId: id });
      expect(fallback.status).toBe(200);
      expect(fallback.json.engine.kind).toBe("built-in");
      expect(fallback.json.engine.fallbackReason).toBeTruthy();
      expect(fallback.json.analysis).toEqual(analyzeRequirementsBuiltIn({ input }));
      expect(model.requests).toHaveLength(2);
    } finally {
      await app.close();
      await model.close();
    }
  });

  it("shows four staged progress messages while the analysis runs", () => {
    expect(ANALYSIS_STEPS).toEqual([
      "Processing project requirements",
      "Analyzing market trends",
      "Generating technical recommendations",
      "Calculating timeline and budget",
    ]);
  });
});

describe("attachments", () => {
  it("stores a file privately and lets only holders and staff download it", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const { nodes, edges } = richNodes();
    await c.put(`/api/flare/designs/${id}`, { baseVersion: 1, nodes, edges });
    const form = new FormData();
    form.set("featureId", "feature-1");
    form.set("file", new File([minimalPdf() as BlobPart], "brief.pdf"));
    const up = await c.request("POST", `/api/flare/designs/${id}/attachments`, form);
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    expect(up.json.message).toBe(M.uploaded);
    expect(up.json.attachment.url).toBe(`/api/flare/designs/${id}/attachments/${up.json.attachment.id}`);
    const mine = await c.get(up.json.attachment.url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("content-disposition")).toMatch(/attachment; filename="brief.pdf"/);
    expect((await (await unlocked()).get(up.json.attachment.url)).status).toBe(403);
    expect((await t.client().get(up.json.attachment.url)).status).toBe(401);
    expect((await (await signedIn("employee")).get(up.json.attachment.url)).status).toBe(200);
  });

  it("checks the type by content, and needs the feature on the saved design", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const { nodes, edges } = richNodes();
    await c.put(`/api/flare/designs/${id}`, { baseVersion: 1, nodes, edges });
    const exe = new FormData();
    exe.set("featureId", "feature-1");
    exe.set("file", new File([windowsExecutable() as BlobPart], "brief.pdf"));
    const bad = await c.request("POST", `/api/flare/designs/${id}/attachments`, exe);
    expect(bad.status).toBe(415);
    expect(bad.json.error).toBe(M.attachmentType);
    const unsaved = new FormData();
    unsaved.set("featureId", "feature-404");
    unsaved.set("file", new File([minimalPdf() as BlobPart], "brief.pdf"));
    const res = await c.request("POST", `/api/flare/designs/${id}/attachments`, unsaved);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(M.featureNotFound);
  });
});

describe("wireframe feedback", () => {
  it("stores 'Looks Good' and 'Needs Work' and confirms each with its message", async () => {
    const c = await unlocked();
    const { id } = await newProject(c);
    const pos = await c.post(`/api/flare/designs/${id}/wireframe-feedback`, {
      screenId: "screen-1",
      verdict: "positive",
    });
    expect(pos.json.message).toBe(M.positiveFeedback);
    const neg = await c.post(`/api/flare/designs/${id}/wireframe-feedback`, {
      screenId: "screen-1",
      verdict: "negative",
    });
    expect(neg.json.message).toBe(M.negativeFeedback);
    const rows = await t.db
      .select()
      .from(flareWireframeFeedback)
      .where(eq(flareWireframeFeedback.designId, id));
    expect(rows.map((r) => r.verdict)).toEqual(["positive", "negative"]);
  });
});

describe("/flare/apply", () => {
  const APPLICATION = {
    name: "Grace Builder",
    email: "grace@orbit.example",
    company: "Orbit Labs",
    stage: "Designs or a prototype",
    idea: "A booking tool for community sports halls.",
  };

  it("stores the application, a flare-application lead and the staff email in one go", async () => {
    const res = await t.client().post("/api/flare/applications", APPLICATION);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(M.applySent);
    const [row] = await t.db.select().from(flareApplications).where(eq(flareApplications.id, res.json.id));
    expect(row!.leadId).toBeTruthy();
    const lead = await findLead(t.db, { id: row!.leadId! });
    expect(lead).toMatchObject({
      source: "flare-application",
      email: "grace@orbit.example",
      company: "Orbit Labs",
    });
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "flare-application"));
    expect(mail.at(-1)!.subject).toBe("FLARE application: Grace Builder at Orbit Labs");
  });

  it("is idempotent: the same submission key stores once", async () => {
    const before = (await t.db.select().from(flareApplications)).length;
    const c = t.client();
    const a = await c.request("POST", "/api/flare/applications", APPLICATION, {
      "idempotency-key": "flare-app-1",
    });
    const b = await c.request("POST", "/api/flare/applications", APPLICATION, {
      "idempotency-key": "flare-app-1",
    });
    expect(b.json).toEqual(a.json);
    expect((await t.db.select().from(flareApplications)).length).toBe(before + 1);
  });

  it("validates with its messages", async () => {
    const c = t.client();
    const res = await c.post("/api/flare/applications", {
      ...APPLICATION,
      name: "",
      email: "nope",
      idea: "",
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({
      name: M.applyNameRequired,
      email: M.invalidEmail,
      idea: M.applyIdeaRequired,
    });
    const noEmail = await c.post("/api/flare/applications", { ...APPLICATION, email: "" });
    expect(noEmail.json.error).toBe(M.applyEmailRequired);
  });

  it("stores nothing (no application, no email) when the lead cannot be recorded", async () => {
    const before = (await t.db.select().from(flareApplications)).length;
    const mailBefore = (await t.db.select().from(mailOutbox)).length;
    const input = flareApplicationSchema.parse(APPLICATION);
    await expect(
      submitFlareApplication(t.db, input, {
        mail: await t.services.mailContext(),
        captureLead: async () => {
          throw new Error("CRM down");
        },
      }),
    ).rejects.toThrow("CRM down");
    expect((await t.db.select().from(flareApplications)).length).toBe(before);
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailBefore);
  });

  it("never answers 5xx to random bodies", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("name", "email", "company", "stage", "idea"), fc.string()),
        async (body) => {
          await t.services.rateLimiter.reset();
          const res = await t.client().post("/api/flare/applications", body);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});
