import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The text a record is found by in the header search, as a full-text vector ('simple': no stemming,
 * lower case). Email addresses are added a second time split at their punctuation, so "ada",
 * "analytical" and "ada@analytical.example" all find ada@analytical.example. The same expression
 * builds each table's GIN index and every search query, so the index is used.
 */
export function searchVector(columns: AnyPgColumn[], emailColumns: AnyPgColumn[] = []): SQL {
  const parts = [
    ...columns.map((c) => sql`coalesce(${c}, '')`),
    ...emailColumns.map((c) => sql`translate(coalesce(${c}, ''), '@.-_+', '     ')`),
  ];
  return sql`to_tsvector('simple'::regconfig, ${sql.join(parts, sql` || ' ' || `)})`;
}

/**
 * What someone typed, as a prefix query on every word ("ada lov" → 'ada':* & 'lov':*), or null
 * when it holds no word at all. Only letters and digits reach to_tsquery, so no input can make
 * the query fail to parse.
 */
export function prefixQuery(input: string): string | null {
  const words = input
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 64));
  return words.length ? words.map((w) => `'${w}':*`).join(" & ") : null;
}
