import type { Context } from "hono";
import { Hono } from "hono";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { sendDownload } from "#src/platform/http/download.ts";
import { badRequest, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { answerWhenStored, idempotent } from "#src/platform/http/idempotency.ts";
import { RateLimitedError, type RateLimitHit, type RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { limitByIp as limitRequests, readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import { resourceBySlug } from "./content/resources.ts";
import {
  contactMessageSchema,
  HONEYPOT_FIELD,
  LEAD_MESSAGES,
  type LeadCaptureResultDto,
  madlibSubmissionSchema,
  type ResourceRequestResultDto,
  resourceRequestSchema,
} from "./marketing.contract.ts";
import { sendContactMessage, staffNoticeHits, submitMadlibContact } from "./server/contact.service.ts";
import { renderResourcePdf, requestResource } from "./server/resources.service.ts";

/** Per client address; a person sends one or two of these, a bot hundreds. */
export const LEAD_RATE_LIMITS = {
  contactSubmission: { name: "lead-madlib", limit: 5, windowMs: 10 * 60_000 },
  contactMessage: { name: "lead-contact-message", limit: 5, windowMs: 10 * 60_000 },
  resourceRequest: { name: "lead-resource-request", limit: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** A filled honeypot means a bot (or an over-eager autofill): refused before anything is stored. */
function rejectHoneypot(body: unknown): void {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === "") return;
  throw badRequest(LEAD_MESSAGES.automated, { [HONEYPOT_FIELD]: LEAD_MESSAGES.automated });
}

/**
 * The rate limit, with a message that says why the submission was refused; `then` as in the
 * platform's `limitByIp` (the staff mailbox's cap, hit in the same statement).
 */
async function limitByIp(
  c: Context<HonoEnv>,
  rule: RateLimitRule,
  then: RateLimitHit[] = [],
): Promise<boolean> {
  try {
    return await limitRequests(c, rule, then);
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    throw new RateLimitedError(
      LEAD_MESSAGES.rateLimited(Math.ceil(err.retryAfterSeconds / 60)),
      err.retryAfterSeconds,
    );
  }
}

// Resources are fixed content: each PDF is rendered once per process.
const pdfCache = new Map<string, Promise<Buffer>>();

/** /api/marketing: the home contact form, the contact page, resource requests and downloads. */
export const marketingApi = new Hono<HonoEnv>()
  .post("/contact-submissions", idempotent(), async (c) => {
    const services = c.get("services");
    const mail = await services.mailContext();
    const staffNotice = await limitByIp(c, LEAD_RATE_LIMITS.contactSubmission, staffNoticeHits(mail));
    const body = await readJson(c);
    rejectHoneypot(body);
    const input = parseOrThrow(madlibSubmissionSchema, body);
    const answer = answerWhenStored(
      201,
      (id): LeadCaptureResultDto => ({ id, message: LEAD_MESSAGES.submitSuccess }),
    );
    const { id } = await submitMadlibContact(services.db, input, { mail, staffNotice });
    services.kickMail();
    return c.json(answer(id), 201);
  })
  .post("/contact-messages", idempotent(), async (c) => {
    const services = c.get("services");
    const mail = await services.mailContext();
    const staffNotice = await limitByIp(c, LEAD_RATE_LIMITS.contactMessage, staffNoticeHits(mail));
    const body = await readJson(c);
    rejectHoneypot(body);
    const input = parseOrThrow(contactMessageSchema, body);
    const answer = answerWhenStored(
      201,
      (id): LeadCaptureResultDto => ({ id, message: LEAD_MESSAGES.messageSent }),
    );
    const { id } = await sendContactMessage(services.db, input, { mail, staffNotice });
    services.kickMail();
    return c.json(answer(id), 201);
  })
  .post("/resource-requests", idempotent(), async (c) => {
    const services = c.get("services");
    await limitByIp(c, LEAD_RATE_LIMITS.resourceRequest);
    const body = await readJson(c);
    rejectHoneypot(body);
    const input = parseOrThrow(resourceRequestSchema, body);
    const { id, resource, downloadPath } = await requestResource(services.db, input, {
      mail: await services.mailContext(),
    });
    services.kickMail();
    return c.json(
      {
        id,
        message: LEAD_MESSAGES.resourcePreparing,
        detail: LEAD_MESSAGES.resourceCheckEmail,
        resource: { slug: resource.slug, title: resource.title, downloadPath },
      } satisfies ResourceRequestResultDto,
      201,
    );
  })
  .get("/resources/:file", async (c) => {
    const file = c.req.param("file");
    const slug = file.endsWith(".pdf") ? file.slice(0, -4) : "";
    const resource = resourceBySlug(slug);
    if (!resource) throw notFound(LEAD_MESSAGES.resourceNotFound);
    const { companyName } = await getSiteSettings(c.get("services").db);
    const key = `${resource.slug}:${companyName}`;
    let pdf = pdfCache.get(key);
    if (!pdf) {
      pdf = renderResourcePdf(resource, { companyName });
      pdfCache.set(key, pdf);
      pdf.catch(() => pdfCache.delete(key));
    }
    return sendDownload(c, new Uint8Array(await pdf), {
      contentType: "application/pdf",
      disposition: `attachment; filename="${resource.slug}.pdf"`,
      cacheControl: "public, max-age=3600",
    });
  });
