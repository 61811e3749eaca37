import { Hono } from "hono";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { sendDownload } from "#src/platform/http/download.ts";
import { notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { idempotent } from "#src/platform/http/idempotency.ts";
import type { RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { limitByIp, readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  analysisPdfPath,
  type ConsultationDto,
  companyFromEmail,
  consultationRequestSchema,
  type EnterpriseAnalysisDto,
  enterpriseAnalysisRequestSchema,
  ENTERPRISE_MESSAGES as M,
  reportFilename,
} from "./enterprise.contract.ts";
import { findAnalysis, runEnterpriseAnalysis } from "./server/analysis.service.ts";
import { requestConsultation } from "./server/consultation.service.ts";
import { renderAnalysisPdf } from "./server/report-pdf.ts";

/** Per client address: a person runs a few analyses, a bot hundreds. */
export const ENTERPRISE_RATE_LIMITS = {
  analysis: { name: "enterprise-analysis", limit: 10, windowMs: 10 * 60_000, message: M.rateLimited },
  pdf: { name: "enterprise-pdf", limit: 30, windowMs: 10 * 60_000, message: M.rateLimited },
  consultation: { name: "enterprise-consultation", limit: 5, windowMs: 10 * 60_000, message: M.rateLimited },
} satisfies Record<string, RateLimitRule>;

/** /api/enterprise: the systems analyzer, its PDF report and consultation requests. */
export const enterpriseApi = new Hono<HonoEnv>()
  .post("/analyses", idempotent(), async (c) => {
    const services = c.get("services");
    await limitByIp(c, ENTERPRISE_RATE_LIMITS.analysis);
    const input = parseOrThrow(enterpriseAnalysisRequestSchema, await readJson(c));
    const outcome = await runEnterpriseAnalysis(
      { db: services.db, ai: services.ai, logger: services.logger },
      input,
    );
    return c.json(
      {
        id: outcome.id,
        message: M.analysisSuccess,
        result: outcome.result,
        engine: outcome.engine,
        pdfPath: analysisPdfPath(outcome.id),
        createdAt: outcome.createdAt.toISOString(),
      } satisfies EnterpriseAnalysisDto,
      201,
    );
  })
  .get("/analyses/:id/pdf", async (c) => {
    const services = c.get("services");
    await limitByIp(c, ENTERPRISE_RATE_LIMITS.pdf);
    const analysis = await findAnalysis(services.db, c.req.param("id"));
    if (!analysis) throw notFound(M.analysisNotFound);
    const { companyName } = await getSiteSettings(services.db);
    const pdf = await renderAnalysisPdf({
      result: analysis.result,
      engine: analysis.engine,
      companySize: analysis.companySize,
      createdAt: analysis.createdAt,
      companyName,
      preparedFor: companyFromEmail(analysis.email),
    });
    const filename = reportFilename(analysis.industry, new Date());
    return sendDownload(c, new Uint8Array(pdf), {
      contentType: "application/pdf",
      disposition: `attachment; filename="${filename}"`,
      cacheControl: "private, no-store",
    });
  })
  .post("/consultations", idempotent(), async (c) => {
    const services = c.get("services");
    await limitByIp(c, ENTERPRISE_RATE_LIMITS.consultation);
    const input = parseOrThrow(consultationRequestSchema, await readJson(c));
    const { id } = await requestConsultation(services.db, input, { mail: await services.mailContext() });
    services.kickMail();
    return c.json({ id, message: M.consultationSuccess } satisfies ConsultationDto, 201);
  });
