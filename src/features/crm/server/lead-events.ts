import type { Db } from "#src/platform/db/db.ts";

/**
 * What happened to a lead, for whoever listens (webhooks, later): emitted inside the transaction
 * that made the change, so a listener writing its own outbox row with `tx` commits or rolls back
 * with it. Listeners must be quick and must not call out of the process.
 */
export type LeadEvent =
  | { type: "lead.created"; leadId: string; source: string; at: Date }
  | {
      type: "lead.assigned";
      leadId: string;
      ownerId: string | null;
      previousOwnerId: string | null;
      /** round-robin, fallback or reassigned. */
      method: string;
      at: Date;
    }
  | {
      type: "lead.converted";
      leadId: string;
      contactId: string;
      companyId: string;
      dealId: string;
      at: Date;
    };

/** Gets the events of one emit, in order (a capture emits lead.created and lead.assigned at once). */
type LeadEventListener = (tx: Db, events: LeadEvent[]) => Promise<void>;

const listeners = new Set<LeadEventListener>();

/** Registers a listener (once, at start-up, in src/server.ts); returns its removal. */
export function onLeadEvent(listener: LeadEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function emitLeadEvent(tx: Db, event: LeadEvent): Promise<void> {
  await emitLeadEvents(tx, [event]);
}

/** Several events of one transaction at once, so a listener can write them in one statement. */
export async function emitLeadEvents(tx: Db, events: LeadEvent[]): Promise<void> {
  if (!events.length) return;
  for (const listener of listeners) await listener(tx, events);
}
