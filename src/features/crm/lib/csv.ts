/**
 * One CSV cell, quoted, with a text that a spreadsheet would run as a formula (=, +, -, @, tab or
 * carriage return first) prefixed with an apostrophe (OWASP, CSV injection).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === "number" || typeof value === "boolean") return `"${value}"`;
  let s = Array.isArray(value) ? value.join("; ") : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** A whole CSV document (CRLF line ends, header first). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
