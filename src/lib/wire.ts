import { z } from "zod";

/**
 * Pieces of the API's answers as they travel (response schemas, src/lib/endpoints.ts): JSON has no
 * dates, so a time is an ISO 8601 string with its offset (what `Date.prototype.toJSON` writes) and
 * a day is `YYYY-MM-DD`. One definition, so every answer says a time the same way.
 */
export const isoDateTime = z.iso.datetime({ offset: true });
export const isoDay = z.iso.date();
/** A row's id (every table's primary key is a uuid or better-auth's text id). */
export const rowId = z.string().min(1);
/** `{ ok: true }`: the answer of an action with nothing else to say. */
export const okAnswer = z.strictObject({ ok: z.literal(true) });
