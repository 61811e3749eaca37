import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { sqlEventsStore } from "./events-store.ts";

// The same migrations give monthly partitions on PostgreSQL and a plain table on PGlite; the
// store's retention drops whole months there and deletes rows here, with the same result.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const event = (createdAt: Date, page = "/") => ({
  pageUrl: page,
  interactionType: "pageview" as const,
  deviceType: "desktop" as const,
  sessionId: "s-0123456789",
  viewportWidth: 1280,
  viewportHeight: 800,
  createdAt,
});

describe("the events store", () => {
  it("is partitioned by month on PostgreSQL and a plain table on PGlite", async () => {
    const parts = rowsOf<{ relname: string }>(
      await database.db.execute(sql`
        select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'user_interactions'::regclass order by 1`),
    ).map((r) => r.relname);
    if (database.kind === "postgres") {
      const month = new Date().toISOString().slice(0, 7).replace("-", "_");
      expect(parts).toContain(`user_interactions_${month}`);
      expect(parts).toContain("user_interactions_default");
    } else {
      expect(parts).toEqual([]);
    }
  });

  it("keeps what is younger than the retention period and nothing older, whole months or not", async () => {
    const store = sqlEventsStore(database.db);
    await store.insertBatch([
      event(daysAgo(400)),
      event(daysAgo(200)),
      event(daysAgo(181)),
      event(daysAgo(179)),
      event(daysAgo(1)),
      event(new Date()),
    ]);
    await store.prune(180);
    const left = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from user_interactions`),
    )[0]!.n;
    expect(left).toBe(3);
    if (database.kind === "postgres") {
      // Nothing old is left in the default partition either, and next month's partition exists.
      const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
      const name = `user_interactions_${next.toISOString().slice(0, 7).replace("-", "_")}`;
      const exists = rowsOf<{ r: string | null }>(
        await database.db.execute(sql`select to_regclass(${name})::text as r`),
      );
      expect(exists[0]!.r).toBe(name);
    }
  });
});
