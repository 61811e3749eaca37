import { and, count, desc, eq, gte, inArray } from "drizzle-orm";
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from "#src/lib/webhook-events.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { notifyDispatchers } from "#src/platform/events/events.ts";
import { badRequest, HttpError, notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import { checkPublicUrl, WebFetchError } from "#src/platform/web-fetch/index.ts";
import {
  WEBHOOK_MESSAGES as M,
  type WebhookCreateInput,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookUpdateInput,
} from "../webhooks.contract.ts";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "./webhooks.tables.ts";
import { newWebhookSecret, webhookNetwork } from "./webhooks-network.ts";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** Outside demo mode endpoints must be https (config.demo). */
export type WebhookPolicy = { demo: boolean };

const MAX_ENDPOINTS = 50;
const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const assertAdmin = (actor: Actor) => assertRole(actor, "admin");

function toDto(row: EndpointRow, pending = 0, failedRecently = 0): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    // Stored as the create and update schemas admitted them: names from WEBHOOK_EVENTS.
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    secretHint: `${row.secret.slice(0, 10)}…`,
    pending,
    failedRecently,
  };
}

const URL_MESSAGES: Partial<Record<WebFetchError["kind"], string>> = {
  "invalid-url": M.urlInvalid,
  scheme: M.httpsOnly,
  credentials: M.urlCredentials,
  port: M.urlPort,
  "blocked-address": M.privateAddress,
  "not-found": M.urlNotFound,
  timeout: M.urlNotFound,
};

/** The address policy at registration: https outside demo mode, public addresses only (after DNS). */
async function checkEndpointUrl(raw: string, policy: WebhookPolicy): Promise<string> {
  try {
    const url = await checkPublicUrl(raw, { ...webhookNetwork, requireHttps: !policy.demo });
    return url.href;
  } catch (error) {
    if (!(error instanceof WebFetchError)) throw error;
    const message = URL_MESSAGES[error.kind] ?? M.urlInvalid;
    throw badRequest(message, { url: message });
  }
}

async function endpointOrThrow(db: Db, id: string, lock = false): Promise<EndpointRow> {
  const q = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound(M.endpointNotFound);
  return row;
}

export async function listWebhooks(db: Db, actor: Actor, now = new Date()): Promise<WebhookEndpointDto[]> {
  assertAdmin(actor);
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status, n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.endpointId, ids),
        gte(webhookDeliveries.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status);
  const of = (id: string, status: string) =>
    counts.find((c) => c.endpointId === id && c.status === status)?.n ?? 0;
  return rows.map((r) => toDto(r, of(r.id, "pending"), of(r.id, "failed")));
}

export async function createWebhook(
  db: Db,
  actor: Actor,
  input: WebhookCreateInput,
  policy: WebhookPolicy,
): Promise<{ endpoint: WebhookEndpointDto; secret: string }> {
  assertAdmin(actor);
  const url = await checkEndpointUrl(input.url, policy);
  const events = [...new Set(input.events)].sort();
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(webhookEndpoints);
    if (n >= MAX_ENDPOINTS) throw badRequest(M.tooManyEndpoints);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ url, events, description: input.description ?? "", secret, createdBy: actor.user.id })
      .returning();
    await recordAudit(tx, actor, {
      action: "webhook.created",
      entityType: "webhook_endpoint",
      entityId: row!.id,
      details: { url, events },
    });
    return { endpoint: toDto(row!), secret };
  });
}

export async function updateWebhook(
  db: Db,
  actor: Actor,
  id: string,
  input: WebhookUpdateInput,
  policy: WebhookPolicy,
  now = new Date(),
): Promise<WebhookEndpointDto> {
  assertAdmin(actor);
  const url = input.url === undefined ? undefined : await checkEndpointUrl(input.url, policy);
  return db.transaction(async (tx) => {
    const before = await endpointOrThrow(tx, id, true);
    const set: Partial<typeof webhookEndpoints.$inferInsert> = { updatedAt: now };
    if (url !== undefined) set.url = url;
    if (input.events) set.events = [...new Set(input.events)].sort();
    if (input.description !== undefined) set.description = input.description;
    if (input.enabled !== undefined && input.enabled !== before.enabled) {
      set.enabled = input.enabled;
      set.disabledAt = input.enabled ? null : now;
      set.disabledReason = null;
    }
    const [row] = await tx.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
    await recordAudit(tx, actor, {
      action: "webhook.updated",
      entityType: "webhook_endpoint",
      entityId: id,
      details: { url: set.url, events: set.events, description: set.description, enabled: set.enabled },
    });
    return toDto(row!);
  });
}

export async function deleteWebhook(db: Db, actor: Actor, id: string): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const row = await endpointOrThrow(tx, id, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, actor, {
      action: "webhook.deleted",
      entityType: "webhook_endpoint",
      entityId: id,
      details: { url: row.url },
    });
  });
}

/** The signing secret, for an admin setting up the receiver; each reveal is audited. */
export async function revealWebhookSecret(db: Db, actor: Actor, id: string): Promise<string> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const row = await endpointOrThrow(tx, id);
    await recordAudit(tx, actor, {
      action: "webhook.secret_revealed",
      entityType: "webhook_endpoint",
      entityId: id,
    });
    return row.secret;
  });
}

/** A new secret; the previous one keeps signing (as a second signature) for 24 hours. */
export async function rotateWebhookSecret(
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<{ endpoint: WebhookEndpointDto; secret: string }> {
  assertAdmin(actor);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const before = await endpointOrThrow(tx, id, true);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: before.secret,
        previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "webhook.secret_rotated",
      entityType: "webhook_endpoint",
      entityId: id,
    });
    return { endpoint: toDto(row!), secret };
  });
}

/** Queues a webhook.test message to this endpoint only. */
export async function sendTestEvent(db: Db, actor: Actor, id: string, now = new Date()): Promise<string> {
  assertAdmin(actor);
  const row = await endpointOrThrow(db, id);
  if (!row.enabled) throw new HttpError(409, M.endpointDisabled, { code: "conflict" });
  const messageId = `msg_test_${crypto.randomUUID().replaceAll("-", "")}`;
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: id,
      messageId,
      eventType: WEBHOOK_TEST_EVENT,
      body: {
        type: WEBHOOK_TEST_EVENT,
        timestamp: now.toISOString(),
        data: { endpointId: id, sentBy: actor.user.email },
      },
      nextAttemptAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  await notifyDispatchers(db);
  return delivery!.id;
}

/** Sends a delivery's message again as a new delivery (same webhook-id, so receivers can dedupe). */
export async function replayDelivery(db: Db, actor: Actor, deliveryId: string, now = new Date()) {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const [d] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    if (!d) throw notFound(M.deliveryNotFound);
    const endpoint = await endpointOrThrow(tx, d.endpointId);
    if (!endpoint.enabled) throw new HttpError(409, M.endpointDisabled, { code: "conflict" });
    const [copy] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: d.endpointId,
        eventId: d.eventId,
        messageId: d.messageId,
        eventType: d.eventType,
        body: d.body,
        nextAttemptAt: now,
        replayOf: d.id,
      })
      .returning({ id: webhookDeliveries.id });
    await recordAudit(tx, actor, {
      action: "webhook.delivery_replayed",
      entityType: "webhook_endpoint",
      entityId: d.endpointId,
      details: { deliveryId, messageId: d.messageId },
    });
    await notifyDispatchers(tx);
    return copy!.id;
  });
}

/** The endpoint's newest deliveries (50), each with its attempts, newest first. */
export async function listDeliveries(db: Db, actor: Actor, id: string): Promise<WebhookDeliveryDto[]> {
  assertAdmin(actor);
  await endpointOrThrow(db, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(50);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(webhookAttempts.attemptedAt))
    : [];
  return rows.map((r) => ({
    id: r.id,
    messageId: r.messageId,
    // Written by the fan-out (emitEvent takes only WEBHOOK_EVENTS) or as the test event.
    eventType: r.eventType as WebhookDeliveryDto["eventType"],
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.status === "pending" ? r.nextAttemptAt.toISOString() : null,
    lastStatusCode: r.lastStatusCode,
    lastDurationMs: r.lastDurationMs,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    replayOf: r.replayOf,
    body: r.body,
    log: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({
        at: a.attemptedAt.toISOString(),
        statusCode: a.statusCode,
        durationMs: a.durationMs,
        responseBody: a.responseBody,
        error: a.error,
      })),
  }));
}
