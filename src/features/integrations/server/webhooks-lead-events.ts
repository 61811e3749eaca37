import { type LeadEvent, onLeadEvent } from "#src/features/crm/server/index.ts";
import { emitEvents } from "#src/platform/events/events.ts";

let subscribed = false;

/** The CRM's lead events, written to the event outbox in the lead's own transaction. Idempotent. */
export function publishLeadEventsToWebhooks(): void {
  if (subscribed) return;
  subscribed = true;
  onLeadEvent(async (tx, events: LeadEvent[]) => {
    await emitEvents(
      tx,
      events.map(({ type, at, ...payload }) => ({ type, payload, at })),
    );
  });
}
