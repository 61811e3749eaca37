import { type SQL, sql } from "drizzle-orm";
import type { ScoringCriterion } from "../crm.contract.ts";
import type { ScoringRule } from "./lead-scoring.ts";

/**
 * The scoring rules as SQL (decision 046): the same criteria as `criterionHolds` in
 * lead-scoring.ts, over the columns of the `facts` relation `rescoreLeads` builds (seg, cs, cn,
 * srcs, business, has_phone, has_company), so a rule change scores every lead in the database in
 * one set-based statement and no lead passes through the server's memory.
 */

/**
 * The lead facts the rules read, per lead: `leads l` left joined to its capture counts `c`. The
 * facts of the lead's own fields are its generated columns (lead-facts-sql.ts).
 */
export const factColumns = sql`
  lower(coalesce(l.segment, '')) as seg, l.score as cs, coalesce(c.n, 0) as cn,
  coalesce(c.sources, '{}'::text[]) as srcs, coalesce(l.business_email, false) as business,
  coalesce(l.has_phone, false) as has_phone, coalesce(l.has_company, false) as has_company`;

function criterionSql(key: ScoringCriterion, expected: string | number | boolean): SQL {
  switch (key) {
    case "segment":
      return typeof expected === "string" ? sql`(f.seg = ${expected.toLowerCase()})` : sql`false`;
    case "captured_by":
      return typeof expected === "string" ? sql`(${expected}::text = any(f.srcs))` : sql`false`;
    case "business_email":
      return sql`(f.business = ${expected === true})`;
    case "has_phone":
      return sql`(f.has_phone = ${expected === true})`;
    case "has_company":
      return sql`(f.has_company = ${expected === true})`;
    case "min_captures":
      return typeof expected === "number" ? sql`(f.cn >= ${expected})` : sql`false`;
    case "min_capture_score":
      return typeof expected === "number" ? sql`(f.cs >= ${expected})` : sql`false`;
    case "max_capture_score":
      return typeof expected === "number" ? sql`(f.cs <= ${expected})` : sql`false`;
    default:
      return sql`false`;
  }
}

/**
 * The score (the sum of the weights of the active rules whose criteria all hold, within 0–100) and
 * the reasons (one per rule that counted, in rule order), as scoreLead gives them: `holds` over
 * `facts f`, then `score` and `reasons` over its result `h`.
 */
export function scoreSql(rules: readonly ScoringRule[]): {
  holds: SQL;
  score: SQL;
  reasons: SQL;
} {
  const counted = rules
    .filter((r) => r.isActive && Object.keys(r.criteria).length > 0)
    .map((r) => ({
      holds: sql.join(
        Object.entries(r.criteria).map(([k, v]) => criterionSql(k as ScoringCriterion, v)),
        sql` and `,
      ),
      weight: r.scoreWeight,
      reason: `${r.ruleName} (${r.scoreWeight >= 0 ? "+" : ""}${r.scoreWeight})`,
    }));
  if (counted.length === 0)
    return {
      holds: sql`'{}'::boolean[]`,
      score: sql`0`,
      reasons: sql`'[]'::jsonb`,
    };
  // Each rule is evaluated once per lead (h, an array in rule order); score and reasons read h.
  const total = sql.join(
    counted.map((c, i) => sql.raw(`(case when h[${i + 1}] then ${Math.trunc(c.weight)} else 0 end)`)),
    sql` + `,
  );
  const reasons = sql.join(
    counted.map((c, i) => sql`case when h[${sql.raw(String(i + 1))}] then ${c.reason}::text end`),
    sql`, `,
  );
  return {
    holds: sql`array[${sql.join(
      counted.map((c) => sql`coalesce(${c.holds}, false)`),
      sql`, `,
    )}]`,
    score: sql`least(100, greatest(0, ${total}))`,
    reasons: sql`to_jsonb(array_remove(array[${reasons}]::text[], null))`,
  };
}
