import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { leadRoutingRules, leadScoringRules } from "./crm.tables.ts";
import type { ScoringRule } from "./lead-scoring.ts";
import { scoreSql } from "./lead-scoring-sql.ts";

/**
 * The scoring and routing rules, kept per process between captures (decision 049, fourth step).
 * A capture reads the rules' version in a statement it makes anyway (the lead's upsert returns
 * `rulesVersionSql`) and reads the rules again only when that version differs from the one it has.
 *
 * The version is derived from the rows themselves: a digest of every row of both tables as text,
 * in id order. Any change by any writer (this process, another app process on the same
 * PostgreSQL, a migration, a hand-written UPDATE) changes it, with no counter to bump and nothing
 * to forget; a transaction sees its own uncommitted rules under their own version, and a rolled
 * back change leaves the committed version, which maps back to the committed rules.
 */
export const rulesVersionSql: SQL<string> = sql<string>`md5(
  (select coalesce(string_agg(s::text, '|' order by s.id), '') from ${leadScoringRules} s) || '#' ||
  (select coalesce(string_agg(r::text, '|' order by r.id), '') from ${leadRoutingRules} r))`;

/** Reads the rules' version alone (tests, and callers without a statement to carry it). */
export async function readRulesVersion(db: Db): Promise<string> {
  const result = await db.execute(sql`select ${rulesVersionSql} as v`);
  return (result as unknown as { rows: { v: string }[] }).rows[0]!.v;
}

export type CompiledScoring = { rules: ScoringRule[]; sql: ReturnType<typeof scoreSql> };
type RoutingRule = typeof leadRoutingRules.$inferSelect;

let scoring: { version: string; value: CompiledScoring } | null = null;
let routing: { version: string; value: RoutingRule[] } | null = null;

/** Forgets what this process keeps (tests that simulate a second process). */
export function forgetCachedRules(): void {
  scoring = null;
  routing = null;
}

/**
 * The scoring rules, compiled to SQL, for the version the caller read; read from the database
 * when the version is new to this process (`load` seeds the defaults into an empty table).
 */
export async function scoringAt(
  version: string,
  load: () => Promise<ScoringRule[]>,
): Promise<CompiledScoring> {
  if (scoring?.version === version) return scoring.value;
  const rules = await load();
  const value = { rules, sql: scoreSql(rules) };
  scoring = { version, value };
  return value;
}

/** The active routing rules in their order, for the version the caller read. */
export async function activeRoutingRules(db: Db, version?: string): Promise<RoutingRule[]> {
  if (version !== undefined && routing?.version === version) return routing.value;
  const rules = await db
    .select()
    .from(leadRoutingRules)
    .where(eq(leadRoutingRules.isActive, true))
    .orderBy(asc(leadRoutingRules.position), asc(leadRoutingRules.name));
  if (version !== undefined) routing = { version, value: rules };
  return rules;
}
