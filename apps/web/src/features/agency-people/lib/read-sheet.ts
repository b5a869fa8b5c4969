/** A spreadsheet's rows as text cells, the first row being the column titles. */
export type SheetRows = string[][];

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);

/**
 * Reads a CSV or XLSX file in the browser. The parsers load on first use, so neither weighs on
 * the first paint: papaparse for CSV, read-excel-file (MIT, maintained) for XLSX.
 */
export async function readSheet(file: File): Promise<SheetRows> {
  if (isXlsx(file)) {
    const { readSheet: readXlsx } = await import('read-excel-file/browser');
    const rows = await readXlsx(file);
    return rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell).trim())));
  }
  const [{ default: Papa }, text] = await Promise.all([import('papaparse'), file.text()]);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map((cell) => cell.trim()));
}

/** The column whose title looks like one of the words, else `fallback`. */
function columnLike(titles: string[], words: RegExp, fallback: number): number {
  const index = titles.findIndex((title) => words.test(title.toLowerCase()));
  return index >= 0 ? index : Math.min(fallback, Math.max(0, titles.length - 1));
}

/** A first guess of the name and e-mail columns from their titles (en, pt, es). */
export function guessColumns(titles: string[]): { name: number; email: number } {
  const email = columnLike(titles, /mail/, 1);
  const name = columnLike(titles, /name|nome|nombre/, email === 0 ? 1 : 0);
  return { name, email };
}

/** The rows under the titles as { name, email }, blank lines left out. */
export function rowsToClients(rows: SheetRows, columns: { name: number; email: number }) {
  return rows
    .slice(1)
    .map((row) => ({ name: row[columns.name] ?? '', email: row[columns.email] ?? '' }))
    .filter((row) => row.name !== '' || row.email !== '');
}
