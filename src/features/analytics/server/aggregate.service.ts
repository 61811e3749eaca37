import type { Actor } from "#src/platform/http/session.ts";
import { assertRole } from "#src/platform/http/session.ts";
import type { EventsStore } from "./events-store.ts";
import { rangeStart } from "./reports.service.ts";

/** The job's window: today and yesterday (UTC) are rebuilt, so late batches are counted. */
export const AGGREGATE_DAYS = 2;

/** Rebuilds the recent aggregates (the job, every 5 minutes). Idempotent: a rerun gives the same rows. */
export async function aggregateRecent(store: EventsStore, now = new Date()): Promise<void> {
  await store.aggregateFrom(rangeStart(AGGREGATE_DAYS, now));
}

/** The same, asked for by a member of staff ("Refresh figures"). */
export async function aggregateNow(store: EventsStore, actor: Actor): Promise<void> {
  assertRole(actor, "employee");
  await aggregateRecent(store);
}
