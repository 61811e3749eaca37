import { type SQL, sql } from "drizzle-orm";
import { FREE_MAIL_PROVIDERS } from "#src/lib/free-mail.ts";
import type { ScoringCriterion } from "../crm.contract.ts";
import type { ScoringRule } from "./lead-scoring.ts";

/**
 * The scoring rules as SQL (decision 046): the same criteria as `criterionHolds` in
 * lead-scoring.ts, over the columns of the `facts` relation `rescoreLeads` builds (seg, cs, cn,
 * srcs, business, has_phone, has_company), so a rule change scores every lead in the database in
 * one set-based statement and no lead passes through the server's memory.
 */

/** JavaScript's String.prototype.trim() whitespace, for btrim (PostgreSQL's default is spaces only). */
const JS_SPACE =
  " \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

const present = (column: SQL) => sql`(btrim(coalesce(${column}, ''), ${JS_SPACE}) <> '')`;

/**
 * isPersonalMailDomain's organisation label (free-mail.ts) of the domain after the last "@", by
 * pattern: the label before a two-part suffix (a label of 1–3 characters, then one of 2), else the
 * label before the last, else the only one; empty labels (doubled or outer dots) are dropped first.
 */
function businessEmail(email: SQL): SQL {
  const domain = sql`(case when strpos(coalesce(${email}, ''), '@') > 0 then regexp_replace(${email}, '^.*@', '') else '' end)`;
  const dotted = sql`btrim(regexp_replace(lower(btrim(${domain}, ${JS_SPACE})), '[.]{2,}', '.', 'g'), '.')`;
  const label = sql`coalesce((regexp_match(${dotted}, '([^.]+)[.][^.]{1,3}[.][^.]{2}$'))[1], (regexp_match(${dotted}, '([^.]+)[.][^.]+$'))[1], ${dotted})`;
  const providers = sql.join(
    FREE_MAIL_PROVIDERS.map((p) => sql`${p}`),
    sql`, `,
  );
  return sql`(${domain} <> '' and ${label} not in (${providers}))`;
}

/** The lead facts the rules read, per lead: `leads l` left joined to its capture counts `c`. */
export const factColumns = sql`
  lower(coalesce(l.segment, '')) as seg, l.score as cs, coalesce(c.n, 0) as cn,
  coalesce(c.sources, '{}'::text[]) as srcs, ${businessEmail(sql`l.email`)} as business,
  ${present(sql`l.phone`)} as has_phone, ${present(sql`l.company`)} as has_company`;

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
