/**
 * The one CSV writer of the server's exports and the 3D view's in-browser export: RFC 4180 quoting,
 * and the OWASP CSV-injection defence. A text cell starting with = + - @, a tab or a carriage return
 * would be run as a formula by a spreadsheet (`=HYPERLINK(...)` in a catalogue name), so it is prefixed
 * with a single quote and quoted. Numbers are written as numbers: -12.5 stays a value.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  if (typeof v === 'string' && FORMULA_START.test(s)) return `"'${s.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(',');

/** A whole document: header line, one line per row, CRLF line ends (RFC 4180). */
export const csvDocument = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  `${[csvLine(header), ...rows.map(csvLine)].join('\r\n')}\r\n`;
