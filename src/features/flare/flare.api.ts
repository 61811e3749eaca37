import { Hono } from "hono";
import { attachmentDisposition, sendDownload } from "#src/platform/http/download.ts";
import { badRequest, HttpError, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { idempotent } from "#src/platform/http/idempotency.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import type { RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { limitByIp, readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  type AccessCodeDto,
  type AnalysisResultDto,
  accessProjectSchema,
  analysisRequestSchema,
  attachmentFieldsSchema,
  type CreatedProjectDto,
  clientInfoSchema,
  createProjectSchema,
  designListQuerySchema,
  type FlareApplicationResultDto,
  flareApplicationSchema,
  fromPlanSchema,
  gateSchema,
  FLARE_MESSAGES as M,
  saveDesignSchema,
  saveVersionSchema,
  wireframeFeedbackSchema,
} from "./flare.contract.ts";
import { analyzeForDesign } from "./server/analysis.service.ts";
import { submitFlareApplication } from "./server/applications.service.ts";
import { readAttachment, uploadAttachment } from "./server/attachments.service.ts";
import {
  createDesign,
  getDesign,
  listDesigns,
  openByCode,
  reserveAccessCode,
  updateClientInfo,
} from "./server/designs.service.ts";
import { recordWireframeFeedback } from "./server/feedback.service.ts";
import {
  canvasCookie,
  clearedCanvasCookie,
  cookieSecret,
  issueCanvasToken,
  passwordMatches,
  requireFlareCaller,
} from "./server/gate.ts";
import { createDesignFromPlan } from "./server/plan-import.ts";
import { listPointTemplates } from "./server/point-templates.service.ts";
import { listVersions, saveDesign, saveVersion } from "./server/versions.service.ts";

/** Per client address. Password guesses and code look-ups are the ones an attacker would script. */
export const FLARE_RATE_LIMITS = {
  gate: { name: "flare-gate", limit: 10, windowMs: 15 * 60_000, message: M.gateRateLimited },
  codeLookup: { name: "flare-code-lookup", limit: 20, windowMs: 10 * 60_000, message: M.codeRateLimited },
  create: { name: "flare-create", limit: 30, windowMs: 10 * 60_000, message: M.createRateLimited },
  analysis: { name: "flare-analysis", limit: 20, windowMs: 10 * 60_000, message: M.analysisRateLimited },
  application: { name: "flare-application", limit: 5, windowMs: 10 * 60_000, message: M.applyRateLimited },
} satisfies Record<string, RateLimitRule>;

const secureCookies = (c: { get: (k: "services") => { config: { publicUrl: string } } }) =>
  c.get("services").config.publicUrl.startsWith("https://");

// Who may call each route is its descriptor in flareEndpoints (the contract), enforced in front of
// every route by enforceEndpointPermissions (gate:flare-canvas: the canvas cookie or the employee
// role); the services check again which designs the caller holds.

/** /api/flare */
export const flareApi = new Hono<HonoEnv>()
  .post("/applications", idempotent(), async (c) => {
    const services = c.get("services");
    await limitByIp(c, FLARE_RATE_LIMITS.application);
    const input = parseOrThrow(flareApplicationSchema, await readJson(c));
    const { id } = await submitFlareApplication(services.db, input, { mail: await services.mailContext() });
    services.kickMail();
    return c.json({ id, message: M.applySent } satisfies FlareApplicationResultDto, 201);
  })
  .post("/gate", async (c) => {
    const services = c.get("services");
    // Counted before the password is read, like the sign-in limits: every guess costs one.
    await limitByIp(c, FLARE_RATE_LIMITS.gate);
    const { password } = parseOrThrow(gateSchema, await readJson(c));
    const expected = services.config.flareCanvasPassword;
    if (!expected || !passwordMatches(password, expected)) {
      throw new HttpError(401, M.incorrectPassword, { code: "incorrect_password" });
    }
    const { token } = issueCanvasToken(await cookieSecret(services), expected);
    c.header("set-cookie", canvasCookie(token, secureCookies(c)), { append: true });
    return c.json({ message: M.accessGranted });
  })
  .delete("/gate", (c) => {
    c.header("set-cookie", clearedCanvasCookie(secureCookies(c)), { append: true });
    return c.json({ message: "The canvas is locked in this browser." });
  })
  .post("/access-codes", async (c) => {
    const caller = await requireFlareCaller(c);
    await limitByIp(c, FLARE_RATE_LIMITS.create);
    const code = await reserveAccessCode(c.get("services").db, caller);
    return c.json({ code } satisfies AccessCodeDto, 201);
  })
  .post("/designs", async (c) => {
    const caller = await requireFlareCaller(c);
    await limitByIp(c, FLARE_RATE_LIMITS.create);
    const input = parseOrThrow(createProjectSchema, await readJson(c));
    const created = await createDesign(c.get("services").db, caller, input);
    return c.json({ ...created, message: M.created } satisfies CreatedProjectDto, 201);
  })
  .post("/designs/access", async (c) => {
    const caller = await requireFlareCaller(c);
    await limitByIp(c, FLARE_RATE_LIMITS.codeLookup);
    const { code } = parseOrThrow(accessProjectSchema, await readJson(c));
    return c.json(await openByCode(c.get("services").db, caller, code));
  })
  .post("/designs/from-plan", async (c) => {
    const caller = await requireFlareCaller(c);
    await limitByIp(c, FLARE_RATE_LIMITS.create);
    const { analysisId } = parseOrThrow(fromPlanSchema, await readJson(c));
    const created = await createDesignFromPlan(c.get("services").db, caller, analysisId);
    return c.json({ ...created, message: M.created } satisfies CreatedProjectDto, 201);
  })
  .get("/designs", async (c) => {
    const actor = await signedInActor(c);
    const { q } = parseOrThrow(designListQuerySchema, c.req.query());
    return c.json({ designs: await listDesigns(c.get("services").db, actor, q) });
  })
  .get("/designs/:id", async (c) => {
    const caller = await requireFlareCaller(c);
    return c.json(await getDesign(c.get("services").db, caller, c.req.param("id")));
  })
  .put("/designs/:id", async (c) => {
    const caller = await requireFlareCaller(c);
    const input = parseOrThrow(saveDesignSchema, await readJson(c));
    return c.json(await saveDesign(c.get("services").db, caller, c.req.param("id"), input));
  })
  .get("/designs/:id/versions", async (c) => {
    const caller = await requireFlareCaller(c);
    return c.json({ versions: await listVersions(c.get("services").db, caller, c.req.param("id")) });
  })
  .post("/designs/:id/versions", async (c) => {
    const services = c.get("services");
    const caller = await requireFlareCaller(c);
    const input = parseOrThrow(saveVersionSchema, await readJson(c));
    return c.json(await saveVersion(services, caller, c.req.param("id"), input), 201);
  })
  .patch("/designs/:id/client", async (c) => {
    const caller = await requireFlareCaller(c);
    const input = parseOrThrow(clientInfoSchema, await readJson(c));
    return c.json(await updateClientInfo(c.get("services").db, caller, c.req.param("id"), input));
  })
  .get("/point-templates", async (c) => {
    await requireFlareCaller(c);
    return c.json({ templates: await listPointTemplates(c.get("services").db) });
  })
  .post("/analyses", async (c) => {
    const services = c.get("services");
    const caller = await requireFlareCaller(c);
    await limitByIp(c, FLARE_RATE_LIMITS.analysis);
    const request = parseOrThrow(analysisRequestSchema, await readJson(c));
    const { analysis, engine } = await analyzeForDesign(services, caller, request);
    return c.json({
      analysis,
      engine: {
        kind: engine.kind,
        name: engine.name,
        ...(engine.fallbackReason ? { fallbackReason: engine.fallbackReason } : {}),
      },
      message: M.analyzed,
    } satisfies AnalysisResultDto);
  })
  .post("/designs/:id/attachments", async (c) => {
    const services = c.get("services");
    const caller = await requireFlareCaller(c);
    const form = await c.req.formData().catch(() => {
      throw badRequest(M.attachmentMissing);
    });
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) throw badRequest(M.attachmentMissing);
    const { featureId } = parseOrThrow(attachmentFieldsSchema, { featureId: form.get("featureId") });
    const attachment = await uploadAttachment(
      { db: services.db, files: services.files, database: services.database },
      caller,
      c.req.param("id"),
      featureId,
      { filename: file.name || "file", bytes: new Uint8Array(await file.arrayBuffer()) },
    );
    return c.json({ attachment, message: M.uploaded }, 201);
  })
  .get("/designs/:id/attachments/:fileId", async (c) => {
    const services = c.get("services");
    const caller = await requireFlareCaller(c);
    const file = await readAttachment(
      { db: services.db, files: services.files },
      caller,
      c.req.param("id"),
      c.req.param("fileId"),
    );
    if (!file) throw notFound(M.attachmentNotFound);
    return sendDownload(c, file.bytes, {
      contentType: file.contentType,
      disposition: attachmentDisposition(file.filename),
      cacheControl: "private, no-store",
    });
  })
  .post("/designs/:id/wireframe-feedback", async (c) => {
    const caller = await requireFlareCaller(c);
    const input = parseOrThrow(wireframeFeedbackSchema, await readJson(c));
    await recordWireframeFeedback(c.get("services").db, caller, c.req.param("id"), input);
    return c.json({ message: input.verdict === "positive" ? M.positiveFeedback : M.negativeFeedback }, 201);
  });
