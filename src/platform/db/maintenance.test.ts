import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import type { Database, Db } from "./db.ts";
import { maintainEmbedded, tablesDue } from "./maintenance.ts";

type Row = Record<string, unknown>;
const rows = async (db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Row[] }).rows;

describe("embedded database maintenance (PGlite has no autovacuum)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table "Mixed Case" (id int primary key, v int)`);
    await database.db.execute(sql`create table quiet (id int primary key)`);
    await database.db.execute(sql`insert into "Mixed Case" select g, 0 from generate_series(1, 2000) g`);
    await database.db.execute(sql`insert into quiet select g from generate_series(1, 10) g`);
  });
  afterAll(() => database.close());

  it("vacuums and analyzes a table past autovacuum's thresholds, and leaves the others", async () => {
    await maintainEmbedded(database); // the first inserts: analyzed now, so only the updates count
    await database.db.execute(sql`update "Mixed Case" set v = 1`);
    const due = await tablesDue(database.db);
    expect(due.vacuum).toEqual(['"Mixed Case"']);

    const result = await maintainEmbedded(database);
    expect(result.vacuumed).toEqual(['"Mixed Case"']);
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const [stats] = await rows(
      database.db,
      sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
          from pg_stat_user_tables where relname = 'Mixed Case'`,
    );
    expect(stats).toEqual({ dead: 0, vacuumed: true, analyzed: true });
    expect((await maintainEmbedded(database)).vacuumed).toEqual([]);
  });

  it("only analyzes a table with new rows but no dead ones", async () => {
    await database.db.execute(sql`insert into quiet select g from generate_series(11, 200) g`);
    expect(await maintainEmbedded(database)).toEqual({ vacuumed: [], analyzed: ["quiet"] });
    expect(await tablesDue(database.db)).toEqual({ vacuum: [], analyze: [] });
  });

  it("does nothing on PostgreSQL, whose autovacuum does the work", async () => {
    const untouched = new Proxy({} as Db, {
      get() {
        throw new Error("no statement expected on PostgreSQL");
      },
    });
    expect(await maintainEmbedded({ kind: "postgres", db: untouched })).toEqual({
      vacuumed: [],
      analyzed: [],
    });
  });
});
