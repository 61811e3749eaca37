import { is, type SQL, sql } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import type { Db } from "./db.ts";

/**
 * Whether `db` (the database or a transaction) can take several statements in one message: on
 * PostgreSQL node-postgres sends a query without parameters by the simple query protocol, which
 * runs every statement of the text in turn, in one round trip. PGlite's query cannot (each call is
 * one statement), and there a round trip costs no network anyway: it is the same thread.
 */
export function sendsStatementsTogether(db: Db): boolean {
  return is((db as unknown as { session: unknown }).session, NodePgSession);
}

/**
 * Runs `statements` in one round trip (see sendsStatementsTogether; the caller checks it) and
 * returns each one's rows. Each statement still runs on its own, with its own snapshot (read
 * committed), so a statement after a lock sees what the lock's previous holder committed. Values
 * are written into the text as SQL literals (Drizzle's inlining: strings quoted with `'` doubled),
 * which `standard_conforming_strings`, set here, makes exact; nothing else changes for the caller.
 */
export async function executeTogether(db: Db, statements: SQL[]): Promise<Record<string, unknown>[][]> {
  const all = [sql`set local standard_conforming_strings = on`, ...statements];
  const text = sql.join(all, sql`;\n`).inlineParams();
  const results = (await db.execute(text)) as unknown as { rows: Record<string, unknown>[] }[];
  return results.slice(1).map((r) => r.rows);
}
