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

const present = (column: SQL) =>
  sql`(btrim(coalesce(${column}, ''), ${JS_SPACE}) <> '')`;

/** isPersonalMailDomain's organisation label (free-mail.ts), of the domain after the last "@". */
function businessEmail(email: SQL): SQL {
  const domain = sql`(case when strpos(coalesce(${email}, ''), '@') > 0 then regexp_replace(${email}, '^.*@', '') else '' end)`;
  const labels = sql`array_remove(string_to_array(lower(btrim(${domain}, ${JS_SPACE})), '.'), '')`;
  const providers = sql.join(
    FREE_MAIL_PROVIDERS.map((p) => sql`${p}`),
    sql`, `,
  );
  return sql`(${domain} <> '' and (select coalesce(case
      when cardinality(x.l) < 2 then x.l[1]
      when cardinality(x.l) >= 3 and length(x.l[cardinality(x.l) - 1]) <= 3 and length(x.l[cardinality(x.l)]) = 2
        then x.l[cardinality(x.l) - 2]
      else x.l[cardinality(x.l) - 1] end, '') from (select ${labels} as l) x) not in (${providers}))`;
}

/** The lead facts the rules read, per lead: `leads l` left joined to its capture counts `c`. */
export const factColumns = sql`
  lower(coalesce(l.segment, '')) as seg, l.score as cs, coalesce(c.n, 0) as cn,
  coalesce(c.sources, '{}'::text[]) as srcs, ${businessEmail(sql`l.email`)} as business,
  ${present(sql`l.phone`)} as has_phone, ${present(sql`l.company`)} as has_company`;

function criterionSql(
  key: ScoringCriterion,
  expected: string | number | boolean,
): SQL {
  switch (key) {
    case "segment":
      return typeof expected === "string"
        ? sql`(f.seg = ${expected.toLowerCase()})`
        : sql`false`;
    case "captured_by":
      return typeof expected === "string"
        ? sql`(${expected}::text = any(f.srcs))`
        : sql`false`;
    case "business_email":
      return sql`(f.business = ${expected === true})`;
    case "has_phone":
      return sql`(f.has_phone = ${expected === true})`;
    case "has_company":
      return sql`(f.has_company = ${expected === true})`;
    case "min_captures":
      return typeof expected === "number"
        ? sql`(f.cn >= ${expected})`
        : sql`false`;
    case "min_capture_score":
      return typeof expected === "number"
        ? sql`(f.cs >= ${expected})`
        : sql`false`;
    case "max_capture_score":
      return typeof expected === "number"
        ? sql`(f.cs <= ${expected})`
        : sql`false`;
    default:
      return sql`false`;
  }
}

/**
 * The score (the sum of the weights of the active rules whose criteria all hold, within 0–100) and
 * the reasons (one per rule that counted, in rule order), as scoreLead gives them, over `facts f`.
 */
export function scoreSql(rules: readonly ScoringRule[]): {
  score: SQL;
  reasons: SQL;
} {
  const counted = rules
    .filter((r) => r.isActive && Object.keys(r.criteria).length > 0)
    .map((r) => ({
      holds: sql.join(
        Object.entries(r.criteria).map(([k, v]) =>
          criterionSql(k as ScoringCriterion, v),
        ),
        sql` and `,
      ),
      weight: r.scoreWeight,
      reason: `${r.ruleName} (${r.scoreWeight >= 0 ? "+" : ""}${r.scoreWeight})`,
    }));
  if (counted.length === 0) return { score: sql`0`, reasons: sql`'[]'::jsonb` };
  const total = sql.join(
    counted.map(
      (c) => sql`(case when ${c.holds} then ${c.weight}::int else 0 end)`,
    ),
    sql` + `,
  );
  const reasons = sql.join(
    counted.map((c) => sql`case when ${c.holds} then ${c.reason}::text end`),
    sql`, `,
  );
  return {
    score: sql`least(100, greatest(0, ${total}))`,
    reasons: sql`to_jsonb(array_remove(array[${reasons}]::text[], null))`,
  };
}
