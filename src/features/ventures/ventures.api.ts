import { Hono } from "hono";
import { badRequest, notFound, parseOrThrow, zodFields } from "#src/platform/http/errors.ts";
import type { RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { limitByIp, readJson } from "#src/platform/http/request.ts";
import { type HonoEnv, requireRole } from "#src/platform/http/session.ts";
import { listPitches, readPitchDeck, submitApplication, submitPitch } from "./server/ventures.service.ts";
import {
  type ApplicationResultDto,
  VENTURES_MESSAGES as M,
  type PitchResultDto,
  pitchFieldsSchema,
  ventureApplicationSchema,
} from "./ventures.contract.ts";

/** Per client address; a founder sends one or two of these, a bot hundreds. */
export const VENTURES_RATE_LIMITS = {
  application: { name: "ventures-application", limit: 5, windowMs: 10 * 60_000, message: M.rateLimited },
  pitch: { name: "ventures-pitch", limit: 5, windowMs: 10 * 60_000, message: M.rateLimited },
} satisfies Record<string, RateLimitRule>;

/** "attachment" with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** /api/ventures */
export const venturesApi = new Hono<HonoEnv>()
  .post("/applications", async (c) => {
    const services = c.get("services");
    const input = parseOrThrow(ventureApplicationSchema, await readJson(c));
    await limitByIp(c, VENTURES_RATE_LIMITS.application);
    const { id } = await submitApplication(services.db, input, { staffEmail: services.config.staffEmail });
    services.kickMail();
    return c.json(
      { id, title: M.applicationTitle, message: M.applicationText } satisfies ApplicationResultDto,
      201,
    );
  })
  .post("/pitches", async (c) => {
    const services = c.get("services");
    const form = await c.req.formData().catch(() => {
      throw badRequest(M.notMultipart);
    });
    const values: Record<string, string> = {};
    for (const key of pitchFieldsSchema.keyof().options) {
      const v = form.get(key);
      if (typeof v === "string") values[key] = v;
    }
    const deck = form.get("pitchDeck");
    const parsed = pitchFieldsSchema.safeParse(values);
    const fields = parsed.success ? {} : zodFields(parsed.error);
    if (!(deck instanceof File) || deck.size === 0) fields.pitchDeck = M.deckRequired;
    if (!parsed.success || !(deck instanceof File) || deck.size === 0) {
      throw badRequest(Object.values(fields)[0] ?? M.pitchFailure, fields);
    }
    await limitByIp(c, VENTURES_RATE_LIMITS.pitch);
    const bytes = new Uint8Array(await deck.arrayBuffer());
    const { id } = await submitPitch(
      {
        db: services.db,
        files: services.files,
        staffEmail: services.config.staffEmail,
        publicUrl: services.config.publicUrl,
      },
      parsed.data,
      { filename: deck.name || "deck", bytes },
    );
    services.kickMail();
    return c.json({ id, message: M.pitchSuccess } satisfies PitchResultDto, 201);
  })
  .get("/pitches", requireRole("employee"), async (c) => {
    return c.json({ pitches: await listPitches(c.get("services").db) });
  })
  .get("/pitches/:id/deck", requireRole("employee"), async (c) => {
    const services = c.get("services");
    const deck = await readPitchDeck(services.db, services.files, c.req.param("id") ?? "");
    if (!deck) throw notFound(M.pitchNotFound);
    return c.body(Buffer.from(deck.bytes), 200, {
      "Content-Type": deck.contentType,
      "Content-Disposition": attachmentDisposition(deck.filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });
