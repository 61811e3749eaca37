// First: fixes NODE_ENV before any import below loads React (see the module).
import "#src/platform/runtime/node-env.ts";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { isatty } from "node:tty";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { z } from "zod";
import { DEMO_ACCOUNTS, seedDemoOnce } from "#db/seed.ts";
import { analyticsApi } from "#src/features/analytics/analytics.api.ts";
import { analyticsEndpointSchemas, analyticsEndpoints } from "#src/features/analytics/analytics.contract.ts";
import { aggregateRecent, sqlEventsStore } from "#src/features/analytics/server/index.ts";
import { codeLabApi } from "#src/features/code-lab/code-lab.api.ts";
import { codeLabEndpointSchemas, codeLabEndpoints } from "#src/features/code-lab/code-lab.contract.ts";
import { campaignReturnApi } from "#src/features/command-center/campaign-return.api.ts";
import {
  campaignReturnEndpointSchemas,
  campaignReturnEndpoints,
} from "#src/features/command-center/campaign-return.contract.ts";
import { commandCenterApi } from "#src/features/command-center/command-center.api.ts";
import {
  commandCenterEndpointSchemas,
  commandCenterEndpoints,
} from "#src/features/command-center/command-center.contract.ts";
import { contentApi } from "#src/features/content/content.api.ts";
import { contentEndpointSchemas, contentEndpoints } from "#src/features/content/content.contract.ts";
import { crmApi } from "#src/features/crm/crm.api.ts";
import { crmEndpointSchemas, crmEndpoints } from "#src/features/crm/crm.contract.ts";
import { crmRevenueApi } from "#src/features/crm/revenue.api.ts";
import { crmRevenueEndpointSchemas, crmRevenueEndpoints } from "#src/features/crm/revenue.contract.ts";
import {
  allowLoopbackSitesForTests,
  compactCrmRollups,
  recomputeAllEngagement,
} from "#src/features/crm/server/index.ts";
import { enterpriseApi } from "#src/features/enterprise/enterprise.api.ts";
import {
  enterpriseEndpointSchemas,
  enterpriseEndpoints,
} from "#src/features/enterprise/enterprise.contract.ts";
import { flareApi } from "#src/features/flare/flare.api.ts";
import { flareEndpointSchemas, flareEndpoints } from "#src/features/flare/flare.contract.ts";
import { flareDeliveryApi } from "#src/features/flare/flare-delivery.api.ts";
import { deliveryEndpointSchemas, deliveryEndpoints } from "#src/features/flare/flare-delivery.contract.ts";
import { flareCanvasGate, startFlareCollab } from "#src/features/flare/server/index.ts";
import { governmentApi } from "#src/features/government/government.api.ts";
import {
  governmentEndpointSchemas,
  governmentEndpoints,
} from "#src/features/government/government.contract.ts";
import { guidesApi } from "#src/features/guides/guides.api.ts";
import { guidesEndpointSchemas, guidesEndpoints } from "#src/features/guides/guides.contract.ts";
import { betterAuthApi } from "#src/features/identity/better-auth.api.ts";
import { identityApi } from "#src/features/identity/identity.api.ts";
import {
  betterAuthEndpoints,
  identityEndpointSchemas,
  identityEndpoints,
} from "#src/features/identity/identity.contract.ts";
import { demoAccountsPresent } from "#src/features/identity/server/identity.seed.ts";
import { sendVerificationEmail } from "#src/features/identity/server/index.ts";
import { issueSetupCode } from "#src/features/identity/server/setup-code.ts";
import { intakeApi } from "#src/features/intake/intake.api.ts";
import { intakeEndpointSchemas, intakeEndpoints } from "#src/features/intake/intake.contract.ts";
import { importApi } from "#src/features/integrations/import.api.ts";
import { integrationsApi } from "#src/features/integrations/integrations.api.ts";
import {
  integrationsEndpointSchemas,
  integrationsEndpoints,
} from "#src/features/integrations/integrations.contract.ts";
import {
  allowLoopbackWebhooksForTests,
  createWebhookDispatcher,
  pruneWebhookLog,
  publishLeadEventsToWebhooks,
  runPendingImports,
} from "#src/features/integrations/server/index.ts";
import { webhooksApi } from "#src/features/integrations/webhooks.api.ts";
import { webhooksEndpointSchemas, webhooksEndpoints } from "#src/features/integrations/webhooks.contract.ts";
import { marketingApi } from "#src/features/marketing/marketing.api.ts";
import { marketingEndpointSchemas, marketingEndpoints } from "#src/features/marketing/marketing.contract.ts";
import { peopleApi } from "#src/features/people/people.api.ts";
import { peopleEndpointSchemas, peopleEndpoints } from "#src/features/people/people.contract.ts";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { MAX_TAGLINES } from "#src/features/site/site.contract.ts";
import { startupApi } from "#src/features/startup/startup.api.ts";
import { startupEndpointSchemas, startupEndpoints } from "#src/features/startup/startup.contract.ts";
import { venturesApi } from "#src/features/ventures/ventures.api.ts";
import { venturesEndpointSchemas, venturesEndpoints } from "#src/features/ventures/ventures.contract.ts";
import {
  closeLiveStreams,
  pruneWorkspaceEvents,
  workspaceGate,
} from "#src/features/workspace/server/index.ts";
import { workspaceApi } from "#src/features/workspace/workspace.api.ts";
import { workspaceEndpointSchemas, workspaceEndpoints } from "#src/features/workspace/workspace.contract.ts";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { THEME_COOKIE } from "#src/lib/theme-cookie.ts";
import { createAiEngine } from "#src/platform/ai/index.ts";
import { createAuth } from "#src/platform/auth/auth.ts";
import { dataCacheOf, startDataCache } from "#src/platform/cache/data-cache.ts";
import {
  type Config,
  ConfigError,
  loadConfig,
  requireFlareCanvasPassword,
} from "#src/platform/config/config.ts";
import { type Database, openDatabase } from "#src/platform/db/db.ts";
import { DataDirLockedError } from "#src/platform/db/lock.ts";
import { maintainEmbedded } from "#src/platform/db/maintenance.ts";
import { databaseStartupError } from "#src/platform/db/startup-error.ts";
import { EVENTS_CHANNEL } from "#src/platform/events/events.ts";
import { type AppServices, requestStateContext } from "#src/platform/http/app-context.ts";
import { createHttpApp, type PageHandler } from "#src/platform/http/http-app.ts";
import { pruneIdempotencyKeys } from "#src/platform/http/idempotency.ts";
import { createNodeListener } from "#src/platform/http/node-listener.ts";
import { buildOpenApiDocument } from "#src/platform/http/openapi.ts";
import { withPageMethods } from "#src/platform/http/page-methods.ts";
import { enforceEndpointPermissions } from "#src/platform/http/permissions.ts";
import { createDbRateLimiter } from "#src/platform/http/rate-limit.ts";
import {
  closeConnectionsWhenStopping,
  createReadiness,
  drainServer,
  graceFor,
  type Readiness,
} from "#src/platform/http/readiness.ts";
import { createRenderCache } from "#src/platform/http/render-cache.ts";
import { checkResponses } from "#src/platform/http/response-check.ts";
import { httpServerOptions } from "#src/platform/http/server-options.ts";
import { loadStaticFiles } from "#src/platform/http/static-files.ts";
import { coalescedKick, createJobs, type Jobs } from "#src/platform/jobs/jobs.ts";
import { createLogger, type Logger } from "#src/platform/log/logger.ts";
import {
  createMailDispatcher,
  createSmtpTransport,
  formatMailbox,
  type MailContext,
  releaseHeldMail,
} from "#src/platform/mail/index.ts";
import { startIdleCollector } from "#src/platform/runtime/settle-memory.ts";
import { createStorage } from "#src/platform/storage/index.ts";

/** The least time between two wake-ups of the mail or webhook dispatcher (coalescedKick). */
const KICK_GAP_MS = 100;
/** The auth secret: AUTH_SECRET, else one generated once and kept in DATA_DIR (embedded default). */
function resolveAuthSecret(config: Config, logger: Logger): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  if (config.databaseUrl) {
    // Processes sharing PostgreSQL must share the secret, or they reject each other's sessions.
    logger.fatal("AUTH_SECRET must be set (at least 32 characters) when DATABASE_URL is set");
    console.error("AUTH_SECRET must be set (at least 32 characters) when DATABASE_URL is set.");
    process.exit(1);
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Builds every service on an open database. Used by main() and by the API tests. */
export function createServices(
  config: Config,
  logger: Logger,
  database: Database,
  authSecret: string,
): AppServices {
  const { db } = database;
  // Lead events reach the event outbox (webhooks) in the lead's own transaction.
  publishLeadEventsToWebhooks();
  // Cached rows (site settings…) are dropped when their table changes, in any process.
  startDataCache(database, logger).catch((err) =>
    logger.error({ err }, "could not subscribe to content changes: cached content expires by time only"),
  );
  const { files } = createStorage({ db, config, logger });
  // One sender for every email: MAIL_FROM when the operator set it, else the company name and
  // email address of the site settings (README, Configuration).
  const mailContext = async (): Promise<MailContext> => {
    // Read even with MAIL_FROM (a cached read): it also sets the company's currency for the
    // amounts an email shows, in a process that has served no page yet (decision 053).
    const site = await getSiteSettings(db);
    return {
      sender: config.mailFrom ?? { name: site.companyName, address: site.email },
      publicUrl: config.publicUrl,
      staffEmail: config.staffEmail,
      logger,
      rateLimitScale: config.rateLimitScale,
    };
  };
  const auth = createAuth({
    db,
    secret: authSecret,
    baseUrl: config.publicUrl,
    sendVerificationEmail: async (data) => sendVerificationEmail(db, data, await mailContext()),
  });
  return {
    config,
    logger,
    database,
    db,
    auth,
    files,
    rateLimiter: createDbRateLimiter(db, config.rateLimitScale),
    ai: createAiEngine({ config: config.ai, logger }),
    mailContext,
    kickMail: () => {},
    kickImports: () => {},
  };
}

/** The build's identity for seedDemoOnce: its server bundle's modification time and size. */
function buildSeedKey(buildFile: string): string | undefined {
  try {
    const stat = fs.statSync(buildFile);
    return `${Math.round(stat.mtimeMs)}-${stat.size}`;
  } catch {
    return undefined;
  }
}

/** Start-up refuses to serve the published demo accounts outside demo mode. */
export class DemoAccountsPresentError extends Error {}

/**
 * Accounts at start-up: demo mode seeds the demo accounts and content. Outside demo mode a
 * database that still holds the demo accounts is refused (their passwords are published), and
 * while no admin exists a one-time setup code is issued for Create Admin Account.
 */
export async function prepareAccounts(
  services: AppServices,
  seedKey?: string,
): Promise<{ setupCode: string | undefined }> {
  const { config, database } = services;
  if (config.demo) {
    await seedDemoOnce(database.db, services.auth, seedKey);
    return { setupCode: undefined };
  }
  const leftover = await demoAccountsPresent(database.db);
  if (leftover.length > 0) {
    throw new DemoAccountsPresentError(
      `This database holds the demo accounts (${leftover.join(", ")}), whose passwords are published, ` +
        `but demo mode is off (PUBLIC_URL=${config.publicUrl}). Refusing to start: anyone could sign in as them. ` +
        "Start on a fresh database (a new DATA_DIR or DATABASE_URL), or set SEED_DEMO=1 to keep running the demo.",
    );
  }
  return { setupCode: await issueSetupCode(services) };
}

/**
 * Background work: the outbox dispatcher runs as a pg-boss job, woken right after mail is queued
 * and every minute for retries.
 */
async function startBackgroundJobs(services: AppServices): Promise<Jobs> {
  const { config, logger, database } = services;
  const jobs = createJobs({ database, logger });
  const dispatcher = createMailDispatcher({
    db: services.db,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined,
    from: formatMailbox((await services.mailContext()).sender),
    logger,
    files: services.files,
  });
  if (config.smtpUrl) {
    const { released, expired } = await releaseHeldMail(services.db, {
      maxAgeHours: config.mailHoldMaxAgeHours,
    });
    if (released) logger.info({ released }, "SMTP configured: held mail is queued for delivery");
    if (expired) {
      logger.warn(
        { expired, maxAgeHours: config.mailHoldMaxAgeHours },
        "SMTP configured: mail held longer than MAIL_HOLD_MAX_AGE_HOURS is marked expired, not sent",
      );
    }
  }
  const mailJob = jobs.defineJob("mail.dispatch", z.object({}), async () => {
    await dispatcher.dispatchDue();
  });
  const pruneJob = jobs.defineJob("rate-limits.prune", z.object({}), async () => {
    await services.rateLimiter.prune();
    await pruneIdempotencyKeys(services.db);
    await pruneWorkspaceEvents(services.db);
    await pruneWebhookLog(services.db);
  });
  const events = sqlEventsStore(services.db);
  const aggregateJob = jobs.defineJob("analytics.aggregate", z.object({}), async () => {
    await aggregateRecent(events);
  });
  const retentionJob = jobs.defineJob(
    "analytics.retention",
    z.object({ days: z.number().int().min(1) }),
    async ({ days }) => {
      const deleted = await events.prune(days);
      if (deleted) logger.info({ deleted, days }, "old visitor interactions deleted");
    },
  );
  // Lead engagement decays with time and grows with later visits: recomputed hourly (issue 30).
  const engagementJob = jobs.defineJob("crm.engagement", z.object({}), async () => {
    await recomputeAllEngagement(services.db);
    // The CRM's rollups (lead analytics, campaign return): the last hour's deltas folded in.
    await compactCrmRollups(services.db);
  });
  // PGlite has no autovacuum: its work, by autovacuum's thresholds, every ten minutes.
  const maintenanceJob = jobs.defineJob("db.maintenance", z.object({}), async () => {
    const { vacuumed, analyzed } = await maintainEmbedded(database);
    if (vacuumed.length || analyzed.length)
      logger.info({ vacuumed, analyzed }, "embedded database maintained");
  });
  const kickWebhooks = await defineWebhookJob(services, jobs);
  // CSV imports: woken when one is queued, and every minute to resume one a stopped process left.
  const importJob = jobs.defineJob("crm.import", z.object({}), async () => {
    await runPendingImports(services.db);
  });
  await jobs.start();
  await kickWebhooks.start();
  await jobs.schedule(importJob, "* * * * *", {});
  services.kickImports = () => {
    jobs
      .send(importJob, {}, { singletonKey: "crm-import" })
      .catch((err) => logger.warn({ err }, "could not queue the CSV import job"));
  };
  await jobs.schedule(aggregateJob, "*/5 * * * *", {});
  await jobs.schedule(engagementJob, "23 * * * *", {});
  await jobs.schedule(retentionJob, "41 3 * * *", { days: config.analyticsRetentionDays });
  await jobs.schedule(pruneJob, "17 * * * *", {});
  if (database.kind === "pglite") await jobs.schedule(maintenanceJob, "*/10 * * * *", {});
  await jobs.schedule(mailJob, "* * * * *", {});
  // Every capture kicks the mail dispatcher: a burst of them makes one send per 100 ms, not one each.
  services.kickMail = coalescedKick(
    () => jobs.send(mailJob, {}, { singletonKey: "mail-dispatch" }),
    (err) => logger.warn({ err }, "could not queue mail dispatch"),
    KICK_GAP_MS,
  );
  services.kickMail();
  return jobs;
}

/**
 * Webhooks: the dispatcher runs as the "webhooks.dispatch" job, woken by NOTIFY when an event or a
 * test/replay commits (in any process), every minute by cron, and at the next retry when it is near.
 */
async function defineWebhookJob(services: AppServices, jobs: Jobs) {
  const { config, logger } = services;
  const dispatcher = createWebhookDispatcher({
    db: services.db,
    logger,
    requireHttps: !config.demo,
    mailContext: services.mailContext,
  });
  const job = jobs.defineJob("webhooks.dispatch", z.object({}), async () => {
    // Rounds until nothing is left, bounded so one run cannot hold the worker forever.
    for (let round = 0; round < 20; round++) {
      const r = await dispatcher.runOnce();
      if (r.fannedOut === 0 && r.succeeded + r.retried + r.failed === 0) break;
    }
    const next = await dispatcher.nextDueAt();
    const wait = next ? next.getTime() - Date.now() : Number.POSITIVE_INFINITY;
    if (wait < 60_000)
      await jobs.send(
        job,
        {},
        { singletonKey: "webhooks-retry", startAfter: Math.max(1, Math.ceil(wait / 1000)) },
      );
  });
  // Every committed event NOTIFYs: a burst of them makes one send per 100 ms, not one each.
  const kick = coalescedKick(
    () => jobs.send(job, {}, { singletonKey: "webhooks-dispatch" }),
    (err) => logger.warn({ err }, "could not queue webhook dispatch"),
    KICK_GAP_MS,
  );
  return {
    start: async () => {
      await jobs.schedule(job, "* * * * *", {});
      await services.database
        .listen(EVENTS_CHANNEL, kick)
        .catch((err) => logger.warn({ err }, "webhooks: no NOTIFY wake-up, dispatch runs every minute"));
      kick();
    },
  };
}

/** Every API endpoint of the product with its permission; a test holds the router to it. */
export const API_ENDPOINTS: readonly EndpointDescriptor[] = [
  { method: "GET", path: "/api/health", permission: "public", summary: "Health and database state" },
  {
    method: "GET",
    path: "/api/openapi.json",
    permission: "public",
    summary: "This API's OpenAPI 3.1 document",
  },
  {
    method: "GET",
    path: "/api/ready",
    permission: "public",
    summary: "Readiness for traffic: 503 while starting or stopping",
  },
  ...betterAuthEndpoints,
  ...identityEndpoints,
  ...marketingEndpoints,
  ...peopleEndpoints,
  ...codeLabEndpoints,
  ...commandCenterEndpoints,
  ...campaignReturnEndpoints,
  ...enterpriseEndpoints,
  ...flareEndpoints,
  ...deliveryEndpoints,
  ...governmentEndpoints,
  ...guidesEndpoints,
  ...intakeEndpoints,
  ...startupEndpoints,
  ...venturesEndpoints,
  ...crmEndpoints,
  ...crmRevenueEndpoints,
  ...analyticsEndpoints,
  ...workspaceEndpoints,
  ...contentEndpoints,
  ...integrationsEndpoints,
  ...webhooksEndpoints,
];

/** The platform's own endpoints (health, readiness, this document). */
const platformEndpointSchemas = {
  "GET /api/health": {
    response: z.strictObject({
      status: z.enum(["ok", "degraded"]),
      database: z.strictObject({
        kind: z.enum(["pglite", "postgres"]),
        ok: z.boolean(),
        latencyMs: z.number(),
      }),
    }),
  },
  "GET /api/openapi.json": {
    response: z.looseObject({
      openapi: z.string(),
      info: z.object({}).loose(),
      paths: z.record(z.string(), z.unknown()),
    }),
  },
  "GET /api/ready": { response: z.strictObject({ status: z.literal("ready") }) },
} as const satisfies EndpointSchemas;

/** What each endpoint's handler validates, for the OpenAPI document (a test holds them to it). */
export const API_SCHEMAS: EndpointSchemas = {
  ...platformEndpointSchemas,
  ...campaignReturnEndpointSchemas,
  ...crmRevenueEndpointSchemas,
  ...deliveryEndpointSchemas,
  ...analyticsEndpointSchemas,
  ...codeLabEndpointSchemas,
  ...commandCenterEndpointSchemas,
  ...contentEndpointSchemas,
  ...crmEndpointSchemas,
  ...enterpriseEndpointSchemas,
  ...flareEndpointSchemas,
  ...governmentEndpointSchemas,
  ...guidesEndpointSchemas,
  ...identityEndpointSchemas,
  ...intakeEndpointSchemas,
  ...marketingEndpointSchemas,
  ...peopleEndpointSchemas,
  ...startupEndpointSchemas,
  ...venturesEndpointSchemas,
  ...workspaceEndpointSchemas,
  ...integrationsEndpointSchemas,
  ...webhooksEndpointSchemas,
};

let apiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;
/** The OpenAPI document, generated once from API_ENDPOINTS and API_SCHEMAS. */
export function openApiDocument() {
  apiDocument ??= buildOpenApiDocument(API_ENDPOINTS, API_SCHEMAS, {
    title: "Agency platform API",
    version: "1",
    description:
      "Every endpoint of the product with who may call it and what it accepts, generated from the code.",
  });
  return apiDocument;
}

/**
 * What the API front door needs from the endpoint list: which endpoints take uploads or larger
 * JSON bodies, and which are the documented cross-site exceptions.
 */
function apiRulesOf(endpoints: readonly EndpointDescriptor[]) {
  return {
    bodyRules: endpoints
      .filter((e) => e.body !== undefined)
      .map((e) =>
        e.body === "multipart"
          ? {
              path: e.path,
              multipart: true,
              // the form's own bytes (boundaries, headers) on top of the file
              maxBytes: e.uploadLimit && e.uploadLimit.maxBytes + 64 * 1024,
              tooLargeMessage: e.uploadLimit?.message,
            }
          : { path: e.path, maxBytes: e.body!.maxBytes },
      ),
    crossSitePaths: endpoints.filter((e) => e.crossSite).map((e) => e.path),
  };
}

/** The whole HTTP surface: this and src/routes.ts are the two places that list the slices. */
export function buildHttpApp(
  services: AppServices,
  pageHandler?: PageHandler,
  servesAssets = false,
  dev = false,
  readiness?: Readiness,
) {
  return createHttpApp({
    services,
    apiRules: apiRulesOf(API_ENDPOINTS),
    pageHandler,
    servesAssets,
    dev,
    readiness,
    mountApis: (api) => {
      // Every route below is guarded by its descriptor's permission (API_ENDPOINTS).
      api.use(
        "*",
        enforceEndpointPermissions(API_ENDPOINTS, {
          "flare-canvas": flareCanvasGate,
          workspace: workspaceGate,
        }),
      );
      // In tests, every answer is held to the response the OpenAPI document gives it.
      if (services.config.checkResponses) api.use("*", checkResponses(API_SCHEMAS, services.logger));
      // better-auth answers only the paths the app uses; sign-in, sign-up and password changes
      // go through /api/identity, which applies rate limits and role rules first.
      api.get("/openapi.json", (c) => c.json(openApiDocument()));
      api.route("/auth", betterAuthApi);
      api.route("/identity", identityApi);
      api.route("/marketing", marketingApi);
      api.route("/people", peopleApi);
      api.route("/code-lab", codeLabApi);
      api.route("/command-center", commandCenterApi);
      api.route("/command-center", campaignReturnApi);
      api.route("/enterprise", enterpriseApi);
      api.route("/flare", flareApi);
      api.route("/flare", flareDeliveryApi);
      api.route("/government", governmentApi);
      api.route("/guides", guidesApi);
      api.route("/intake", intakeApi);
      api.route("/startup", startupApi);
      api.route("/ventures", venturesApi);
      api.route("/crm", crmApi);
      api.route("/crm", crmRevenueApi);
      api.route("/analytics", analyticsApi);
      api.route("/workspace", workspaceApi);
      api.route("/content", contentApi);
      api.route("/integrations", integrationsApi);
      api.route("/integrations/webhooks", webhooksApi);
      api.route("/integrations/imports", importApi);
    },
  });
}

/**
 * The pages that are the same for every anonymous visitor, served from the render cache
 * (src/platform/http/render-cache.ts): marketing, blog, guides, segment and ventures pages. Pages
 * with forms whose answers depend on the visitor are fine too (the form is the same); pages that
 * read the session (/auth, /profile, staff areas) are not listed.
 */
const RENDER_CACHED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/(about|services|work|blog|startup|enterprise|government|resources|workshops|clients|ventures|anywhere|privacy)$/,
  /^\/(case-study|blog|guide)\/[\w-]+$/,
  /^\/ventures\/(apply|pitch|portfolio|criteria|lab)$/,
  /^\/flare(\/apply)?$/,
];

function routerHandler(build: ServerBuild, mode: string): PageHandler {
  const handle = createRequestHandler(build, mode);
  return withPageMethods(build, (request, state) => {
    const context = new RouterContextProvider();
    context.set(requestStateContext, state);
    return handle(request, context);
  });
}

/**
 * Start-up phases, for the "server started" log line: how long each step took (ms), and
 * `beforeMain`, the time from the process's start to main() (Node's start-up and loading the
 * server's modules). docs/deploy.md has a measured breakdown.
 */
function startupClock() {
  const phases: Record<string, number> = { beforeMain: Math.round(performance.now()) };
  let last = performance.now();
  return {
    phases,
    mark(name: string) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
  };
}

/**
 * The first visitor's page, rendered once before the process reports ready: it fills the render
 * cache and the data cache and runs the page code once, so the first requests a balancer sends
 * do not pay for it. A failure is logged and does not hold start-up.
 */
async function warmUp(
  fetch: (request: Request) => Response | Promise<Response>,
  config: Config,
  logger: Logger,
) {
  try {
    const res = await Promise.race([
      Promise.resolve(fetch(new Request(`${config.publicUrl}/`, { headers: { "x-request-id": "warm-up" } }))),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), 5_000).unref()),
    ]);
    await res.arrayBuffer();
    if (!res.ok) logger.warn({ status: res.status }, "start-up: the warm-up page did not answer 200");
  } catch (err) {
    logger.warn({ err }, "start-up: the warm-up page failed");
  }
}

export async function main() {
  const startedAt = performance.now();
  const clock = startupClock();
  const dev = process.argv.includes("--dev");
  let config: Config;
  try {
    config = loadConfig({
      ...process.env,
      NODE_ENV: process.env.NODE_ENV,
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  clock.mark("config");

  // The page build (React Router's server bundle, ~1–2 s to load) is imported while the database
  // opens, migrates and checks its accounts, instead of after them (decision 042).
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const buildFile = path.join(buildDir, "server/index.js");
  if (!dev && !fs.existsSync(buildFile)) {
    console.error(
      "No production build found: run `npm run build` (or `npm start`, which builds when needed).",
    );
    process.exit(1);
  }
  const pagesLoading = dev ? undefined : (import(buildFile) as Promise<ServerBuild>);
  // Not awaited until the pages are needed; a failure is rethrown there, not reported as unhandled.
  pagesLoading?.catch(() => {});

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir) });
    clock.mark("database");
    await database.migrate();
    clock.mark("migrate");
  } catch (err) {
    // A locked data folder or an unusable DATABASE_URL is an operator's fix: one line, no stack trace.
    const line =
      err instanceof DataDirLockedError ? err.message : databaseStartupError(err, config.databaseUrl);
    if (line) {
      console.error(line);
      process.exit(1);
    }
    throw err;
  }
  const services = createServices(config, logger, database, resolveAuthSecret(config, logger));
  if (config.testLoopbackFetch) {
    allowLoopbackSitesForTests();
    allowLoopbackWebhooksForTests();
  }
  clock.mark("services");
  let setupCode: string | undefined;
  try {
    // The FLARE slice's API, once mounted, needs a canvas password of the deployment's own.
    if (API_ENDPOINTS.some((e) => e.path.startsWith("/api/flare/"))) requireFlareCanvasPassword(config);
    ({ setupCode } = await prepareAccounts(services, dev ? undefined : buildSeedKey(buildFile)));
  } catch (err) {
    if (err instanceof DemoAccountsPresentError || err instanceof ConfigError) {
      logger.fatal(err.message);
      console.error(err.message);
      await database.close();
      process.exit(1);
    }
    throw err;
  }
  clock.mark("accounts");
  if (config.demoOnPublicUrl) {
    logger.warn({ publicUrl: config.publicUrl }, "demo mode on a public address: the demo accounts are open");
    console.warn(
      `\n  WARNING: demo mode (SEED_DEMO=1) on ${config.publicUrl}: anyone can sign in with the published demo accounts.\n`,
    );
  }
  // The job scheduler starts once the server listens (below): no page waits for it (issue 32).
  let jobs: Jobs | undefined;

  // GET /api/ready: "starting" until the warm-up below is done, "stopping" from the stop signal on.
  const readiness = createReadiness();
  let pageHandler: PageHandler;
  let nodeHandler: (req: IncomingMessage, res: ServerResponse) => void;
  let warm: ((request: Request) => Response | Promise<Response>) | undefined;
  if (dev) {
    const { createServer: createVite, isRunnableDevEnvironment } = await import("vite");
    const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
    const ssr = vite.environments.ssr;
    if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite SSR environment is not runnable");
    pageHandler = async (request, state) => {
      const build = (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild;
      return routerHandler(build, "development")(request, state);
    };
    const listener = getRequestListener(buildHttpApp(services, pageHandler, false, true, readiness).fetch);
    nodeHandler = (req, res) => vite.middlewares(req, res, () => listener(req, res));
  } else {
    const build = await pagesLoading!;
    clock.mark("pages");
    const staticFiles = loadStaticFiles(path.join(buildDir, "client"));
    clock.mark("staticFiles");
    const renderCache = createRenderCache(routerHandler(build, "production"), {
      buildId: build.assets.version,
      cacheable: (pathname) => RENDER_CACHED_PAGES.some((pattern) => pattern.test(pathname)),
      variants: (pathname) => (pathname === "/" ? MAX_TAGLINES : 1),
      neutralCookies: [THEME_COOKIE],
      dataCache: dataCacheOf(database.db),
    });
    pageHandler = renderCache.handler;
    const app = buildHttpApp(services, pageHandler, true, false, readiness);
    warm = app.fetch;
    nodeHandler = createNodeListener({
      fetch: app.fetch,
      staticFiles,
      config,
      // Hits are answered before the Hono app (node-listener.ts).
      renderCache,
      logger,
    });
  }
  clock.mark("http");

  // Gives back the heap that start-up or a burst of traffic grew, once the process is quiet.
  const idleCollector = startIdleCollector();
  const handle = nodeHandler;
  const server = createServer(
    httpServerOptions(config.httpTimeouts),
    closeConnectionsWhenStopping(readiness, (req, res) => {
      idleCollector.touch();
      handle(req, res);
    }),
  );

  // The live FLARE canvas socket (docs/decisions/036-flare-live-collaboration.md); other upgrades are refused.
  const collab = startFlareCollab(services);
  server.on("upgrade", (req, socket, head) => {
    if (!collab.handleUpgrade(req, socket, head)) socket.destroy();
  });

  // Graceful shutdown (docs/deploy.md, "Graceful shutdown and rolling restarts"): not ready at once, serve for the grace
  // period while balancers notice, stop accepting, close idle connections, let in-flight requests
  // and event streams finish within the drain bound, stop the jobs, close the database, exit 0.
  // A second signal cuts the grace period and the drain short.
  let hurry: (() => void) | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (hurry) {
      logger.warn({ signal }, "shutdown: second signal, cutting the grace period and the drain short");
      hurry();
      return;
    }
    const hurried = new Promise<void>((resolve) => {
      hurry = resolve;
    });
    const stopAt = performance.now();
    readiness.stop();
    idleCollector.stop();
    const { drainMs } = config.shutdown;
    const graceMs = graceFor(signal, config.shutdown.graceMs, isatty(0));
    logger.info({ signal, graceMs, drainMs }, "shutting down: not ready; serving through the grace period");
    // Grace, drain, up to 5 s for running jobs, then the database's close.
    const force = setTimeout(
      () => {
        logger.error("shutdown timed out; exiting");
        process.exit(1);
      },
      graceMs + drainMs + 10_000,
    );
    force.unref();
    try {
      const drained = await drainServer({
        server,
        graceMs,
        drainMs,
        // Live event streams never go idle: end them so their connections can close.
        endStreams: () => {
          closeLiveStreams(database);
          void collab.close();
        },
        hurry: hurried,
        logger,
      });
      logger.info(drained, "shutdown: HTTP closed");
      await collab.close().catch((err) => logger.warn({ err }, "canvas sockets did not close cleanly"));
      await jobs?.stop(5_000).catch((err) => logger.warn({ err }, "jobs did not stop cleanly"));
      await database.close();
      logger.info({ ms: Math.round(performance.now() - stopAt) }, "database closed");
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  clock.mark("listen");
  if (warm && readiness.state === "starting") {
    await warmUp(warm, config, logger);
    clock.mark("warm");
  }
  if (readiness.state === "starting") {
    jobs = await startBackgroundJobs(services);
    clock.mark("jobs");
  }
  readiness.ready();
  // Asked to stop while warming up: the shutdown is under way, there is nothing to announce.
  if (readiness.state !== "ready") return;
  const ms = Math.round(performance.now() - startedAt);
  logger.info(
    {
      port: config.port,
      database: database.kind,
      ms,
      sinceProcessStart: Math.round(performance.now()),
      phases: clock.phases,
    },
    "server started",
  );
  console.log(`\n  Agency platform ready on ${config.publicUrl} (${database.kind}, started in ${ms} ms)`);
  if (config.demo) {
    console.log("  Demo accounts (demo mode):");
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.label.padEnd(15)} ${a.email}  /  ${a.password}`);
    console.log(`  FLARE canvas password: ${config.flareCanvasPassword}\n`);
  }
  if (setupCode) {
    // Printed, never logged: whoever can read this terminal may create the first admin.
    console.log(
      `  No admin yet. First admin setup code: ${setupCode}\n  (Create Admin Account at ${config.publicUrl}/auth asks for it; it stops working once the admin exists.)\n`,
    );
  }
}

if (import.meta.main) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
