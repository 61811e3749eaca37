import http from "node:http";
import type { AddressInfo } from "node:net";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import * as Y from "yjs";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { loadConfig } from "#src/platform/config/config.ts";
import { type Database, openDatabase } from "#src/platform/db/db.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { buildHttpApp, createServices } from "#src/server.ts";
import {
  createTestApp,
  TEST_ORIGIN,
  TEST_SECRET,
  type TestClient,
} from "../../../../tests/helpers/test-app.ts";
import { COLLAB_MAX_MESSAGE_BYTES, COLLAB_PATH, FLARE_MESSAGES as M } from "../flare.contract.ts";
import { nodesOf, readDesign, writeNode } from "../lib/shared-doc.ts";
import { BAD_MESSAGE, type createFlareCollab, type FlareCollab, startFlareCollab } from "./collab.ts";
import { flareDesignUpdates } from "./flare.tables.ts";
import { GUEST_NAME } from "./presence.ts";

const PASSWORD = "open-sesame-for-collab-tests";
let t: Awaited<ReturnType<typeof createTestApp>>;
type Running = { url: string; collab: FlareCollab; stop: () => Promise<void> };
const running: Running[] = [];

/** One app process: the HTTP app and the canvas socket on a real port. */
async function startProcess(
  app: { fetch: (r: Request) => Response | Promise<Response> },
  services: Parameters<typeof createFlareCollab>[0],
) {
  // Registered for its database, as main() does: a save waits for this process's pending changes.
  const collab = startFlareCollab(services);
  const listener = getRequestListener(app.fetch);
  const server = http.createServer(listener);
  server.on("upgrade", (req, socket, head) => {
    if (!collab.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const proc: Running = {
    url: `ws://127.0.0.1:${port}${COLLAB_PATH}`,
    collab,
    stop: async () => {
      await collab.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  running.push(proc);
  return proc;
}

beforeAll(async () => {
  t = await createTestApp({ env: { FLARE_CANVAS_PASSWORD: PASSWORD } });
});
afterAll(async () => {
  for (const p of peers) disconnect(p);
  for (const p of running.splice(0)) await p.stop().catch(() => {});
  await t.close();
});

async function unlocked(): Promise<TestClient> {
  const c = t.client();
  expect((await c.post("/api/flare/gate", { password: PASSWORD })).status).toBe(200);
  return c;
}

let staffCounter = 0;
async function staff(): Promise<TestClient> {
  return (await t.signUp(`collab-staff${++staffCounter}@x.example`, ["employee"])).c;
}

async function newDesign(c: TestClient) {
  const code = await c.post("/api/flare/access-codes");
  const res = await c.post("/api/flare/designs", {
    title: "Shared bakery",
    accessCode: code.json.code,
    clientName: "Ada",
    clientCompany: "Crumb",
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; accessCode: string };
}

/** A WebSocket class that sends this browser's cookies and origin, as a page of the site would. */
const socketWith = (headers: Record<string, string>) =>
  class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
      // A refused reconnect after a process stopped is expected here, not an uncaught error.
      this.on("error", () => {});
    }
  };

type Peer = { doc: Y.Doc; provider: HocuspocusProvider; socket: HocuspocusProviderWebsocket };
const peers: Peer[] = [];

function connect(proc: Running, designId: string, client: TestClient | null, origin = TEST_ORIGIN): Peer {
  const headers: Record<string, string> = { origin };
  if (client) headers.cookie = client.cookieHeader();
  const socket = new HocuspocusProviderWebsocket({
    url: proc.url,
    WebSocketPolyfill: socketWith(headers),
    maxAttempts: 1,
  });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: designId, document: doc });
  provider.attach();
  const peer = { doc, provider, socket };
  peers.push(peer);
  return peer;
}

function disconnect(peer: Peer) {
  peer.provider.destroy();
  peer.socket.destroy();
}

const until = async (check: () => boolean, what: string, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};
const synced = (p: Peer) => until(() => p.provider.isSynced, "sync");
const labels = (doc: Y.Doc) =>
  readDesign(doc)
    .nodes.filter((n) => n.type === "feature")
    .map((n) => n.data.label);

function addFeature(doc: Y.Doc, id: string, label: string) {
  doc.transact(() =>
    writeNode(
      nodesOf(doc),
      {
        id,
        type: "feature",
        position: { x: 8, y: 8 },
        data: {
          label,
          description: "",
          priority: "medium",
          points: 5,
          objectives: [],
          notes: "",
          attachments: [],
        },
      },
      Date.now(),
    ),
  );
}

/** The HTTP status the server answered an upgrade with (101 when it opened the socket). */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on("open", () => {
      ws.close();
      resolve(101);
    });
    ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.on("error", (err) => {
      if (!/Unexpected server response/.test(String(err))) reject(err);
    });
  });
}

describe("the live canvas socket", () => {
  it("refuses a caller without the gate cookie, from another site, or on another path", async () => {
    const proc = await startProcess(t.app, t.services);
    const c = await unlocked();
    expect(await upgradeStatus(proc.url, { origin: TEST_ORIGIN })).toBe(401);
    // A forged cookie is no cookie.
    expect(await upgradeStatus(proc.url, { origin: TEST_ORIGIN, cookie: "flare_canvas=v1.forged.1.x" })).toBe(
      401,
    );
    expect(await upgradeStatus(proc.url, { origin: "https://evil.example", cookie: c.cookieHeader() })).toBe(
      403,
    );
    expect(await upgradeStatus(proc.url, { cookie: c.cookieHeader() })).toBe(403);
    await expect(
      upgradeStatus(proc.url.replace(COLLAB_PATH, "/api/other"), {
        origin: TEST_ORIGIN,
        cookie: c.cookieHeader(),
      }),
    ).rejects.toThrow();
    expect(await upgradeStatus(proc.url, { origin: TEST_ORIGIN, cookie: c.cookieHeader() })).toBe(101);
  });

  it("refuses a design to a gated browser that has not opened it by its code, then admits it", async () => {
    const proc = await startProcess(t.app, t.services);
    const owner = await unlocked();
    const { id, accessCode } = await newDesign(owner);
    const stranger = await unlocked();
    let failed = "";
    const peer = connect(proc, id, stranger);
    peer.provider.on("authenticationFailed", ({ reason }: { reason: string }) => {
      failed = reason;
    });
    await until(() => failed !== "", "the refusal");
    expect(peer.provider.isSynced).toBe(false);
    disconnect(peer);
    // With the code, the same browser holds the design and is let in.
    expect((await stranger.post("/api/flare/designs/access", { code: accessCode })).status).toBe(200);
    const admitted = connect(proc, id, stranger);
    await synced(admitted);
    expect(labels(admitted.doc)).toEqual([]);
    expect(readDesign(admitted.doc).nodes.filter((n) => n.type === "stage")).toHaveLength(3);
    disconnect(admitted);
  });

  it("merges two people's edits, shows each other's presence under the server's names, keeps it all", async () => {
    const proc = await startProcess(t.app, t.services);
    const client = await unlocked();
    const employee = await staff();
    const { id } = await newDesign(client);
    const a = connect(proc, id, client);
    const b = connect(proc, id, employee);
    await Promise.all([synced(a), synced(b)]);
    addFeature(a.doc, "feature-a", "Checkout");
    addFeature(b.doc, "feature-b", "Loyalty");
    await until(() => labels(a.doc).length === 2 && labels(b.doc).length === 2, "both edits on both sides");
    expect(labels(a.doc).sort()).toEqual(["Checkout", "Loyalty"]);
    // A client claiming another name is shown as what the server knows: "Guest".
    a.provider.setAwarenessField("user", { name: "The CEO", color: "#000000" });
    a.provider.setAwarenessField("cursor", { x: 10, y: 20 });
    const seenByB = () =>
      [...b.provider.awareness!.getStates().entries()].find(([clientId]) => clientId === a.doc.clientID)?.[1];
    await until(() => seenByB()?.cursor?.x === 10, "a's cursor at b");
    expect(seenByB()?.user?.name).toBe(GUEST_NAME);
    disconnect(a);
    disconnect(b);
    await proc.collab.flush(id);
    // The employee's live session is audited once, with its number of changes.
    let audit: (typeof adminActivityLogs.$inferSelect)[] = [];
    for (let i = 0; i < 100 && audit.length === 0; i++) {
      audit = await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, id));
      if (audit.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(audit.filter((r) => r.action === "flare.design.live_edit")).toEqual([
      expect.objectContaining({ details: { changes: expect.any(Number) } }),
    ]);
    // A restart: a new process on the same database serves the same document.
    await proc.stop();
    const again = await startProcess(t.app, t.services);
    const c = connect(again, id, employee);
    await synced(c);
    expect(labels(c.doc).sort()).toEqual(["Checkout", "Loyalty"]);
    disconnect(c);
  });

  it("saves the shared canvas as a named version in the version list", async () => {
    const proc = await startProcess(t.app, t.services);
    const client = await unlocked();
    const { id } = await newDesign(client);
    const a = connect(proc, id, client);
    await synced(a);
    addFeature(a.doc, "feature-v", "Reviews");
    await until(() => !a.provider.hasUnsyncedChanges, "the edit to reach the server");
    expect((await client.post(`/api/flare/designs/${id}/versions`, { name: "  " })).json.fields.name).toBe(
      M.versionNameRequired,
    );
    const saved = await client.post(`/api/flare/designs/${id}/versions`, { name: "After the workshop" });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ name: "After the workshop", message: M.saved });
    const list = await client.get(`/api/flare/designs/${id}/versions`);
    expect(list.json.versions).toEqual([
      expect.objectContaining({ name: "After the workshop", savedBy: GUEST_NAME, nodeCount: 4 }),
    ]);
    const design = await client.get(`/api/flare/designs/${id}`);
    expect(design.json.nodes.map((n: { id: string }) => n.id)).toContain("feature-v");
    expect(design.json.stages).toEqual({ alpha: [], beta: [], launch: [] });
    // Another browser may not read the list.
    expect((await (await unlocked()).get(`/api/flare/designs/${id}/versions`)).status).toBe(403);
    disconnect(a);
  });

  it("closes the connection on a malformed or oversized message and keeps the document", async () => {
    const proc = await startProcess(t.app, t.services);
    const client = await unlocked();
    const { id } = await newDesign(client);
    const a = connect(proc, id, client);
    await synced(a);
    addFeature(a.doc, "feature-keep", "Keep me");
    await until(() => !a.provider.hasUnsyncedChanges, "the edit to reach the server");

    const raw = new WebSocket(proc.url, { headers: { origin: TEST_ORIGIN, cookie: client.cookieHeader() } });
    await new Promise((r) => raw.on("open", r));
    const closed = new Promise<number>((r) => raw.on("close", (code) => r(code)));
    raw.send(message(id, [2, 0], "token"));
    await new Promise((r) => raw.once("message", r)); // authenticated
    // A sync update (type 0, step 2) whose Yjs update is garbage.
    raw.send(message(id, [0, 2], new Uint8Array([200, 255, 255, 255, 255, 1, 2, 3])));
    expect(await closed).toBe(BAD_MESSAGE.code);

    const big = new WebSocket(proc.url, { headers: { origin: TEST_ORIGIN, cookie: client.cookieHeader() } });
    await new Promise((r) => big.on("open", r));
    big.on("error", () => {});
    const bigClosed = new Promise<number>((r) => big.on("close", (code) => r(code)));
    big.send(new Uint8Array(COLLAB_MAX_MESSAGE_BYTES + 1));
    expect(await bigClosed).toBe(1009);

    // The document is intact for everyone.
    const b = connect(proc, id, client);
    await synced(b);
    expect(labels(b.doc)).toEqual(["Keep me"]);
    addFeature(a.doc, "feature-after", "Still live");
    await until(() => labels(b.doc).includes("Still live"), "later edits still to arrive");
    disconnect(a);
    disconnect(b);
  });

  it("works across two app processes on one PostgreSQL (NOTIFY fan-out)", async (ctx) => {
    const url = (t.database as Database & { url?: string }).url;
    if (!url) ctx.skip();
    const second = await openDatabase({ databaseUrl: url });
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      PUBLIC_URL: TEST_ORIGIN,
      SEED_DEMO: "0",
      FLARE_CANVAS_PASSWORD: PASSWORD,
    });
    const services2 = createServices(config, silentLogger, second, TEST_SECRET);
    try {
      const p1 = await startProcess(t.app, t.services);
      const p2 = await startProcess(buildHttpApp(services2), services2);
      const client = await unlocked();
      const employee = await staff();
      const { id } = await newDesign(client);
      const a = connect(p1, id, client);
      const b = connect(p2, id, employee);
      await Promise.all([synced(a), synced(b)]);
      addFeature(a.doc, "feature-p1", "From process one");
      await until(() => labels(b.doc).includes("From process one"), "process two to receive it");
      addFeature(b.doc, "feature-p2", "From process two");
      await until(() => labels(a.doc).includes("From process two"), "process one to receive it");
      // Stored once each, by the process that received it.
      await p1.collab.flush(id);
      await p2.collab.flush(id);
      const rows = await t.db.select().from(flareDesignUpdates).where(eq(flareDesignUpdates.designId, id));
      expect(rows.length).toBeGreaterThanOrEqual(3);
      disconnect(a);
      disconnect(b);
    } finally {
      for (const p of running.splice(0)) await p.stop().catch(() => {});
      await second.close();
    }
  });
});

/** A Hocuspocus message: the document name, then varuints, then a string or bytes. */
function message(name: string, uints: number[], tail: string | Uint8Array): Uint8Array {
  const out: number[] = [];
  const uint = (n: number) => {
    while (n > 0x7f) {
      out.push((n & 0x7f) | 0x80);
      n >>>= 7;
    }
    out.push(n);
  };
  const bytes = (b: Uint8Array) => {
    uint(b.length);
    out.push(...b);
  };
  bytes(new TextEncoder().encode(name));
  for (const n of uints) uint(n);
  bytes(typeof tail === "string" ? new TextEncoder().encode(tail) : tail);
  return new Uint8Array(out);
}
