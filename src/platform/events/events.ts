import { sql } from "drizzle-orm";
import type { WebhookEventType } from "#src/lib/webhook-events.ts";
import type { Db } from "../db/db.ts";
import { eventOutbox } from "./events.tables.ts";

/** The NOTIFY channel an emitted event wakes the dispatchers on (delivered only at commit). */
export const EVENTS_CHANNEL = "platform_events";

/** JSON-safe values only: the payload is stored as jsonb and sent as the webhook's `data`. */
export type EventPayload = Record<string, string | number | boolean | null | string[]>;

/**
 * Records that something happened, for webhooks. Call it with the transaction that makes the
 * change (`tx`): the event commits with it or not at all, and the NOTIFY that wakes the
 * dispatcher is only delivered at commit. Returns the event id (the webhook-id of its deliveries).
 */
export async function emitEvent(
  tx: Db,
  type: WebhookEventType,
  payload: EventPayload,
  at: Date = new Date(),
): Promise<string> {
  const [row] = await tx
    .insert(eventOutbox)
    .values({ type, payload, occurredAt: at })
    .returning({ id: eventOutbox.id });
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
  return row!.id;
}

/** Wakes the dispatchers for work that is not an event (a test message, a replay); at commit when in a transaction. */
export async function notifyDispatchers(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}
