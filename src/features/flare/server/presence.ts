import { createHash } from "node:crypto";
import type { FlareCaller } from "./gate.ts";

/** What the others on a design see of someone: a name and a colour. */
export type Presence = { name: string; color: string };

/**
 * Cursor and selection colours: each carries white text at 4.5:1 or more, and reads on both the
 * light and the dark canvas.
 */
export const PRESENCE_COLORS = [
  "#2563eb",
  "#dc2626",
  "#15803d",
  "#9333ea",
  "#c2410c",
  "#0f766e",
  "#be185d",
  "#4f46e5",
] as const;

/** Clients on the canvas are not signed in: they are shown as "Guest". */
export const GUEST_NAME = "Guest";

/**
 * Staff appear under their name (or email), a client as "Guest"; the colour is stable per person
 * (per browser for a client), from a hash, so the session id itself never leaves the server.
 */
export function presenceOf(caller: FlareCaller): Presence {
  const key = caller.kind === "staff" ? `staff:${caller.actor.user.id}` : `canvas:${caller.sessionId}`;
  const hash = createHash("sha256").update(key).digest();
  const color = PRESENCE_COLORS[hash[0]! % PRESENCE_COLORS.length]!;
  const name =
    caller.kind === "staff" ? caller.actor.user.name.trim() || caller.actor.user.email : GUEST_NAME;
  return { name: name.slice(0, 60), color };
}
