import { Hono } from "hono";
import { getSiteSettings } from "#src/features/marketing/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { HttpError, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
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
  .post("/analyses", async (c) => {
    const services = c.get("services");
    const input = parseOrThrow(governmentRequestSchema, await readJson(c));
    await limitByIp(c, GOVERNMENT_RATE_LIMIT);
    try {
      const dto = await analyzeGovernment(
        {
          db: services.db,
          ai: services.ai,
          logger: services.logger,
          companyName: await companyName(services.db),
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
    return c.body(new Uint8Array(found.pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${found.filename}"`,
      "Cache-Control": "private, no-store",
    });
  });
