import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { z } from "zod";
import { DEMO_ACCOUNTS, seedDemo } from "#db/seed.ts";
import { codeLabApi } from "#src/features/code-lab/code-lab.api.ts";
import { codeLabEndpoints } from "#src/features/code-lab/code-lab.contract.ts";
import { enterpriseApi } from "#src/features/enterprise/enterprise.api.ts";
import { enterpriseEndpoints } from "#src/features/enterprise/enterprise.contract.ts";
import { governmentApi } from "#src/features/government/government.api.ts";
import { governmentEndpoints } from "#src/features/government/government.contract.ts";
import { guidesApi } from "#src/features/guides/guides.api.ts";
import { guidesEndpoints } from "#src/features/guides/guides.contract.ts";
import { identityApi } from "#src/features/identity/identity.api.ts";
import { identityEndpoints } from "#src/features/identity/identity.contract.ts";
import { sendVerificationEmail } from "#src/features/identity/server/index.ts";
import { intakeApi } from "#src/features/intake/intake.api.ts";
import { intakeEndpoints } from "#src/features/intake/intake.contract.ts";
import { marketingApi } from "#src/features/marketing/marketing.api.ts";
import { marketingEndpoints } from "#src/features/marketing/marketing.contract.ts";
import { getSiteSettings } from "#src/features/marketing/server/index.ts";
import { startupApi } from "#src/features/startup/startup.api.ts";
import { startupEndpoints } from "#src/features/startup/startup.contract.ts";
import { venturesApi } from "#src/features/ventures/ventures.api.ts";
import { venturesEndpoints } from "#src/features/ventures/ventures.contract.ts";
import type { EndpointDescriptor } from "#src/lib/endpoints.ts";
import { createAiEngine } from "#src/platform/ai/index.ts";
import { createAuth } from "#src/platform/auth/auth.ts";
import { type Config, ConfigError, loadConfig } from "#src/platform/config/config.ts";
import { type Database, openDatabase } from "#src/platform/db/db.ts";
import { DataDirLockedError } from "#src/platform/db/lock.ts";
import { type AppServices, requestStateContext } from "#src/platform/http/app-context.ts";
import { createHttpApp, type PageHandler } from "#src/platform/http/http-app.ts";
import { createDbRateLimiter } from "#src/platform/http/rate-limit.ts";
import { authHeaders } from "#src/platform/http/session.ts";
import { createJobs, type Jobs } from "#src/platform/jobs/jobs.ts";
import { createLogger, type Logger } from "#src/platform/log/logger.ts";
import { createMailDispatcher, createSmtpTransport, releaseHeldMail } from "#src/platform/mail/index.ts";
import { createStorage } from "#src/platform/storage/index.ts";

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
  const { files } = createStorage({ db, config, logger });
  const auth = createAuth({
    db,
    secret: authSecret,
    baseUrl: config.publicUrl,
    sendVerificationEmail: async (data) =>
      sendVerificationEmail(db, data, (await getSiteSettings(db)).companyName),
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
    kickMail: () => {},
  };
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
    from: config.mailFrom,
    logger,
    files: services.files,
  });
  if (config.smtpUrl) {
    const released = await releaseHeldMail(services.db);
    if (released) logger.info({ released }, "SMTP configured: held mail is queued for delivery");
  }
  const mailJob = jobs.defineJob("mail.dispatch", z.object({}), async () => {
    await dispatcher.dispatchDue();
  });
  const pruneJob = jobs.defineJob("rate-limits.prune", z.object({}), async () => {
    await services.rateLimiter.prune();
  });
  await jobs.start();
  await jobs.schedule(pruneJob, "17 * * * *", {});
  await jobs.schedule(mailJob, "* * * * *", {});
  services.kickMail = () => {
    jobs
      .send(mailJob, {}, { singletonKey: "mail-dispatch" })
      .catch((err) => logger.warn({ err }, "could not queue mail dispatch"));
  };
  services.kickMail();
  return jobs;
}

/** Every API endpoint of the product with its permission; a test holds the router to it. */
export const API_ENDPOINTS: readonly EndpointDescriptor[] = [
  { method: "GET", path: "/api/health", permission: "public", summary: "Health and database state" },
  { method: "GET", path: "/api/auth/*", permission: "public", summary: "better-auth: session, verify-email" },
  {
    method: "POST",
    path: "/api/auth/*",
    permission: "public",
    summary: "better-auth: sign-out, change-password (own session)",
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/*",
    permission: "public",
    summary: "Closed (404): use /api/identity/sign-in",
  },
  {
    method: "POST",
    path: "/api/auth/sign-up/*",
    permission: "public",
    summary: "Closed (404): use /api/identity/sign-up",
  },
  ...identityEndpoints,
  ...marketingEndpoints,
  ...codeLabEndpoints,
  ...enterpriseEndpoints,
  ...governmentEndpoints,
  ...guidesEndpoints,
  ...intakeEndpoints,
  ...startupEndpoints,
  ...venturesEndpoints,
];

/** The whole HTTP surface: this and src/routes.ts are the two places that list the slices. */
export function buildHttpApp(
  services: AppServices,
  pageHandler?: PageHandler,
  staticRoot?: string,
  dev = false,
) {
  return createHttpApp({
    services,
    pageHandler,
    staticRoot,
    dev,
    mountApis: (api) => {
      // better-auth serves sessions, sign-out, e-mail verification. Sign-in and sign-up go through
      // /api/identity, which applies rate limits and each portal's role rules first.
      api.on(["POST"], ["/auth/sign-in/*", "/auth/sign-up/*"], (c) =>
        c.json({ error: "Use /api/identity/sign-in or /api/identity/sign-up", code: "not_found" }, 404),
      );
      api.on(["GET", "POST"], "/auth/*", (c) =>
        services.auth.handler(new Request(c.req.raw, { headers: authHeaders(c) })),
      );
      api.route("/identity", identityApi);
      api.route("/marketing", marketingApi);
      api.route("/code-lab", codeLabApi);
      api.route("/enterprise", enterpriseApi);
      api.route("/government", governmentApi);
      api.route("/guides", guidesApi);
      api.route("/intake", intakeApi);
      api.route("/startup", startupApi);
      api.route("/ventures", venturesApi);
    },
  });
}

function routerHandler(build: ServerBuild, mode: string): PageHandler {
  const handle = createRequestHandler(build, mode);
  return (request, state) => {
    const context = new RouterContextProvider();
    context.set(requestStateContext, state);
    return handle(request, context);
  };
}

export async function main() {
  const startedAt = performance.now();
  const dev = process.argv.includes("--dev");
  let config: Config;
  try {
    config = loadConfig({
      ...process.env,
      NODE_ENV: dev ? "development" : (process.env.NODE_ENV ?? "production"),
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir) });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await database.migrate();
  const services = createServices(config, logger, database, resolveAuthSecret(config, logger));
  if (config.demo) await seedDemo(database.db, services.auth);
  const jobs = await startBackgroundJobs(services);

  let pageHandler: PageHandler;
  let nodeHandler: (req: IncomingMessage, res: ServerResponse) => void;
  if (dev) {
    const { createServer: createVite, isRunnableDevEnvironment } = await import("vite");
    const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
    const ssr = vite.environments.ssr;
    if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite SSR environment is not runnable");
    pageHandler = async (request, state) => {
      const build = (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild;
      return routerHandler(build, "development")(request, state);
    };
    const listener = getRequestListener(buildHttpApp(services, pageHandler, undefined, true).fetch);
    nodeHandler = (req, res) => vite.middlewares(req, res, () => listener(req, res));
  } else {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const buildFile = path.join(buildDir, "server/index.js");
    if (!fs.existsSync(buildFile)) {
      console.error(
        "No production build found: run `npm run build` (or `npm start`, which builds when needed).",
      );
      process.exit(1);
    }
    const build = (await import(buildFile)) as ServerBuild;
    pageHandler = routerHandler(build, "production");
    nodeHandler = getRequestListener(
      buildHttpApp(services, pageHandler, path.join(buildDir, "client")).fetch,
    );
  }

  const server = createServer(nodeHandler);
  server.listen(config.port, config.host, () => {
    const ms = Math.round(performance.now() - startedAt);
    logger.info({ port: config.port, database: database.kind, ms }, "server started");
    console.log(`\n  Agency platform ready on ${config.publicUrl} (${database.kind}, started in ${ms} ms)`);
    if (config.demo) {
      console.log("  Demo accounts (demo mode):");
      for (const a of DEMO_ACCOUNTS) console.log(`    ${a.label.padEnd(15)} ${a.email}  /  ${a.password}`);
      console.log(`  FLARE canvas password: ${config.flareCanvasPassword}\n`);
    }
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    server.close(async () => {
      try {
        await jobs.stop(5_000).catch((err) => logger.warn({ err }, "jobs did not stop cleanly"));
        await database.close();
        logger.info("database closed");
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

if (import.meta.main) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
