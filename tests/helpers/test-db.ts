import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "#src/platform/db/db.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * PostgreSQL database when TEST_DATABASE_URL is set (the integration run in CI).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return database;
  }
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
