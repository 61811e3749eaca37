import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import type { Database } from "../db/db.ts";
import { createDbRateLimiter } from "./rate-limit.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it("counts hits per subject in a fixed window and refuses past the limit", async () => {
  const limiter = createDbRateLimiter(database.db);
  const rule = { name: "t", limit: 3, windowMs: 60_000 };
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await limiter.hit(rule, "a"));
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  expect((await limiter.hit(rule, "b")).allowed).toBe(true);
  expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
});

it("starts a new window once the old one has ended, and prunes ended windows", async () => {
  const limiter = createDbRateLimiter(database.db);
  // A window long enough that the second hit lands inside it on a busy machine (a 50 ms window
  // made this fail under load), short enough to wait out.
  const rule = { name: "short", limit: 1, windowMs: 1_000 };
  expect((await limiter.hit(rule, "x")).allowed).toBe(true);
  expect((await limiter.hit(rule, "x")).allowed).toBe(false);
  await new Promise((r) => setTimeout(r, 1_100));
  expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
  expect((await limiter.hit(rule, "x")).allowed).toBe(true);
});

it("scales limits for the test servers", async () => {
  const limiter = createDbRateLimiter(database.db, 2);
  const rule = { name: "scaled", limit: 1, windowMs: 60_000 };
  expect((await limiter.hit(rule, "s")).allowed).toBe(true);
  expect((await limiter.hit(rule, "s")).allowed).toBe(true);
  expect((await limiter.hit(rule, "s")).allowed).toBe(false);
});
