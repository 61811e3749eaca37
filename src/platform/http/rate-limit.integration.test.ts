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

it("hits counters in turn in one statement: a later one only while every earlier one allows", async () => {
  const limiter = createDbRateLimiter(database.db);
  const sender = { name: "turn-sender", limit: 2, windowMs: 60_000 };
  const mailbox = { name: "turn-mailbox", limit: 3, windowMs: 60_000 };
  const send = (from: string) =>
    limiter.hitInTurn([
      { rule: sender, subject: from },
      { rule: mailbox, subject: "staff@example.com", scale: 1 },
    ]);
  const allowed = (r: Awaited<ReturnType<typeof send>>) => r.map((x) => x?.allowed ?? null);
  expect(allowed(await send("a"))).toEqual([true, true]);
  expect(allowed(await send("a"))).toEqual([true, true]);
  // The sender is over its limit: the mailbox is not reached, so it is not used up.
  expect(allowed(await send("a"))).toEqual([false, null]);
  expect(allowed(await send("a"))).toEqual([false, null]);
  expect(allowed(await send("b"))).toEqual([true, true]);
  // The mailbox's fourth notice is over its cap; the sender's own request is still allowed.
  const fourth = await send("c");
  expect(allowed(fourth)).toEqual([true, false]);
  expect(fourth[1]!.remaining).toBe(0);
  expect(await limiter.hitInTurn([])).toEqual([]);
});

it("scales each counter of a turn by its own scale, else the limiter's", async () => {
  const limiter = createDbRateLimiter(database.db, 2);
  const first = { name: "turn-scaled", limit: 1, windowMs: 60_000 };
  const second = { name: "turn-own-scale", limit: 1, windowMs: 60_000 };
  const hit = () =>
    limiter.hitInTurn([
      { rule: first, subject: "s" },
      { rule: second, subject: "s", scale: 1 },
    ]);
  expect((await hit()).map((r) => r?.allowed)).toEqual([true, true]);
  expect((await hit()).map((r) => r?.allowed)).toEqual([true, false]);
  expect((await hit()).map((r) => r?.allowed ?? null)).toEqual([false, null]);
});
