import { Hono } from "hono";
import { attachmentDisposition, sendDownload } from "#src/platform/http/download.ts";
import { badRequest, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { idempotent } from "#src/platform/http/idempotency.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import type { RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { limitByIp, readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import { listPitches, readPitchDeck, submitApplication, submitPitch } from "./server/ventures.service.ts";
import {
  type ApplicationResultDto,
  VENTURES_MESSAGES as M,
  type PitchResultDto,
  pitchFieldsSchema,
  pitchSubmissionSchema,
  ventureApplicationSchema,
} from "./ventures.contract.ts";

/** Per client address; a founder sends one or two of these, a bot hundreds. */
export const VENTURES_RATE_LIMITS = {
  application: { name: "ventures-application", limit: 5, windowMs: 10 * 60_000, message: M.rateLimited },
  pitch: { name: "ventures-pitch", limit: 5, windowMs: 10 * 60_000, message: M.rateLimited },
} satisfies Record<string, RateLimitRule>;

// Who may call each route is its descriptor in venturesEndpoints (the contract), enforced in front of every
// route by enforceEndpointPermissions; handlers pass the signed-in actor on to the services.

/** /api/ventures */
export const venturesApi = new Hono<HonoEnv>()
  .post("/applications", idempotent(), async (c) => {
    const services = c.get("services");
    await limitByIp(c, VENTURES_RATE_LIMITS.application);
    const input = parseOrThrow(ventureApplicationSchema, await readJson(c));
    const { id } = await submitApplication(services.db, input, { mail: await services.mailContext() });
    services.kickMail();
    return c.json(
      { id, title: M.applicationTitle, message: M.applicationText } satisfies ApplicationResultDto,
      201,
    );
  })
  .post("/pitches", idempotent(), async (c) => {
    const services = c.get("services");
    await limitByIp(c, VENTURES_RATE_LIMITS.pitch);
    const form = await c.req.formData().catch(() => {
      throw badRequest(M.notMultipart);
    });
    const values: Record<string, unknown> = { pitchDeck: form.get("pitchDeck") };
    for (const key of pitchFieldsSchema.keyof().options) {
      const v = form.get(key);
      if (typeof v === "string") values[key] = v;
    }
    const { pitchDeck, ...fields } = parseOrThrow(pitchSubmissionSchema, values);
    const bytes = new Uint8Array(await pitchDeck.arrayBuffer());
    const { id } = await submitPitch(
      {
        db: services.db,
        files: services.files,
        mail: await services.mailContext(),
      },
      fields,
      { filename: pitchDeck.name || "deck", bytes },
    );
    services.kickMail();
    return c.json({ id, message: M.pitchSuccess } satisfies PitchResultDto, 201);
  })
  .get("/pitches", async (c) => {
    return c.json({ pitches: await listPitches(c.get("services").db, await signedInActor(c)) });
  })
  .get("/pitches/:id/deck", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const deck = await readPitchDeck(services.db, services.files, actor, c.req.param("id") ?? "");
    if (!deck) throw notFound(M.pitchNotFound);
    return sendDownload(c, deck.bytes, {
      contentType: deck.contentType,
      disposition: attachmentDisposition(deck.filename),
      cacheControl: "private, no-store",
    });
  });
