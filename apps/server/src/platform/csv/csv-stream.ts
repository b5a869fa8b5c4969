import { Readable } from 'node:stream';

/**
 * CSV that opens safely in a spreadsheet (RFC 4180, UTF-8 with a byte-order mark so Excel reads
 * the accents) and is written as it is read: rows arrive in pages from the database and leave in
 * chunks, so an export of 100,000 bookings never sits in memory whole.
 */

export type CsvValue = string | number | null;

/** The byte-order mark that tells a spreadsheet the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * A text that a spreadsheet would run as a formula (=, +, -, @) or read a control character at
 * the start of (tab, carriage return): such a cell is written with a leading apostrophe, which
 * the spreadsheet shows as text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula-safe text, quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  // Numbers are the export's own figures (a negative amount is a number, not a formula).
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A CSV file as a stream: the BOM and the header, then one chunk per page of rows that `pages`
 * yields (it reads the next page only when the client has taken the previous one).
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<CsvValue[][]>): Readable {
  async function* chunks() {
    yield UTF8_BOM + csvLine(header);
    for await (const rows of pages) if (rows.length > 0) yield rows.map(csvLine).join('');
  }
  return Readable.from(chunks(), { objectMode: false });
}
