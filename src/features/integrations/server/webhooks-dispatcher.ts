import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, notExists, or } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { user } from "#src/platform/auth/auth.tables.ts";
import { userRoles } from "#src/platform/auth/roles.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { eventOutbox } from "#src/platform/events/events.tables.ts";
import type { Logger } from "#src/platform/log/logger.ts";
import { enqueueMail, type MailContext } from "#src/platform/mail/index.ts";
import { postToPublicUrl, WebFetchError, type WebPostResult } from "#src/platform/web-fetch/index.ts";
import { webhookDisabledEmail } from "../emails/webhook-disabled-email.ts";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "./webhooks.tables.ts";
import { webhookNetwork } from "./webhooks-network.ts";

/**
 * Seconds to wait after each failed attempt: 11 attempts over about 23.7 hours (docs/decisions,
 * webhooks). After the last one the delivery has failed for good.
 */
export const WEBHOOK_RETRY_SCHEDULE_S = [5, 30, 120, 600, 1800, 3600, 7200, 14400, 28800, 28800] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_SCHEDULE_S.length + 1;
/** The start of a receiver's answer kept in the log. */
export const WEBHOOK_RESPONSE_LOG_BYTES = 1024;

/** The wait after `failures` failed attempts (±10 % jitter), or null when none is left. */
export function webhookRetryDelayMs(failures: number, random: () => number = Math.random): number | null {
  const base = WEBHOOK_RETRY_SCHEDULE_S[failures - 1];
  if (base === undefined) return null;
  return Math.round(base * 1000 * (0.9 + 0.2 * random()));
}

export type WebhookPost = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<WebPostResult>;

export type WebhookDispatcherOptions = {
  db: Db;
  logger: Logger;
  /** Outside demo mode every hop must be https. */
  requireHttps: boolean;
  /** For the admins' email when an endpoint is disabled. */
  mailContext?: () => Promise<MailContext>;
  /** Defaults to the platform's safe POST (the address policy on every hop). */
  post?: WebhookPost;
  /** How long a claimed delivery is reserved for this process before another may retry it. */
  leaseMs?: number;
  /** Deliveries sent at the same time by one process. */
  concurrency?: number;
  now?: () => Date;
  random?: () => number;
};

export type WebhookDispatchResult = { fannedOut: number; succeeded: number; retried: number; failed: number };

type Delivery = typeof webhookDeliveries.$inferSelect;
type Endpoint = typeof webhookEndpoints.$inferSelect;

/** The Standard Webhooks headers of one attempt: the current secret signs, and the previous one while it overlaps. */
export function signDelivery(
  endpoint: Pick<Endpoint, "secret" | "previousSecret" | "previousSecretUntil">,
  messageId: string,
  body: string,
  at: Date,
): Record<string, string> {
  const signatures = [new Webhook(endpoint.secret).sign(messageId, at, body)];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at)
    signatures.push(new Webhook(endpoint.previousSecret).sign(messageId, at, body));
  return {
    "content-type": "application/json",
    "user-agent": "AgencyPlatform-Webhooks/1.0",
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}

/**
 * The webhook dispatcher: fans committed events out into deliveries, then sends due deliveries.
 * Both claim rows with FOR UPDATE SKIP LOCKED, so several processes on one PostgreSQL share the
 * work without sending a message twice; a crashed process's claimed deliveries come due again
 * when their lease ends (at-least-once: receivers dedupe on webhook-id).
 */
export function createWebhookDispatcher(opts: WebhookDispatcherOptions) {
  const { db, logger } = opts;
  const now = opts.now ?? (() => new Date());
  const leaseMs = opts.leaseMs ?? 2 * 60_000;
  const concurrency = Math.max(1, opts.concurrency ?? 8);
  const post: WebhookPost =
    opts.post ??
    ((url, body, headers) =>
      postToPublicUrl(url, body, {
        ...webhookNetwork,
        headers,
        requireHttps: opts.requireHttps,
        maxResponseBytes: WEBHOOK_RESPONSE_LOG_BYTES,
      }));

  /** Turns up to `limit` new events into one delivery per subscribed, enabled endpoint. */
  async function fanOut(limit = 200): Promise<number> {
    return db.transaction(async (tx) => {
      const events = await tx
        .select()
        .from(eventOutbox)
        .where(isNull(eventOutbox.fannedOutAt))
        .orderBy(asc(eventOutbox.occurredAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      if (events.length === 0) return 0;
      const endpoints = await tx
        .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.enabled, true));
      const at = now();
      const rows = events.flatMap((event) =>
        endpoints
          .filter((endpoint) => endpoint.events.includes(event.type))
          .map((endpoint) => ({
            endpointId: endpoint.id,
            eventId: event.id,
            messageId: `msg_${event.id.replaceAll("-", "")}`,
            eventType: event.type,
            body: { type: event.type, timestamp: event.occurredAt.toISOString(), data: event.payload },
            nextAttemptAt: at,
          })),
      );
      for (let i = 0; i < rows.length; i += 500)
        await tx
          .insert(webhookDeliveries)
          .values(rows.slice(i, i + 500))
          .onConflictDoNothing();
      await tx
        .update(eventOutbox)
        .set({ fannedOutAt: at })
        .where(
          inArray(
            eventOutbox.id,
            events.map((e) => e.id),
          ),
        );
      return events.length;
    });
  }

  async function adminEmails(tx: Db): Promise<string[]> {
    const rows = await tx
      .select({ email: user.email })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .where(eq(userRoles.role, "admin"));
    return rows.map((r) => r.email);
  }

  /** A delivery failed for good: disable its endpoint when nothing reached it since the delivery began. */
  async function disableIfFailing(delivery: Delivery, reason: string): Promise<void> {
    await flushSuccesses();
    await db.transaction(async (tx) => {
      const [endpoint] = await tx
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, delivery.endpointId))
        .for("update");
      if (!endpoint?.enabled) return;
      if (endpoint.lastSuccessAt && endpoint.lastSuccessAt >= delivery.createdAt) return;
      const at = now();
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledAt: at, disabledReason: reason, updatedAt: at })
        .where(eq(webhookEndpoints.id, endpoint.id));
      if (opts.mailContext) {
        const mail = await opts.mailContext();
        for (const to of await adminEmails(tx))
          await enqueueMail(tx, await webhookDisabledEmail(mail, to, { url: endpoint.url, reason }));
      }
      logger.warn({ endpointId: endpoint.id, reason }, "webhook endpoint disabled: it kept failing");
    });
  }

  /**
   * Each endpoint's latest success in this batch: written once per endpoint at the end of the batch
   * (and before an endpoint is judged for disabling), not per delivery, so concurrent deliveries to
   * one endpoint do not queue on its row.
   */
  const succeededAt = new Map<string, Date>();
  async function flushSuccesses(): Promise<void> {
    const entries = [...succeededAt];
    succeededAt.clear();
    for (const [id, at] of entries)
      await db
        .update(webhookEndpoints)
        .set({ lastSuccessAt: at })
        .where(
          and(
            eq(webhookEndpoints.id, id),
            or(isNull(webhookEndpoints.lastSuccessAt), lt(webhookEndpoints.lastSuccessAt, at)),
          ),
        );
  }

  /** Sends one claimed delivery and records the attempt; undefined when the claim lapsed meanwhile. */
  async function deliver(
    delivery: Delivery,
    endpoint: Endpoint | undefined,
    leaseUntil: Date,
  ): Promise<"succeeded" | "retried" | "failed" | undefined> {
    const attempts = delivery.attempts + 1;
    const started = now();
    let result: WebPostResult | undefined;
    let error: string | null = null;
    if (!endpoint?.enabled) error = "The endpoint is disabled.";
    else {
      const body = JSON.stringify(delivery.body);
      try {
        result = await post(endpoint.url, body, signDelivery(endpoint, delivery.messageId, body, started));
        if (result.status < 200 || result.status >= 300) error = `The endpoint answered ${result.status}.`;
      } catch (err) {
        error = err instanceof WebFetchError ? err.message : "The endpoint could not be reached.";
        if (!(err instanceof WebFetchError))
          logger.warn({ err, deliveryId: delivery.id }, "webhook post failed");
      }
    }
    const finished = now();
    const delay = error && endpoint?.enabled ? webhookRetryDelayMs(attempts, opts.random) : null;
    const outcome = !error ? "succeeded" : delay === null ? "failed" : "retried";
    const recorded = await db.transaction(async (tx) => {
      const updated = await tx
        .update(webhookDeliveries)
        .set({
          attempts,
          status: outcome === "retried" ? "pending" : outcome,
          nextAttemptAt: delay === null ? finished : new Date(finished.getTime() + delay),
          lastStatusCode: result?.status ?? null,
          lastDurationMs: result?.durationMs ?? null,
          lastError: error,
          completedAt: outcome === "retried" ? null : finished,
        })
        .where(
          and(
            eq(webhookDeliveries.id, delivery.id),
            eq(webhookDeliveries.status, "pending"),
            eq(webhookDeliveries.nextAttemptAt, leaseUntil),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      if (updated.length === 0) return false;
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        attemptedAt: started,
        statusCode: result?.status ?? null,
        durationMs: result?.durationMs ?? Math.max(0, finished.getTime() - started.getTime()),
        responseBody: result?.body.slice(0, WEBHOOK_RESPONSE_LOG_BYTES) ?? "",
        error,
      });
      return true;
    });
    if (!recorded) {
      logger.warn({ deliveryId: delivery.id }, "webhook claim lapsed before its result was recorded");
      return undefined;
    }
    if (outcome === "succeeded") succeededAt.set(delivery.endpointId, finished);
    if (outcome === "failed" && endpoint?.enabled) await disableIfFailing(delivery, error ?? "");
    return outcome;
  }

  /** Claims up to `limit` due deliveries and sends them, `concurrency` at a time. */
  async function deliverDue(limit = 100): Promise<Omit<WebhookDispatchResult, "fannedOut">> {
    const result = { succeeded: 0, retried: 0, failed: 0 };
    const claimedAt = now();
    // The claim: one UPDATE that pushes next_attempt_at forward by a lease (as the mail outbox
    // does). The lease timestamp is this claim's token: results land only while it holds.
    const leaseUntil = new Date(claimedAt.getTime() + leaseMs);
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, claimedAt)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(Math.max(1, limit))
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: leaseUntil })
      .where(
        and(
          inArray(webhookDeliveries.id, due),
          eq(webhookDeliveries.status, "pending"),
          lte(webhookDeliveries.nextAttemptAt, claimedAt),
        ),
      )
      .returning();
    if (claimed.length === 0) return result;
    const endpointIds = [...new Set(claimed.map((d) => d.endpointId))];
    const endpoints = await db
      .select()
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, endpointIds));
    const byId = new Map(endpoints.map((e) => [e.id, e]));
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const delivery = claimed[next++]!;
        const outcome = await deliver(delivery, byId.get(delivery.endpointId), leaseUntil);
        if (outcome) result[outcome]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
    await flushSuccesses();
    return result;
  }

  return {
    fanOut,
    deliverDue,
    /** When the next pending delivery comes due (null when none is pending). */
    async nextDueAt(): Promise<Date | null> {
      const [row] = await db
        .select({ at: webhookDeliveries.nextAttemptAt })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.status, "pending"))
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(1);
      return row?.at ?? null;
    },
    /** One round: fan out new events, then send what is due. */
    async runOnce(limit = 100): Promise<WebhookDispatchResult> {
      const fannedOut = await fanOut();
      return { fannedOut, ...(await deliverDue(limit)) };
    },
  };
}

/** How long the delivery log and the fanned-out events are kept. */
export const WEBHOOK_LOG_DAYS = 30;

/**
 * Drops finished deliveries (their attempts go with them) and fanned-out events older than
 * `days`; pending deliveries and events not yet fanned out are always kept. Run by the hourly prune job.
 */
export async function pruneWebhookLog(db: Db, days = WEBHOOK_LOG_DAYS, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const deliveries = await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, "pending"), lt(webhookDeliveries.createdAt, cutoff)))
    .returning({ id: webhookDeliveries.id });
  // An event still referenced by a pending delivery (a replay) is kept with it.
  const events = await db
    .delete(eventOutbox)
    .where(
      and(
        isNotNull(eventOutbox.fannedOutAt),
        lt(eventOutbox.occurredAt, cutoff),
        notExists(
          db
            .select({ id: webhookDeliveries.id })
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.eventId, eventOutbox.id)),
        ),
      ),
    )
    .returning({ id: eventOutbox.id });
  return { deliveries: deliveries.length, events: events.length };
}
