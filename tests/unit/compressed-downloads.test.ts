import http from "node:http";
import type net from "node:net";
import zlib from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { enqueueMail } from "#src/platform/mail/mail.outbox.ts";
import { minimalPdf } from "#src/platform/storage/test-files.testing.ts";
import { createTestApp, TEST_ORIGIN, type TestClient } from "../helpers/test-app.ts";

/**
 * Every kind of download, fetched over a real socket as a browser fetches it: first with
 * `Accept-Encoding: gzip, deflate, br, zstd`, then with gzip only, then without compression. The
 * compressed answers must arrive whole (a Content-Length, when sent, is the length of the bytes
 * sent, so the client does not wait for bytes that never come) and decode to exactly the bytes of
 * the uncompressed answer.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: http.Server;
let port: number;
let admin: TestClient;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
  server = http.createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
  admin = t.client();
  const email = "downloads-admin@x.example";
  expect((await admin.post("/api/identity/sign-up", { email, password: "secret-pass" })).status).toBe(201);
  const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  for (const role of ["admin", "employee", "workspace_user"] as const)
    await grantRole(t.db, u!.id, role, null);
  adminCookie = admin.cookieHeader();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Received = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer };

/** One GET over a fresh keep-alive socket; fails if the body has not fully arrived within 5 s. */
function fetchRaw(path: string, acceptEncoding: string | undefined, cookie: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path,
        agent,
        headers: {
          origin: TEST_ORIGIN,
          ...(cookie ? { cookie } : {}),
          ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        const timer = setTimeout(() => {
          agent.destroy();
          reject(
            new Error(
              `${path} (${acceptEncoding ?? "identity"}): ${Buffer.concat(chunks).byteLength} bytes of ` +
                `Content-Length ${res.headers["content-length"]} after 5 s: the download never ends`,
            ),
          );
        }, 5_000);
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () => {
          clearTimeout(timer);
          agent.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

function decode(r: Received): Buffer {
  const enc = r.headers["content-encoding"];
  if (enc === "br") return zlib.brotliDecompressSync(r.bytes);
  if (enc === "gzip") return zlib.gunzipSync(r.bytes);
  expect(enc, "an encoding this test knows").toBeUndefined();
  return r.bytes;
}

/** Downloads `path` three ways and checks each arrives whole and decodes to the same bytes. */
async function expectWholeDownload(path: string, opts: { cookie?: string; compressible: boolean }) {
  const cookie = opts.cookie ?? adminCookie;
  const plain = await fetchRaw(path, undefined, cookie);
  expect(plain.status, `${path}: ${plain.bytes.toString().slice(0, 200)}`).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(Number(plain.headers["content-length"])).toBe(plain.bytes.byteLength);
  for (const accept of ["gzip, deflate, br, zstd", "gzip"]) {
    const got = await fetchRaw(path, accept, cookie);
    expect(got.status, path).toBe(200);
    const length = got.headers["content-length"];
    if (length !== undefined) expect(Number(length), `${path} ${accept}`).toBe(got.bytes.byteLength);
    if (opts.compressible) {
      expect(got.headers["content-encoding"], `${path} ${accept}`).toBe(accept === "gzip" ? "gzip" : "br");
      // A compressed answer is a different representation: its validator must not claim byte equality.
      if (got.headers.etag) expect(got.headers.etag.startsWith("W/")).toBe(true);
    }
    expect(decode(got).equals(plain.bytes), `${path} ${accept}: decoded bytes differ`).toBe(true);
  }
  return plain;
}

describe("every download arrives whole when compressed", () => {
  it("a CRM CSV export past 1 KB", async () => {
    for (let i = 0; i < 12; i++) {
      const res = await admin.post("/api/crm/companies", {
        name: `Company Number ${i}`,
        industry: "Manufacturing",
        description: "Makes parts for bicycles and sells them through a network of dealers.",
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    const plain = await expectWholeDownload("/api/crm/export/companies", { compressible: true });
    expect(plain.bytes.byteLength).toBeGreaterThan(1024);
  });

  it("the goal report past 1 KB", async () => {
    const me = await admin.post("/api/people/me", {
      firstName: "Dana",
      lastName: "Downloads",
      email: "downloads-admin@x.example",
      startDate: "2024-01-15",
    });
    expect(me.status, JSON.stringify(me.json)).toBe(201);
    for (let i = 0; i < 15; i++) {
      const res = await admin.post("/api/people/goals", {
        title: `Company goal number ${i}: ship the quarterly roadmap on time`,
        isCompanyGoal: true,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    const plain = await expectWholeDownload("/api/people/goal-report?period=monthly", { compressible: true });
    expect(plain.bytes.byteLength).toBeGreaterThan(1024);
  });

  it("an outbox attachment of a text type", async () => {
    const csv = `name,email\r\n${Array.from({ length: 200 }, (_, i) => `Person ${i},p${i}@x.example`).join("\r\n")}`;
    const id = await enqueueMail(t.db, {
      to: "someone@x.example",
      subject: "The list",
      text: "Attached.",
      kind: "test",
      attachments: [
        { filename: "list.csv", contentType: "text/csv", contentBase64: Buffer.from(csv).toString("base64") },
      ],
    });
    const plain = await expectWholeDownload(`/api/command-center/outbox/${id}/attachments/0`, {
      compressible: true,
    });
    expect(plain.bytes.toString()).toBe(csv);
  });

  it("a workspace time CSV and a task attachment of a text type", async () => {
    const ws = await admin.post("/api/workspace/workspaces", { name: "Downloads", description: "" });
    const workspaceId = ws.json.workspace.id as string;
    const space = await admin.post(`/api/workspace/workspaces/${workspaceId}/spaces`, { name: "Product" });
    const folder = await admin.post(`/api/workspace/spaces/${space.json.item.id}/folders`, { name: "Q1" });
    const list = await admin.post(`/api/workspace/folders/${folder.json.item.id}/lists`, { name: "Sprint" });
    let taskId = "";
    for (let i = 0; i < 25; i++) {
      const task = await admin.post(`/api/workspace/lists/${list.json.item.id}/tasks`, {
        title: `Task number ${i} with a descriptive title`,
        timeEstimate: 2,
      });
      taskId = task.json.task.id;
    }
    const csv = await expectWholeDownload(`/api/workspace/workspaces/${workspaceId}/time.csv`, {
      compressible: true,
    });
    expect(csv.bytes.byteLength).toBeGreaterThan(1024);
    const text = "a,b,c\n".repeat(1000);
    const form = new FormData();
    form.append("file", new File([text], "notes.txt", { type: "text/plain" }));
    const up = await admin.request("POST", `/api/workspace/tasks/${taskId}/attachments`, form);
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    const detail = await admin.get(`/api/workspace/tasks/${taskId}`);
    const attachmentId = detail.json.attachments.at(-1).id as string;
    const plain = await expectWholeDownload(`/api/workspace/attachments/${attachmentId}`, {
      compressible: true,
    });
    expect(plain.bytes.toString()).toBe(text);
  });

  it("a PDF (not compressed again) and a public resource guide", async () => {
    const ws = await admin.post("/api/workspace/workspaces", { name: "Pdfs", description: "" });
    const workspaceId = ws.json.workspace.id as string;
    const space = await admin.post(`/api/workspace/workspaces/${workspaceId}/spaces`, { name: "Docs" });
    const folder = await admin.post(`/api/workspace/spaces/${space.json.item.id}/folders`, { name: "Q2" });
    const list = await admin.post(`/api/workspace/folders/${folder.json.item.id}/lists`, { name: "Specs" });
    const task = await admin.post(`/api/workspace/lists/${list.json.item.id}/tasks`, { title: "Spec" });
    const form = new FormData();
    form.set("file", new File([minimalPdf() as BlobPart], "proposal.pdf"));
    const up = await admin.request("POST", `/api/workspace/tasks/${task.json.task.id}/attachments`, form);
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    const detail = await admin.get(`/api/workspace/tasks/${task.json.task.id}`);
    const attachmentId = detail.json.attachments.at(-1).id as string;
    await expectWholeDownload(`/api/workspace/attachments/${attachmentId}`, { compressible: false });
    await expectWholeDownload("/api/marketing/resources/startup-mvp-playbook.pdf", {
      cookie: "",
      compressible: false,
    });
  });
});
