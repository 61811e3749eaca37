import { type SQL, sql } from "drizzle-orm";
import { FREE_MAIL_PROVIDERS } from "#src/lib/free-mail.ts";

/**
 * The lead facts the scoring rules read that come from the lead's own fields (a business email
 * address, a phone, a company), as the SQL of stored generated columns of `leads` (decision 054):
 * the database computes them when the lead is written, so a rule change that rescores every lead
 * reads three booleans instead of running three regular expressions per address. The same facts
 * as `scoreLead`'s in lead-scoring.ts; lead-scoring-sql.integration.test.ts holds the two equal.
 * Literals only (a generated column takes no parameters).
 */

/** JavaScript's String.prototype.trim() whitespace (PostgreSQL's btrim trims spaces only). */
const JS_SPACE = `U&'${[
  ..." \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff",
]
  .map((c) => `\\${c.codePointAt(0)!.toString(16).padStart(4, "0")}`)
  .join("")}'`;

/** The column holds something besides whitespace, as `value.trim() !== ""`. */
export const presentSql = (column: string): SQL =>
  sql.raw(`(btrim(coalesce("${column}", ''), ${JS_SPACE}) <> '')`);

/**
 * isPersonalMailDomain's organisation label (free-mail.ts) of the domain after the last "@", by
 * pattern: the label before a two-part suffix (a label of 1–3 characters, then one of 2), else the
 * label before the last, else the only one; empty labels (doubled or outer dots) are dropped first.
 * True for an address whose organisation is not a free mail provider.
 */
export function businessEmailSql(column: string): SQL {
  const email = `"${column}"`;
  const domain = `(case when strpos(coalesce(${email}, ''), '@') > 0 then regexp_replace(${email}, '^.*@', '') else '' end)`;
  const dotted = `btrim(regexp_replace(lower(btrim(${domain}, ${JS_SPACE})), '[.]{2,}', '.', 'g'), '.')`;
  const label = `coalesce((regexp_match(${dotted}, '([^.]+)[.][^.]{1,3}[.][^.]{2}$'))[1], (regexp_match(${dotted}, '([^.]+)[.][^.]+$'))[1], ${dotted})`;
  const providers = FREE_MAIL_PROVIDERS.map((p) => `'${p}'`).join(", ");
  return sql.raw(`(${domain} <> '' and ${label} not in (${providers}))`);
}
