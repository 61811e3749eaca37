import { is, SQL, sql } from "drizzle-orm";
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
 * An event to be written by a statement that also decides part of it: a payload field may be an SQL
 * expression, evaluated when the statement runs, and the event is written only when `onlyIf` (SQL)
 * holds then. Routing's turn writes lead.assigned this way, with the owner its own statement picked,
 * in the same round trip (decision 049).
 */
export type EventInStatement = {
  type: WebhookEventType;
  payload: Record<string, EventPayload[string] | SQL>;
  at?: Date | undefined;
  onlyIf?: SQL | undefined;
};

/**
 * The statement that writes several events of one transaction to the outbox, in order, with one
 * NOTIFY; the caller runs it with the transaction (or sends it with its own statements).
 */
export function eventsStatement(events: EventInStatement[]): SQL {
  const rows = events.map((e, i) => {
    const plain: EventPayload = {};
    const computed: SQL[] = [];
    for (const [key, value] of Object.entries(e.payload)) {
      if (is(value, SQL)) computed.push(sql`${key}::text, ${value}`);
      else plain[key] = value;
    }
    const payload = computed.length
      ? sql`${JSON.stringify(plain)}::jsonb || jsonb_build_object(${sql.join(computed, sql`, `)})`
      : sql`${JSON.stringify(plain)}::jsonb`;
    return sql`select ${i}::int as ord, ${e.type}::text as type, ${payload} as payload,
      ${(e.at ?? new Date()).toISOString()}::timestamptz as occurred_at where ${e.onlyIf ?? sql`true`}`;
  });
  // NOTIFY once (an uncorrelated subquery runs once; PostgreSQL folds equal notifications anyway).
  return sql`
    with e as (
      insert into ${eventOutbox} (type, payload, occurred_at)
      select v.type, v.payload, v.occurred_at from (${sql.join(rows, sql` union all `)}) v order by v.ord
      returning id
    )
    select id, (select pg_notify(${EVENTS_CHANNEL}, '')) from e`;
}

/** Wakes the dispatchers for work that is not an event (a test message, a replay); at commit when in a transaction. */
export async function notifyDispatchers(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}
