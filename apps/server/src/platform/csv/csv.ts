import { Readable } from 'node:stream';

/**
 * The one CSV writer of every export (RFC 4180, CRLF line ends). A text cell that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading
 * apostrophe, so it shows as the text it is (OWASP "CSV injection"); numbers are written as they are.
 */

export type CsvCell = string | number | null;

/** A spreadsheet opens a UTF-8 file as UTF-8 (accents, names in any script) only with this mark first. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula-safe, then quoted when it holds a comma, quote or line break. */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, with its CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** A whole small CSV in memory (no BOM): a header and its rows. */
export function toCsv(header: string[], rows: Array<Array<CsvCell>>): string {
  return [header, ...rows].map(csvLine).join('');
}

/**
 * A CSV as a stream, for exports of any size: the BOM, the header, then each batch of rows as the
 * source yields it (a source reads the database a page at a time, so nothing holds the whole export).
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<ReadonlyArray<readonly CsvCell[]>>,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield UTF8_BOM + csvLine(header);
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map(csvLine).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
