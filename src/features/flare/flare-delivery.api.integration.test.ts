import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import type { DesignNode } from "./flare.contract.ts";
import {
  type DeliveryDto,
  DELIVERY_MESSAGES as DM,
  type ProposalDto,
  type RateDto,
} from "./flare-delivery.contract.ts";
import { proposalFigures } from "./lib/delivery-plan.ts";
import { stageEdge, stageNodeId } from "./lib/design.ts";
import { samplePlan } from "./lib/sample-plan.testing.ts";
import { flareDeliveryItems, flareProposals } from "./server/flare.tables.ts";

const PASSWORD = "open-sesame-for-delivery-tests";
const RATES = {
  basis: "point",
  rateLow: 90,
  rateHigh: 130,
  pointsPerDay: 20,
  hoursPerDay: 8,
  currency: "usd",
};
let t: Awaited<ReturnType<typeof createTestApp>>;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "flare-proposal-"));
beforeAll(async () => {
  t = await createTestApp({ env: { FLARE_CANVAS_PASSWORD: PASSWORD } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

let counter = 0;
async function signedIn(...roles: ("employee" | "admin" | "workspace_user")[]): Promise<TestClient> {
  return (await t.signUp(`delivery${++counter}@x.example`, roles)).c;
}

/** A client in the workshop: the canvas password passed and the design opened by its code. */
async function clientWithCode(code: string): Promise<TestClient> {
  const c = t.client();
  expect((await c.post("/api/flare/gate", { password: PASSWORD })).status).toBe(200);
  expect((await c.post("/api/flare/designs/access", { code })).status).toBe(200);
  return c;
}

type Plan = { nodes: DesignNode[]; edges: ReturnType<typeof samplePlan>["edges"] };
async function designWith(staff: TestClient, plan: Plan) {
  const created = await staff.post("/api/flare/designs", {
    title: "Zoë’s bakery marketplace",
    clientName: "Zoë Ångström",
    clientCompany: "Søn & Co",
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.id as string;
  const saved = await staff.put(`/api/flare/designs/${id}`, { baseVersion: 1, ...plan });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return { id, accessCode: created.json.accessCode as string, version: saved.json.version as number };
}

let admin: TestClient;
let staff: TestClient;
beforeAll(async () => {
  admin = await signedIn("employee", "admin");
  staff = await signedIn("employee");
  expect((await admin.put("/api/flare/rates/startup", RATES)).status).toBe(200);
});

describe("rates", () => {
  it("are set by an admin, read by staff, and audited", async () => {
    const res = await admin.put("/api/flare/rates/enterprise", {
      ...RATES,
      basis: "day",
      rateLow: 1000,
      rateHigh: 1500,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe(DM.ratesSaved);
    const list = await staff.get("/api/flare/rates");
    const enterprise = (list.json.rates as RateDto[]).find((r) => r.segment === "enterprise");
    expect(enterprise).toMatchObject({ basis: "day", rateLow: 1000, rateHigh: 1500, currency: "USD" });
    const audits = await t.db
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.action, "flare.rates.update"));
    expect(audits.length).toBeGreaterThan(0);
  });

  it("refuse bad input with a clear message and keep the old rates", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...RATES, rateHigh: 10 }, DM.rateOrder],
      [{ ...RATES, basis: "hour" }, DM.basisRequired],
      [{ ...RATES, pointsPerDay: 0 }, DM.pointsPerDay],
      [{ ...RATES, hoursPerDay: 25 }, DM.hoursPerDay],
      [{ ...RATES, currency: "dollars" }, DM.currency],
      [{ ...RATES, rateLow: 1.5 }, DM.rateWhole],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put("/api/flare/rates/startup", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect((await admin.put("/api/flare/rates/nonprofit", RATES)).json.error).toBe(DM.segmentRequired);
    const startup = ((await staff.get("/api/flare/rates")).json.rates as RateDto[]).find(
      (r) => r.segment === "startup",
    );
    expect(startup).toMatchObject({ rateLow: 90, rateHigh: 130 });
  });

  it("are hidden from a client with the code, the workspace user and anonymous callers", async () => {
    const design = await designWith(staff, samplePlan(3));
    const client = await clientWithCode(design.accessCode);
    expect((await client.get("/api/flare/rates")).status).toBe(401);
    expect((await (await signedIn("workspace_user")).get("/api/flare/rates")).status).toBe(403);
    expect((await t.client().get("/api/flare/rates")).status).toBe(401);
    expect((await staff.put("/api/flare/rates/startup", RATES)).status).toBe(403);
  });
});

describe("the proposal", () => {
  it("prints the canvas's points and the admin's rates as extractable text in embedded fonts", async () => {
    const plan = samplePlan(12, 2);
    const design = await designWith(staff, plan);
    const res = await staff.post(`/api/flare/designs/${design.id}/proposals`, {
      segment: "startup",
      assumptions: ["The client provides the brand assets"],
      exclusions: ["Native mobile apps"],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const proposal = res.json.proposal as ProposalDto;
    const rate = ((await staff.get("/api/flare/rates")).json.rates as RateDto[]).find(
      (r) => r.segment === "startup",
    )!;
    const expected = proposalFigures(plan.nodes, plan.edges, rate);
    expect(proposal.figures).toEqual(expected);
    expect(proposal.designVersion).toBe(design.version);
    expect(expected.priceLow).toBe(expected.totalPoints * 90);

    const download = await staff.get(proposal.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    const [row] = await t.db.select().from(flareProposals).where(eq(flareProposals.id, proposal.id));
    const file = await t.services.files.readFile(row!.fileId);
    const pdf = path.join(tmp, "proposal.pdf");
    fs.writeFileSync(pdf, file!.bytes);
    const text = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).normalize("NFC");
    expect(text).toContain("Proposal: Zoë’s bakery marketplace");
    expect(text).toContain(`${expected.totalPoints} points`);
    expect(text).toContain(`${expected.days} days`);
    expect(text).toContain(
      `USD ${expected.priceLow.toLocaleString("en-US")} – USD ${expected.priceHigh.toLocaleString("en-US")}`,
    );
    expect(text).toContain(
      `Alpha: ${expected.phases.alpha.count} features, ${expected.phases.alpha.points} points`,
    );
    expect(text).toContain("The client provides the brand assets");
    expect(text).toContain("Native mobile apps");
    expect(text).toContain("Screen 1");
    const fonts = execFileSync("pdffonts", [pdf], { encoding: "utf8" }).trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f.split(/\s+/).slice(-5, -2), f).toEqual(["yes", "yes", "yes"]);
    expect(execFileSync("pdfinfo", [pdf], { encoding: "utf8" })).toMatch(/^Tagged:\s+yes$/m);

    const listed = await staff.get(`/api/flare/designs/${design.id}/proposals`);
    expect((listed.json.proposals as ProposalDto[]).map((p) => p.id)).toContain(proposal.id);
  });

  it("is sent to the client's email through the outbox with the stored PDF attached", async () => {
    const design = await designWith(staff, samplePlan(4, 1));
    const { proposal } = (
      await staff.post(`/api/flare/designs/${design.id}/proposals`, { segment: "startup" })
    ).json;
    const bad = await staff.post(`/api/flare/proposals/${proposal.id}/send`, { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(DM.emailInvalid);
    const res = await staff.post(`/api/flare/proposals/${proposal.id}/send`, {
      email: " zoe@client.example ",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe(DM.proposalSent("zoe@client.example"));
    expect(res.json.proposal.sentTo).toBe("zoe@client.example");
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "flare-proposal"));
    expect(mail!.to).toBe("zoe@client.example");
    const [row] = await t.db.select().from(flareProposals).where(eq(flareProposals.id, proposal.id));
    expect(mail!.attachments).toEqual([
      { filename: row!.filename, contentType: "application/pdf", fileId: row!.fileId },
    ]);
  });

  it("refuses bad input, a segment without rates and unknown ids", async () => {
    const design = await designWith(staff, samplePlan(2));
    const url = `/api/flare/designs/${design.id}/proposals`;
    expect((await staff.post(url, { segment: "space" })).json.error).toBe(DM.segmentRequired);
    const long = await staff.post(url, { segment: "startup", assumptions: ["x".repeat(301)] });
    expect(long.status).toBe(400);
    expect(long.json.error).toBe(DM.lineTooLong(300));
    const none = await staff.post(url, { segment: "government" });
    expect(none.status).toBe(400);
    expect(none.json.error).toBe(DM.ratesMissing("government"));
    expect((await staff.post("/api/flare/designs/not-a-uuid/proposals", { segment: "startup" })).status).toBe(
      404,
    );
    expect((await staff.get("/api/flare/proposals/not-a-uuid/file")).status).toBe(404);
    expect(
      (
        await staff.post("/api/flare/proposals/00000000-0000-4000-8000-000000000000/send", {
          email: "a@b.example",
        })
      ).status,
    ).toBe(404);
  });

  it("is refused to a client with the code, the workspace user and anonymous callers", async () => {
    const design = await designWith(staff, samplePlan(2));
    const { proposal } = (
      await staff.post(`/api/flare/designs/${design.id}/proposals`, { segment: "startup" })
    ).json;
    const client = await clientWithCode(design.accessCode);
    const signedClient = await signedIn();
    const workspaceUser = await signedIn("workspace_user");
    for (const [caller, status] of [
      [client, 401],
      [t.client(), 401],
      [signedClient, 403],
      [workspaceUser, 403],
    ] as const) {
      expect(
        (await caller.post(`/api/flare/designs/${design.id}/proposals`, { segment: "startup" })).status,
      ).toBe(status);
      expect((await caller.get(`/api/flare/designs/${design.id}/proposals`)).status).toBe(status);
      expect((await caller.get(proposal.downloadUrl)).status).toBe(status);
      expect(
        (await caller.post(`/api/flare/proposals/${proposal.id}/send`, { email: "a@b.example" })).status,
      ).toBe(status);
    }
  });
});

async function newWorkspace(c: TestClient, name = "Client delivery") {
  const res = await c.post("/api/workspace/workspaces", { name });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.workspace.id as string;
}

describe("start delivery", () => {
  it("turns a design version into one workspace project, however often it is started", async () => {
    const plan = samplePlan(6, 2);
    const design = await designWith(staff, plan);
    const workspaceId = await newWorkspace(staff);
    const body = { workspaceId, segment: "startup", version: design.version };
    const first = await staff.post(`/api/flare/designs/${design.id}/delivery`, body);
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.created).toBe(true);
    const again = await staff.post(`/api/flare/designs/${design.id}/delivery`, body);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: false, message: DM.deliveryExists });
    const tree = await staff.get(`/api/workspace/workspaces/${workspaceId}/tree`);
    expect(tree.status, JSON.stringify(tree.json)).toBe(200);
    expect(tree.json.spaces).toHaveLength(1);
    expect(tree.json.spaces[0].name).toBe("Søn & Co");
    const lists = tree.json.spaces[0].folders[0].lists.map((l: { name: string }) => l.name).sort();
    expect(lists).toEqual(["Alpha", "Beta", "Launch", "Screens"]);

    const delivery = first.json.delivery as DeliveryDto;
    // 6 features, one of them on no phase (every seventh is not), and 2 screens.
    expect(delivery.delivery!.taskCount).toBe(8);
    expect(delivery.diff).toEqual([]);
    const alphaUrl = delivery.delivery!.listUrls.find((l) => l.key === "alpha")!.url;
    const alphaId = alphaUrl.split("/").pop()!;
    const alpha = await staff.get(`/api/workspace/lists/${alphaId}`);
    const task = alpha.json.tasks.find((x: { title: string }) => x.title.startsWith("Feature 0 "));
    expect(task.priority).toBe("high");
    expect(task.timeEstimate).toBe(Math.round((5 / 20) * 8 * 10) / 10);
    expect(task.sourceUrl).toBe(`/employee/flare-canvas/${design.id}?node=feature-0`);
    expect(task.description).toContain("Estimate: 5 points.");
    const screensId = delivery
      .delivery!.listUrls.find((l) => l.key === "screens")!
      .url.split("/")
      .pop()!;
    const screens = await staff.get(`/api/workspace/lists/${screensId}`);
    const screenTask = screens.json.tasks[0];
    const detail = await staff.get(`/api/workspace/tasks/${screenTask.id}`);
    expect(detail.status, JSON.stringify(detail.json)).toBe(200);
    expect(detail.json.attachments[0].fileName).toMatch(/^wireframe-Screen-\d\.pdf$/);
  });

  it("creates one project when two starts of the same version race", async () => {
    const design = await designWith(staff, samplePlan(4, 1));
    const workspaceId = await newWorkspace(staff, "Race");
    const body = { workspaceId, segment: "startup", version: design.version };
    const url = `/api/flare/designs/${design.id}/delivery`;
    const answers = await Promise.all([staff.post(url, body), staff.post(url, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const tree = await staff.get(`/api/workspace/workspaces/${workspaceId}/tree`);
    expect(tree.json.spaces).toHaveLength(1);
    const items = await t.db
      .select()
      .from(flareDeliveryItems)
      .where(eq(flareDeliveryItems.designId, design.id));
    expect(items).toHaveLength(5);
  });

  it("shows a later version's differences and applies only those staff accept", async () => {
    const plan = samplePlan(6, 1);
    const design = await designWith(staff, plan);
    const workspaceId = await newWorkspace(staff);
    await staff.post(`/api/flare/designs/${design.id}/delivery`, {
      workspaceId,
      segment: "startup",
      version: design.version,
    });
    // The design moves on: feature 0 is renamed, feature 1 removed, a new feature added to beta.
    const nodes = plan.nodes
      .filter((n) => n.id !== "feature-1")
      .map((n) =>
        n.id === "feature-0" && n.type === "feature"
          ? { ...n, data: { ...n.data, label: "Sign-in with passkeys", points: 30 } }
          : n,
      );
    nodes.push({ ...plan.nodes.find((n) => n.id === "feature-2")!, id: "feature-new" } as DesignNode);
    const edges = [
      ...plan.edges.filter((e) => e.target !== "feature-1"),
      stageEdge(stageNodeId("beta"), "feature-new"),
    ];
    const saved = await staff.put(`/api/flare/designs/${design.id}`, {
      baseVersion: design.version,
      nodes,
      edges,
    });
    expect(saved.status).toBe(200);

    const shown = (await staff.get(`/api/flare/designs/${design.id}/delivery`)).json as DeliveryDto;
    const byNode = Object.fromEntries(shown.diff.map((d) => [d.nodeId, d]));
    expect(byNode["feature-0"]).toMatchObject({ change: "changed", fields: ["title", "points"] });
    expect(byNode["feature-1"]).toMatchObject({ change: "removed" });
    expect(byNode["feature-new"]).toMatchObject({ change: "added", list: "beta" });
    expect(shown.diff).toHaveLength(3);

    const stale = await staff.post(`/api/flare/designs/${design.id}/delivery/apply`, {
      version: design.version,
      accept: ["feature-0"],
    });
    expect(stale.status).toBe(409);
    const unknown = await staff.post(`/api/flare/designs/${design.id}/delivery/apply`, {
      version: saved.json.version,
      accept: ["feature-0", "feature-3"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe(DM.unknownChange);
    const applied = await staff.post(`/api/flare/designs/${design.id}/delivery/apply`, {
      version: saved.json.version,
      accept: ["feature-0"],
    });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    expect(applied.json.message).toBe(DM.applied(1));
    expect((applied.json as DeliveryDto).diff.map((d) => d.nodeId).sort()).toEqual([
      "feature-1",
      "feature-new",
    ]);
    const [item] = await t.db
      .select()
      .from(flareDeliveryItems)
      .where(and(eq(flareDeliveryItems.designId, design.id), eq(flareDeliveryItems.nodeId, "feature-0")));
    const listOf = (key: string) =>
      (applied.json as DeliveryDto)
        .delivery!.listUrls.find((l) => l.key === key)!
        .url.split("/")
        .pop()!;
    const alpha = await staff.get(`/api/workspace/lists/${listOf("alpha")}`);
    const renamed = alpha.json.tasks.find((x: { id: string }) => x.id === item!.taskId);
    expect(renamed.title).toBe("Sign-in with passkeys");
    expect(renamed.timeEstimate).toBe(12);
    // Not accepted yet: feature 1's task is still there, the new feature has none.
    const beta = await staff.get(`/api/workspace/lists/${listOf("beta")}`);
    expect(beta.json.tasks.some((x: { title: string }) => x.title.startsWith("Feature 1 "))).toBe(true);
    expect(beta.json.tasks).toHaveLength(2);

    const rest = await staff.post(`/api/flare/designs/${design.id}/delivery/apply`, {
      version: saved.json.version,
      accept: ["feature-1", "feature-new"],
    });
    expect(rest.json.diff).toEqual([]);
    expect(rest.json.delivery.appliedVersion).toBe(saved.json.version);
  });

  it("refuses bad input, a stale version, a workspace the caller is not in, and a design with nothing planned", async () => {
    const design = await designWith(staff, samplePlan(3));
    const url = `/api/flare/designs/${design.id}/delivery`;
    const workspaceId = await newWorkspace(staff);
    expect((await staff.post(url, { workspaceId: "nope", segment: "startup", version: 2 })).json.error).toBe(
      DM.workspaceRequired,
    );
    expect((await staff.post(url, { workspaceId, segment: "startup" })).json.error).toBe(DM.versionRequired);
    expect(
      (await staff.post(url, { workspaceId, segment: "startup", version: design.version + 5 })).status,
    ).toBe(409);
    const othersWorkspace = await newWorkspace(admin, "Not yours");
    expect(
      (await staff.post(url, { workspaceId: othersWorkspace, segment: "startup", version: design.version }))
        .status,
    ).toBe(404);
    expect(
      (await staff.post(`${url}/apply`, { version: design.version, accept: ["feature-0"] })).json.error,
    ).toBe(DM.notStarted);
    expect((await staff.post(`${url}/apply`, { version: design.version, accept: [] })).json.error).toBe(
      DM.nothingAccepted,
    );
    const empty = await designWith(staff, { nodes: samplePlan(0, 0).nodes, edges: [] });
    const res = await staff.post(`/api/flare/designs/${empty.id}/delivery`, {
      workspaceId,
      segment: "startup",
      version: empty.version,
    });
    expect(res.json.error).toBe(DM.emptyDesign);
    const tree = await staff.get(`/api/workspace/workspaces/${workspaceId}/tree`);
    expect(tree.json.spaces).toHaveLength(0);
  });

  it("is refused to a client with the code, the workspace user and anonymous callers", async () => {
    const design = await designWith(staff, samplePlan(3));
    const workspaceUser = await signedIn("workspace_user");
    const workspaceId = await newWorkspace(workspaceUser, "Their own");
    const client = await clientWithCode(design.accessCode);
    const body = { workspaceId, segment: "startup", version: design.version };
    for (const [caller, status] of [
      [client, 401],
      [t.client(), 401],
      [workspaceUser, 403],
    ] as const) {
      expect((await caller.get(`/api/flare/designs/${design.id}/delivery`)).status).toBe(status);
      expect((await caller.post(`/api/flare/designs/${design.id}/delivery`, body)).status).toBe(status);
      expect(
        (await caller.post(`/api/flare/designs/${design.id}/delivery/apply`, { version: 1, accept: ["x"] }))
          .status,
      ).toBe(status);
    }
    const tree = await workspaceUser.get(`/api/workspace/workspaces/${workspaceId}/tree`);
    expect(tree.json.spaces).toHaveLength(0);
  });

  it("never answers 5xx to random bodies", async () => {
    const design = await designWith(staff, samplePlan(2));
    const urls = [
      `/api/flare/designs/${design.id}/delivery`,
      `/api/flare/designs/${design.id}/delivery/apply`,
      `/api/flare/designs/${design.id}/proposals`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.dictionary(
          fc.constantFrom("workspaceId", "segment", "version", "accept", "assumptions", "exclusions"),
          fc.oneof(fc.string(), fc.integer(), fc.array(fc.string()), fc.constant(null)),
        ),
        async (url, body) => {
          const res = await staff.post(url, body);
          expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});
