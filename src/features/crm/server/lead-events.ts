import type { SQL } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";

/**
 * What happened to a lead, for whoever listens (webhooks): written inside the transaction that
 * made the change, so what a listener writes commits or rolls back with it.
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

/**
 * lead.assigned as routing's turn writes it: the turn's own statement picks the owner, so the
 * owner is an SQL expression read when the event's statement runs (after the turn's, in the same
 * round trip), and the event is written only if `onlyIf` holds then (someone was picked).
 */
export type TurnAssignedEvent = Omit<Extract<LeadEvent, { type: "lead.assigned" }>, "ownerId"> & {
  ownerId: SQL;
  onlyIf: SQL;
};

/** A lead event as a listener writes it: known in full, or decided by the statement (routing). */
export type LeadEventToWrite = LeadEvent | TurnAssignedEvent;

/**
 * Gets the events of one emit, in order (a capture emits lead.created and lead.assigned at once),
 * and returns the statement that writes them: emitLeadEvents runs it with the transaction, and
 * routing sends it in the same round trip as its turn (decision 049). Listeners are quick and
 * never call out of the process; what they write commits or rolls back with the change.
 */
type LeadEventListener = (events: LeadEventToWrite[]) => SQL;

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
  for (const statement of leadEventStatements(events)) await tx.execute(statement);
}

/** The listeners' statements for `events`, for a caller that sends them with its own. */
export function leadEventStatements(events: LeadEventToWrite[]): SQL[] {
  if (!events.length) return [];
  return [...listeners].map((listener) => listener(events));
}
