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
  // One statement, not two (the insert, then the NOTIFY): a capture emits two events, and on PGlite
  // every statement waits its turn on the one connection (decision 049).
  const result = await tx.execute<{ id: string }>(sql`
    with e as (
      insert into ${eventOutbox} (type, payload, occurred_at)
      values (${type}, ${JSON.stringify(payload)}::jsonb, ${at.toISOString()}::timestamptz)
      returning id
    )
    select id, pg_notify(${EVENTS_CHANNEL}, '') from e`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

/**
 * Several events of one transaction in one statement (and one NOTIFY); returns their ids.
 */
export async function emitEvents(
  tx: Db,
  events: { type: WebhookEventType; payload: EventPayload; at?: Date | undefined }[],
): Promise<string[]> {
  if (!events.length) return [];
  const rows = sql.join(
    events.map(
      (e) =>
        sql`(${e.type}, ${JSON.stringify(e.payload)}::jsonb, ${(e.at ?? new Date()).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  // NOTIFY once (an uncorrelated subquery runs once; PostgreSQL folds equal notifications anyway).
  const result = await tx.execute<{ id: string }>(sql`
    with e as (
      insert into ${eventOutbox} (type, payload, occurred_at) values ${rows}
      returning id
    )
    select id, (select pg_notify(${EVENTS_CHANNEL}, '')) from e`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** Wakes the dispatchers for work that is not an event (a test message, a replay); at commit when in a transaction. */
export async function notifyDispatchers(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}
