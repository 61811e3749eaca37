import { isUuid } from "#src/lib/uuid.ts";
import { badRequest } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";

/**
 * Every CRM service starts here: reading and working the CRM needs the employee role, and some
 * actions (deleting deals, editing scoring rules) need admin. The endpoint descriptors say the same;
 * this keeps a loader or a job calling the service to the same rule.
 */
export function assertStaff(actor: Actor | null, role: "employee" | "admin" = "employee"): Actor {
  return assertRole(actor, role);
}

/** The name staff see on what a colleague wrote: the account's name, else its email. */
export const staffName = (actor: Actor) => actor.user.name?.trim() || actor.user.email;

/** A path id that must be a UUID, else 400 with the page's message ('Invalid deal ID'). */
export function requireUuid(id: string | undefined, message: string): string {
  if (!isUuid(id)) throw badRequest(message);
  return id;
}

/** Only the fields whose value changed, as { field: { from, to } }, for audit details. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  patch: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [k, to] of Object.entries(patch)) {
    if (to === undefined) continue;
    const from = before[k];
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) out[k] = { from: from ?? null, to };
  }
  return out;
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
