import { onLeadEvent } from "#src/features/crm/server/index.ts";
import { eventsStatement } from "#src/platform/events/events.ts";

let subscribed = false;

/** The CRM's lead events, written to the event outbox in the lead's own transaction. Idempotent. */
export function publishLeadEventsToWebhooks(): void {
  if (subscribed) return;
  subscribed = true;
  onLeadEvent((events) =>
    eventsStatement(
      events.map((event) => {
        const { type, at, ...payload } = event;
        if (!("onlyIf" in payload)) return { type, payload, at };
        const { onlyIf, ...fields } = payload;
        return { type, payload: fields, at, onlyIf };
      }),
    ),
  );
}
