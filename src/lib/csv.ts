/**
 * The one CSV writer (RFC 4180: every cell quoted, CRLF line ends, header first). A text that a
 * spreadsheet would run as a formula is prefixed with an apostrophe (OWASP, CSV injection): one
 * that starts with =, +, -, @, a tab, a carriage return or a line feed, also after leading spaces
 * (some spreadsheets trim them). Numbers stay numbers: -5 is a value, not a formula. A text that
 * already starts with apostrophes before such a character gets one more, so the CSV import, which
 * takes one off, gives back exactly the stored text.
 */
const FORMULA_START = /^'*(?:\s*[=+\-@]|[\t\r\n])/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === "number" || typeof value === "boolean") return `"${value}"`;
  let s = Array.isArray(value) ? value.join("; ") : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** One line of cells, without its line end. */
export const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(",");

/** A whole CSV document (CRLF line ends, header first). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header, ...rows].map(csvLine).join("\r\n")}\r\n`;
}
