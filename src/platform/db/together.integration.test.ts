import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import { type Database, rowsOf } from "./db.ts";
import { executeTogether, sendsStatementsTogether } from "./together.ts";

// Runs on PGlite in the unit suite (statement by statement there) and on PostgreSQL in the
// integration suite, where several statements go in one message with their values as literals.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table together_check (id serial primary key, v text, n int, j jsonb)`);
});
afterAll(async () => {
  await database.close();
});

const HOSTILE = [
  "O'Brien",
  "''; drop table together_check; --",
  "back\\slash \\' and \\\\",
  "$1 $$ dollar $$",
  "line\nbreak\ttab",
  "emoji 🧪 and ünïcode",
  "",
];

describe("several statements in one round trip", () => {
  it("is offered on PostgreSQL only", () => {
    expect(sendsStatementsTogether(database.db)).toBe(database.kind === "postgres");
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "keeps every value exact, whatever its quotes and backslashes, and answers each statement's rows",
    async () => {
      const results = await database.db.transaction((tx) =>
        executeTogether(tx, [
          ...HOSTILE.map(
            (v, i) =>
              sql`insert into together_check (v, n, j) values (${v}, ${i}, ${JSON.stringify({ v })}::jsonb)`,
          ),
          sql`insert into together_check (v, n) values (${null}, ${-1})`,
          sql`select v, n, j->>'v' as jv from together_check order by id`,
        ]),
      );
      expect(results).toHaveLength(HOSTILE.length + 2);
      const rows = results.at(-1)!;
      expect(rows.map((r) => r.v)).toEqual([...HOSTILE, null]);
      expect(rows.map((r) => r.jv)).toEqual([...HOSTILE, null]);
      expect(rows.map((r) => r.n)).toEqual([...HOSTILE.map((_, i) => i), -1]);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "gives each statement its own snapshot: a statement after a lock sees what the lock's holder committed",
    async () => {
      await database.db.execute(sql`insert into together_check (v, n) values ('lock', 0)`);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from together_check where v = 'lock' for update`);
        locked();
        await held;
        await tx.execute(sql`insert into together_check (v, n) values ('written by the holder', 1)`);
      });
      await isLocked;
      const waiter = database.db.transaction((tx) =>
        executeTogether(tx, [
          sql`select 1 from together_check where v = 'lock' for update`,
          sql`select count(*)::int as n from together_check where v = 'written by the holder'`,
        ]),
      );
      // The waiter's message is at the lock; the holder writes and commits.
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await holder;
      const [, counted] = await waiter;
      expect(counted).toEqual([{ n: 1 }]);
      const after = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from together_check where v = 'lock'`),
      );
      expect(after).toEqual([{ n: 1 }]);
    },
  );
});
