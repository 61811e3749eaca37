import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#src/lib/roles.ts";
import { WEBHOOK_EVENT_TYPES } from "#src/lib/webhook-events.ts";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { eventOutbox } from "#src/platform/events/events.tables.ts";
import { emitEvent } from "#src/platform/events/events.ts";
import { TOKEN_ADMIN_MESSAGE } from "#src/platform/http/permissions.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { startWebhookReceiver } from "../../../tests/helpers/webhook-receiver.ts";
import { recordLead } from "../crm/server/index.ts";
import { webhookDeliveries, webhookEndpoints } from "./server/webhooks.tables.ts";
import {
  createWebhookDispatcher,
  pruneWebhookLog,
  WEBHOOK_MAX_ATTEMPTS,
} from "./server/webhooks-dispatcher.ts";
import { webhookNetwork } from "./server/webhooks-network.ts";
import { WEBHOOK_MESSAGES as M } from "./webhooks.contract.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let employee: TestClient;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const BASE = "/api/integrations/webhooks";

let n = 0;
async function staffOf(roles: Role[]): Promise<TestClient> {
  const email = `webhooks-${++n}@agency.example`;
  const c = t.client();
  expect((await c.post("/api/identity/sign-up", { email, password: "secret-pass" })).status).toBe(201);
  const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  for (const role of roles) await grantRole(t.db, u!.id, role, null);
  return c;
}

beforeAll(async () => {
  // Demo mode: http:// is allowed, so the test's receiver can be plain http on 127.0.0.1.
  t = await createTestApp({ env: { SEED_DEMO: "1" } });
  admin = await staffOf(["employee", "admin"]);
  employee = await staffOf(["employee"]);
  receiver = await startWebhookReceiver();
  webhookNetwork.allowPrivateTargetForTests = (target) => target.address.startsWith("127.");
});
afterEach(() => {
  webhookNetwork.resolve = undefined;
  (t.services.config as { demo: boolean }).demo = true;
  receiver.state.answer = () => ({ status: 200 });
});
afterAll(async () => {
  webhookNetwork.allowPrivateTargetForTests = undefined;
  await receiver.close();
  await t.close();
});

const dispatcher = () =>
  createWebhookDispatcher({
    db: t.db,
    logger: silentLogger,
    requireHttps: false,
    mailContext: t.services.mailContext,
  });

/** Registers an endpoint on the receiver and lets the receiver verify with its secret. */
async function register(events: string[], url = receiver.url) {
  const res = await admin.post(BASE, { url, events, description: "Test receiver" });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  receiver.state.secrets.push(res.json.secret);
  return res.json as { endpoint: { id: string }; secret: string };
}

/** Makes every pending delivery due now, as if its back-off had passed. */
const fastForward = (endpointId: string) =>
  t.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(eq(webhookDeliveries.status, "pending"), eq(webhookDeliveries.endpointId, endpointId)));

async function newDeal(name: string) {
  const company = await admin.post("/api/crm/companies", { name: `${name} Ltd` });
  expect(company.status, JSON.stringify(company.json)).toBe(201);
  const deal = await admin.post("/api/crm/deals", {
    name,
    companyId: company.json.company?.id ?? company.json.id,
    stage: "qualification",
  });
  expect(deal.status, JSON.stringify(deal.json)).toBe(201);
  return (deal.json.deal?.id ?? deal.json.id) as string;
}

describe("webhook endpoints: who may manage them", () => {
  it("are admins only: employees 403, anonymous 401, API tokens 403 whatever their scopes", async () => {
    const { endpoint } = await register(["lead.created"]);
    for (const [method, path] of [
      ["GET", BASE],
      ["POST", BASE],
      ["PATCH", `${BASE}/${endpoint.id}`],
      ["DELETE", `${BASE}/${endpoint.id}`],
      ["GET", `${BASE}/${endpoint.id}/secret`],
      ["POST", `${BASE}/${endpoint.id}/secret`],
      ["POST", `${BASE}/${endpoint.id}/test`],
      ["GET", `${BASE}/${endpoint.id}/deliveries`],
      ["POST", `${BASE}/deliveries/${endpoint.id}/replay`],
    ] as const) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      expect((await employee.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await t.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    const token = await admin.post("/api/integrations/tokens", {
      name: "All scopes",
      scopes: [
        "crm:read",
        "crm:write",
        "workspace:write",
        "people:write",
        "analytics:write",
        "content:write",
      ],
    });
    const res = await t.app.request(BASE, { headers: { authorization: `Bearer ${token.json.secret}` } });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(TOKEN_ADMIN_MESSAGE);
  });

  it("show the secret once, never in the list, and reveal it to admins with an audit record", async () => {
    const { endpoint, secret } = await register(["deal.won"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await admin.get(BASE);
    expect(JSON.stringify(list.json)).not.toContain(secret.slice(6));
    const shown = await admin.get(`${BASE}/${endpoint.id}/secret`);
    expect(shown.json.secret).toBe(secret);
    const audits = await t.db
      .select()
      .from(adminActivityLogs)
      .where(
        and(
          eq(adminActivityLogs.entityId, endpoint.id),
          eq(adminActivityLogs.action, "webhook.secret_revealed"),
        ),
      );
    expect(audits).toHaveLength(1);
  });
});

describe("webhook endpoints: bad input", () => {
  it("refuses non-https outside demo mode, private targets after DNS, and unknown events", async () => {
    (t.services.config as { demo: boolean }).demo = false;
    const bad = async (body: Record<string, unknown>, message: string) => {
      const res = await admin.post(BASE, { events: ["lead.created"], ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error, JSON.stringify(body)).toBe(message);
    };
    await bad({ url: "http://hooks.example.com/in" }, M.httpsOnly);
    await bad({ url: "ftp://hooks.example.com/in" }, M.httpsOnly);
    webhookNetwork.allowPrivateTargetForTests = undefined;
    try {
      for (const url of [
        "https://127.0.0.1/hooks",
        "https://10.1.2.3/hooks",
        "https://192.168.0.10/hooks",
        "https://169.254.169.254/latest",
        "https://[::1]/hooks",
        "https://[fd00::1]/hooks",
        "https://[::ffff:127.0.0.1]/hooks",
        "https://localhost/hooks",
        "https://printer.internal/hooks",
      ])
        await bad({ url }, M.privateAddress);
      // A public-looking name that resolves to a private address is refused after DNS.
      webhookNetwork.resolve = async () => [{ address: "10.0.0.7", family: 4 }];
      await bad({ url: "https://rebind.example.com/hooks" }, M.privateAddress);
      webhookNetwork.resolve = async () => [];
      await bad({ url: "https://nowhere.example.com/hooks" }, M.urlNotFound);
    } finally {
      webhookNetwork.allowPrivateTargetForTests = (target) => target.address.startsWith("127.");
    }
    webhookNetwork.resolve = async () => [{ address: "93.184.215.14", family: 4 }];
    await bad({ url: "https://user:pw@hooks.example.com/in" }, M.urlCredentials);
    await bad({ url: "https://hooks.example.com:22/in" }, M.urlPort);
    await bad({ url: "not a url" }, M.urlInvalid);
    await bad({ url: "" }, M.urlRequired);
    await bad({ url: `https://hooks.example.com/${"a".repeat(2001)}` }, M.urlTooLong);
    await bad({ url: "https://hooks.example.com/in", events: [] }, M.eventsRequired);
    await bad({ url: "https://hooks.example.com/in", events: ["lead.deleted"] }, M.eventUnknown);
    await bad({ url: "https://hooks.example.com/in", events: "lead.created" }, M.eventsRequired);
    await bad({ url: "https://hooks.example.com/in", description: "x".repeat(201) }, M.descriptionTooLong);
    const ok = await admin.post(BASE, { url: "https://hooks.example.com/in", events: ["lead.created"] });
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
    expect(ok.json.endpoint.url).toBe("https://hooks.example.com/in");
  });

  it("refuses bad ids, unknown endpoints, empty and bad changes, with a message and never a 500", async () => {
    const { endpoint } = await register(["lead.created"]);
    expect((await admin.patch(`${BASE}/not-a-uuid`, { enabled: false })).json.error).toBe(M.endpointNotFound);
    const missing = "00000000-0000-4000-8000-000000000009";
    expect(await admin.patch(`${BASE}/${missing}`, { enabled: false })).toMatchObject({
      status: 404,
      json: { error: M.endpointNotFound },
    });
    expect((await admin.del(`${BASE}/${missing}`)).status).toBe(404);
    expect((await admin.get(`${BASE}/${missing}/deliveries`)).status).toBe(404);
    expect((await admin.post(`${BASE}/${missing}/test`)).status).toBe(404);
    expect((await admin.post(`${BASE}/deliveries/${missing}/replay`)).status).toBe(404);
    expect((await admin.post(`${BASE}/deliveries/nope/replay`)).json.error).toBe(M.deliveryNotFound);
    expect(await admin.patch(`${BASE}/${endpoint.id}`, {})).toMatchObject({
      status: 400,
      json: { error: M.nothingToChange },
    });
    expect((await admin.patch(`${BASE}/${endpoint.id}`, { enabled: "yes" })).json.error).toBe(
      M.enabledInvalid,
    );
    expect((await admin.patch(`${BASE}/${endpoint.id}`, { events: ["nope"] })).json.error).toBe(
      M.eventUnknown,
    );
    webhookNetwork.allowPrivateTargetForTests = undefined;
    try {
      expect((await admin.patch(`${BASE}/${endpoint.id}`, { url: "http://10.0.0.1/" })).json.error).toBe(
        M.privateAddress,
      );
    } finally {
      webhookNetwork.allowPrivateTargetForTests = (target) => target.address.startsWith("127.");
    }
    expect((await admin.request("POST", BASE, "{not json")).status).toBe(400);
  });
});

describe("deliveries", () => {
  it("carry every subscribed event once, signed by the Standard Webhooks reference library", async () => {
    await register(
      ["deal.created", "deal.stage_changed", "deal.won", "lead.created"],
      `${receiver.url}/signed`,
    );
    const dealId = await newDeal("Signed Deal");
    expect((await admin.post(`/api/crm/deals/${dealId}/stage`, { stage: "won" })).status).toBe(200);
    await t.db.transaction((tx) =>
      recordLead(tx, { source: "contact-page", email: "hook-lead@example.com" }),
    );
    await dispatcher().runOnce();
    const mine = (type: string) =>
      receiver
        .ofType(type)
        .filter((r) => r.path === "/hooks/signed" && JSON.stringify(r.verified?.data).includes(dealId));
    expect(mine("deal.created")).toHaveLength(1);
    expect(mine("deal.stage_changed")).toHaveLength(1);
    expect(mine("deal.won")).toHaveLength(1);
    expect(mine("deal.stage_changed")[0]!.verified!.data).toMatchObject({
      dealId,
      from: "qualification",
      to: "won",
    });
    expect(receiver.ofType("lead.created").some((r) => r.verified?.data.leadId)).toBe(true);
    expect(receiver.received.every((r) => r.verified !== null)).toBe(true);
    expect(receiver.received.every((r) => /^msg_/.test(r.id))).toBe(true);
    expect(receiver.ofType("deal.lost")).toHaveLength(0);
  });

  it("are each seen exactly once after a crash between commit and delivery, and never for a rolled-back change", async () => {
    await register(["task.completed"]);
    const before = receiver.received.length;
    // Three changes commit; the process "dies" before any dispatcher ran.
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(await t.db.transaction((tx) => emitEvent(tx, "task.completed", { taskId: `task-${i}` })));
    // A change that rolls back takes its event with it.
    await t.db
      .transaction(async (tx) => {
        await emitEvent(tx, "task.completed", { taskId: "rolled-back" });
        throw new Error("the change failed");
      })
      .catch(() => {});
    // A second process crashes after claiming the deliveries, before sending them: its claim is a
    // short lease that lapses, and the deliveries come due again.
    const crashed = createWebhookDispatcher({
      db: t.db,
      logger: silentLogger,
      requireHttps: false,
      leaseMs: 1,
      post: () => new Promise(() => {}),
    });
    await crashed.fanOut();
    void crashed.deliverDue();
    await new Promise((r) => setTimeout(r, 50));
    // Two dispatchers restart together (several processes on one database).
    await Promise.all([dispatcher().runOnce(), dispatcher().runOnce()]);
    await dispatcher().runOnce();
    const seen = receiver.received.slice(before).filter((r) => r.verified?.type === "task.completed");
    expect(seen.map((r) => r.verified!.data.taskId).sort()).toEqual(["task-0", "task-1", "task-2"]);
    expect(new Set(seen.map((r) => r.id)).size).toBe(3);
    const rolledBack = await t.db
      .select()
      .from(eventOutbox)
      .where(sql`${eventOutbox.payload}->>'taskId' = 'rolled-back'`);
    expect(rolledBack).toHaveLength(0);
  });

  it("are retried with back-off after the receiver answers 500, then logged with status, time and body", async () => {
    const { endpoint } = await register(["pitch.submitted"]);
    let calls = 0;
    receiver.state.answer = (r) =>
      r.verified?.type === "pitch.submitted" && ++calls <= 2
        ? { status: 500, body: "x".repeat(5000) }
        : { status: 200 };
    await t.db.transaction((tx) => emitEvent(tx, "pitch.submitted", { pitchId: "p-1" }));
    const d = dispatcher();
    await d.runOnce();
    const [pending] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(pending!.status).toBe("pending");
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3000);
    await d.runOnce(); // not due yet
    expect(receiver.ofType("pitch.submitted")).toHaveLength(1);
    await fastForward(endpoint.id);
    await d.runOnce();
    expect(receiver.ofType("pitch.submitted")).toHaveLength(2);
    await fastForward(endpoint.id);
    await d.runOnce();
    const seen = receiver.ofType("pitch.submitted");
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((r) => r.id)).size).toBe(1);
    const log = await admin.get(`${BASE}/${endpoint.id}/deliveries`);
    expect(log.status).toBe(200);
    const [delivery] = log.json.deliveries;
    expect(delivery).toMatchObject({
      status: "succeeded",
      attempts: 3,
      lastStatusCode: 200,
      eventType: "pitch.submitted",
    });
    expect(delivery.log.map((a: { statusCode: number }) => a.statusCode)).toEqual([200, 500, 500]);
    expect(delivery.log[1].responseBody.length).toBe(1024);
    expect(delivery.log.every((a: { durationMs: number }) => a.durationMs >= 0)).toBe(true);
  });

  it("replays a delivery from the log with the same webhook-id, and sends a test event", async () => {
    const { endpoint } = await register(["booking.created"]);
    await t.db.transaction((tx) => emitEvent(tx, "booking.created", { bookingId: "b-1" }));
    await dispatcher().runOnce();
    const [first] = (await admin.get(`${BASE}/${endpoint.id}/deliveries`)).json.deliveries;
    const replay = await admin.post(`${BASE}/deliveries/${first.id}/replay`);
    expect(replay.status).toBe(202);
    const test = await admin.post(`${BASE}/${endpoint.id}/test`);
    expect(test.status).toBe(202);
    await dispatcher().runOnce();
    const bookings = receiver.ofType("booking.created").filter((r) => r.verified?.data.bookingId === "b-1");
    expect(bookings).toHaveLength(2);
    expect(bookings[0]!.id).toBe(bookings[1]!.id);
    expect(receiver.ofType("webhook.test").some((r) => r.verified?.data.endpointId === endpoint.id)).toBe(
      true,
    );
    const log = (await admin.get(`${BASE}/${endpoint.id}/deliveries`)).json.deliveries;
    expect(log.find((x: { replayOf: string | null }) => x.replayOf === first.id)?.status).toBe("succeeded");
  });

  it("signs with both secrets for a day after a rotation", async () => {
    const { endpoint, secret: old } = await register(["time_off.decided"]);
    const rotated = await admin.post(`${BASE}/${endpoint.id}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).not.toBe(old);
    await t.db.transaction((tx) =>
      emitEvent(tx, "time_off.decided", { requestId: "r-1", decision: "approved" }),
    );
    await dispatcher().runOnce();
    const [msg] = receiver.ofType("time_off.decided");
    expect(msg!.signature.split(" ")).toHaveLength(2);
    const headers = {
      "webhook-id": msg!.id,
      "webhook-timestamp": msg!.timestamp,
      "webhook-signature": msg!.signature,
    };
    expect(() => new Webhook(old).verify(msg!.body, headers)).not.toThrow();
    expect(() => new Webhook(rotated.json.secret).verify(msg!.body, headers)).not.toThrow();
  });

  it("refuses to deliver to an address that now resolves to a private network, or redirects there", async () => {
    webhookNetwork.resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    const { endpoint } = await register(["lead.converted"], "http://hooks.example.com:8080/in");
    webhookNetwork.resolve = async () => [{ address: "10.0.0.8", family: 4 }];
    await t.db.transaction((tx) => emitEvent(tx, "lead.converted", { leadId: "l-1" }));
    await dispatcher().runOnce();
    const [d] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(d!.lastError).toMatch(/private network/);
    expect(d!.status).toBe("pending");
    // A receiver on an allowed address that redirects to a private one.
    webhookNetwork.resolve = undefined;
    const hop = await register(["booking.cancelled"]);
    receiver.state.answer = (r) =>
      r.verified?.type === "booking.cancelled"
        ? { status: 307, location: "http://10.0.0.9/steal" }
        : { status: 200 };
    await t.db.transaction((tx) => emitEvent(tx, "booking.cancelled", { bookingId: "b-2" }));
    await dispatcher().runOnce();
    const [r] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hop.endpoint.id));
    expect(r!.lastError).toMatch(/private network/);
  });

  it("disables an endpoint that failed for a day, telling admins by email and in the bell", async () => {
    const { endpoint } = await register(["lead.assigned"]);
    receiver.state.answer = () => ({ status: 503 });
    await t.db.transaction((tx) => emitEvent(tx, "lead.assigned", { leadId: "l-2" }));
    const d = dispatcher();
    await d.fanOut();
    await t.db
      .update(webhookDeliveries)
      .set({ attempts: WEBHOOK_MAX_ATTEMPTS - 1 })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await d.runOnce();
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.enabled).toBe(false);
    expect(row!.disabledReason).toMatch(/503/);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "webhook-endpoint-disabled"));
    expect(mails.length).toBeGreaterThan(0);
    const bell = await admin.get("/api/command-center/notifications");
    const notice = bell.json.items.find((i: { type: string }) => i.type === "webhook-disabled");
    expect(notice?.title).toContain(receiver.url);
    const staffBell = await employee.get("/api/command-center/notifications");
    expect(staffBell.json.items.some((i: { type: string }) => i.type === "webhook-disabled")).toBe(false);
    // Events after that no longer reach it; enabling it again resumes deliveries.
    await t.db.transaction((tx) => emitEvent(tx, "lead.assigned", { leadId: "l-3" }));
    await d.runOnce();
    const count = async () =>
      (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)))
        .length;
    expect(await count()).toBe(1);
    expect((await admin.post(`${BASE}/${endpoint.id}/test`)).status).toBe(409);
    expect((await admin.patch(`${BASE}/${endpoint.id}`, { enabled: true })).json.endpoint.enabled).toBe(true);
  });
});

describe("the delivery log's retention", () => {
  it("drops finished deliveries and fanned-out events after 30 days, never pending ones", async () => {
    const { endpoint } = await register(["deal.created"]);
    await t.db.transaction((tx) => emitEvent(tx, "deal.created", { dealId: "old-deal" }));
    await dispatcher().runOnce();
    const later = new Date(Date.now() + 31 * 24 * 60 * 60_000);
    const pendingBefore = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, "pending"));
    const pruned = await pruneWebhookLog(t.db, 30, later);
    expect(pruned.deliveries).toBeGreaterThan(0);
    expect(pruned.events).toBeGreaterThan(0);
    expect(
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toHaveLength(0);
    const pendingAfter = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, "pending"));
    expect(pendingAfter.length).toBe(pendingBefore.length);
  });
});

describe("our own receiver (the reference library)", () => {
  it("refuses forged, tampered and replayed (old timestamp) messages", async () => {
    const { secret } = await register(["deal.lost"]);
    const body = JSON.stringify({
      type: "deal.lost",
      timestamp: new Date().toISOString(),
      data: { dealId: "d" },
    });
    const send = (headers: Record<string, string>, payload = body) =>
      fetch(receiver.url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: payload,
      });
    const signed = (key: string, at: Date, id = "msg_forged") => ({
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(key).sign(id, at, body),
    });
    const forged = await send(
      signed(`whsec_${Buffer.from("not-the-secret-000000000").toString("base64")}`, new Date()),
    );
    expect(forged.status).toBe(401);
    expect(await forged.text()).toMatch(/No matching signature/);
    const tampered = await send(signed(secret, new Date()), body.replace('"d"', '"e"'));
    expect(tampered.status).toBe(401);
    const old = await send(signed(secret, new Date(Date.now() - 10 * 60_000)));
    expect(old.status).toBe(401);
    expect(await old.text()).toMatch(/too old/);
    expect((await send(signed(secret, new Date()))).status).toBe(200);
  });

  it("every event type of the list can be chosen", async () => {
    const res = await admin.post(BASE, { url: receiver.url, events: WEBHOOK_EVENT_TYPES });
    expect(res.status).toBe(201);
    expect(res.json.endpoint.events).toHaveLength(12);
  });
});
