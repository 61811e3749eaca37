import { type LeadEvent, onLeadEvent } from "#src/features/crm/server/index.ts";
import { emitEvent } from "#src/platform/events/events.ts";

let subscribed = false;

/** The CRM's lead events, written to the event outbox in the lead's own transaction. Idempotent. */
export function publishLeadEventsToWebhooks(): void {
  if (subscribed) return;
  subscribed = true;
  onLeadEvent(async (tx, event: LeadEvent) => {
    const { type, at, ...data } = event;
    await emitEvent(tx, type, data, at);
  });
}
