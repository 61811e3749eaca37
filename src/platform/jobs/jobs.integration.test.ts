import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import { silentLogger } from "../log/logger.ts";
import { createJobs, JobPayloadError, type Jobs } from "./jobs.ts";

type Deferred<T> = { promise: Promise<T>; resolve: (v: T) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  ]);
}

describe(`jobs on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let jobs: Jobs;
  const echoed: { n: number; tag: string }[] = [];
  let echoWaiter = deferred<void>();
  const flakyAttempts: number[] = [];
  const flakyDone = deferred<number>();

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = createJobs({
      database,
      logger: silentLogger,
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 0.5,
    });
    jobs.defineJob(
      "test.echo",
      z.object({ n: z.number().int(), tag: z.string().default("none") }),
      async (payload) => {
        echoed.push(payload);
        echoWaiter.resolve();
      },
    );
    jobs.defineJob(
      "test.flaky",
      z.object({ failTimes: z.number().int() }),
      async (payload, ctx) => {
        flakyAttempts.push(ctx.retryCount);
        if (ctx.retryCount < payload.failTimes) throw new Error(`attempt ${ctx.retryCount} fails on purpose`);
        flakyDone.resolve(ctx.retryCount);
      },
      { retryLimit: 3, retryDelay: 0 },
    );
    jobs.defineJob("test.tick", z.object({ source: z.literal("cron") }), async () => {});
    await jobs.start();
  });

  const rowsOf = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  afterAll(async () => {
    await jobs?.stop(2_000);
    await database?.close();
  });

  it("hands a sent job's parsed payload to its handler", async () => {
    echoWaiter = deferred();
    const started = performance.now();
    const id = await jobs.send("test.echo", { n: 7 });
    expect(id).toEqual(expect.any(String));
    await within(echoWaiter.promise, 10_000, "the echo job");
    const latencyMs = performance.now() - started;
    // The schema's default was applied before the handler ran.
    expect(echoed).toEqual([{ n: 7, tag: "none" }]);
    // LISTEN/NOTIFY wakes the worker at once (logged, not asserted: CI machines vary).
    console.info(`jobs: send -> handler latency ${latencyMs.toFixed(0)} ms`);
  });

  it("refuses a bad payload at send, before anything is queued", async () => {
    await expect(jobs.send("test.echo", { n: "seven" } as never)).rejects.toBeInstanceOf(JobPayloadError);
    await expect(jobs.send("test.echo", { n: 1.5 })).rejects.toThrow(
      /Invalid payload for job "test\.echo": n/,
    );
    await expect(jobs.send("test.unknown", {})).rejects.toThrow(/Unknown job "test\.unknown"/);
    const queued = await rowsOf(
      sql`select count(*)::int as n from pgboss.job where name = 'test.echo' and state in ('created', 'retry')`,
    );
    expect(queued).toEqual([{ n: 0 }]);
  });

  it("retries a failing handler until it succeeds", async () => {
    await jobs.send("test.flaky", { failTimes: 2 });
    const succeededOn = await within(flakyDone.promise, 15_000, "the flaky job to succeed");
    expect(succeededOn).toBe(2);
    expect(flakyAttempts).toEqual([0, 1, 2]);
  });

  it("registers recurring work with a validated payload", async () => {
    await expect(
      jobs.schedule("test.tick", "*/5 * * * *", { source: "manual" } as never),
    ).rejects.toBeInstanceOf(JobPayloadError);
    await jobs.schedule("test.tick", "*/5 * * * *", { source: "cron" });
    const rows = await rowsOf(sql`select name, cron from pgboss.schedule where name = 'test.tick'`);
    expect(rows).toEqual([{ name: "test.tick", cron: "*/5 * * * *" }]);
  });

  it("refuses to define a job after start", () => {
    expect(() => jobs.defineJob("test.late", z.object({}), async () => {})).toThrow(/before jobs.start/);
  });
});
