import { Hono } from "hono";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { sendDownload } from "#src/platform/http/download.ts";
import { HttpError, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { idempotent } from "#src/platform/http/idempotency.ts";
import type { RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { limitByIp, readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import { GOV_MESSAGES, governmentRequestSchema } from "./government.contract.ts";
import { AssessmentFailedError, analyzeGovernment, assessmentPdf } from "./server/government.service.ts";

/** Per client address: a person runs a few assessments, a bot hundreds. */
export const GOVERNMENT_RATE_LIMIT: RateLimitRule = {
  name: "government-analysis",
  limit: 10,
  windowMs: 10 * 60_000,
  message: GOV_MESSAGES.rateLimited,
};

async function companyName(db: Db): Promise<string> {
  try {
    return (await getSiteSettings(db)).companyName;
  } catch {
    return "Ember Forge Labs";
  }
}

/** /api/government: the compliance assessment and its PDF. */
export const governmentApi = new Hono<HonoEnv>()
  .post("/analyses", idempotent(), async (c) => {
    const services = c.get("services");
    await limitByIp(c, GOVERNMENT_RATE_LIMIT);
    const input = parseOrThrow(governmentRequestSchema, await readJson(c));
    try {
      const dto = await analyzeGovernment(
        {
          db: services.db,
          ai: services.ai,
          logger: services.logger,
          companyName: await companyName(services.db),
          mail: await services.mailContext(),
        },
        input,
      );
      if (dto.mailQueued) services.kickMail();
      return c.json(dto, 201);
    } catch (err) {
      if (err instanceof AssessmentFailedError)
        throw new HttpError(502, GOV_MESSAGES.functionError, { code: "assessment_failed" });
      throw err;
    }
  })
  .get("/analyses/:id/pdf", async (c) => {
    const db = c.get("services").db;
    const found = await assessmentPdf(db, c.req.param("id"), await companyName(db));
    if (!found) throw notFound(GOV_MESSAGES.notFound);
    return sendDownload(c, new Uint8Array(found.pdf), {
      contentType: "application/pdf",
      disposition: `attachment; filename="${found.filename}"`,
      cacheControl: "private, no-store",
    });
  });
