import { fromPglite, type Job, PgBoss, type QueueOptions, type SendOptions } from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db/db.ts";
import type { Logger } from "../log/logger.ts";

/** What a handler learns about the run besides its payload. */
export type JobContext = { id: string; name: string; retryCount: number; signal: AbortSignal };

export type JobHandler<T> = (payload: T, context: JobContext) => Promise<void>;

/** Retry and expiry policy of one job's queue (pg-boss queue options). */
export type JobPolicy = Pick<
  QueueOptions,
  "retryLimit" | "retryDelay" | "retryBackoff" | "retryDelayMax" | "expireInSeconds"
>;

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  schema: S;
  handler: JobHandler<z.output<S>>;
  policy: JobPolicy;
};

export type SendJobOptions = Pick<SendOptions, "startAfter" | "singletonKey" | "priority">;

export type Jobs = {
  /** Registers a job kind: its zod payload schema and the handler that receives the parsed payload. */
  defineJob<S extends z.ZodType>(
    name: string,
    schema: S,
    handler: JobHandler<z.output<S>>,
    policy?: JobPolicy,
  ): JobDefinition<S>;
  /** Installs pg-boss's schema, creates one queue per defined job and starts the workers. */
  start(): Promise<void>;
  /**
   * Validates the payload against the job's schema (throws JobPayloadError) and queues it. Returns
   * the job id, or null when a `singletonKey` already holds a queued job.
   */
  send<S extends z.ZodType>(
    job: string | JobDefinition<S>,
    payload: z.input<S>,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /** Recurring work: sends the job on a cron expression (UTC unless tz is given). */
  schedule<S extends z.ZodType>(
    job: string | JobDefinition<S>,
    cron: string,
    payload?: z.input<S>,
    options?: { tz?: string },
  ): Promise<void>;
  /**
   * Stops fetching, waits for running handlers (up to `timeoutMs`), then stops pg-boss. It never
   * closes the database: call `database.close()` afterwards. pg-boss has been seen to leave a timer
   * running for seconds after stop(), so a process that is shutting down should call process.exit()
   * rather than wait for the event loop to drain.
   */
  stop(timeoutMs?: number): Promise<void>;
};

export class JobPayloadError extends Error {
  readonly issues: z.core.$ZodIssue[];
  constructor(name: string, issues: z.core.$ZodIssue[]) {
    super(
      `Invalid payload for job "${name}": ${issues.map((i) => `${i.path.join(".") || "(root)"} ${i.message}`).join("; ")}`,
    );
    this.name = "JobPayloadError";
    this.issues = issues;
  }
}

export type CreateJobsOptions = {
  database: Database;
  logger: Logger;
  /**
   * PostgreSQL only: the URL pg-boss opens its own small pool on (it needs session-pinned
   * connections for LISTEN/NOTIFY). Defaults to the URL of `database.pool`.
   */
  connectionString?: string;
  /** Seconds between polls while LISTEN/NOTIFY is unavailable (default 2). */
  pollingIntervalSeconds?: number;
  /**
   * Seconds between polls while LISTEN/NOTIFY is active (default 10). NOTIFY wakes a worker the
   * moment a job is sent, but retries and delayed jobs wait for a poll.
   */
  notifyPollingIntervalSeconds?: number;
  /** Run the cron scheduler in this process (default true). */
  schedule?: boolean;
};

const JOB_NAME = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * Background jobs on pg-boss, on the same database the app uses.
 *
 * PGlite: pg-boss talks to the very PGlite instance Drizzle uses (one connection, in-process
 * LISTEN/NOTIFY). Its PGlite adapter has no transactions of its own and rolls back after a failed
 * statement, so workers here are never `transactional`, and handlers keep their own transactions short.
 * PostgreSQL: pg-boss runs its own pool, so several app processes share the queues safely.
 */
export function createJobs(opts: CreateJobsOptions): Jobs {
  const { database, logger } = opts;
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;
  const notifyPollingIntervalSeconds = Math.max(
    opts.notifyPollingIntervalSeconds ?? 10,
    pollingIntervalSeconds,
  );
  const definitions = new Map<string, JobDefinition>();
  let boss: PgBoss | undefined;
  let state: "idle" | "starting" | "started" | "stopped" = "idle";

  const makeBoss = (): PgBoss => {
    const common = { useListenNotify: true, schedule: opts.schedule ?? true } as const;
    if (database.kind === "pglite") {
      if (!database.pglite) throw new Error("createJobs: the PGlite database has no instance");
      return new PgBoss({ ...common, backend: "pglite", db: fromPglite(database.pglite) });
    }
    const connectionString = opts.connectionString ?? database.pool?.options.connectionString;
    if (!connectionString) throw new Error("createJobs: PostgreSQL needs a connection string");
    return new PgBoss({ ...common, connectionString, max: 4, application_name: "jobs" });
  };

  const definitionOf = (job: string | JobDefinition): JobDefinition => {
    const name = typeof job === "string" ? job : job.name;
    const def = definitions.get(name);
    if (!def) throw new Error(`Unknown job "${name}": define it with defineJob() first`);
    return def;
  };

  const parse = (def: JobDefinition, payload: unknown): object => {
    const result = def.schema.safeParse(payload);
    if (!result.success) throw new JobPayloadError(def.name, result.error.issues);
    // pg-boss stores an object as the job's data; wrap anything else.
    return { payload: result.data };
  };

  const running = (): PgBoss => {
    if (state !== "started" || !boss) throw new Error("Jobs are not started: call jobs.start() first");
    return boss;
  };

  const work = async (b: PgBoss, def: JobDefinition) => {
    await b.createQueue(def.name, { ...def.policy, notify: true });
    await b.work<{ payload: unknown }>(
      def.name,
      {
        batchSize: 1,
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds,
      },
      async (jobs: Job<{ payload: unknown }>[]) => {
        for (const job of jobs) {
          const log = logger.child({ job: def.name, jobId: job.id, retryCount: job.retryCount });
          // Re-parse: the row may predate a schema change, and transforms must run on this side too.
          const parsed = def.schema.safeParse(job.data?.payload);
          if (!parsed.success) {
            const err = new JobPayloadError(def.name, parsed.error.issues);
            log.error({ err }, "job payload no longer valid");
            throw err;
          }
          const started = performance.now();
          try {
            await def.handler(parsed.data, {
              id: job.id,
              name: def.name,
              retryCount: job.retryCount,
              signal: job.signal,
            });
            log.debug({ ms: Math.round(performance.now() - started) }, "job done");
          } catch (err) {
            log.warn({ err }, "job failed");
            throw err;
          }
        }
      },
    );
  };

  return {
    defineJob(name, schema, handler, policy = {}) {
      if (!JOB_NAME.test(name)) throw new Error(`Invalid job name "${name}" (use a-z, 0-9, . _ -)`);
      if (definitions.has(name)) throw new Error(`Job "${name}" is already defined`);
      if (state !== "idle") throw new Error(`Define job "${name}" before jobs.start()`);
      const def: JobDefinition<typeof schema> = { name, schema, handler, policy };
      definitions.set(name, def as unknown as JobDefinition);
      return def;
    },

    async start() {
      if (state !== "idle") throw new Error(`Jobs cannot start: they are ${state}`);
      state = "starting";
      const b = makeBoss();
      b.on("error", (err) => logger.error({ err }, "pg-boss error"));
      b.on("warning", (warning) => logger.warn({ warning }, "pg-boss warning"));
      try {
        await b.start();
        for (const def of definitions.values()) await work(b, def);
      } catch (err) {
        state = "idle";
        await b.stop({ graceful: false }).catch(() => {});
        throw err;
      }
      boss = b;
      state = "started";
      logger.info({ backend: database.kind, jobs: [...definitions.keys()] }, "jobs started");
    },

    async send(job, payload, options) {
      const def = definitionOf(job as string | JobDefinition);
      const data = parse(def, payload);
      return await running().send(def.name, data, options ?? {});
    },

    async schedule(job, cron, payload, options) {
      const def = definitionOf(job as string | JobDefinition);
      const data = parse(def, payload);
      await running().schedule(def.name, cron, data, { tz: options?.tz ?? "UTC" });
    },

    async stop(timeoutMs = 10_000) {
      if (state !== "started" || !boss) {
        state = "stopped";
        return;
      }
      state = "stopped";
      // close: pg-boss closes only a pool it owns (PostgreSQL); the PGlite instance stays open.
      await boss.stop({ graceful: true, close: true, timeout: timeoutMs });
      logger.info("jobs stopped");
    },
  };
}

/**
 * A wake-up (`send`, e.g. queueing a singleton job) that callers may fire often: a call while a
 * send is under way, or within `gapMs` after one ended, makes at most one more send, at the end of
 * that gap. Every call is followed by a send that starts after it, so no wake-up is lost, but a
 * burst of captures costs a few sends, not one each (each is a pg-boss insert, and on PGlite it
 * waits its turn on the one connection: decision 049).
 */
export function coalescedKick(
  send: () => Promise<unknown>,
  onError: (err: unknown) => void,
  gapMs = 0,
): () => void {
  let busy = false;
  let again = false;
  const run = () => {
    busy = true;
    again = false;
    send()
      .catch(onError)
      .finally(() => {
        const done = () => {
          busy = false;
          if (again) run();
        };
        if (gapMs > 0) setTimeout(done, gapMs).unref();
        else done();
      });
  };
  return () => {
    if (busy) again = true;
    else run();
  };
}
