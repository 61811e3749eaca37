import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { eventOutbox } from "#src/platform/events/events.tables.ts";

/** The webhook events (event outbox rows) of one type whose payload has `key` = `value`. */
export async function eventsWith(db: Db, type: string, key: string, value: string) {
  return db
    .select()
    .from(eventOutbox)
    .where(and(eq(eventOutbox.type, type), sql`${eventOutbox.payload}->>${key} = ${value}`));
}
